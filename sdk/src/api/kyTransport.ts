import { HEADERS, toSnakeKeys, type RouteName } from '@drawkit/contract';
import ky, { type Options } from 'ky';
import { CALL_TIMEOUT_MS, type CallContext, type CallHooks, type Payload } from './callHooks';
import type { ApiIdentity } from './createApiClient';

/**
 * Calls whose 401/403 is not cured by a refresh (shop-core §7: "not for login, autologin and two
 * other excluded call types"). The other two are signup, which like login starts a session,
 * and refresh itself, whose refusal is the end of the session rather than a reason to refresh.
 * Social sign-in (issue 12) starts a session too.
 */
export const NO_REFRESH_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'autologin', 'signup', 'refresh', 'socialAuthentication']);

export interface KyTransportOptions {
  hooks: CallHooks;
  identity(): ApiIdentity;
  /** Refreshes the tokens (single flight: concurrent failures share one refresh). */
  refresh(): Promise<unknown>;
}

/** Sends one call through ky. */
export type KySend = (url: string, init: RequestInit, context: CallContext, payload?: Payload) => Promise<Response>;

const contextOf = (options: { context: Record<string, unknown> }) => options.context as unknown as CallContext;

function bearerOf(request: Request): string | null {
  const value = request.headers.get(HEADERS.authorization);
  return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : null;
}

function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(toSnakeKeys<Record<string, unknown>>(body ?? {}))) {
    if (value !== undefined && value !== null) form.set(key, String(value));
  }
  return form;
}

function bodyOf(payload: Payload | undefined): Pick<Options, 'body' | 'json'> {
  if (!payload) return {};
  // "multipart bodies are sent raw": fetch writes the boundary into the content type itself.
  if (typeof FormData !== 'undefined' && payload.value instanceof FormData) return { body: payload.value };
  return payload.form ? { body: formBody(payload.value) } : { json: toSnakeKeys(payload.value) };
}

/**
 * The call layer's ky instance, loaded with the first call that may need it (createApiClient's
 * `send`): every call but a signed-out shopper's reads. Its hooks are the call layer's own; what
 * ky adds is the retry after a token refresh, and the bodies of writes.
 */
export function createKyTransport({ hooks, identity, refresh }: KyTransportOptions): KySend {
  /** On a 401/403 a refresh may cure: refreshes the token (unless another call already did) and says to send the call again. */
  async function refreshed(request: Request, context: CallContext, response: Response, retryCount: number): Promise<boolean> {
    if (response.status !== 401 && response.status !== 403) return false;
    if (context.route === 'discover' || NO_REFRESH_ROUTES.has(context.route) || retryCount > 0) return false;
    const caller = identity();
    // Anonymous callers have no session to refresh: the failure stands as it is.
    if (!caller.isAuthenticated) return false;
    // Sent with a token that has since been replaced: another call already refreshed.
    if (!caller.accessToken || bearerOf(request) === caller.accessToken) await refresh();
    return true;
  }

  const http = ky.create({
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
          if (await refreshed(request, context, response, retryCount)) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
          return hooks.storeInCache(request, context, response);
        },
      ],
    },
  });

  return (url, init, context, payload) => http(url, { ...init, ...bodyOf(payload), context: { ...context } });
}
