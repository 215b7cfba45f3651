/**
 * Every sign-in call is limited per client address and per account (429 `rate_limited` with
 * Retry-After); sign-up's limit is checked before its password is hashed.
 */
import { describe, expect, it, vi } from 'vitest';
import { signUp, signupRequest, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { mintOneTimeToken } from '../oneTimeTokens';
import { freshAddress } from './twoFactorHelpers';

const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../passwords')>();
  return {
    ...actual,
    hashPassword: (...args: Parameters<typeof actual.hashPassword>) => {
      hashes.count += 1;
      return actual.hashPassword(...args);
    },
  };
});

describe.each(testBackends())('sign-in rate limits on $name', (backend) => {
  const shop = useTestShop(backend);

  it('refuses the 21st sign-up from one address with 429 and Retry-After, before hashing its password', async () => {
    const ip = freshAddress();
    const hashesAtStart = hashes.count;
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await shop.client.call('POST', '/v2/signup', { body: signupRequest(), remoteAddress: ip });
      expect(response.status, response.text).toBe(201);
    }
    // The counting mock is in place (it needs this file's own module graph: *.isolated.test.ts), so each sign-up was counted.
    expect(hashes.count - hashesAtStart).toBe(20);
    const hashesBefore = hashes.count;
    const limited = await shop.client.call('POST', '/v2/signup', { body: signupRequest(), remoteAddress: ip });
    expect(limited.status).toBe(429);
    expect(limited.json.messages[0]).toMatchObject({ code: 'rate_limited', level: 'error' });
    expect(limited.json.messages[0].message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/);
    expect(limited.headers['retry-after']).toBe('180');
    expect(hashes.count).toBe(hashesBefore);
    // Another address signs up as before.
    expect((await shop.client.call('POST', '/v2/signup', { body: signupRequest(), remoteAddress: freshAddress() })).status).toBe(201);
  });

  it('limits sign-ups for one email address whatever address they come from', async () => {
    const email = `${uniqueKey('taken')}@example.test`;
    await signUp(shop.client, { email });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const again = await shop.client.call('POST', '/v2/signup', { body: signupRequest({ email }), remoteAddress: freshAddress() });
      expect(again.status).toBe(409);
    }
    const limited = await shop.client.call('POST', '/v2/signup', { body: signupRequest({ email }), remoteAddress: freshAddress() });
    expect(limited.status).toBe(429);
    expect(limited.json.messages[0].code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBe('600');
  });

  it('limits check-email per account, by email or by its sign-in link, from any address', async () => {
    const email = `${uniqueKey('checked')}@example.test`;
    const session = await signUp(shop.client, { email });
    const { token } = await mintOneTimeToken(shop.database.db, shop.clock, session.customerId, 'autologin', 60 * 60 * 1000);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const emailOrToken = attempt % 2 === 0 ? token : email.toUpperCase();
      const check = await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken }, remoteAddress: freshAddress() });
      expect(check.status, check.text).toBe(200);
    }
    const limited = await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: email }, remoteAddress: freshAddress() });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    const byLink = await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: token }, remoteAddress: freshAddress() });
    expect(byLink.status).toBe(429);
    // Other accounts are not affected.
    const other = await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: 'demo@drawkit.test' }, remoteAddress: freshAddress() });
    expect(other.status).toBe(200);
  });

  it('limits password resets per account before hashing the new password', async () => {
    const session = await signUp(shop.client);
    const tokens = await Promise.all(
      Array.from({ length: 11 }, () => mintOneTimeToken(shop.database.db, shop.clock, session.customerId, 'password_reset', 60 * 60 * 1000)),
    );
    for (const { token } of tokens.slice(0, 10)) {
      const reset = await shop.client.call('POST', '/v2/password/reset', {
        body: { token, password: `new password ${token.slice(0, 6)}` },
        remoteAddress: freshAddress(),
      });
      expect(reset.status, reset.text).toBe(204);
    }
    const hashesBefore = hashes.count;
    const limited = await shop.client.call('POST', '/v2/password/reset', {
      body: { token: tokens[10]?.token, password: 'one password too many' },
      remoteAddress: freshAddress(),
    });
    expect(limited.status).toBe(429);
    expect(limited.json.messages[0].code).toBe('rate_limited');
    expect(hashes.count).toBe(hashesBefore);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it gains nothing', async () => {
    const block = '2001:db8:5:7';
    for (let call = 1; call <= 30; call += 1) {
      const check = await shop.client.call('POST', '/v2/check-email', {
        body: { emailOrToken: `${uniqueKey('v6')}@example.test` },
        remoteAddress: `${block}::${call.toString(16)}`,
      });
      expect(check.status, check.text).toBe(200);
    }
    const from = (remoteAddress: string) => shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: 'x@example.test' }, remoteAddress });
    expect((await from(`${block}:ffff:1:2:3`)).status).toBe(429);
    expect((await from('2001:db8:5:8::1')).status).toBe(200);
  });

  it('limits autologin and transfer sign-ins per account from any address', async () => {
    const session = await signUp(shop.client);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const kind = attempt % 2 === 0 ? 'transfer' : 'autologin';
      const { token } = await mintOneTimeToken(shop.database.db, shop.clock, session.customerId, kind, 60 * 60 * 1000);
      const signIn =
        kind === 'transfer'
          ? await shop.client.call('POST', '/v2/transfer', { form: { token }, remoteAddress: freshAddress() })
          : await shop.client.call('POST', '/v2/autologin', { body: { token }, remoteAddress: freshAddress() });
      expect(signIn.status, signIn.text).toBe(200);
    }
    const { token } = await mintOneTimeToken(shop.database.db, shop.clock, session.customerId, 'autologin', 60 * 60 * 1000);
    const limited = await shop.client.call('POST', '/v2/autologin', { body: { token }, remoteAddress: freshAddress() });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
  });
});
