/** Sign-in to the letter of shop-core §4, §5, §7 and §9: two-factor, autologin, transfer, logout effects, kept parameters. */
import { ACCOUNT_LOCKED_2FA_MESSAGE, HEADERS } from '@drawkit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type FakeRequest, type FakeServer } from '../../__tests__/fakeServer';
import { loginResult } from '../../__tests__/fixtures';
import { setup, setupSignedIn } from '../../__tests__/testClient';
import type { AutologinStatus, DrawkitClient } from '../../clientTypes';

const CODE = '123456';
const CODE_INCORRECT = 'Code is incorrect or expired. Try again or contact support';

beforeEach(() => {
  // Only the clocks the debounce and cooldowns read; fetch and crypto stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the 500 ms debounce run out, then waits for the action. */
async function settled<T>(promise: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(500);
  return promise;
}

function bodyOf(request: FakeRequest | undefined): Record<string, unknown> {
  return (request?.body ?? {}) as Record<string, unknown>;
}

/** A server whose accounts ask for a second factor by email, like the real one. */
function twoFactorServer(server: FakeServer, options: { lockAfter?: number } = {}): void {
  let wrong = 0;
  const signedIn = () => {
    const result = loginResult();
    server.customerTokens.set(result.accessToken, result.customer.customerToken);
    return ok(result);
  };
  const answer = (code: unknown) => {
    if (options.lockAfter !== undefined && wrong >= options.lockAfter) return fail('2fa_account_locked');
    if (code === undefined) return fail('2fa_required');
    if (code === CODE) return signedIn();
    wrong++;
    return options.lockAfter !== undefined && wrong >= options.lockAfter ? fail('2fa_account_locked') : fail('2fa_incorrect');
  };
  server.on('login', (request) => answer(bodyOf(request)['otp']));
  server.on('autologin', (request) => (bodyOf(request)['token'] === 'tok_bad' ? fail('token_expired', 'This link has expired.') : answer(bodyOf(request)['code'])));
  server.on('checkEmail', () => ok({ twoFactorAuth: { enabled: true, method: 'email', identifier: 'demo****', rememberDeviceDays: 30 } }));
  server.on('twoFactorResend', () =>
    options.lockAfter !== undefined && wrong >= options.lockAfter
      ? fail('2fa_account_locked')
      : ok({ method: 'email', identifier: 'demo****', resendAvailableAt: new Date(Date.now() + 60_000).toISOString() }),
  );
}

const credentials = { email: 'demo@drawkit.test', password: 'drawkit-demo-1' };

describe('login (shop-core §7 "POST /login (credentials plus favouriteNumbers; 3.2)")', () => {
  it('sends credentials plus favouriteNumbers, version 3.2', async () => {
    const { client, server } = setup();
    const favouriteNumbers = { super_jackpot_lottery: [1, 2, 3, 4, 5, 6, 7] };
    await settled(client.session.getState().login({ ...credentials, favouriteNumbers }));
    const call = server.calls('login')[0];
    expect(call?.headers.get(HEADERS.apiVersion)).toBe('3.2');
    expect(call?.body).toEqual({ email: credentials.email, password: credentials.password, favourite_numbers: favouriteNumbers });
    expect(client.session.getState().isAuthenticated).toBe(true);
  });

  it('"login ... 500 ms" debounce: rapid repeats collapse into one POST /login and every caller gets its result', async () => {
    const { client, server } = setup();
    const first = client.session.getState().login(credentials);
    await vi.advanceTimersByTimeAsync(300);
    const second = client.session.getState().login(credentials);
    await vi.advanceTimersByTimeAsync(499);
    expect(server.calls('login')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(server.calls('login')).toHaveLength(1);
  });

  it('"signup ... 500 ms" debounce and attribution from the kept utm parameters', async () => {
    const { client, server } = setup();
    server.on('signup', () => {
      server.customerTokens.set('access.token-1', 'ctok_1');
      return ok(loginResult());
    });
    client.session.getState().keepQueryParameters('https://shop.test/?utm_source=newsletter&utm_campaign=spring');
    const pending = client.session.getState().signup({
      ...credentials,
      firstname: 'A',
      lastname: 'B',
      dateOfBirth: '1990-01-01',
      acceptTerms: true,
      emailOptIn: false,
      address: '1 Main St',
      suburb: 'Brisbane',
      state: 'QLD',
      postcode: '4000',
      country: 'AU',
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(server.calls('signup')).toHaveLength(0);
    await settled(pending);
    expect(bodyOf(server.calls('signup')[0])['attribution']).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
  });
});

describe('two-factor (shop-core §4, §5, §8, §9)', () => {
  it('a 401 2fa_required shows the code form, with method and masked identifier from POST /check-email {emailOrToken}', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    const result = await settled(client.session.getState().login(credentials));
    expect(result.ok).toBe(false);
    expect(server.calls('checkEmail')[0]?.body).toEqual({ email_or_token: credentials.email });
    expect(client.session.getState()).toMatchObject({
      isAuthenticated: false,
      status: 'idle',
      twoFactor: { required: true, method: 'email', identifier: 'demo****', rememberDeviceDays: 30, locked: false, errors: [] },
    });
  });

  it.each(['12345', '', '12a456', '1234567'])('"A 6 digit code is required." for %j, without calling the server', async (code) => {
    const { client, server } = setup();
    twoFactorServer(server);
    await settled(client.session.getState().login(credentials));
    const result = await client.session.getState().submitCode(code);
    const message = { message: 'A 6 digit code is required.', code: '2fa_required', level: 'error', field: 'otp' };
    expect(result).toEqual({ ok: false, messages: [message] });
    expect(client.session.getState().twoFactor.errors).toEqual([message]);
    expect(server.calls('login')).toHaveLength(1);
  });

  it('submitCode sends the code as otp with rememberDevice ("Don\'t require 2FA again") and signs in', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    await settled(client.session.getState().login(credentials));
    const result = await settled(client.session.getState().submitCode(CODE, { rememberDevice: true }));
    expect(result).toEqual({ ok: true });
    expect(server.calls('login')[1]?.body).toEqual({ ...credentials, otp: CODE, remember_device: true });
    expect(client.session.getState()).toMatchObject({ isAuthenticated: true, twoFactor: { required: false } });
  });

  it('"Code is incorrect or expired. Try again or contact support" (code 2fa_incorrect) keeps the code form', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    await settled(client.session.getState().login(credentials));
    const result = await settled(client.session.getState().submitCode('000000'));
    expect(result).toEqual({ ok: false, messages: [{ message: CODE_INCORRECT, code: '2fa_incorrect', level: 'error' }] });
    expect(client.session.getState().twoFactor).toMatchObject({ required: true, locked: false, errors: [{ message: CODE_INCORRECT }] });
    expect(server.calls('checkEmail')).toHaveLength(1);
  });

  it('"account locked disables inputs and the resend link" (423 2fa_account_locked)', async () => {
    const { client, server } = setup();
    twoFactorServer(server, { lockAfter: 1 });
    await settled(client.session.getState().login(credentials));
    await settled(client.session.getState().submitCode('000000'));
    const state = client.session.getState();
    expect(state.twoFactor).toMatchObject({ required: true, locked: true });
    expect(state.canResendCode()).toBe(false);
    const calls = server.calls('login').length;
    const lockedOut = { ok: false, messages: [{ message: ACCOUNT_LOCKED_2FA_MESSAGE, code: '2fa_account_locked', level: 'error' }] };
    expect(await client.session.getState().submitCode(CODE)).toEqual(lockedOut);
    expect(await client.session.getState().resendCode()).toEqual(lockedOut);
    expect(server.calls('login')).toHaveLength(calls);
    expect(server.calls('twoFactorResend')).toHaveLength(0);
  });

  it('"Two-factor resend link: disabled 60 seconds after use" (resend cooldown 60000 ms)', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    await settled(client.session.getState().login(credentials));
    expect(client.session.getState().canResendCode()).toBe(true);
    const resent = client.session.getState().resendCode();
    expect(client.session.getState().canResendCode()).toBe(false);
    await expect(resent).resolves.toEqual({ ok: true });
    expect(server.calls('twoFactorResend')[0]?.body).toEqual({ email_or_token: credentials.email });
    expect((await client.session.getState().resendCode()).ok).toBe(false);
    expect(server.calls('twoFactorResend')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000 - 1);
    expect(client.session.getState().canResendCode()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.session.getState().canResendCode()).toBe(true);
  });

  it('a resend the server refuses shows its message; a 423 from it locks the form', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    await settled(client.session.getState().login(credentials));
    server.on('twoFactorResend', () => fail('2fa_resend_too_soon'));
    const early = await client.session.getState().resendCode();
    expect(early).toEqual({ ok: false, messages: [{ message: 'Please wait 60 seconds before asking for another code.', code: '2fa_resend_too_soon', level: 'error' }] });
    expect(client.session.getState().twoFactor.locked).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    server.on('twoFactorResend', () => fail('2fa_account_locked'));
    await client.session.getState().resendCode();
    expect(client.session.getState().twoFactor.locked).toBe(true);
  });

  it('"Don\'t require 2FA again for N days": the device token is kept and sent with the next sign-in', async () => {
    const { client, server, storage } = setup();
    twoFactorServer(server);
    server.on('login', (request) => {
      const body = bodyOf(request);
      if (body['device_token'] === 'dev_1') return ok(loginResult()); // a remembered device skips the code
      if (body['otp'] !== CODE) return fail('2fa_required');
      server.customerTokens.set('access.token-1', 'ctok_1');
      return ok({ ...loginResult(), deviceToken: 'dev_1', deviceTokenExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    });
    await settled(client.session.getState().login(credentials));
    await settled(client.session.getState().submitCode(CODE, { rememberDevice: true }));
    expect(storage.writes.find((w) => w.name === 'drawkit-device-token')).toEqual({ name: 'drawkit-device-token', value: 'dev_1', maxAgeSeconds: 30 * 86_400 });
    server.on('logout', () => ({ status: 204 }));
    await client.session.getState().logout();
    expect(storage.get('drawkit-device-token')).toBe('dev_1'); // remembered across sign-outs
    await expect(settled(client.session.getState().login(credentials))).resolves.toEqual({ ok: true });
    expect(bodyOf(server.calls('login').at(-1))['device_token']).toBe('dev_1');
  });

  it('cancelTwoFactor goes back to the credentials form; a code then has no sign-in to answer', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    await settled(client.session.getState().login(credentials));
    client.session.getState().cancelTwoFactor();
    expect(client.session.getState().twoFactor.required).toBe(false);
    expect((await client.session.getState().submitCode(CODE)).ok).toBe(false);
    expect(server.calls('login')).toHaveLength(1);
  });
});

describe('autologin screen: "loading, 2fa, verifying, error, success" (shop-core §4)', () => {
  function statuses(client: DrawkitClient): AutologinStatus[] {
    const seen: AutologinStatus[] = [];
    client.session.subscribe((state, previous) => {
      if (state.autologinStatus !== previous.autologinStatus) seen.push(state.autologinStatus);
    });
    return seen;
  }

  it('loading, then success: POST /autologin {token} signs in', async () => {
    const { client, server } = setup();
    server.on('autologin', () => {
      server.customerTokens.set('access.token-1', 'ctok_1');
      return ok(loginResult());
    });
    const seen = statuses(client);
    const result = await settled(client.session.getState().autologin('tok_1'));
    expect(result).toEqual({ ok: true });
    expect(server.calls('autologin')[0]?.body).toEqual({ token: 'tok_1' });
    expect(seen).toEqual(['loading', 'success']);
    expect(client.session.getState().isAuthenticated).toBe(true);
  });

  it('"401 with a two-factor error code shows the code form": 2fa, then verifying, then success with {token, code}', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    const seen = statuses(client);
    await settled(client.session.getState().autologin('tok_1'));
    expect(client.session.getState().autologinStatus).toBe('2fa');
    expect(server.calls('checkEmail')[0]?.body).toEqual({ email_or_token: 'tok_1' });
    await settled(client.session.getState().submitCode(CODE));
    expect(server.calls('autologin')[1]?.body).toEqual({ token: 'tok_1', code: CODE });
    expect(seen).toEqual(['loading', '2fa', 'verifying', 'success']);
  });

  it('a wrong code returns to the code form with "Code is incorrect or expired. Try again or contact support"', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    await settled(client.session.getState().autologin('tok_1'));
    await settled(client.session.getState().submitCode('000000'));
    expect(client.session.getState()).toMatchObject({ autologinStatus: '2fa', twoFactor: { errors: [{ message: CODE_INCORRECT }] } });
  });

  it('"other failures show a notification": error, with the server message', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    const result = await settled(client.session.getState().autologin('tok_bad'));
    expect(result).toEqual({ ok: false, messages: [{ message: 'This link has expired.', code: 'token_expired', level: 'error' }] });
    expect(client.session.getState().autologinStatus).toBe('error');
  });

  it('"autologin 500 ms" debounce: a repeated link opening calls once', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    const both = Promise.all([client.session.getState().autologin('tok_1'), client.session.getState().autologin('tok_1')]);
    await settled(both);
    expect(server.calls('autologin')).toHaveLength(1);
  });
});

describe('"POST /transfer (form)"', () => {
  it('asks for a code like autologin, then sends {token, code} as a form', async () => {
    const { client, server } = setup();
    twoFactorServer(server);
    server.on('transfer', (request) => {
      if (bodyOf(request)['code'] !== CODE) return fail('2fa_required');
      server.customerTokens.set('access.token-1', 'ctok_1');
      return ok(loginResult());
    });
    await client.session.getState().transfer('tok_9');
    expect(client.session.getState().twoFactor.required).toBe(true);
    await expect(client.session.getState().submitCode(CODE)).resolves.toEqual({ ok: true });
    expect(server.calls('transfer')[1]?.body).toEqual({ token: 'tok_9', code: CODE });
  });

  it('takes over the session handed over by token', async () => {
    const { client, server } = setup();
    server.on('transfer', () => {
      server.customerTokens.set('access.token-1', 'ctok_1');
      return ok(loginResult());
    });
    const reasons: unknown[] = [];
    client.on('session-change', ({ reason }) => reasons.push(reason));
    await expect(client.session.getState().transfer('tok_9')).resolves.toEqual({ ok: true });
    expect(server.calls('transfer')[0]).toMatchObject({ body: { token: 'tok_9' }, contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/) });
    expect(client.session.getState().isAuthenticated).toBe(true);
    expect(reasons).toEqual(['transfer']);
  });
});

describe('logout and unauthorised (shop-core §4)', () => {
  it('"Logout ... resets the customer and clears cookies": carts reset, session-change and identity-reset emitted', async () => {
    vi.useRealTimers(); // init and logout wait on nothing debounced
    const { client, server, storage } = setupSignedIn();
    server.on('logout', () => ({ status: 204 }));
    await client.session.getState().init();
    client.cart.setState({ cart: null, status: 'succeeded' });
    const events: string[] = [];
    client.on('session-change', ({ isAuthenticated, reason }) => events.push(`session-change ${isAuthenticated} ${reason}`));
    client.on('identity-reset', () => events.push('identity-reset'));
    await client.session.getState().logout();
    expect(server.calls('logout')).toHaveLength(1);
    expect(client.session.getState()).toMatchObject({ isAuthenticated: false, customer: null, accessToken: null, refreshToken: null });
    expect(client.cart.getState()).toMatchObject({ status: 'idle', cart: null });
    expect(storage.get('drawkit-access-token')).toBeUndefined();
    expect(events).toEqual(['identity-reset', 'session-change false logout']);
    client.dispose();
  });

  it('refresh fails: "the session is cleared, an identify reset is sent" and the unauthorised event fires', async () => {
    vi.useRealTimers(); // the retry after a refresh waits a 0 ms timer
    const { client, server } = setupSignedIn();
    server.on('customer', () => fail('token_expired'));
    server.on('refresh', () => fail('refresh_token_invalid'));
    const events: string[] = [];
    client.on('identity-reset', () => events.push('identity-reset'));
    client.on('unauthorised', () => events.push('unauthorised'));
    client.on('session-change', ({ reason }) => events.push(`session-change ${reason}`));
    await client.api.request('customer').catch(() => undefined);
    expect(events).toEqual(['identity-reset', 'session-change unauthorised', 'unauthorised']);
    expect(client.session.getState().isAuthenticated).toBe(false);
  });
});

describe('kept query parameters and channel key (shop-core §9)', () => {
  it('"Kept query parameters: utm_campaign, utm_medium, utm_source, utm_term, utm_content"; "Channel key is APP when utm_source is app"', () => {
    const { client } = setup();
    expect(client.session.getState().channelKey).toBe('web');
    client.session.getState().keepQueryParameters('https://shop.test/cart?utm_source=app&utm_medium=push&utm_term=t&utm_content=c&utm_campaign=x&gclid=1');
    expect(client.session.getState()).toMatchObject({
      keptQueryParameters: { utm_source: 'app', utm_medium: 'push', utm_term: 't', utm_content: 'c', utm_campaign: 'x' },
      channelKey: 'APP',
    });
    // A later page without utm parameters keeps what the landing page brought.
    client.session.getState().keepQueryParameters('https://shop.test/cart');
    expect(client.session.getState().channelKey).toBe('APP');
    client.session.getState().keepQueryParameters('?utm_source=newsletter');
    expect(client.session.getState()).toMatchObject({ keptQueryParameters: { utm_source: 'newsletter' }, channelKey: 'web' });
  });
});
