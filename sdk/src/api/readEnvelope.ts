import type { ApiMessage, Envelope } from '@drawkit/contract';
import { toCamelKeys } from '@drawkit/contract';
import { ApiError } from '../errors/ApiError';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One failure entry as a message: a server message object, a bare string, or `{field: text}`. */
function toMessages(entry: unknown, field?: string): ApiMessage[] {
  if (typeof entry === 'string') return [{ message: entry, code: 'error', level: 'error', ...(field ? { field } : {}) }];
  if (Array.isArray(entry)) return entry.flatMap((item) => toMessages(item, field));
  if (!isRecord(entry)) return [];
  if (typeof entry['message'] === 'string') {
    const message: ApiMessage = {
      message: entry['message'],
      code: typeof entry['code'] === 'string' ? entry['code'] : 'error',
      level: 'error',
    };
    const named = typeof entry['field'] === 'string' ? entry['field'] : field;
    if (named) message.field = named;
    return [message];
  }
  // A field map, `{email: ['Taken']}`.
  return Object.entries(entry).flatMap(([name, value]) => toMessages(value, name));
}

/** "failures carry error, errors, messages" (shop-core §7): every form read into `messages`. */
export function failureMessages(body: unknown): ApiMessage[] {
  if (!isRecord(body)) return [];
  return [...toMessages(body['messages']), ...toMessages(body['errors']), ...toMessages(body['error'])];
}

/** A PDF as a blob URL (`URL.createObjectURL`), or the Blob itself where blob URLs do not exist. */
async function pdfResult(response: Response): Promise<string | Blob> {
  const blob = await response.blob();
  const { URL: Url } = globalThis;
  return typeof Url?.createObjectURL === 'function' ? Url.createObjectURL(blob) : blob;
}

export interface ReadEnvelopeOptions {
  /** Told about a failure that came without a body (shop-core §8: "reported and treated as empty errors"). */
  onEmptyFailure?(error: ApiError): void;
}

/**
 * Reads a response as the camelCased envelope (shop-core §7): `{result, pageInfo, links,
 * messages, entities}`. 204 and empty bodies are an empty success (`result` null); a PDF is a
 * blob URL. Failures become an `ApiError` carrying the server's messages (shop-core §8).
 */
export async function readEnvelope<T>(response: Response, url: string, options: ReadEnvelopeOptions = {}): Promise<Envelope<T>> {
  if (response.ok && response.headers.get('content-type')?.toLowerCase().startsWith('application/pdf')) {
    return { result: (await pdfResult(response)) as T };
  }
  const text = response.status === 204 ? '' : await response.text();
  let body: unknown;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch (cause) {
      if (response.ok) {
        throw new ApiError({
          status: 422,
          url,
          message: `An error occurred when transforming the API result to JSON for the following url ${url}`,
          cause,
        });
      }
      // A failure page that is not JSON (a proxy's HTML, say) has nothing worth showing.
      throw new ApiError({ status: response.status, url, message: 'Something went wrong.', cause });
    }
  }
  const camel = toCamelKeys(body);
  if (!response.ok) {
    const error = new ApiError({ status: response.status, messages: failureMessages(camel), url });
    if (text === '') options.onEmptyFailure?.(error);
    throw error;
  }
  if (camel === undefined) return { result: null as T };
  // Every main-API body is an envelope; a bare body (discovery on some hosts) is taken as the result.
  if (isRecord(camel) && 'result' in camel) return camel as unknown as Envelope<T>;
  return { result: camel as T };
}
