import type { Envelope } from '@drawkit/contract';
import { toCamelKeys } from '@drawkit/contract';
import type { ApiError } from '../errors/ApiError';
import { knownBodies } from './responseCache';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Failures, unreadable bodies and PDFs are rare: their reading loads on first use. */
const rare = () => import('./readFailure');

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
    return { result: (await (await rare()).pdfResult(response)) as T };
  }
  const text = response.status === 204 ? '' : (knownBodies.get(response) ?? (await response.text()));
  if (!response.ok) {
    const error = (await rare()).readFailure(response, url, text);
    if (text === '') options.onEmptyFailure?.(error);
    throw error;
  }
  let body: unknown;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw (await rare()).unreadableBody(url, cause);
    }
  }
  const camel = toCamelKeys(body);
  if (camel === undefined) return { result: null as T };
  // Every main-API body is an envelope; a bare body (discovery on some hosts) is taken as the result.
  if (isRecord(camel) && 'result' in camel) return camel as unknown as Envelope<T>;
  return { result: camel as T };
}
