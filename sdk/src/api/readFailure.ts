import type { ApiMessage } from '@drawkit/contract';
import { toCamelKeys } from '@drawkit/contract';
import { ApiError } from '../errors/ApiError';

// The rare ends of reading a response (failures, unreadable bodies, PDFs): loaded by
// readEnvelope the first time one comes, so a page that only reads successes never fetches it.

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

/**
 * The `ApiError` for a failed response whose body `text` has been read (shop-core §8): the
 * server's messages, or a plain "Something went wrong." when the body is not JSON.
 */
export function readFailure(response: Response, url: string, text: string): ApiError {
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    // A failure page that is not JSON (a proxy's HTML, say) has nothing worth showing.
    return new ApiError({ status: response.status, url, message: 'Something went wrong.', cause });
  }
  return new ApiError({ status: response.status, messages: failureMessages(toCamelKeys(body)), url });
}

/** A successful body that is not JSON. */
export function unreadableBody(url: string, cause: unknown): ApiError {
  return new ApiError({
    status: 422,
    url,
    message: `An error occurred when transforming the API result to JSON for the following url ${url}`,
    cause,
  });
}

/** A PDF as a blob URL (`URL.createObjectURL`), or the Blob itself where blob URLs do not exist. */
export async function pdfResult(response: Response): Promise<string | Blob> {
  const blob = await response.blob();
  const { URL: Url } = globalThis;
  return typeof Url?.createObjectURL === 'function' ? Url.createObjectURL(blob) : blob;
}
