import type { ApiMessage } from '@drawkit/contract';
import { isDrawkitError } from './DrawkitError';
import { NetworkError } from './NetworkError';

/** A cancelled request: stores ignore it rather than showing an error (shop-core §8). */
export function isAbortError(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'AbortError';
}

/** A call that had no answer within the call layer's timeout (through ky or a plain read). */
export function timeoutError(url: string, cause: unknown): NetworkError {
  return new NetworkError('The request timeout was reached', { url, cause });
}

/**
 * ky's timeout, known by name: the call layer loads ky only when a call needs it (createApiClient).
 * (ky throws no HTTPError there: it runs with `throwHttpErrors: false`, and readEnvelope reads failures.)
 */
function kyTimeout(value: unknown): (Error & { request: Request }) | undefined {
  return value instanceof Error && value.name === 'TimeoutError' && 'request' in value ? (value as Error & { request: Request }) : undefined;
}

/**
 * Turns whatever a call threw into a `DrawkitError`; abort errors pass through unchanged so
 * callers can drop them quietly.
 */
export function toDrawkitError(error: unknown): Error {
  if (isDrawkitError(error) || isAbortError(error)) return error as Error;
  const timeout = kyTimeout(error);
  if (timeout) return timeoutError(timeout.request.url, error);
  if (error instanceof Error) return error;
  return new Error(String(error));
}

/** The messages to show for a failed action: the server's, else `fallback`, else the error's own text. */
export function messagesOf(error: unknown, fallback?: string): ApiMessage[] {
  const serverMessages = (error as { messages?: unknown } | null)?.messages;
  if (Array.isArray(serverMessages) && serverMessages.length > 0) return serverMessages as ApiMessage[];
  const message = fallback ?? (error instanceof Error ? error.message : 'Something went wrong.');
  const code = isDrawkitError(error) ? error.kind : 'internal_error';
  return [{ message, code, level: 'error' }];
}
