import { isApiError } from './ApiError';
import { isAuthError } from './AuthError';
import { isAbortError } from './toDrawkitError';

/**
 * Message fragments of failures that happen in the browser before any answer (shop-specialised
 * §8 "Client error mapping by message text"), matched case-insensitively anywhere in the text.
 * Browsers word the same failure differently ("The network connection was lost."), so the
 * lost-connection test allows the "was".
 */
const REQUEST_TIMEOUT_TEXT = [/timeout/, /network request/, /load/, /aborted/, /network connection (was )?lost/];
const TEAPOT_TEXT = [/blocked a frame/, /illegal invocation/];

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * The status a client-side failure stands for: "timeout, network request, load, aborted,
 * network connection lost become 408; 'blocked a frame' or 'illegal invocation' become 418;
 * otherwise 500" (shop-specialised §8).
 */
export function toClientErrorStatus(error: unknown): 408 | 418 | 500 {
  const text = messageOf(error).toLowerCase();
  if (REQUEST_TIMEOUT_TEXT.some((pattern) => pattern.test(text))) return 408;
  if (TEAPOT_TEXT.some((pattern) => pattern.test(text))) return 418;
  return 500;
}

/**
 * Whether the `onError` hook hears about a failure: "5xx is reported", responses without a
 * body are reported, "408 and 418 are not reported; custom client errors are reported", and
 * aborted requests never are. The server's explained 4xx answers are expected failures the UI
 * shows, not faults to report.
 */
export function shouldReportError(error: unknown, options: { emptyBody?: boolean } = {}): boolean {
  if (isAbortError(error)) return false;
  if (isApiError(error)) return error.status >= 500 || options.emptyBody === true;
  if (isAuthError(error)) return false;
  const status = toClientErrorStatus(error);
  return status !== 408 && status !== 418;
}

/** "Status 500 or above raises an unrecoverable site error …; error pages 418, 503, else 500" (shop-core §8). */
export function errorPageStatus(status: number): 418 | 503 | 500 {
  return status === 418 || status === 503 ? status : 500;
}
