import type { RouteName } from '@drawkit/contract';
import { DISCOVERY_APP_KEY_PARAM, HEADERS, ROUTES, signaturePayload } from '@drawkit/contract';
import { describe, expect, it, vi } from 'vitest';
import { APP_ID, APP_KEY, DISCOVERY_URL, ORIGIN, createFakeServer, fail, ok, type FakeServer } from '../../__tests__/fakeServer';
import type { DrawkitConfig } from '../../clientTypes';
import { isApiError } from '../../errors/ApiError';
import { isConfigurationError } from '../../errors/ConfigurationError';
import { isNetworkError } from '../../errors/NetworkError';
import { isAbortError } from '../../errors/toDrawkitError';
import { createApiClient, type ApiIdentity } from '../createApiClient';
import { sha256Hex } from '../sha256Hex';

const ANONYMOUS: ApiIdentity = {
  isAuthenticated: false,
  accessToken: null,
  refreshToken: null,
  customerToken: null,
  customerId: null,
  sessionId: null,
};

function client(server: FakeServer, identity: Partial<ApiIdentity> = {}, config: Partial<DrawkitConfig> = {}) {
  const state = { ...ANONYMOUS, ...identity };
  const api = createApiClient({
    config: { discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch, ...config },
    identity: () => state,
    onTokensRefreshed: (tokens) => Object.assign(state, tokens),
    onUnauthorised: () => Object.assign(state, ANONYMOUS),
  });
  return { api, state };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('call layer: headers and signing', () => {
  it('discovers the service once, with the app key in its URL and no header a browser would preflight', async () => {
    const server = createFakeServer();
    server.on('config', () => ok({}));
    const { api } = client(server);
    await api.request('config');
    await api.request('config', { clearCache: true });
    const discovery = server.calls('discover');
    expect(discovery).toHaveLength(1);
    expect(discovery[0]?.url.searchParams.get(DISCOVERY_APP_KEY_PARAM)).toBe(APP_KEY);
    // No header at all: a cross-origin GET without one goes out without a CORS preflight.
    expect([...(discovery[0]?.headers.keys() ?? [])]).toEqual([]);
    expect(server.calls('config')[0]?.url.href).toBe(`${ORIGIN}/v2/config`);
  });

  it('signs with hex SHA-256 of timestamp + app key + app id + an empty customer token when signed out', async () => {
    const server = createFakeServer();
    server.on('partner', () => ok({}));
    const { api } = client(server);
    const before = Math.floor(Date.now() / 1000);
    await api.request('partner', { params: { slug: 'demo-partner' } });
    const { headers } = server.calls('partner')[0]!;
    const timestamp = headers.get(HEADERS.timestamp)!;
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(timestamp)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    const expected = await sha256Hex(`${timestamp}${APP_KEY}${APP_ID}`);
    expect(headers.get(HEADERS.signature)).toBe(expected);
    expect(headers.get(HEADERS.signature)).toMatch(/^[0-9a-f]{64}$/);
    expect(headers.get(HEADERS.appKey)).toBe(APP_KEY);
    for (const absent of [HEADERS.authorization, HEADERS.customerId, HEADERS.sessionId, HEADERS.subvariant, HEADERS.idempotencyKey]) {
      expect(headers.has(absent)).toBe(false);
    }
  });

  it('signs with the customer token and sends the session, customer, sub-variant and bearer token when signed in', async () => {
    const server = createFakeServer();
    server.customerTokens.set('access.1', 'ctok_9');
    server.on('customer', () => ok({}));
    const { api } = client(
      server,
      { isAuthenticated: true, accessToken: 'access.1', refreshToken: 'r1', customerToken: 'ctok_9', customerId: 'cust_9', sessionId: 'sess_9' },
      { subvariant: 'qld' },
    );
    await api.request('customer');
    const { headers } = server.calls('customer')[0]!;
    const timestamp = headers.get(HEADERS.timestamp)!;
    const payload = signaturePayload({ timestamp, appKey: APP_KEY, appId: APP_ID, customerToken: 'ctok_9' });
    expect(headers.get(HEADERS.signature)).toBe(await sha256Hex(payload));
    expect(headers.get(HEADERS.authorization)).toBe('Bearer access.1');
    expect(headers.get(HEADERS.customerId)).toBe('cust_9');
    expect(headers.get(HEADERS.sessionId)).toBe('sess_9');
    expect(headers.get(HEADERS.subvariant)).toBe('qld');
  });

  it('computes one digest for the calls of one second by one customer, and a new one when either changes', async () => {
    const server = createFakeServer();
    for (const route of ['partner', 'config', 'capabilities'] as const) server.on(route, () => ok({}));
    const state = { ...ANONYMOUS };
    const second = Math.floor(Date.now() / 1000);
    let nowMs = second * 1000 + 400;
    const api = createApiClient({
      config: { discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch },
      identity: () => state,
      onTokensRefreshed: () => undefined,
      onUnauthorised: () => undefined,
      now: () => nowMs,
    });
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest');
    try {
      await Promise.all([api.request('partner', { params: { slug: 'demo-partner' } }), api.request('config'), api.request('capabilities')]);
      // The fake server checks each call's signature with a digest of its own: 3 of the calls are its.
      expect(digest).toHaveBeenCalledTimes(1 + 3);
      const expected = await sha256Hex(`${second}${APP_KEY}${APP_ID}`);
      for (const route of ['partner', 'config', 'capabilities'] as const) expect(server.calls(route)[0]?.headers.get(HEADERS.signature)).toBe(expected);

      server.customerTokens.set('access.1', 'ctok_9');
      Object.assign(state, { isAuthenticated: true, accessToken: 'access.1', customerToken: 'ctok_9' });
      await api.request('config', { clearCache: true });
      nowMs += 1000;
      await api.request('config', { clearCache: true });
      const [, withToken, nextSecond] = server.calls('config');
      expect(withToken?.headers.get(HEADERS.signature)).toBe(await sha256Hex(`${second}${APP_KEY}${APP_ID}ctok_9`));
      expect(nextSecond?.headers.get(HEADERS.signature)).toBe(await sha256Hex(`${second + 1}${APP_KEY}${APP_ID}ctok_9`));
    } finally {
      digest.mockRestore();
    }
  });

  it.each<[RouteName, string]>([
    ['config', '3.0'],
    ['productOffers', '3.9'],
    ['login', '3.2'],
    ['signup', '3.5'],
    ['anonCartCreate', '3.3'],
    ['checkout', '3.4'],
    ['partnerPurchase', '3.2'],
  ])('sends X-Api-Version of %s as %s', async (route, version) => {
    const server = createFakeServer();
    server.on(route, () => ok({}));
    const { api } = client(server);
    const body = ROUTES[route].method === 'GET' ? undefined : {};
    await api.request(route, { params: { pricing: 'p', checkoutId: 'c', slug: 's' }, body });
    expect(server.calls(route)[0]?.headers.get(HEADERS.apiVersion)).toBe(version);
  });

  it('sends a new request id per call unless one is forwarded, and the idempotency key when given', async () => {
    const server = createFakeServer();
    server.on('partner', () => ok({}));
    const { api } = client(server);
    await api.request('partner', { params: { slug: 'a' } });
    await api.request('partner', { params: { slug: 'b' } });
    await api.request('partner', { params: { slug: 'c' }, requestId: 'req-forwarded', idempotencyKey: 'idem-1' });
    const [first, second, third] = server.calls('partner').map((r) => r.headers);
    expect(first?.get(HEADERS.requestId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second?.get(HEADERS.requestId)).not.toBe(first?.get(HEADERS.requestId));
    expect(third?.get(HEADERS.requestId)).toBe('req-forwarded');
    expect(third?.get(HEADERS.idempotencyKey)).toBe('idem-1');
  });
});

describe('call layer: bodies and envelopes', () => {
  it('sends JSON request bodies with snake_case keys; the number-set names Numbers, Powerball, Favourites keep their spelling', async () => {
    const server = createFakeServer();
    server.on('anonCartAddItem', () => ok({}));
    const { api } = client(server);
    await api.request('anonCartAddItem', {
      params: { ref: 'ref_1' },
      body: { lotteryKey: 'super_jackpot_lottery', numDraws: 2, games: [{ Numbers: [1, 2], Powerball: [3], Favourites: [] }] },
    });
    const call = server.calls('anonCartAddItem')[0]!;
    expect(call.path).toBe('/anon-cart/ref_1/items');
    expect(call.contentType).toMatch(/^application\/json/);
    expect(call.body).toEqual({ lottery_key: 'super_jackpot_lottery', num_draws: 2, games: [{ Numbers: [1, 2], Powerball: [3], Favourites: [] }] });
  });

  it('sends form routes urlencoded with snake_case keys', async () => {
    const server = createFakeServer();
    server.on('refresh', () => ok({ accessToken: 'a', refreshToken: 'b', expiresIn: 1 }));
    const { api } = client(server);
    await api.request('refresh', { body: { refreshToken: 'refresh_1' } });
    const call = server.calls('refresh')[0]!;
    expect(call.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call.body).toEqual({ refresh_token: 'refresh_1' });
  });

  it('sends query parameters in snake_case and drops undefined ones', async () => {
    const server = createFakeServer();
    server.on('upcomingDraws', () => ok([]));
    const { api } = client(server);
    await api.request('upcomingDraws', { params: { lotteryKey: 'super_66' }, searchParams: { pageSize: 5, customerId: undefined } });
    expect(server.calls('upcomingDraws')[0]?.url.search).toBe('?page_size=5');
  });

  it('reads result, pageInfo, links, messages and entities in camelCase', async () => {
    const server = createFakeServer();
    server.on('upcomingDraws', () => ({
      raw: true,
      body: {
        result: [{ draw_id: 'd_1', prize_pool: { amount: 100, currency: 'AUD' } }],
        page_info: { limit: 5, offset: 0, total: 1 },
        links: { next_page: '/x' },
        messages: [{ message: 'Hi', code: 'info_code', level: 'info' }],
        entities: { draws: { 'd_1-x': { draw_no: 7 } } },
      },
    }));
    const { api } = client(server);
    const envelope = await api.request('upcomingDraws', { params: { lotteryKey: 'super_66' } });
    expect(envelope).toEqual({
      result: [{ drawId: 'd_1', prizePool: { amount: 100, currency: 'AUD' } }],
      pageInfo: { limit: 5, offset: 0, total: 1 },
      links: { nextPage: '/x' },
      messages: [{ message: 'Hi', code: 'info_code', level: 'info' }],
      entities: { draws: { 'd_1-x': { drawNo: 7 } } },
    });
  });

  it('treats 204 as an empty success', async () => {
    const server = createFakeServer();
    server.on('anonCartDeleteItem', () => ({ status: 204 }));
    const { api } = client(server);
    await expect(api.request('anonCartDeleteItem', { params: { ref: 'r', id: 'i' } })).resolves.toEqual({ result: null });
  });
});

describe('call layer: errors (shop-core §8)', () => {
  it('"API error: message is the first server message", with status, code and messages', async () => {
    const server = createFakeServer();
    server.on('partner', () => ({
      status: 404,
      body: {
        result: null,
        messages: [
          { message: 'This partner was not found.', code: 'partner_not_found', level: 'error' },
          { message: 'Second', code: 'other', level: 'error' },
        ],
      },
    }));
    const { api } = client(server);
    const error = await rejectionOf(api.request('partner', { params: { slug: 'nope' } }));
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.message).toBe('This partner was not found.');
    expect(error.status).toBe(404);
    expect(error.code).toBe('partner_not_found');
    expect(error.messages).toHaveLength(2);
    expect(error.name).toBe('ApiError');
  });

  it('"else The API responded with a {status} error when requesting the following url"', async () => {
    const server = createFakeServer();
    server.on('partner', () => ({ status: 503 }));
    const { api } = client(server);
    const error = await rejectionOf(api.request('partner', { params: { slug: 'demo-partner' } }));
    expect(isApiError(error) && error.status).toBe(503);
    expect((error as Error).message).toBe(
      `The API responded with a 503 error when requesting the following url ${ORIGIN}/v2/partners/demo-partner`,
    );
  });

  it('"JSON parse failure: An error occurred when transforming the API result to JSON for the following url", status 422', async () => {
    const server = createFakeServer();
    server.on('config', () => ({ text: '<html>oops</html>', status: 200 }));
    const { api } = client(server);
    const error = await rejectionOf(api.request('config'));
    expect(isApiError(error) && error.status).toBe(422);
    expect((error as Error).message).toBe(
      `An error occurred when transforming the API result to JSON for the following url ${ORIGIN}/v2/config`,
    );
  });

  it('"Unparseable failures: Something went wrong."', async () => {
    const server = createFakeServer();
    server.on('config', () => ({ text: '<html>Bad gateway</html>', status: 502 }));
    const { api } = client(server);
    const error = await rejectionOf(api.request('config'));
    expect(isApiError(error) && error.status).toBe(502);
    expect((error as Error).message).toBe('Something went wrong.');
  });

  it('"Missing discovery URL: discovery service url is not set"', async () => {
    const server = createFakeServer();
    const { api } = client(server, {}, { discoveryUrl: '' });
    const error = await rejectionOf(api.request('config'));
    expect(isConfigurationError(error)).toBe(true);
    expect((error as Error).message).toBe('discovery service url is not set');
    expect(server.requests).toHaveLength(0);
  });

  it('"A missing app key is a configuration error" that says what to do', async () => {
    const server = createFakeServer();
    const { api } = client(server, {}, { appKey: '' });
    const error = await rejectionOf(api.request('config'));
    expect(isConfigurationError(error)).toBe(true);
    expect((error as Error).message).toMatch(/createDrawkit\(\{appKey\}\)/);
  });

  it('rejects with a NetworkError when no response comes back, and discovers again next time', async () => {
    const server = createFakeServer();
    server.on('config', () => ok({ locale: 'en-AU' }));
    const { api } = client(server);
    server.failNetwork();
    const error = await rejectionOf(api.request('config'));
    expect(isNetworkError(error)).toBe(true);
    await expect(api.request('config')).resolves.toEqual({ result: { locale: 'en-AU' }, messages: [] });
    expect(server.calls('discover')).toHaveLength(2);
  });

  // A signed-out shopper's reads go straight over fetch, everything else through ky (send): each way keeps the same promises.
  const SIGNED_IN: Partial<ApiIdentity> = { isAuthenticated: true, accessToken: 'access.1', customerToken: 'ctok_1', customerId: 'cust_1' };
  const WAYS: [string, Partial<ApiIdentity>, RouteName][] = [
    ['a signed-out read', {}, 'config'],
    ['a signed-in read (ky)', SIGNED_IN, 'config'],
    ['a write (ky)', {}, 'login'],
  ];

  it.each(WAYS)('gives up on %s unanswered after 30 s with a NetworkError, and answers the next call', async (_, identity, route) => {
    const server = createFakeServer();
    server.customerTokens.set('access.1', 'ctok_1');
    server.on(route, () => ok({ locale: 'en-AU' }));
    const path = `/v2${ROUTES[route].path}`;
    let hang = true;
    let sent!: () => void;
    const hanging = new Promise<void>((resolve) => (sent = resolve));
    const fetch: typeof globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      if (!hang || !request.url.endsWith(path)) return server.fetch(request);
      sent();
      // A server that never answers: only the call's own signal ends the wait.
      return new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    };
    const { api } = client(server, identity, { fetch });
    const body = ROUTES[route].method === 'GET' ? undefined : {};
    await api.discover();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const outcome = rejectionOf(api.request(route, { body })).finally(() => (settled = true));
      await hanging; // signing is real async work: the timer starts only as the request leaves
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(isNetworkError(error)).toBe(true);
      expect((error as Error).message).toBe('The request timeout was reached');
    } finally {
      vi.useRealTimers();
    }
    hang = false;
    await expect(api.request(route, { body })).resolves.toEqual({ result: { locale: 'en-AU' }, messages: [] });
  });

  it.each(WAYS)('"Aborted requests are rejected quietly": %s gives an AbortError, not a DrawkitError', async (_, identity, route) => {
    const server = createFakeServer();
    server.customerTokens.set('access.1', 'ctok_1');
    server.on(route, () => ok({}));
    const { api } = client(server, identity);
    await api.discover();
    const controller = new AbortController();
    controller.abort();
    const body = ROUTES[route].method === 'GET' ? undefined : {};
    const error = await rejectionOf(api.request(route, { body, signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
    expect(isApiError(error) || isNetworkError(error)).toBe(false);
    expect(server.calls(route)).toHaveLength(0);
  });

  it.each(WAYS)('ends %s when the caller aborts while it waits for the answer', async (_, identity, route) => {
    const server = createFakeServer();
    server.customerTokens.set('access.1', 'ctok_1');
    const path = `/v2${ROUTES[route].path}`;
    const fetch: typeof globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      if (!request.url.endsWith(path)) return server.fetch(request);
      return new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    };
    const { api } = client(server, identity, { fetch });
    await api.discover();
    const controller = new AbortController();
    const body = ROUTES[route].method === 'GET' ? undefined : {};
    const outcome = rejectionOf(api.request(route, { body, signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const error = await outcome;
    expect(isAbortError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
  });
});

describe('call layer: token refresh (shop-core §4, §7)', () => {
  function expiringServer() {
    const server = createFakeServer();
    server.customerTokens.set('access.old', 'ctok_1');
    server.customerTokens.set('access.new', 'ctok_1');
    server.on('customer', (request) =>
      request.headers.get(HEADERS.authorization) === 'Bearer access.new' ? ok({ id: 'cust_1' }) : fail('token_expired'),
    );
    server.on('refresh', () => ok({ accessToken: 'access.new', refreshToken: 'refresh.new', expiresIn: 900 }));
    return server;
  }
  const signedIn = { isAuthenticated: true, accessToken: 'access.old', refreshToken: 'refresh.old', customerToken: 'ctok_1', customerId: 'cust_1' };

  it('refreshes the token once with the form body refresh_token and retries the original call once', async () => {
    const server = expiringServer();
    const { api, state } = client(server, signedIn);
    await expect(api.request('customer')).resolves.toMatchObject({ result: { id: 'cust_1' } });
    expect(server.calls('refresh')).toHaveLength(1);
    expect(server.calls('refresh')[0]?.body).toEqual({ refresh_token: 'refresh.old' });
    const attempts = server.calls('customer');
    expect(attempts.map((r) => r.headers.get(HEADERS.authorization))).toEqual(['Bearer access.old', 'Bearer access.new']);
    expect(attempts[1]?.headers.get(HEADERS.requestId)).toBe(attempts[0]?.headers.get(HEADERS.requestId));
    expect(state).toMatchObject({ accessToken: 'access.new', refreshToken: 'refresh.new' });
  });

  it('refreshes once for concurrent failures (single flight)', async () => {
    const server = expiringServer();
    const { api } = client(server, signedIn);
    const results = await Promise.all([api.request('customer'), api.request('customer'), api.request('customer')]);
    expect(results.every((r) => (r.result as { id: string }).id === 'cust_1')).toBe(true);
    expect(server.calls('refresh')).toHaveLength(1);
    expect(server.calls('customer')).toHaveLength(6);
  });

  it('retries a call only once: a second 401 stands', async () => {
    const server = createFakeServer();
    server.customerTokens.set('access.old', 'ctok_1');
    server.customerTokens.set('access.new', 'ctok_1');
    server.on('customer', () => fail('origin_not_allowed'));
    server.on('refresh', () => ok({ accessToken: 'access.new', refreshToken: 'refresh.new', expiresIn: 900 }));
    const { api } = client(server, signedIn);
    const error = await rejectionOf(api.request('customer'));
    expect(isApiError(error) && error.status).toBe(403);
    expect(server.calls('customer')).toHaveLength(2);
    expect(server.calls('refresh')).toHaveLength(1);
  });

  it.each<RouteName>(['login', 'autologin', 'signup', 'refresh'])('"not for login, autologin and two other excluded call types": not for %s', async (route) => {
    const server = expiringServer();
    server.on(route, () => fail('invalid_credentials'));
    const { api } = client(server, signedIn);
    const error = await rejectionOf(api.request(route, { body: {} }));
    expect(isApiError(error) && error.status).toBe(401);
    expect(server.calls('refresh')).toHaveLength(route === 'refresh' ? 1 : 0);
  });

  it('does not refresh for an anonymous caller: the 401 stands', async () => {
    const server = createFakeServer();
    server.on('config', () => fail('origin_not_allowed'));
    const { api } = client(server);
    const error = await rejectionOf(api.request('config'));
    expect(isApiError(error) && error.code).toBe('origin_not_allowed');
    expect(server.calls('refresh')).toHaveLength(0);
  });

  it('"missing refresh token gives Missing authentication tokens when trying to call the /refresh endpoint"', async () => {
    const server = expiringServer();
    const unauthorised = vi.fn();
    const state = { ...ANONYMOUS, ...signedIn, refreshToken: null };
    const api = createApiClient({
      config: { discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch },
      identity: () => state,
      onTokensRefreshed: () => undefined,
      onUnauthorised: unauthorised,
    });
    const error = await rejectionOf(api.request('customer'));
    expect(error).toMatchObject({ name: 'AuthError', message: 'Missing authentication tokens when trying to call the /refresh endpoint' });
    expect(unauthorised).toHaveBeenCalledTimes(1);
    expect(server.calls('refresh')).toHaveLength(0);
  });
});

describe('call layer: response cache (shop-core §7, §9)', () => {
  async function countAfter(route: RouteName, advanceMs: number, params: Record<string, string> = {}) {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const server = createFakeServer();
      server.on(route, () => ok({ n: server.calls(route).length }));
      const { api } = client(server);
      await api.request(route, { params });
      vi.setSystemTime(Date.now() + advanceMs);
      await api.request(route, { params });
      return server.calls(route).length;
    } finally {
      vi.useRealTimers();
    }
  }

  it('keeps /branding for 24 h', async () => {
    expect(await countAfter('branding', 24 * 3600_000 - 1000)).toBe(1);
    expect(await countAfter('branding', 24 * 3600_000 + 1000)).toBe(2);
  });

  it('keeps product offers for 18 min (1,080,000 ms)', async () => {
    expect(await countAfter('productOffers', 1_080_000 - 1000, { pricing: 'p1' })).toBe(1);
    expect(await countAfter('productOffers', 1_080_000 + 1000, { pricing: 'p1' })).toBe(2);
  });

  it('keeps /config and /capabilities for the 60 s default', async () => {
    expect(await countAfter('config', 59_000)).toBe(1);
    expect(await countAfter('capabilities', 61_000)).toBe(2);
  });

  it('never caches calls outside the spec list, such as upcoming draws; the cart keeps its 20 s in the cart store', async () => {
    expect(await countAfter('upcomingDraws', 0, { lotteryKey: 'super_66' })).toBe(2);
    expect(await countAfter('cartGet', 0)).toBe(2);
  });

  describe('revalidation with If-None-Match (the server answers ETag and 304)', () => {
    const OFFERS_TTL = 1_080_000;

    /** A product offers route whose answer counts its downloads, under the ETag `etag()`. */
    function offersServer(etag: () => string | undefined) {
      const server = createFakeServer();
      let downloads = 0;
      server.on('productOffers', (request) => {
        const tag = etag();
        if (tag === undefined || request.headers.get('if-none-match') !== tag) downloads += 1;
        return { ...ok({ downloads }), ...(tag === undefined ? {} : { etag: tag }) };
      });
      return server;
    }

    async function withClock<T>(run: (advance: (ms: number) => void) => Promise<T>): Promise<T> {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        return await run((ms) => vi.setSystemTime(Date.now() + ms));
      } finally {
        vi.useRealTimers();
      }
    }

    it('after the TTL sends the kept ETag; on 304 serves the kept answer and keeps it another full TTL', async () => {
      await withClock(async (advance) => {
        const server = offersServer(() => '"v1"');
        const { api } = client(server);
        const params = { pricing: 'p1' };
        expect((await api.request('productOffers', { params })).result).toEqual({ downloads: 1 });
        expect(server.calls('productOffers')[0]?.headers.has('if-none-match')).toBe(false);

        advance(OFFERS_TTL + 1000);
        expect((await api.request('productOffers', { params })).result).toEqual({ downloads: 1 });
        expect(server.calls('productOffers')).toHaveLength(2);
        expect(server.calls('productOffers')[1]?.headers.get('if-none-match')).toBe('"v1"');

        // The TTL restarted at the 304: no call until it runs out again.
        advance(OFFERS_TTL - 1000);
        await api.request('productOffers', { params });
        expect(server.calls('productOffers')).toHaveLength(2);
        advance(2000);
        expect((await api.request('productOffers', { params })).result).toEqual({ downloads: 1 });
        expect(server.calls('productOffers')).toHaveLength(3);
        expect(server.calls('productOffers')[2]?.headers.get('if-none-match')).toBe('"v1"');
      });
    });

    it('takes the new answer and its new ETag when the catalogue changed', async () => {
      await withClock(async (advance) => {
        let etag = '"v1"';
        const server = offersServer(() => etag);
        const { api } = client(server);
        const params = { pricing: 'p1' };
        await api.request('productOffers', { params });
        etag = '"v2"';
        advance(OFFERS_TTL + 1000);
        expect((await api.request('productOffers', { params })).result).toEqual({ downloads: 2 });
        expect(server.calls('productOffers')[1]?.headers.get('if-none-match')).toBe('"v1"');
        advance(OFFERS_TTL + 1000);
        expect((await api.request('productOffers', { params })).result).toEqual({ downloads: 2 });
        expect(server.calls('productOffers')[2]?.headers.get('if-none-match')).toBe('"v2"');
      });
    });

    it('downloads an answer without an ETag again in full once its TTL has run out', async () => {
      await withClock(async (advance) => {
        const server = offersServer(() => undefined);
        const { api } = client(server);
        await api.request('productOffers', { params: { pricing: 'p1' } });
        advance(OFFERS_TTL + 1000);
        expect((await api.request('productOffers', { params: { pricing: 'p1' } })).result).toEqual({ downloads: 2 });
        expect(server.calls('productOffers')[1]?.headers.has('if-none-match')).toBe(false);
      });
    });

    it('never revalidates calls it does not cache, and clear_cache forgets the kept ETags too', async () => {
      await withClock(async (advance) => {
        const server = offersServer(() => '"v1"');
        server.on('upcomingDraws', () => ({ ...ok([]), etag: '"d1"' }));
        const { api } = client(server);
        await api.request('upcomingDraws', { params: { lotteryKey: 'super_66' } });
        await api.request('upcomingDraws', { params: { lotteryKey: 'super_66' } });
        expect(server.calls('upcomingDraws')[1]?.headers.has('if-none-match')).toBe(false);

        await api.request('productOffers', { params: { pricing: 'p1' } });
        advance(OFFERS_TTL + 1000);
        await api.request('productOffers', { params: { pricing: 'p1' }, clearCache: true });
        expect(server.calls('productOffers')[1]?.headers.has('if-none-match')).toBe(false);
      });
    });

    it('keeps each customer\'s ETags apart: another caller downloads in full', async () => {
      await withClock(async (advance) => {
        const server = offersServer(() => '"v1"');
        server.customerTokens.set('access.1', 'ctok_1');
        const { api, state } = client(server);
        await api.request('productOffers', { params: { pricing: 'p1' } });
        advance(OFFERS_TTL + 1000);
        Object.assign(state, { isAuthenticated: true, accessToken: 'access.1', customerToken: 'ctok_1', customerId: 'cust_1' });
        await api.request('productOffers', { params: { pricing: 'p1' } });
        expect(server.calls('productOffers')[1]?.headers.has('if-none-match')).toBe(false);
      });
    });
  });

  it('lets the browser\'s HTTP cache answer only the GETs it caches itself: every other GET and clear_cache go with cache: no-cache', async () => {
    const server = createFakeServer();
    server.on('productOffers', () => ok({}));
    server.on('upcomingDraws', () => ok([]));
    const { api } = client(server);
    await api.request('productOffers', { params: { pricing: 'p1' } });
    await api.request('upcomingDraws', { params: { lotteryKey: 'super_66' } });
    await api.request('productOffers', { params: { pricing: 'p1' }, clearCache: true });
    expect(server.calls('productOffers').map((r) => r.cache)).toEqual(['default', 'no-cache']);
    expect(server.calls('upcomingDraws')[0]?.cache).toBe('no-cache');
  });

  it('"A clear_cache query parameter clears the cache" and is not sent on', async () => {
    const server = createFakeServer();
    server.on('config', () => ok({}));
    const { api } = client(server);
    await api.request('config');
    await api.request('config');
    await api.request('config', { searchParams: { clear_cache: true } });
    expect(server.calls('config')).toHaveLength(2);
    expect(server.calls('config')[1]?.url.search).toBe('');
  });
});

describe('call layer: answers sent with discovery (`/discover?partner=`)', () => {
  const body = (result: unknown) => JSON.stringify({ result, messages: [] });
  const CONFIG = { url: `${ORIGIN}/v2/config`, etag: '"config-1"', body: body({ locale: 'en-AU', default_pricing_id: 'standard' }) };
  const OFFERS = { url: `${ORIGIN}/v2/pricing/standard/product_offers?keys=super_jackpot_lottery`, body: body({ offers: [] }) };

  it('answers a signed-out GET of a preloaded URL without asking the server or signing, once, and keeps it as the server’s own answer', async () => {
    const server = createFakeServer();
    server.preload([CONFIG]);
    server.on('config', () => ok({ locale: 'en-GB' }));
    const { api } = client(server);
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest');
    try {
      await expect(api.request('config')).resolves.toEqual({ result: { locale: 'en-AU', defaultPricingId: 'standard' }, messages: [] });
      // Served ahead of the signature it does not need: no digest waited for.
      expect(digest).not.toHaveBeenCalled();
    } finally {
      digest.mockRestore();
    }
    expect(server.calls('config')).toHaveLength(0);
    // Kept for the cache's 60 s like any answer; past them it is revalidated with its ETag, not served again.
    await api.request('config');
    expect(server.calls('config')).toHaveLength(0);
    await expect(api.request('config', { clearCache: true })).resolves.toMatchObject({ result: { locale: 'en-GB' } });
    expect(server.calls('config')).toHaveLength(1);
  });

  it('reads a preloaded answer, and then the kept one, from its text rather than through a body stream', async () => {
    const server = createFakeServer();
    server.preload([CONFIG]);
    const { api } = client(server);
    await api.discover();
    // A browser resolves a body read a task later: a page's start-up reads, one after another, would each wait for one.
    const bodyRead = vi.spyOn(Response.prototype, 'text');
    try {
      await expect(api.request('config')).resolves.toMatchObject({ result: { locale: 'en-AU' } });
      await expect(api.request('config')).resolves.toMatchObject({ result: { locale: 'en-AU' } });
      expect(bodyRead).not.toHaveBeenCalled();
    } finally {
      bodyRead.mockRestore();
    }
    expect(server.calls('config')).toHaveLength(0);
  });

  it('reads an answer over 16 KB through its body stream, so that parsing it has a task of its own', async () => {
    const server = createFakeServer();
    const offers = { offers: [{ key: 'super_jackpot_lottery', description: 'x'.repeat(20_000) }] };
    server.preload([{ ...OFFERS, body: body(offers) }]);
    const { api } = client(server);
    await api.discover();
    const bodyRead = vi.spyOn(Response.prototype, 'text');
    try {
      await expect(api.request('productOffers', { params: { pricing: 'standard' }, searchParams: { keys: 'super_jackpot_lottery' } })).resolves.toEqual({
        result: offers,
        messages: [],
      });
      expect(bodyRead).toHaveBeenCalledTimes(1);
    } finally {
      bodyRead.mockRestore();
    }
  });

  it('serves only the exact URL: other query parameters ask the server', async () => {
    const server = createFakeServer();
    server.preload([OFFERS]);
    server.on('productOffers', () => ok({ offers: [{ key: 'other' }] }));
    const { api } = client(server);
    await api.request('productOffers', { params: { pricing: 'standard' }, searchParams: { keys: 'other_lottery' } });
    expect(server.calls('productOffers')).toHaveLength(1);
    await api.request('productOffers', { params: { pricing: 'standard' }, searchParams: { keys: 'super_jackpot_lottery' } });
    expect(server.calls('productOffers')).toHaveLength(1);
  });

  it('never serves a signed-in call the signed-out answer', async () => {
    const server = createFakeServer();
    server.customerTokens.set('access.1', 'ctok_1');
    server.preload([CONFIG]);
    server.on('config', () => ok({ locale: 'en-GB' }));
    const { api } = client(server, { isAuthenticated: true, accessToken: 'access.1', customerToken: 'ctok_1', customerId: 'cust_1' });
    await expect(api.request('config')).resolves.toMatchObject({ result: { locale: 'en-GB' } });
    expect(server.calls('config')).toHaveLength(1);
  });

  it('drops what is not asked for within 10 s of discovery: a later call asks the server', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const server = createFakeServer();
      server.preload([CONFIG]);
      server.on('config', () => ok({ locale: 'en-GB' }));
      const { api } = client(server);
      await api.discover();
      vi.advanceTimersByTime(10_000);
      await expect(api.request('config')).resolves.toMatchObject({ result: { locale: 'en-GB' } });
      expect(server.calls('config')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
