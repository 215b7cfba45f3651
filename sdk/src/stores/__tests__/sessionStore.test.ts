import { HEADERS } from '@drawkit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { cart, customer, loginResult, siteConfig } from '../../__tests__/fixtures';
import { recordingStorage, setup, setupSignedIn, signedInStorage } from '../../__tests__/testClient';
import { createDrawkit } from '../../createDrawkit';
import { APP_KEY, DISCOVERY_URL, createFakeServer } from '../../__tests__/fakeServer';

afterEach(() => {
  vi.useRealTimers();
});

/** Login and signup are debounced 500 ms (shop-core §9): run the debounce out on a fake clock, then wait. */
async function settled<T>(promise: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(500);
  return promise;
}

describe('session store', () => {
  it('init loads config and capabilities (startup), once however often it is called', async () => {
    const { client, server } = setup();
    await Promise.all([client.session.getState().init(), client.session.getState().init()]);
    const state = client.session.getState();
    expect(state.status).toBe('succeeded');
    expect(state.config).toEqual(siteConfig);
    expect(state.pricingId).toBe('pricing_default');
    expect(state.segmentName).toBe('default');
    expect(server.calls('config')).toHaveLength(1);
    expect(server.calls('capabilities')).toHaveLength(1);
    expect(server.calls('customer')).toHaveLength(0);
  });

  it('init restores the stored session, then loads the customer', async () => {
    const { client, server } = setupSignedIn();
    expect(client.session.getState()).toMatchObject({ isAuthenticated: true, customerId: 'cust_1', sessionId: 'sess_1' });
    await client.session.getState().init();
    expect(client.session.getState().customer).toEqual(customer);
    expect(server.calls('customer')[0]?.headers.get(HEADERS.authorization)).toBe('Bearer access.token-1');
  });

  it('discards stored ids that are not letters, digits, hyphen or underscore', () => {
    const server = createFakeServer();
    const storage = recordingStorage({ ...signedInStorage(server), 'drawkit-customer-token': 'ctok 1;' });
    const client = createDrawkit({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch, storage });
    // "isAuthenticated (requires both customerId and customerToken)"
    expect(client.session.getState()).toMatchObject({ customerToken: null, isAuthenticated: false });
    expect(storage.removed).toContain('drawkit-customer-token');
  });

  it('init fails with the server message and may be tried again', async () => {
    const { client, server } = setup();
    server.on('config', () => fail('internal_error'));
    await client.session.getState().init();
    expect(client.session.getState()).toMatchObject({ status: 'failed', errors: [{ message: 'Something went wrong.', code: 'internal_error' }] });
    server.on('config', () => ok(siteConfig));
    await client.session.getState().init();
    expect(client.session.getState().status).toBe('succeeded');
  });

  it('login stores the tokens for the configured session time, then reloads customer and cart', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, server, storage } = setup();
    server.on('cartGet', () => ok(cart({ cartReference: 'c_cust', customerId: 'cust_1' })));
    const changes: boolean[] = [];
    client.on('session-change', ({ isAuthenticated }) => changes.push(isAuthenticated));
    await client.session.getState().init();

    const result = await settled(client.session.getState().login({ email: 'demo@drawkit.test', password: 'drawkit-demo-1' }));

    expect(result).toEqual({ ok: true });
    expect(server.calls('login')[0]?.body).toEqual({ email: 'demo@drawkit.test', password: 'drawkit-demo-1' });
    expect(client.session.getState()).toMatchObject({
      status: 'succeeded',
      isAuthenticated: true,
      accessToken: 'access.token-1',
      refreshToken: 'refresh_1',
      customerToken: 'ctok_1',
      customer,
      segmentName: 'vip',
    });
    // "Login cookies last the configured session time" (1800 s in this config).
    const tokenWrites = storage.writes.filter((w) => w.name === 'drawkit-access-token' || w.name === 'drawkit-refresh-token');
    expect(tokenWrites.map((w) => w.maxAgeSeconds)).toEqual([1800, 1800]);
    expect(client.cart.getState().cart?.cartReference).toBe('c_cust');
    expect(changes).toEqual([true]);
  });

  it('login uses 3600 s cookies when no config says otherwise', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, storage } = setup();
    await settled(client.session.getState().login({ email: 'a@b.c', password: 'x' }));
    expect(storage.writes.find((w) => w.name === 'drawkit-refresh-token')?.maxAgeSeconds).toBe(3600);
  });

  it('"on login it is converted and the token cleared": the anonymous cart goes to the customer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, server, storage } = setup();
    server.on('anonCartCreate', () => ok(cart({ cartReference: 'anon_ref_1' })));
    server.on('anonCartConvert', () => ok(cart({ cartReference: 'c_cust', customerId: 'cust_1' })));
    server.on('cartGet', () => ok(cart({ cartReference: 'c_cust', customerId: 'cust_1' })));
    // The cart fetch is debounced 500 ms too (shop-core §9).
    await settled(client.cart.getState().load());
    expect(storage.get('drawkit-anon-cart')).toBe('anon_ref_1');

    await settled(client.session.getState().login({ email: 'a@b.c', password: 'x' }));

    const convert = server.calls('anonCartConvert');
    expect(convert).toHaveLength(1);
    expect(convert[0]?.path).toBe('/anon-cart/anon_ref_1/convert');
    expect(convert[0]?.headers.get(HEADERS.authorization)).toBe('Bearer access.token-1');
    expect(storage.get('drawkit-anon-cart')).toBeUndefined();
    expect(server.calls('cartGet')).toHaveLength(1);
    expect(client.cart.getState().cart?.cartReference).toBe('c_cust');
  });

  it('a failed login keeps the messages for the form', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, server } = setup();
    server.on('login', () => fail('invalid_credentials'));
    const result = await settled(client.session.getState().login({ email: 'a@b.c', password: 'wrong' }));
    const messages = [{ message: 'The email or password is incorrect.', code: 'invalid_credentials', level: 'error' }];
    expect(result).toEqual({ ok: false, messages });
    expect(client.session.getState()).toMatchObject({ status: 'failed', isAuthenticated: false, errors: messages });
  });

  it('"Signup success sets authenticated and new-signup"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, server } = setup();
    server.on('signup', () => {
      server.customerTokens.set('access.token-1', 'ctok_1');
      return ok(loginResult());
    });
    server.on('cartGet', () => ok(cart()));
    const result = await settled(client.session.getState().signup({
      email: 'new@drawkit.test',
      password: 'long-enough-1',
      firstname: 'New',
      lastname: 'Person',
      dateOfBirth: '1990-01-01',
      acceptTerms: true,
      emailOptIn: false,
      address: '1 Main St',
      suburb: 'Brisbane',
      state: 'QLD',
      postcode: '4000',
      country: 'AU',
    }));
    expect(result).toEqual({ ok: true });
    expect(server.calls('signup')[0]?.body).toMatchObject({ date_of_birth: '1990-01-01', accept_terms: true, email_opt_in: false });
    expect(client.session.getState()).toMatchObject({ isAuthenticated: true, isNewSignup: true });
  });

  it('"Logout ... resets the customer and clears cookies"', async () => {
    const { client, server, storage } = setupSignedIn();
    server.on('logout', () => ({ status: 204 }));
    await client.session.getState().init();
    await client.session.getState().logout();
    expect(server.calls('logout')).toHaveLength(1);
    expect(client.session.getState()).toMatchObject({ isAuthenticated: false, customer: null, accessToken: null, customerId: null });
    for (const name of ['drawkit-access-token', 'drawkit-refresh-token', 'drawkit-customer-id', 'drawkit-customer-token']) {
      expect(storage.get(name)).toBeUndefined();
    }
  });

  it('can(capability) reads the customer\'s segment, else the default segment', async () => {
    const { client } = setupSignedIn();
    expect(client.session.getState().can('commercial-lotteries')).toBe(false); // nothing loaded yet
    const anonymous = setup().client;
    await anonymous.session.getState().init();
    expect(anonymous.session.getState().can('partner-purchase')).toBe(true);
    expect(anonymous.session.getState().can('wallet-withdrawal')).toBe(false);
    await client.session.getState().init(); // customer segment: vip
    expect(client.session.getState().can('wallet-withdrawal')).toBe(true);
    expect(client.session.getState().can('partner-purchase')).toBe(false);
  });

  it('a refresh failure clears the session, emits unauthorised and rejects with AuthError', async () => {
    const { client, server, storage } = setupSignedIn();
    server.on('customer', () => fail('token_expired'));
    server.on('refresh', () => fail('refresh_token_invalid'));
    const unauthorised = vi.fn();
    client.on('unauthorised', unauthorised);

    const error = await client.api.request('customer').catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'AuthError', message: 'Missing authentication tokens when trying to call the /refresh endpoint' });
    expect(server.calls('refresh')[0]?.body).toEqual({ refresh_token: 'refresh_1' });
    expect(unauthorised).toHaveBeenCalledTimes(1);
    expect(client.session.getState()).toMatchObject({ isAuthenticated: false, accessToken: null, refreshToken: null, customerId: null });
    expect(storage.get('drawkit-refresh-token')).toBeUndefined();
  });

  it('a successful refresh stores the new tokens', async () => {
    const { client, server, storage } = setupSignedIn();
    server.customerTokens.set('access.token-2', 'ctok_1');
    server.on('customer', (request) =>
      request.headers.get(HEADERS.authorization) === 'Bearer access.token-2' ? ok(customer) : fail('token_expired'),
    );
    server.on('refresh', () => ok({ accessToken: 'access.token-2', refreshToken: 'refresh_2', expiresIn: 900 }));
    await client.session.getState().loadCustomer();
    expect(client.session.getState()).toMatchObject({ accessToken: 'access.token-2', refreshToken: 'refresh_2', customer });
    expect(storage.get('drawkit-refresh-token')).toBe('refresh_2');
  });
});
