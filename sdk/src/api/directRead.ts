import { timeoutError } from '../errors/toDrawkitError';
import { CALL_TIMEOUT_MS, type CallContext, type CallHooks } from './callHooks';

/**
 * A GET sent straight over fetch, through the same hooks as a call through ky: the cache, the
 * signature, the 30 s timeout. What ky adds to a call is the retry after a token refresh, which a
 * signed-out shopper's read never needs, so a first visit reads its catalogue without ky in its
 * download (createApiClient's `send` chooses).
 */
export async function directRead(url: string, init: RequestInit, context: CallContext, hooks: CallHooks): Promise<Response> {
  const timeout = new AbortController();
  const { signal } = init;
  const abort = () => timeout.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, CALL_TIMEOUT_MS);
  try {
    const request = new Request(url, { ...init, method: 'GET', signal: timeout.signal });
    const kept = hooks.serveFromCache(request, context);
    if (kept) return kept;
    await hooks.sign(request, context);
    let response: Response;
    try {
      response = await hooks.fetch(request);
    } catch (error) {
      if (timedOut) throw timeoutError(url, error);
      throw error;
    }
    // The hook may read the body it keeps: it gets a copy, as a ky hook does.
    return (await hooks.storeInCache(request, context, response.clone())) ?? response;
  } finally {
    // The timeout is for the answer's headers, as ky's is; the caller's signal still ends the body.
    clearTimeout(timer);
  }
}
