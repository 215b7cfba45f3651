/**
 * `refreshTokenIn: 'cookie'` (a browser): the refresh token is the shop's HttpOnly cookie, every
 * other token lives in memory only, and a reload restores the sign-in by refreshing with the cookie.
 */
import { HEADERS, type RefreshResult } from '@drawkit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_KEY, DISCOVERY_URL, createFakeServer, fail, ok, type FakeServer } from '../../__tests__/fakeServer';
import { capabilities, customer, loginResult, siteConfig } from '../../__tests__/fixtures';
import { recordingStorage } from '../../__tests__/testClient';
import type { StorageAdapter } from '../../clientTypes';
import { createDrawkit } from '../../createDrawkit';
import { refreshTokenLocationOf } from '../../storage/refreshTokenLocation';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Names a script could read the session's secrets under (the storage is document.cookie in a browser). */
const SECRET_NAMES = ['drawkit-access-token', 'drawkit-refresh-token', 'drawkit-customer-token', 'drawkit-customer-id', 'drawkit-session-id'];

/** A fake shop whose login answers as the real one does for a browser: no refresh token in the body. */
function cookieShop(): FakeServer {
  const server = createFakeServer();
  server.on('config', () => ok(siteConfig));
  server.on('capabilities', () => ok(capabilities));
  server.on('customer', () => ok(customer));
  server.on('login', () => {
    const { refreshToken: _inTheCookie, ...result } = loginResult();
    server.customerTokens.set(result.accessToken, result.customer.customerToken);
    return ok(result);
  });
  return server;
}

function refreshAnswer(server: FakeServer, accessToken: string): RefreshResult {
  server.customerTokens.set(accessToken, 'ctok_1');
  return { accessToken, expiresIn: 900, customerId: 'cust_1', customerToken: 'ctok_1', sessionId: 'sess_1' };
}

function browserClient(server: FakeServer, storage: StorageAdapter) {
  return createDrawkit({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch, storage, refreshTokenIn: 'cookie' });
}

async function signedIn(server: FakeServer, storage = recordingStorage()) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const client = browserClient(server, storage);
  await client.session.getState().init();
  const login = client.session.getState().login({ email: 'demo@drawkit.test', password: 'drawkit-demo-1' });
  await vi.advanceTimersByTimeAsync(500); // login is debounced 500 ms
  expect(await login).toEqual({ ok: true });
  vi.useRealTimers();
  return { client, storage };
}

describe('refresh token in the shop’s HttpOnly cookie', () => {
  it('a sign-in asks for the cookie, sends credentials and keeps every token in memory, none in storage', async () => {
    const server = cookieShop();
    const { client, storage } = await signedIn(server);
    const [login] = server.calls('login');
    expect(login?.headers.get(HEADERS.sessionCookie)).toBe('1');
    expect(login?.credentials).toBe('include');
    expect(client.session.getState()).toMatchObject({ isAuthenticated: true, accessToken: 'access.token-1', customerToken: 'ctok_1', refreshToken: null });
    expect(storage.writes.map((w) => w.name).filter((name) => SECRET_NAMES.includes(name))).toEqual([]);
    // Only a flag that there is a sign-in to restore, for the configured session time (1800 s here).
    expect(storage.writes.find((w) => w.name === 'drawkit-signed-in')).toEqual({ name: 'drawkit-signed-in', value: '1', maxAgeSeconds: 1800 });
    // Other calls carry no cookie and no opt-in: only the session's own calls need them.
    const [customerCall] = server.calls('customer');
    expect(customerCall?.headers.get(HEADERS.sessionCookie)).toBeNull();
    expect(customerCall?.credentials).not.toBe('include');
  });

  it('after a reload, init restores the sign-in by refreshing with the cookie, then loads the customer', async () => {
    const server = cookieShop();
    const { storage } = await signedIn(server);
    server.on('refresh', () => ok(refreshAnswer(server, 'access.token-2')));

    const reloaded = browserClient(server, storage);
    expect(reloaded.session.getState().isAuthenticated).toBe(false);
    await reloaded.session.getState().init();

    const [refresh] = server.calls('refresh');
    expect(refresh?.body).toBeUndefined(); // no form field: the browser sends the cookie
    expect(refresh?.credentials).toBe('include');
    expect(refresh?.headers.get(HEADERS.sessionCookie)).toBe('1');
    expect(reloaded.session.getState()).toMatchObject({
      status: 'succeeded',
      isAuthenticated: true,
      customerId: 'cust_1',
      customerToken: 'ctok_1',
      sessionId: 'sess_1',
      accessToken: 'access.token-2',
      refreshToken: null,
      customer,
    });
    expect(server.calls('customer').at(-1)?.headers.get(HEADERS.authorization)).toBe('Bearer access.token-2');
  });

  it('an anonymous visitor (no sign-in flag) starts without calling refresh', async () => {
    const server = cookieShop();
    const client = browserClient(server, recordingStorage());
    await client.session.getState().init();
    expect(server.calls('refresh')).toHaveLength(0);
    expect(client.session.getState()).toMatchObject({ status: 'succeeded', isAuthenticated: false });
  });

  it('a refused restore leaves the shopper signed out without the unauthorised notice, and drops the flag', async () => {
    const server = cookieShop();
    server.on('refresh', () => fail('refresh_token_invalid'));
    const storage = recordingStorage({ 'drawkit-signed-in': '1' });
    const client = browserClient(server, storage);
    const unauthorised = vi.fn();
    client.on('unauthorised', unauthorised);
    await client.session.getState().init();
    expect(client.session.getState()).toMatchObject({ status: 'succeeded', isAuthenticated: false });
    expect(unauthorised).not.toHaveBeenCalled();
    expect(client.notifications.getState().notifications).toEqual([]);
    expect(storage.get('drawkit-signed-in')).toBeUndefined();
  });

  it('a restore that gets no answer keeps the flag, so the next page load tries again', async () => {
    const server = cookieShop();
    const storage = recordingStorage({ 'drawkit-signed-in': '1' });
    const client = browserClient(server, storage);
    server.on('refresh', () => {
      throw new TypeError('fetch failed');
    });
    await client.session.getState().init();
    expect(client.session.getState().isAuthenticated).toBe(false);
    expect(storage.get('drawkit-signed-in')).toBe('1');
  });

  it('on a 401 it refreshes once with the cookie (no form field) and retries with the new access token', async () => {
    const server = cookieShop();
    const { client } = await signedIn(server);
    server.on('customer', (request) => (request.headers.get(HEADERS.authorization) === 'Bearer access.token-2' ? ok(customer) : fail('token_expired')));
    server.on('refresh', () => ok(refreshAnswer(server, 'access.token-2')));
    const before = server.calls('refresh').length;
    await Promise.all([client.api.request('customer'), client.api.request('customer')]);
    const refreshes = server.calls('refresh').slice(before);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toBeUndefined();
    expect(client.session.getState()).toMatchObject({ isAuthenticated: true, accessToken: 'access.token-2', refreshToken: null });
  });

  it('a refused refresh signs out with the spec’s notice (shop-core §4)', async () => {
    const server = cookieShop();
    const { client, storage } = await signedIn(server);
    server.on('customer', () => fail('token_expired'));
    server.on('refresh', () => fail('refresh_token_invalid'));
    const unauthorised = vi.fn();
    client.on('unauthorised', unauthorised);
    const error = await client.api.request('customer').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AuthError', message: 'Missing authentication tokens when trying to call the /refresh endpoint' });
    expect(unauthorised).toHaveBeenCalledTimes(1);
    expect(client.session.getState()).toMatchObject({ isAuthenticated: false, accessToken: null, customerToken: null });
    expect(storage.get('drawkit-signed-in')).toBeUndefined();
  });

  it('logout goes with credentials (the shop clears the cookie) and forgets the flag', async () => {
    const server = cookieShop();
    server.on('logout', () => ({ status: 204 }));
    const { client, storage } = await signedIn(server);
    await client.session.getState().logout();
    const [logout] = server.calls('logout');
    expect(logout?.credentials).toBe('include');
    expect(logout?.headers.get(HEADERS.sessionCookie)).toBe('1');
    expect(client.session.getState()).toMatchObject({ isAuthenticated: false, accessToken: null });
    expect(storage.get('drawkit-signed-in')).toBeUndefined();
  });

  it('deletes tokens an older version left in readable storage, and does not use them', () => {
    const storage = recordingStorage({
      'drawkit-access-token': 'access.old',
      'drawkit-refresh-token': 'refresh_old',
      'drawkit-customer-id': 'cust_1',
      'drawkit-customer-token': 'ctok_1',
      'drawkit-session-id': 'sess_1',
      'drawkit-anon-cart': 'anon_ref_1',
    });
    const client = browserClient(cookieShop(), storage);
    expect(client.session.getState()).toMatchObject({ isAuthenticated: false, accessToken: null, refreshToken: null, customerToken: null });
    for (const name of SECRET_NAMES) expect(storage.get(name)).toBeUndefined();
    expect(storage.get('drawkit-anon-cart')).toBe('anon_ref_1'); // the anonymous cart is no secret and stays
  });
});

/** A stand-in for `document.cookie`: what any script on the page reads. */
function cookieJar(): { cookie: string } {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (/max-age=0(;|$)/i.test(line)) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    },
  };
}

describe('in a browser, by default', () => {
  it('a signed-in client leaves no access, refresh or customer token in document.cookie', async () => {
    const document = cookieJar();
    vi.stubGlobal('document', document);
    const server = cookieShop();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createDrawkit({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch });
    await client.session.getState().init();
    const login = client.session.getState().login({ email: 'demo@drawkit.test', password: 'drawkit-demo-1' });
    await vi.advanceTimersByTimeAsync(500);
    expect(await login).toEqual({ ok: true });
    expect(client.session.getState().isAuthenticated).toBe(true);
    expect(server.calls('login')[0]?.headers.get(HEADERS.sessionCookie)).toBe('1');
    for (const secret of ['access.token-1', 'refresh_1', 'ctok_1']) expect(document.cookie).not.toContain(secret);
  });
});

describe('where the refresh token lives by default', () => {
  it('in the shop’s cookie in a browser that keeps its own storage; in storage elsewhere or when storage is passed', () => {
    expect(refreshTokenLocationOf({})).toBe('storage'); // Node: no document
    vi.stubGlobal('document', { cookie: '' });
    expect(refreshTokenLocationOf({})).toBe('cookie');
    expect(refreshTokenLocationOf({ storage: recordingStorage() })).toBe('storage');
    expect(refreshTokenLocationOf({ storage: recordingStorage(), refreshTokenIn: 'cookie' })).toBe('cookie');
    expect(refreshTokenLocationOf({ refreshTokenIn: 'storage' })).toBe('storage');
  });
});
