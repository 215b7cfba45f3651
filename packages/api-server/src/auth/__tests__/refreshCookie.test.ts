/**
 * Browser sign-ins keep the refresh token in an HttpOnly cookie (issue 10, item 3), and
 * concurrent refreshes with one token share a short grace window (item 5).
 */
import { describe, expect, it } from 'vitest';
import { logIn, signupRequest, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type CallOptions, type CallResult, PARTNER_ORIGIN, PUBLIC_ORIGIN, type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { REFRESH_GRACE_MS, REFRESH_TOKEN_TTL_DAYS } from '../sessions';
import { customerWithEmailCodes, freshAddress, latestEmailCode } from './twoFactorHelpers';

/** What a browser's SDK sends to have its refresh token kept in a cookie. */
const OPT_IN = { 'x-session-cookie': '1' };
const STOREFRONT_COOKIE = 'drawkit-refresh.drawkit-storefront';
const PARTNER_COOKIE = 'drawkit-refresh.demo-partner';
const MAX_AGE = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;

interface SetCookie {
  name: string;
  value: string;
  /** Attribute names (lower case) to their values ('' for flags). */
  attributes: Map<string, string>;
}

function setCookies(response: CallResult): SetCookie[] {
  const raw = response.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return lines.map((line) => {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const at = attribute.indexOf('=');
      attributes.set((at === -1 ? attribute : attribute.slice(0, at)).toLowerCase(), at === -1 ? '' : attribute.slice(at + 1));
    }
    return { name: pair.slice(0, separator), value: decodeURIComponent(pair.slice(separator + 1)), attributes };
  });
}

function refreshCookieOf(response: CallResult, name: string): SetCookie {
  const cookie = setCookies(response).find((c) => c.name === name);
  expect(cookie, `Set-Cookie: ${JSON.stringify(response.headers['set-cookie'])}`).toBeDefined();
  return cookie as SetCookie;
}

describe.each(testBackends())('refresh token cookie and rotation grace on $name', (backend) => {
  const shop = useTestShop(backend);

  /** A call as the storefront's SDK makes it in a browser: same origin, opted in to the cookie. */
  function storefront(method: 'GET' | 'POST', url: string, options: CallOptions & { cookie?: string } = {}) {
    const { cookie, headers, ...rest } = options;
    return shop.client.call(method, url, {
      origin: PUBLIC_ORIGIN,
      remoteAddress: freshAddress(),
      ...rest,
      headers: { ...OPT_IN, ...(cookie === undefined ? {} : { cookie: `${STOREFRONT_COOKIE}=${cookie}` }), ...headers },
    });
  }

  /** A call as a partner's embed makes it: the partner app key from the partner's own origin. */
  function embed(method: 'GET' | 'POST', url: string, options: CallOptions & { cookie?: string } = {}) {
    const { cookie, headers, ...rest } = options;
    return shop.client.call(method, url, {
      appKey: 'demo-partner',
      origin: PARTNER_ORIGIN,
      remoteAddress: freshAddress(),
      ...rest,
      headers: { ...OPT_IN, ...(cookie === undefined ? {} : { cookie: `${PARTNER_COOKIE}=${cookie}` }), ...headers },
    });
  }

  /** A customer of the test's own (sign-in limits count per email address). */
  async function newCustomer(): Promise<{ email: string; password: string }> {
    const request = signupRequest();
    const response = await shop.client.call('POST', '/v2/signup', { body: request, remoteAddress: freshAddress() });
    expect(response.status, response.text).toBe(201);
    return { email: request.email, password: request.password };
  }

  function sessionOf(result: any, refreshToken: string): Session {
    return {
      accessToken: result.accessToken,
      refreshToken,
      customerToken: result.customerToken ?? result.customer.customerToken,
      customerId: result.customerId ?? result.customer.customerId,
    };
  }

  describe('who gets the cookie', () => {
    it('a storefront sign-in gets an HttpOnly, Secure, SameSite=Strict cookie on the refresh path, and no refresh token in the body', async () => {
      const response = await storefront('POST', '/v2/login', { body: await newCustomer() });
      expect(response.status, response.text).toBe(200);
      expect(response.json.result.refresh_token).toBeUndefined();
      expect(response.json.result.access_token).toEqual(expect.any(String));
      const cookie = refreshCookieOf(response, STOREFRONT_COOKIE);
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(cookie.attributes.has('httponly')).toBe(true);
      expect(cookie.attributes.has('secure')).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('strict');
      expect(cookie.attributes.has('partitioned')).toBe(false);
      expect(cookie.attributes.get('path')).toBe('/v2/refresh');
      expect(cookie.attributes.get('max-age')).toBe(String(MAX_AGE));
      expect(cookie.attributes.has('domain')).toBe(false);
    });

    it('an embed on a partner origin gets SameSite=None; Secure; Partitioned under its own app key’s name', async () => {
      const response = await embed('POST', '/v2/login', { body: await newCustomer() });
      expect(response.status, response.text).toBe(200);
      expect(response.json.result.refresh_token).toBeUndefined();
      const cookie = refreshCookieOf(response, PARTNER_COOKIE);
      expect(cookie.attributes.has('httponly')).toBe(true);
      expect(cookie.attributes.has('secure')).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('none');
      expect(cookie.attributes.has('partitioned')).toBe(true);
      expect(cookie.attributes.get('path')).toBe('/v2/refresh');
      expect(setCookies(response).some((c) => c.name === STOREFRONT_COOKIE)).toBe(false);
    });

    it('signup, autologin, transfer and a two-factor completion set the cookie too', async () => {
      const signup = await storefront('POST', '/v2/signup', { body: signupRequest() });
      expect(signup.status, signup.text).toBe(201);
      expect(signup.json.result.refresh_token).toBeUndefined();
      refreshCookieOf(signup, STOREFRONT_COOKIE);
      const signedUp = sessionOf(signup.data.result, '');

      for (const purpose of ['autologin', 'transfer'] as const) {
        const mint = await shop.client.call('POST', '/v2/customer/autologin-token', { session: signedUp, body: { purpose } });
        expect(mint.status, mint.text).toBe(201);
        const token: string = mint.data.result.token;
        const response =
          purpose === 'autologin'
            ? await storefront('POST', '/v2/autologin', { body: { token } })
            : await storefront('POST', '/v2/transfer', { form: { token } });
        expect(response.status, response.text).toBe(200);
        expect(response.json.result.refresh_token).toBeUndefined();
        refreshCookieOf(response, STOREFRONT_COOKIE);
      }

      const { email } = await customerWithEmailCodes(shop);
      const ip = freshAddress();
      const asked = await storefront('POST', '/v2/login', { body: { email, password: 'correct horse battery' }, remoteAddress: ip });
      expect(asked.status).toBe(401);
      expect(setCookies(asked)).toEqual([]);
      const code = await latestEmailCode(shop, email);
      const completed = await storefront('POST', '/v2/login', { body: { email, password: 'correct horse battery', otp: code }, remoteAddress: ip });
      expect(completed.status, completed.text).toBe(200);
      refreshCookieOf(completed, STOREFRONT_COOKIE);
    });

    it('a client that does not opt in (no browser) keeps getting the refresh token in the body and no cookie', async () => {
      const response = await shop.client.call('POST', '/v2/login', { body: await newCustomer(), remoteAddress: freshAddress() });
      expect(response.status).toBe(200);
      expect(response.json.result.refresh_token).toEqual(expect.any(String));
      expect(setCookies(response)).toEqual([]);
      const refreshed = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: response.data.result.refreshToken } });
      expect(refreshed.status, refreshed.text).toBe(200);
      expect(refreshed.json.result.refresh_token).toEqual(expect.any(String));
      expect(setCookies(refreshed)).toEqual([]);
    });
  });

  describe('refreshing with the cookie', () => {
    it('rotates the cookie from a registered Origin and answers what the SDK needs to sign requests', async () => {
      const login = await storefront('POST', '/v2/login', { body: await newCustomer() });
      const first = refreshCookieOf(login, STOREFRONT_COOKIE).value;
      const refreshed = await storefront('POST', '/v2/refresh', { cookie: first, form: {} });
      expect(refreshed.status, refreshed.text).toBe(200);
      const result = refreshed.data.result;
      expect(result.refreshToken).toBeUndefined();
      expect(result).toMatchObject({
        customerId: login.data.result.customer.customerId,
        customerToken: login.data.result.customer.customerToken,
        sessionId: login.data.result.customer.sessionId,
        expiresIn: 900,
      });
      const next = refreshCookieOf(refreshed, STOREFRONT_COOKIE);
      expect(next.value).not.toBe(first);
      expect(next.attributes.has('httponly')).toBe(true);
      const session = sessionOf(result, next.value);
      expect((await shop.client.call('GET', '/v2/customer', { session })).status).toBe(200);
      // The successor works in turn.
      const again = await storefront('POST', '/v2/refresh', { cookie: next.value, form: {} });
      expect(again.status, again.text).toBe(200);
    });

    it('an embed refreshes with its partitioned cookie from the partner origin', async () => {
      const login = await embed('POST', '/v2/login', { body: await newCustomer() });
      const refreshed = await embed('POST', '/v2/refresh', { cookie: refreshCookieOf(login, PARTNER_COOKIE).value, form: {} });
      expect(refreshed.status, refreshed.text).toBe(200);
      expect(refreshCookieOf(refreshed, PARTNER_COOKIE).attributes.has('partitioned')).toBe(true);
    });

    it('refuses a cookie refresh with a foreign Origin or none at all (CSRF), and uses nothing up', async () => {
      const login = await storefront('POST', '/v2/login', { body: await newCustomer() });
      const cookie = refreshCookieOf(login, STOREFRONT_COOKIE).value;
      const foreign = await storefront('POST', '/v2/refresh', { cookie, form: {}, origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect(foreign.json.messages[0].code).toBe('origin_not_allowed');
      // A partner's origin is registered, but not for the storefront's app key.
      const otherApp = await storefront('POST', '/v2/refresh', { cookie, form: {}, origin: PARTNER_ORIGIN });
      expect(otherApp.status).toBe(403);
      const noOrigin = await shop.client.call('POST', '/v2/refresh', {
        form: {},
        headers: { ...OPT_IN, cookie: `${STOREFRONT_COOKIE}=${cookie}` },
      });
      expect(noOrigin.status).toBe(403);
      expect(noOrigin.json.messages[0].code).toBe('origin_not_allowed');
      // None of those used the token: it still refreshes from the storefront's own origin.
      const honest = await storefront('POST', '/v2/refresh', { cookie, form: {} });
      expect(honest.status, honest.text).toBe(200);
    });

    it('without a cookie a browser gets the spec’s 401 and a non-browser client the 422 for the missing field', async () => {
      const browser = await storefront('POST', '/v2/refresh', { form: {} });
      expect(browser.status).toBe(401);
      expect(browser.json.messages[0]).toMatchObject({
        code: 'refresh_token_invalid',
        message: 'Missing authentication tokens when trying to call the /refresh endpoint',
      });
      const other = await shop.client.call('POST', '/v2/refresh', { form: {} });
      expect(other.status).toBe(422);
      expect(other.json.messages[0]).toMatchObject({ field: 'refreshToken', code: 'required' });
    });

    it('clears the cookie when the token it holds is refused', async () => {
      const refused = await storefront('POST', '/v2/refresh', { cookie: 'not-a-token-we-issued-0123456789abcdef', form: {} });
      expect(refused.status).toBe(401);
      const cleared = refreshCookieOf(refused, STOREFRONT_COOKIE);
      expect(cleared.value).toBe('');
      expect(cleared.attributes.get('max-age')).toBe('0');
      expect(cleared.attributes.get('path')).toBe('/v2/refresh');
    });

    it('logout revokes the session and clears the cookie (partitioned for an embed)', async () => {
      for (const [call, name, partitioned] of [
        [storefront, STOREFRONT_COOKIE, false],
        [embed, PARTNER_COOKIE, true],
      ] as const) {
        const login = await call('POST', '/v2/login', { body: await newCustomer() });
        const cookie = refreshCookieOf(login, name).value;
        const session = sessionOf(login.data.result, cookie);
        const logout = await call('GET', '/v2/logout', { session });
        expect(logout.status).toBe(204);
        const cleared = refreshCookieOf(logout, name);
        expect(cleared.value).toBe('');
        expect(cleared.attributes.get('max-age')).toBe('0');
        expect(cleared.attributes.get('path')).toBe('/v2/refresh');
        expect(cleared.attributes.has('partitioned')).toBe(partitioned);
        expect((await call('POST', '/v2/refresh', { cookie, form: {} })).status).toBe(401);
      }
    });
  });

  describe('rotation grace window', () => {
    it('concurrent refreshes with one token get the same successor, and the session stays signed in', async () => {
      const { email, password } = await newCustomer();
      const session = await logIn(shop.client, email, password);
      const form = { refresh_token: session.refreshToken };
      const [a, b] = await Promise.all([
        shop.client.call('POST', '/v2/refresh', { form }),
        shop.client.call('POST', '/v2/refresh', { form }),
      ]);
      expect(a?.status, a?.text).toBe(200);
      expect(b?.status, b?.text).toBe(200);
      expect(a?.data.result.refreshToken).toBe(b?.data.result.refreshToken);
      // A third tab a few seconds later, still within the window, is answered alike.
      shop.clock.advance(REFRESH_GRACE_MS - 1000);
      const late = await shop.client.call('POST', '/v2/refresh', { form });
      expect(late.status, late.text).toBe(200);
      expect(late.data.result.refreshToken).toBe(a?.data.result.refreshToken);
      for (const answer of [a, b, late]) {
        const fresh = { ...session, accessToken: answer?.data.result.accessToken, refreshToken: answer?.data.result.refreshToken };
        expect((await shop.client.call('GET', '/v2/customer', { session: fresh })).status).toBe(200);
      }
      const next = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: a?.data.result.refreshToken } });
      expect(next.status, next.text).toBe(200);
    });

    it('two tabs refreshing with one cookie both stay signed in and get the same cookie', async () => {
      const login = await storefront('POST', '/v2/login', { body: await newCustomer() });
      const cookie = refreshCookieOf(login, STOREFRONT_COOKIE).value;
      const [a, b] = await Promise.all([
        storefront('POST', '/v2/refresh', { cookie, form: {} }),
        storefront('POST', '/v2/refresh', { cookie, form: {} }),
      ]);
      expect(a?.status, a?.text).toBe(200);
      expect(b?.status, b?.text).toBe(200);
      const successor = refreshCookieOf(a as CallResult, STOREFRONT_COOKIE).value;
      expect(refreshCookieOf(b as CallResult, STOREFRONT_COOKIE).value).toBe(successor);
      expect((await storefront('POST', '/v2/refresh', { cookie: successor, form: {} })).status).toBe(200);
    });

    it('a late refresh within the window is handed the newest token of the chain, not one already used', async () => {
      const { email, password } = await newCustomer();
      const session = await logIn(shop.client, email, password);
      const first = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
      const second = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: first.data.result.refreshToken } });
      expect(second.status).toBe(200);
      const late = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
      expect(late.status, late.text).toBe(200);
      expect(late.data.result.refreshToken).toBe(second.data.result.refreshToken);
    });

    it('reuse after the window still revokes the whole family', async () => {
      const email = `${uniqueKey('grace')}@example.test`;
      const signup = await shop.client.call('POST', '/v2/signup', { body: signupRequest({ email }) });
      const session = sessionOf(signup.data.result, signup.data.result.refreshToken);
      const first = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
      expect(first.status).toBe(200);
      shop.clock.advance(REFRESH_GRACE_MS + 1);
      const reuse = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
      expect(reuse.status).toBe(401);
      expect(reuse.json.messages[0].code).toBe('refresh_token_invalid');
      const rotated = { ...session, accessToken: first.data.result.accessToken, refreshToken: first.data.result.refreshToken };
      expect((await shop.client.call('GET', '/v2/customer', { session: rotated })).status).toBe(401);
      expect((await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: rotated.refreshToken } })).status).toBe(401);
    });
  });

  describe('CORS for credentialed calls', () => {
    it('preflights and answers for registered origins allow credentials; other origins get nothing', async () => {
      const preflight = await shop.client.call('OPTIONS', '/v2/refresh', {
        origin: PARTNER_ORIGIN,
        headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-session-cookie' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-session-cookie');
      const answer = await embed('POST', '/v2/login', { body: await newCustomer() });
      expect(answer.headers['access-control-allow-credentials']).toBe('true');
      const stranger = await shop.client.call('OPTIONS', '/v2/refresh', {
        origin: 'https://evil.example',
        headers: { 'access-control-request-method': 'POST' },
      });
      expect(stranger.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });
});
