import ky, { type KyInstance } from 'ky';
import { CALL_TIMEOUT_MS, type CallContext, type CallHooks } from './callHooks';

const contextOf = (options: { context: Record<string, unknown> }) => options.context as unknown as CallContext;

/**
 * The call layer's ky instance, loaded with the first call that may need it (createApiClient's
 * `send`): every call but a signed-out shopper's reads. Its hooks are the call layer's own.
 */
export function createKyTransport(hooks: CallHooks): KyInstance {
  return ky.create({
    fetch: hooks.fetch,
    // Only the forced retry after a refresh: a purchase must never be re-sent behind the caller's back.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
    timeout: CALL_TIMEOUT_MS,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [(request, options) => hooks.serveFromCache(request, contextOf(options)), (request, options) => hooks.sign(request, contextOf(options))],
      beforeRetry: [({ request, options }) => hooks.sign(request, contextOf(options))],
      // One hook, not two: ky hands each afterResponse hook a clone of the response (a tee of its body).
      afterResponse: [
        async (request, options, response, { retryCount }) => {
          const context = contextOf(options);
          if (await hooks.refreshed(request, context, response, retryCount)) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
          return hooks.storeInCache(request, context, response);
        },
      ],
    },
  });
}
