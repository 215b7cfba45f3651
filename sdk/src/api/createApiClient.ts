import type { Discovery, Envelope, PreloadedAnswer, RefreshResult, RouteName, RouteSpec, ServiceName } from '@drawkit/contract';
import { API_VERSIONS, HEADERS, buildPath, discoveryRequestUrl, signaturePayload, toSnakeKeys } from '@drawkit/contract';
import type { ApiClient, DrawkitConfig, RefreshTokenLocation, RequestOptions } from '../clientTypes';
import type { AuthError } from '../errors/AuthError';
import { ConfigurationError } from '../errors/ConfigurationError';
import { NetworkError } from '../errors/NetworkError';
import { ValidationError } from '../errors/ValidationError';
// Out of order on purpose: sorted among the local imports it moves the partner script's modules, 15 B more gzip.
import { routeSpec } from './routeTable';
import { isAbortError, toDrawkitError } from '../errors/toDrawkitError';
import { CACHE_TTL_MS, cacheKindOf } from './cacheTable';
import type { CallContext, CallHooks, Payload } from './callHooks';
import { directRead } from './directRead';
import type { KySend } from './kyTransport';
import { randomId } from './randomId';
import { readEnvelope } from './readEnvelope';
import { CACHE_HIT_HEADER, createResponseCache, responseOf } from './responseCache';
import { sha256Hex } from './sha256Hex';
import { takeStartedDiscovery } from './startDiscovery';
import type { TokenRefresher } from './tokenRefresher';

/** Who is calling, read fresh for every request (the session store owns it). */
export interface ApiIdentity {
  isAuthenticated: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  customerToken: string | null;
  customerId: string | null;
  sessionId: string | null;
}

export interface ApiClientOptions {
  config: DrawkitConfig;
  /** `cookie`: the refresh token is the shop's HttpOnly cookie (see `DrawkitConfig.refreshTokenIn`). Default `storage`. */
  refreshTokenIn?: RefreshTokenLocation;
  identity(): ApiIdentity;
  onTokensRefreshed(tokens: RefreshResult): void;
  onUnauthorised(error: AuthError): void;
  now?: () => number;
}

/**
 * Calls whose answer sets, rotates or clears the refresh cookie. With the refresh token in the
 * shop's cookie they go with credentials (so a cross-origin embed's cookie is set and sent) and
 * `X-Session-Cookie: 1` (so the answer puts the token in the cookie, not in the body).
 */
export const SESSION_COOKIE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'signup', 'autologin', 'transfer', 'socialAuthentication', 'refresh', 'logout']);

export const MISSING_DISCOVERY_URL_MESSAGE = 'discovery service url is not set';
/** How long answers sent with discovery are served: the calls they answer leave as soon as it is in. */
const PRELOADED_MS = 10_000;

export const MISSING_APP_KEY_MESSAGE =
  'The app key is not set: pass createDrawkit({appKey}) the key registered for this site (a partner element uses its partner slug).';

/**
 * The call layer (shop-core §7): hooks that sign every call, serve and fill the GET cache (TTLs
 * in `cacheTable`; past its TTL an answer with an ETag is revalidated with `If-None-Match`, and a
 * 304 serves it again), refresh the token once on 401/403 and retry, and map failures to
 * `DrawkitError`s, telling `config.onError` about those worth reporting. Calls go to the main API
 * or another service family, each base URL from discovery, through ky (kyTransport.ts, loaded
 * with the first call that may need its retry after a refresh), or for a signed-out shopper's
 * reads straight over fetch with the same hooks (directRead.ts). Creating it does nothing; the
 * first call discovers the service URLs.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config } = options;
  const now = options.now ?? Date.now;
  const cache = createResponseCache(now);
  let discovery: Promise<Discovery> | undefined;
  let appId = '';
  // Answers discovery brought with it (a page's start-up reads: `/discover?partner=`,
  // `?catalogue=true`), each served once, to a signed-out GET of its URL, within PRELOADED_MS.
  const preloaded = new Map<string, PreloadedAnswer>();

  const inCookie = options.refreshTokenIn === 'cookie';

  // Only a 401 or 403 needs the refresher, so it loads then (one instance: refreshes stay single flight).
  let refresher: Promise<TokenRefresher> | undefined;
  const refresh = async () => {
    refresher ??= import('./tokenRefresher').then((m) =>
      m.createTokenRefresher({
        refreshToken: () => (inCookie ? 'cookie' : options.identity().refreshToken),
        callRefresh: async (refreshToken) =>
          (await request<RefreshResult>('refresh', refreshToken === 'cookie' ? {} : { body: { refreshToken } })).result,
        onTokensRefreshed: options.onTokensRefreshed,
        onUnauthorised: options.onUnauthorised,
      }),
    );
    refresher.catch(() => (refresher = undefined)); // a chunk that failed to load is tried again next time
    return (await refresher).refresh();
  };

  // Calls in the same second by the same customer carry the same signature: one digest serves
  // them all, and a call after the first goes out without waiting for Web Crypto's answer, which
  // comes in a task of its own (behind whatever the page draws meanwhile).
  let lastSignature: { payload: string; digest: Promise<string> } | undefined;
  const signatureOf = (payload: string): Promise<string> => {
    if (lastSignature?.payload !== payload) {
      const digest = sha256Hex(payload);
      lastSignature = { payload, digest };
      digest.catch(() => {
        if (lastSignature?.digest === digest) lastSignature = undefined; // the next call tries again
      });
    }
    return lastSignature.digest;
  };

  async function sign(request: Request, context: CallContext): Promise<void> {
    if (context.route === 'discover') return; // discovery's app key is in its URL (discoveryRequestUrl)
    const { headers } = request;
    headers.set(HEADERS.appKey, config.appKey);
    const identity = options.identity();
    const timestamp = String(Math.floor(now() / 1000));
    const payload = signaturePayload({ timestamp, appKey: config.appKey, appId, customerToken: identity.customerToken ?? '' });
    headers.set(HEADERS.timestamp, timestamp);
    headers.set(HEADERS.signature, await signatureOf(payload));
    if (context.apiVersion) headers.set(HEADERS.apiVersion, context.apiVersion);
    headers.set(HEADERS.requestId, context.requestId);
    if (identity.sessionId) headers.set(HEADERS.sessionId, identity.sessionId);
    if (config.subvariant) headers.set(HEADERS.subvariant, config.subvariant);
    if (identity.customerId) headers.set(HEADERS.customerId, identity.customerId);
    if (identity.accessToken) headers.set(HEADERS.authorization, `Bearer ${identity.accessToken}`);
    else headers.delete(HEADERS.authorization);
    if (context.idempotencyKey) headers.set(HEADERS.idempotencyKey, context.idempotencyKey);
  }

  function cacheTtl(request: Request, context: CallContext): number | undefined {
    if (request.method !== 'GET' || !context.cacheKind) return undefined;
    return CACHE_TTL_MS[context.cacheKind];
  }

  const cacheKey = (request: Request, context: CallContext) => `${context.cacheOwner ?? ''} ${request.url}`;

  function serveFromCache(request: Request, context: CallContext): Response | undefined {
    const ttl = cacheTtl(request, context);
    const key = cacheKey(request, context);
    // An answer discovery brought: a signed-out read's, so it is served before the signature it does not need.
    const answer = !options.identity().isAuthenticated && request.method === 'GET' && preloaded.get(request.url);
    if (answer) {
      preloaded.delete(request.url);
      const response = responseOf(answer.body, { headers: answer.etag ? { etag: answer.etag } : {} });
      if (ttl !== undefined) cache.set(key, response, answer.body, ttl);
      return response;
    }
    if (ttl === undefined) return undefined;
    const fresh = cache.get(key);
    if (fresh) return fresh;
    // Past its TTL: ask whether the kept answer is still current rather than download it again.
    const stale = cache.stale(key);
    if (stale) {
      context.revalidating = stale;
      request.headers.set('If-None-Match', stale.etag);
    }
    return undefined;
  }

  /** Keeps a cacheable answer; a 304 to a revalidation serves the kept answer again, its TTL restarted. */
  async function storeInCache(request: Request, context: CallContext, response: Response): Promise<Response | undefined> {
    const ttl = cacheTtl(request, context);
    if (ttl === undefined || response.headers.get(CACHE_HIT_HEADER)) return undefined;
    if (response.status === 304 && context.revalidating) return cache.renew(cacheKey(request, context), context.revalidating, ttl);
    if (response.ok) cache.set(cacheKey(request, context), response, await response.text(), ttl);
    return undefined;
  }

  /** fetch rejects with a TypeError only when no response could be had (Fetch standard). */
  async function fetchOrNetworkError(input: Request | string | URL, init?: RequestInit): Promise<Response> {
    const fetch = config.fetch ?? globalThis.fetch;
    try {
      // Discovery the page started before this client existed (startDiscovery) is read, not asked again.
      const started = input instanceof Request ? takeStartedDiscovery(input) : undefined;
      if (started) return await started.catch(() => fetch(input, init));
      return await fetch(input, init);
    } catch (error) {
      if (error instanceof TypeError) {
        const url = input instanceof Request ? input.url : String(input);
        throw new NetworkError('The network request failed', { url, cause: error });
      }
      throw error;
    }
  }

  const hooks: CallHooks = { fetch: fetchOrNetworkError, serveFromCache, sign, storeInCache };

  // ky loads with the first call that is not a signed-out read (a chunk that failed to load is tried again).
  let transport: Promise<KySend> | undefined;
  const kyClient = (): Promise<KySend> => {
    transport ??= import('./kyTransport').then((m) => m.createKyTransport({ hooks, identity: options.identity, refresh }));
    transport.catch(() => (transport = undefined));
    return transport;
  };

  async function send(url: string, init: RequestInit, context: CallContext, payload?: Payload): Promise<Response> {
    try {
      // A signed-out shopper's reads — a first visit's every call — need none of ky's retries.
      if (init.method === 'GET' && (context.route === 'discover' || !options.identity().isAuthenticated)) {
        return await directRead(url, init, context, hooks);
      }
      return await (await kyClient())(url, init, context, payload);
    } catch (error) {
      throw toDrawkitError(error);
    }
  }

  async function fetchDiscovery(): Promise<Discovery> {
    const url = config.discoveryUrl;
    const response = await send(discoveryRequestUrl(url, config.appKey), { method: 'GET' }, { route: 'discover', requestId: randomId() });
    const { result } = await readEnvelope<Discovery>(response, url);
    if (!result?.appId || !result.services?.main) {
      throw new ConfigurationError(`GET ${url} did not return an app_id and services.main: is discoveryUrl right?`);
    }
    appId = result.appId;
    if (result.preloaded) {
      for (const answer of result.preloaded) preloaded.set(answer.url, answer);
      setTimeout(() => preloaded.clear(), PRELOADED_MS);
    }
    return result;
  }

  function discover(): Promise<Discovery> {
    if (!config.discoveryUrl) return Promise.reject(new ConfigurationError(MISSING_DISCOVERY_URL_MESSAGE));
    if (!config.appKey) return Promise.reject(new ConfigurationError(MISSING_APP_KEY_MESSAGE));
    discovery ??= fetchDiscovery().catch((error: unknown) => {
      discovery = undefined; // let the next call try again
      throw error;
    });
    return discovery;
  }

  /** The call's URL, and its path under the service's base (what the cache table matches). */
  function buildUrl(base: string, spec: RouteSpec, requestOptions: RequestOptions): { url: URL; path: string } {
    let path: string;
    try {
      path = buildPath(spec.path, requestOptions.params);
    } catch (cause) {
      throw new ValidationError((cause as Error).message, { cause });
    }
    const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
    const search = toSnakeKeys<Record<string, unknown>>(requestOptions.searchParams ?? {});
    for (const [key, value] of Object.entries(search)) {
      if (value !== undefined && value !== null && key !== 'clear_cache') url.searchParams.set(key, String(value));
    }
    return { url, path };
  }

  /** The base URL of a service family, from discovery (shop-core §7 "Other service families"). */
  function serviceBase(services: Discovery['services'], service: ServiceName): string {
    const base = services[service];
    if (!base) throw new ConfigurationError(`Discovery did not return a URL for the ${service} service.`);
    return base;
  }

  /**
   * Tells the host's `onError` hook about a failure worth reporting (shop-specialised §8). The
   * rules are loaded on the first failure, and only when there is a hook: most pages never fail.
   */
  async function report(error: unknown, url: string, emptyBody = false): Promise<void> {
    const { onError } = config;
    if (!onError) return;
    const { shouldReportError } = await import('../errors/clientErrorStatus');
    if (!shouldReportError(error, { emptyBody })) return;
    try {
      onError(error instanceof Error ? error : new Error(String(error)), { url });
    } catch {
      // A broken reporter must not turn one failure into two.
    }
  }

  async function request<T>(route: RouteName, requestOptions: RequestOptions = {}): Promise<Envelope<T>> {
    let url = config.discoveryUrl;
    let emptyFailure: unknown;
    try {
      const spec = await routeSpec(route);
      const service = requestOptions.service ?? spec.service ?? 'main';
      const { services } = await discover();
      const target = buildUrl(serviceBase(services, service), spec, requestOptions);
      url = target.url.toString();
      // "A clear_cache query parameter clears the cache" (shop-core §7).
      if (requestOptions.clearCache || requestOptions.searchParams?.['clear_cache']) cache.clear();
      if (requestOptions.body !== undefined && spec.method === 'GET') {
        throw new ValidationError(`${route} is a GET route and takes no body: pass searchParams instead.`);
      }
      const init: RequestInit = { method: spec.method };
      if (requestOptions.signal) init.signal = requestOptions.signal;
      if (inCookie && SESSION_COOKIE_ROUTES.has(route)) {
        init.credentials = 'include';
        init.headers = { [HEADERS.sessionCookie]: '1' };
      }
      const cacheKind = spec.method === 'GET' ? cacheKindOf(service, target.path, target.url.searchParams) : undefined;
      // The spec's cached GETs are kept here; the browser's HTTP cache must not answer any other
      // GET (draws, results, carts) without the server confirming it, whatever max-age it was sent with.
      if (spec.method === 'GET' && (!cacheKind || requestOptions.clearCache)) init.cache = 'no-cache';
      const context: CallContext = {
        route,
        apiVersion: API_VERSIONS[spec.version],
        requestId: requestOptions.requestId ?? randomId(),
        idempotencyKey: requestOptions.idempotencyKey,
        cacheKind,
        cacheOwner: options.identity().customerId ?? '',
      };
      const payload = requestOptions.body === undefined ? undefined : { value: requestOptions.body, form: spec.form === true };
      const response = await send(url, init, context, payload);
      return await readEnvelope<T>(response, url, { onEmptyFailure: (error) => (emptyFailure = error) });
    } catch (error) {
      // The hook hears of a failure before the caller does.
      if (!isAbortError(error)) await report(error, url, error === emptyFailure);
      throw error;
    }
  }

  return {
    discover,
    request,
    clearCache: () => cache.clear(),
    prepareWrites: () => kyClient().then(() => undefined, () => undefined),
  };
}
