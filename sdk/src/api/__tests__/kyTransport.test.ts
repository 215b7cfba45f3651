import { describe, expect, it, vi } from 'vitest';
import { APP_KEY, DISCOVERY_URL, createFakeServer, ok } from '../../__tests__/fakeServer';
import { createApiClient, type ApiIdentity } from '../createApiClient';
import { createKyTransport } from '../kyTransport';

// The real transport, counted: the partner's first download leaves ky out only while nothing loads it.
vi.mock('../kyTransport', async (importOriginal) => {
  const original = await importOriginal<typeof import('../kyTransport')>();
  return { ...original, createKyTransport: vi.fn(original.createKyTransport) };
});

const ANONYMOUS: ApiIdentity = { isAuthenticated: false, accessToken: null, refreshToken: null, customerToken: null, customerId: null, sessionId: null };

function client(identity: ApiIdentity) {
  const server = createFakeServer();
  server.customerTokens.set('access.1', 'ctok_1');
  server.on('config', () => ok({ locale: 'en-AU' }));
  server.on('productOffers', () => ok([]));
  server.on('login', () => ok({}));
  const api = createApiClient({
    config: { discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch },
    identity: () => identity,
    onTokensRefreshed: () => undefined,
    onUnauthorised: () => undefined,
  });
  return { api, server };
}

describe('call layer: when ky loads', () => {
  it("answers a signed-out shopper's reads without ky, and loads it once with the first write", async () => {
    vi.mocked(createKyTransport).mockClear();
    const { api, server } = client(ANONYMOUS);
    await api.request('config');
    await api.request('productOffers', { params: { pricing: 'p1' } });
    expect(createKyTransport).not.toHaveBeenCalled();
    expect(server.calls('config')).toHaveLength(1);

    await api.request('login', { body: { email: 'a@example.com', password: 'pw' } });
    await api.request('login', { body: { email: 'a@example.com', password: 'pw' } });
    expect(createKyTransport).toHaveBeenCalledTimes(1);
    expect(server.calls('login')[0]?.body).toEqual({ email: 'a@example.com', password: 'pw' });
  });

  it("sends a signed-in customer's reads through ky, which retries them after a token refresh", async () => {
    vi.mocked(createKyTransport).mockClear();
    const { api } = client({ ...ANONYMOUS, isAuthenticated: true, accessToken: 'access.1', customerToken: 'ctok_1', customerId: 'cust_1' });
    await api.request('config');
    expect(createKyTransport).toHaveBeenCalledTimes(1);
  });

  it('loads ky ahead of the first write with prepareWrites, once', async () => {
    vi.mocked(createKyTransport).mockClear();
    const { api } = client(ANONYMOUS);
    await api.request('config');
    await expect(api.prepareWrites()).resolves.toBeUndefined();
    await api.prepareWrites();
    expect(createKyTransport).toHaveBeenCalledTimes(1);
    await api.request('login', { body: { email: 'a@example.com', password: 'pw' } });
    expect(createKyTransport).toHaveBeenCalledTimes(1);
  });
});
