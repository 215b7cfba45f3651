import { describe, expect, it } from 'vitest';
import { logIn, signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { recentMail } from '../../mail/outbox';
import { DEMO_TOTP_SECRET } from '../../seed/demoAccounts';
import { capabilitiesForCaller } from '../segments';
import { REFRESH_GRACE_MS } from '../sessions';
import { totpCode } from '../totp';
import { customerWithEmailCodes, freshAddress, latestEmailCode, login, PASSWORD } from './twoFactorHelpers';

describe.each(testBackends())('sign-in security, links and passwords on $name', (backend) => {
  const shop = useTestShop(backend);

  async function mintLink(session: Session, purpose?: 'autologin' | 'transfer') {
    const response = await shop.client.call('POST', '/v2/customer/autologin-token', { session, body: purpose ? { purpose } : {} });
    expect(response.status, response.text).toBe(201);
    return response.data.result as { token: string; url: string; expiresAt: string };
  }

  describe('wrong passwords and rate limits', () => {
    it('never locks the account: wrong passwords slow down only the address they come from (429, Retry-After)', async () => {
      const email = `${uniqueKey('lockout')}@example.test`;
      await signUp(shop.client, { email });
      const ip = freshAddress();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const wrong = await login(shop.client, ip, { email, password: `wrong-${attempt}` });
        expect(wrong.status).toBe(401);
        expect(wrong.json.messages[0].code).toBe('invalid_credentials');
      }
      const fifth = await login(shop.client, ip, { email, password: PASSWORD });
      expect(fifth.status).toBe(429);
      expect(fifth.json.messages[0]).toMatchObject({ code: 'rate_limited' });
      expect(fifth.headers['retry-after']).toBe('1');
      const right = await login(shop.client, freshAddress(), { email, password: PASSWORD });
      expect(right.status, right.text).toBe(200);
    });

    it("an address's wrong passwords are forgotten an hour after the latest", async () => {
      const email = `${uniqueKey('spread')}@example.test`;
      await signUp(shop.client, { email });
      const ip = freshAddress();
      for (let attempt = 1; attempt <= 4; attempt += 1) await login(shop.client, ip, { email, password: 'nope' });
      shop.clock.advance(60 * 60 * 1000);
      const fifth = await login(shop.client, ip, { email, password: 'nope' });
      expect(fifth.status).toBe(401);
      expect((await login(shop.client, ip, { email, password: PASSWORD })).status).toBe(200);
    });

    it('answers 429 rate_limited with Retry-After once an address has used its 30 sign-in attempts', async () => {
      const ip = freshAddress();
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        const response = await login(shop.client, ip, { email: `${uniqueKey('nobody')}@example.test`, password: 'whatever' });
        expect(response.status).toBe(401);
      }
      const limited = await login(shop.client, ip, { email: `${uniqueKey('nobody')}@example.test`, password: 'whatever' });
      expect(limited.status).toBe(429);
      expect(limited.json.messages[0].code).toBe('rate_limited');
      expect(limited.headers['retry-after']).toBe('10');
      // Another address is not affected; the same one gets a token back after 10 s.
      expect((await logIn(shop.client)).customerToken).toBeTruthy();
      shop.clock.advance(10_000);
      expect((await login(shop.client, ip, { email: 'demo@drawkit.test', password: 'drawkit-demo-1' })).status).toBe(200);
    });

    it('limits attempts per email address whatever address they come from', async () => {
      const email = `${uniqueKey('target')}@example.test`;
      for (let attempt = 1; attempt <= 10; attempt += 1) await login(shop.client, freshAddress(), { email, password: 'guess' });
      const limited = await login(shop.client, freshAddress(), { email, password: 'guess' });
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
    });

    it('a reused refresh token ends the whole session family', async () => {
      const session = await logIn(shop.client);
      const first = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
      expect(first.status).toBe(200);
      // Past the grace window for concurrent refreshes (refreshCookie.test.ts covers the window).
      shop.clock.advance(REFRESH_GRACE_MS + 1);
      const reuse = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
      expect(reuse.status).toBe(401);
      const rotated = { ...session, accessToken: first.data.result.accessToken, refreshToken: first.data.result.refreshToken };
      expect((await shop.client.call('GET', '/v2/customer', { session: rotated })).status).toBe(401);
    });
  });

  describe('autologin and transfer', () => {
    it('signs in once with an autologin token; the second use is "expired or has already been used"', async () => {
      const session = await signUp(shop.client);
      const link = await mintLink(session);
      expect(link.url).toBe(`http://localhost:8080/login/autologin/${link.token}`);
      const ip = freshAddress();
      const first = await shop.client.call('POST', '/v2/autologin', { body: { token: link.token }, remoteAddress: ip });
      expect(first.status, first.text).toBe(200);
      expect(first.data.result.customer.customerId).toBe(session.customerId);
      const second = await shop.client.call('POST', '/v2/autologin', { body: { token: link.token }, remoteAddress: ip });
      expect(second.status).toBe(410);
      expect(second.json.messages[0]).toEqual({
        code: 'token_invalid',
        message: 'This link has expired or has already been used.',
        field: 'token',
        level: 'error',
      });
    });

    it('asks for the code on autologin with two-factor, keeping the token until the code is right', async () => {
      const { email, session } = await customerWithEmailCodes(shop);
      const link = await mintLink(session);
      const ip = freshAddress();
      const check = await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: link.token }, remoteAddress: ip });
      expect(check.data.result.twoFactorAuth).toMatchObject({ enabled: true, method: 'email' });
      const first = await shop.client.call('POST', '/v2/autologin', { body: { token: link.token }, remoteAddress: ip });
      expect(first.status).toBe(401);
      expect(first.json.messages[0]).toMatchObject({ code: '2fa_required', field: 'otp' });
      const code = await latestEmailCode(shop, email);
      const withCode = await shop.client.call('POST', '/v2/autologin', { body: { token: link.token, code }, remoteAddress: ip });
      expect(withCode.status, withCode.text).toBe(200);
      const reuse = await shop.client.call('POST', '/v2/autologin', { body: { token: link.token, code }, remoteAddress: ip });
      expect(reuse.status).toBe(410);
    });

    it('autologin with the seeded authenticator customer takes a TOTP code', async () => {
      const login2fa = await login(shop.client, freshAddress(), {
        email: 'demo-2fa@drawkit.test',
        password: 'drawkit-demo-1',
        otp: totpCode(DEMO_TOTP_SECRET, shop.clock.now()),
      });
      expect(login2fa.status, login2fa.text).toBe(200);
      const session: Session = {
        accessToken: login2fa.data.result.accessToken,
        refreshToken: login2fa.data.result.refreshToken,
        customerToken: login2fa.data.result.customer.customerToken,
        customerId: login2fa.data.result.customer.customerId,
      };
      const link = await mintLink(session);
      shop.clock.advance(30_000);
      const response = await shop.client.call('POST', '/v2/autologin', {
        body: { token: link.token, code: totpCode(DEMO_TOTP_SECRET, shop.clock.now()) },
        remoteAddress: freshAddress(),
      });
      expect(response.status, response.text).toBe(200);
    });

    it('refuses an autologin token after its 24 hours, and a transfer token on the autologin call', async () => {
      const session = await signUp(shop.client);
      const autologin = await mintLink(session);
      const transfer = await mintLink(session, 'transfer');
      const ip = freshAddress();
      const wrongKind = await shop.client.call('POST', '/v2/autologin', { body: { token: transfer.token }, remoteAddress: ip });
      expect(wrongKind.status).toBe(410);
      const restore = shop.clock.now();
      try {
        shop.clock.advance(24 * 60 * 60 * 1000);
        const expired = await shop.client.call('POST', '/v2/autologin', { body: { token: autologin.token }, remoteAddress: ip });
        expect(expired.status).toBe(410);
      } finally {
        shop.clock.set(restore);
      }
    });

    it('exchanges a transfer token sent as a form for a session, once', async () => {
      const session = await signUp(shop.client);
      const link = await mintLink(session, 'transfer');
      expect(link.url).toContain('/login/transfer/');
      const ip = freshAddress();
      const first = await shop.client.call('POST', '/v2/transfer', { form: { token: link.token }, remoteAddress: ip });
      expect(first.status, first.text).toBe(200);
      const fresh: Session = {
        accessToken: first.data.result.accessToken,
        refreshToken: first.data.result.refreshToken,
        customerToken: first.data.result.customer.customerToken,
        customerId: first.data.result.customer.customerId,
      };
      expect((await shop.client.call('GET', '/v2/customer', { session: fresh })).status).toBe(200);
      const second = await shop.client.call('POST', '/v2/transfer', { form: { token: link.token }, remoteAddress: ip });
      expect(second.status).toBe(410);
    });
  });

  describe('passwords', () => {
    async function resetLinkFor(email: string): Promise<string> {
      const [mail] = await recentMail(shop.database.db, { to: email, kind: 'password_reset', limit: 1 });
      const token = /\/login\/reset\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error(`No reset mail for ${email}`);
      return token;
    }

    it('forgot password always answers 200 and mails a single-use /login/reset/{token} link', async () => {
      const email = `${uniqueKey('forgot')}@example.test`;
      const old = await signUp(shop.client, { email });
      const ip = freshAddress();
      const unknown = await shop.client.call('POST', '/v2/password/forgot', { body: { email: 'nobody@example.test' }, remoteAddress: ip });
      const known = await shop.client.call('POST', '/v2/password/forgot', { body: { email }, remoteAddress: ip });
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(known.json).toEqual(unknown.json);
      const token = await resetLinkFor(email);
      const reset = await shop.client.call('POST', '/v2/password/reset', { body: { token, password: 'a brand new password' }, remoteAddress: ip });
      expect(reset.status, reset.text).toBe(204);
      // Sessions from before the reset are over; the new password works, the old does not.
      expect((await shop.client.call('GET', '/v2/customer', { session: old })).status).toBe(401);
      expect((await login(shop.client, ip, { email, password: PASSWORD })).status).toBe(401);
      expect((await login(shop.client, ip, { email, password: 'a brand new password' })).status).toBe(200);
      const again = await shop.client.call('POST', '/v2/password/reset', { body: { token, password: 'yet another password' }, remoteAddress: ip });
      expect(again.status).toBe(410);
    });

    it('a reset link stops working after 1 hour', async () => {
      const email = `${uniqueKey('late')}@example.test`;
      await signUp(shop.client, { email });
      const ip = freshAddress();
      await shop.client.call('POST', '/v2/password/forgot', { body: { email }, remoteAddress: ip });
      const token = await resetLinkFor(email);
      const restore = shop.clock.now();
      try {
        shop.clock.advance(60 * 60 * 1000);
        const late = await shop.client.call('POST', '/v2/password/reset', { body: { token, password: 'too late password' }, remoteAddress: ip });
        expect(late.status).toBe(410);
        expect(late.json.messages[0].code).toBe('token_invalid');
      } finally {
        shop.clock.set(restore);
      }
    });

    it('the seeded customer with forcePasswordChange sees the flag, changes the password, and the flag clears', async () => {
      const session = await logIn(shop.client, 'demo-change-password@drawkit.test', 'drawkit-demo-1');
      const before = await shop.client.call('GET', '/v2/customer', { session });
      expect(before.data.result).toMatchObject({ forcePasswordChange: true, accountUpgrade: false });
      const short = await shop.client.call('POST', '/v2/password/force-change', { session, body: { password: 'short' } });
      expect(short.status).toBe(422);
      expect(short.json.messages[0]).toMatchObject({ field: 'password' });
      const changed = await shop.client.call('POST', '/v2/password/force-change', { session, body: { password: 'drawkit-demo-2' } });
      expect(changed.status, changed.text).toBe(204);
      const after = await shop.client.call('GET', '/v2/customer', { session });
      expect(after.data.result.forcePasswordChange).toBe(false);
      const again = await shop.client.call('POST', '/v2/password/force-change', { session, body: { password: 'drawkit-demo-3' } });
      expect(again.status).toBe(422);
      expect(again.json.messages[0].code).toBe('password_change_not_required');
    });

    it('the seeded customer with accountUpgrade sees the flag in the overview', async () => {
      const session = await logIn(shop.client, 'demo-upgrade@drawkit.test', 'drawkit-demo-1');
      const overview = await shop.client.call('GET', '/v2/customer', { session });
      expect(overview.data.result).toMatchObject({ accountUpgrade: true, forcePasswordChange: false });
    });

    it('changes the password by form with the current one, keeping this session and ending the others', async () => {
      const email = `${uniqueKey('change')}@example.test`;
      const other = await signUp(shop.client, { email });
      const session = await logIn(shop.client, email, PASSWORD);
      const wrong = await shop.client.call('POST', '/v2/customer/change-password', {
        session,
        form: { current_password: 'not it', new_password: 'another good password' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json.messages[0]).toMatchObject({ code: 'password_incorrect', field: 'currentPassword' });
      const ok = await shop.client.call('POST', '/v2/customer/change-password', {
        session,
        form: { current_password: PASSWORD, new_password: 'another good password' },
      });
      expect(ok.status, ok.text).toBe(204);
      expect((await shop.client.call('GET', '/v2/customer', { session })).status).toBe(200);
      expect((await shop.client.call('GET', '/v2/customer', { session: other })).status).toBe(401);
    });
  });

  describe('capabilities by segment', () => {
    it("the customer's segment decides; a visitor gets the default segment", async () => {
      const restricted = await logIn(shop.client, 'demo-restricted@drawkit.test', 'drawkit-demo-1');
      const overview = await shop.client.call('GET', '/v2/customer', { session: restricted });
      expect(overview.data.result.segmentName).toBe('restricted');
      const forRestricted = await capabilitiesForCaller(shop.database.db, restricted);
      const forVisitor = await capabilitiesForCaller(shop.database.db, null);
      expect(forVisitor.segmentName).toBe('default');
      expect(forVisitor.capabilities).toContain('wallet_deposit');
      expect(forRestricted.segmentName).toBe('restricted');
      expect(forRestricted.capabilities).not.toContain('wallet_deposit');
      expect(forRestricted.capabilities).not.toContain('partner-purchase');
      expect(forRestricted.segments.map((s) => s.name)).toEqual(['default', 'restricted']);
    });
  });

  describe('dev mailbox', () => {
    it('shows the mail the shop sent, as a page and as JSON', async () => {
      const email = `${uniqueKey('mailbox')}@example.test`;
      await signUp(shop.client, { email });
      const forgot = await shop.client.call('POST', '/v2/password/forgot', { body: { email }, remoteAddress: freshAddress() });
      expect(forgot.status, forgot.text).toBe(200);
      const [sent] = await recentMail(shop.database.db, { to: email, kind: 'password_reset', limit: 1 });
      expect(sent).toBeDefined();
      const page = await shop.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Dev mailbox');
      expect(page.body).toContain(email);
      const json = await shop.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}&kind=password_reset` });
      expect(json.json().result).toEqual([expect.objectContaining({ to: email, kind: 'password_reset', text: sent!.text })]);
      // The form that minted a sign-in link for any address is gone (see noSignInOnRequest.test.ts).
      expect((await shop.app.inject({ method: 'POST', url: '/dev/mailbox/autologin', payload: { email } })).statusCode).toBe(404);
    });
  });
});
