import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../auth/sessions';
import { authSessions, customers } from '../db/schema';
import { DEMO_CUSTOMER } from '../seed/catalogueData';
import { logIn, refreshSession, signUp, signupRequest } from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { useTestShop } from './helpers/testShop';

describe.each(testBackends())('sign-up and sessions on $name', (backend) => {
  const shop = useTestShop(backend);

  it('signs up a new customer with a slow salted hash and returns tokens and the customer token', async () => {
    const request = signupRequest({ email: 'New.Shopper@Example.test' });
    const response = await shop.client.call('POST', '/v2/signup', { body: request });
    expect(response.status).toBe(201);
    const result = response.data.result;
    expect(result.expiresIn).toBe(900);
    expect(result.customer.isNewSignup).toBe(true);
    expect(result.customer.customerToken).toMatch(/^[A-Za-z0-9_-]+$/);
    const [row] = await shop.database.db.select().from(customers).where(eq(customers.id, result.customer.customerId));
    expect(row?.email).toBe('new.shopper@example.test');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(request.password);
  });

  it('refuses an email that is taken, and a customer under 18', async () => {
    const taken = await shop.client.call('POST', '/v2/signup', { body: signupRequest({ email: DEMO_CUSTOMER.email }) });
    expect(taken.status).toBe(409);
    expect(taken.json.messages[0]).toMatchObject({ code: 'email_taken', field: 'email' });
    // The test clock says 11 March 2026: born 12 March 2008 is one day short of 18.
    const young = await shop.client.call('POST', '/v2/signup', { body: signupRequest({ dateOfBirth: '2008-03-12' }) });
    expect(young.status).toBe(422);
    expect(young.json.messages[0]).toEqual({
      message: 'You must be at least 18 years old to register.',
      code: 'under_age',
      level: 'error',
      field: 'dateOfBirth',
    });
    const adult = await shop.client.call('POST', '/v2/signup', { body: signupRequest({ dateOfBirth: '2008-03-11' }) });
    expect(adult.status).toBe(201);
  });

  it('refuses a wrong password or an unknown email the same way', async () => {
    for (const [email, password] of [
      [DEMO_CUSTOMER.email, 'wrong-password'],
      ['nobody@example.test', DEMO_CUSTOMER.password],
    ]) {
      const response = await shop.client.call('POST', '/v2/login', { body: { email, password } });
      expect(response.status).toBe(401);
      expect(response.json.messages[0]).toMatchObject({ code: 'invalid_credentials', message: 'The email or password is incorrect.' });
    }
  });

  it('shows the customer overview with the wallet balance from the ledger', async () => {
    const session = await logIn(shop.client);
    const response = await shop.client.call('GET', '/v2/customer', { session });
    expect(response.data.result).toMatchObject({
      email: DEMO_CUSTOMER.email,
      firstname: 'Demo',
      balance: { amount: 5000, currency: 'AUD' },
      pricingId: 'standard',
      segmentName: 'default',
    });
  });

  it('needs a bearer token on protected calls and says when it expired', async () => {
    const anonymous = await shop.client.call('GET', '/v2/customer');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.messages[0].code).toBe('unauthorised');
    const session = await logIn(shop.client);
    const restore = shop.clock.now();
    shop.clock.advance(16 * 60 * 1000);
    try {
      const expired = await shop.client.call('GET', '/v2/customer', { session });
      expect(expired.status).toBe(401);
      expect(expired.json.messages[0].code).toBe('token_expired');
      const fresh = await refreshSession(shop.client, session);
      expect((await shop.client.call('GET', '/v2/customer', { session: fresh })).status).toBe(200);
    } finally {
      shop.clock.set(restore);
    }
    const forged = await shop.client.call('GET', '/v2/customer', { session: { ...session, accessToken: `${session.accessToken}x` } });
    expect(forged.status).toBe(401);
  });

  it('rotates the refresh token on every use', async () => {
    const session = await logIn(shop.client);
    const once = await refreshSession(shop.client, session);
    expect(once.refreshToken).not.toBe(session.refreshToken);
    const twice = await refreshSession(shop.client, once);
    expect((await shop.client.call('GET', '/v2/customer', { session: twice })).status).toBe(200);
  });

  it('revokes the whole session family when a used refresh token comes back', async () => {
    const session = await logIn(shop.client);
    const rotated = await refreshSession(shop.client, session);
    // Past the grace window for concurrent refreshes (refreshCookie.test.ts covers the window).
    shop.clock.advance(REFRESH_GRACE_MS + 1);
    const reuse = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.json.messages[0].code).toBe('refresh_token_invalid');
    // The thief's reuse also ends the legitimate holder's session.
    const successor = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: rotated.refreshToken } });
    expect(successor.status).toBe(401);
    expect((await shop.client.call('GET', '/v2/customer', { session: rotated })).status).toBe(401);
  });

  it('refuses a refresh without a token with the spec wording', async () => {
    const response = await shop.client.call('POST', '/v2/refresh', { form: {} });
    expect(response.status).toBe(422);
    expect(response.json.messages[0]).toMatchObject({ field: 'refreshToken', code: 'required' });
  });

  it('signs out: the session and its tokens stop working', async () => {
    const session = await logIn(shop.client);
    const logout = await shop.client.call('GET', '/v2/logout', { session });
    expect(logout.status).toBe(204);
    expect(logout.text).toBe('');
    expect((await shop.client.call('GET', '/v2/customer', { session })).status).toBe(401);
    const refresh = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('refuses a session revoked outside its routes (another process, an operator) on the very next call', async () => {
    const session = await logIn(shop.client);
    // Twice: the second call is answered with the session this process keeps (auth/activeSessions).
    expect((await shop.client.call('GET', '/v2/customer', { session })).status).toBe(200);
    expect((await shop.client.call('GET', '/v2/customer', { session })).status).toBe(200);
    await shop.database.db.update(authSessions).set({ revokedAt: shop.clock.now() }).where(eq(authSessions.customerId, session.customerId));
    const refused = await shop.client.call('GET', '/v2/customer', { session });
    expect(refused.status).toBe(401);
    expect(refused.json.messages[0].code).toBe('unauthorised');
  });

  it('keeps sessions apart: signing out one leaves another signed in', async () => {
    const first = await signUp(shop.client, { email: 'two.sessions@example.test' });
    const second = await logIn(shop.client, 'two.sessions@example.test', 'correct horse battery');
    expect(second.customerToken).not.toBe(first.customerToken);
    await shop.client.call('GET', '/v2/logout', { session: first });
    expect((await shop.client.call('GET', '/v2/customer', { session: second })).status).toBe(200);
  });
});
