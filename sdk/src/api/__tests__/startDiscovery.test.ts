import { DISCOVERY_APP_KEY_PARAM, HEADERS } from '@drawkit/contract';
import { describe, expect, it, vi } from 'vitest';
import { APP_ID, APP_KEY, DISCOVERY_URL, createFakeServer, ok, type FakeServer } from '../../__tests__/fakeServer';
import type { DrawkitConfig } from '../../clientTypes';
import { createApiClient } from '../createApiClient';
import { sha256Hex } from '../sha256Hex';
import { startDiscovery } from '../startDiscovery';

// Every test reads what it starts: the started answers are the page's, shared by its clients.

function client(server: FakeServer, config: Partial<DrawkitConfig> = {}) {
  return createApiClient({
    config: { discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch, ...config },
    identity: () => ({ isAuthenticated: false, accessToken: null, refreshToken: null, customerToken: null, customerId: null, sessionId: null }),
    onTokensRefreshed: () => undefined,
    onUnauthorised: () => undefined,
  });
}

describe('startDiscovery: the first call asked for before the client exists', () => {
  it('sends GET /discover with the app key at once, and the client reads that answer instead of asking again', async () => {
    const server = createFakeServer();
    server.on('config', () => ok({ locale: 'en-AU' }));
    const fetch = vi.fn(server.fetch);

    startDiscovery({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch });
    // Sent before anything is awaited: that is its whole point.
    expect(fetch).toHaveBeenCalledTimes(1);

    const api = client(server, { fetch });
    await expect(api.request('config')).resolves.toEqual({ result: { locale: 'en-AU' }, messages: [] });
    expect(fetch).toHaveBeenCalledTimes(2);
    const discovery = server.calls('discover');
    expect(discovery).toHaveLength(1);
    expect(discovery[0]?.method).toBe('GET');
    expect(discovery[0]?.url.searchParams.get(DISCOVERY_APP_KEY_PARAM)).toBe(APP_KEY);
    expect([...(discovery[0]?.headers.keys() ?? [])]).toEqual([]); // nothing a browser would preflight
    // The app id came from the started answer: the config call is signed with it.
    const { headers } = server.calls('config')[0]!;
    expect(headers.get(HEADERS.signature)).toBe(await sha256Hex(`${headers.get(HEADERS.timestamp)}${APP_KEY}${APP_ID}`));
  });

  it('is read once: a second client with the same settings discovers for itself', async () => {
    const server = createFakeServer();
    startDiscovery({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch });
    await client(server).discover();
    await client(server).discover();
    expect(server.calls('discover')).toHaveLength(2);
  });

  it('is started once while unread, however often it is asked for', async () => {
    const server = createFakeServer();
    startDiscovery({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch });
    startDiscovery({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch });
    await client(server).discover();
    expect(server.calls('discover')).toHaveLength(1);
  });

  it('is not read by a client of another discovery URL, which asks its own', async () => {
    const server = createFakeServer();
    const other = `${DISCOVERY_URL}?site=other`;
    startDiscovery({ discoveryUrl: other, appKey: APP_KEY, fetch: server.fetch });
    await client(server).discover();
    expect(server.requests.map((r) => r.url.href)).toEqual([`${other}&app_key=${APP_KEY}`, `${DISCOVERY_URL}?app_key=${APP_KEY}`]);
    // The other site's client reads its own.
    await client(server, { discoveryUrl: other }).discover();
    expect(server.calls('discover')).toHaveLength(2);
  });

  it('is not read by a client of another app key, which asks its own', async () => {
    const server = createFakeServer();
    startDiscovery({ discoveryUrl: DISCOVERY_URL, appKey: 'another-app', fetch: server.fetch });
    await client(server).discover();
    expect(server.requests.map((r) => r.url.searchParams.get(DISCOVERY_APP_KEY_PARAM))).toEqual(['another-app', APP_KEY]);
    // Its own client reads it (the fake server knows no such app).
    await expect(client(server, { appKey: 'another-app' }).discover()).rejects.toMatchObject({ code: 'app_key_unknown' });
    expect(server.requests).toHaveLength(2);
  });

  it('matches the URL as a request spells it (host in lower case)', async () => {
    const server = createFakeServer();
    const fetch = vi.fn(server.fetch);
    const discoveryUrl = DISCOVERY_URL.replace('shop.test', 'SHOP.test');
    startDiscovery({ discoveryUrl, appKey: APP_KEY, fetch });
    await client(server, { fetch, discoveryUrl }).discover();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again when the started request failed on the network, and the client never sees that failure', async () => {
    const server = createFakeServer();
    server.failNetwork(1);
    startDiscovery({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch });
    await expect(client(server).discover()).resolves.toMatchObject({ appId: APP_ID });
    expect(server.calls('discover')).toHaveLength(2);
  });

  it('does nothing without a discovery URL it can send to or without an app key', () => {
    const fetch = vi.fn(createFakeServer().fetch);
    startDiscovery({ discoveryUrl: '', appKey: APP_KEY, fetch });
    startDiscovery({ discoveryUrl: '/discover', appKey: APP_KEY, fetch });
    startDiscovery({ discoveryUrl: DISCOVERY_URL, appKey: '', fetch });
    expect(fetch).not.toHaveBeenCalled();
  });
});
