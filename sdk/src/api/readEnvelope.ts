import type { ApiMessage, Envelope } from '@drawkit/contract';
import { toCamelKeys } from '@drawkit/contract';
import { ApiError } from '../errors/ApiError';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messagesIn(body: unknown): ApiMessage[] {
  if (!isRecord(body) || !Array.isArray(body['messages'])) return [];
  return (body['messages'] as unknown[]).filter(
    (m): m is ApiMessage => isRecord(m) && typeof m['message'] === 'string',
  );
}

/**
 * Reads a response as the camelCased envelope (shop-core §7): `{result, pageInfo, links,
 * messages, entities}`. 204 and empty bodies are an empty success (`result` null). Failures
 * become an `ApiError` carrying the server's messages (shop-core §8).
 */
export async function readEnvelope<T>(response: Response, url: string): Promise<Envelope<T>> {
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
  if (!response.ok) throw new ApiError({ status: response.status, messages: messagesIn(camel), url });
  if (camel === undefined) return { result: null as T };
  // Every main-API body is an envelope; a bare body (discovery on some hosts) is taken as the result.
  if (isRecord(camel) && 'result' in camel) return camel as unknown as Envelope<T>;
  return { result: camel as T };
}
