import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { DEMO_TOTP_SECRET } from '../../seed/demoAccounts';
import { totpCode } from '../totp';
import {
  customerWithAuthenticator,
  customerWithEmailCodes,
  freshAddress,
  latestEmailCode,
  login,
  mailCount,
  PASSWORD,
} from './twoFactorHelpers';

const REQUIRED = { code: '2fa_required', message: 'A 6 digit code is required.', field: 'otp', level: 'error' };
const INCORRECT = { code: '2fa_incorrect', message: 'Code is incorrect or expired. Try again or contact support', field: 'otp', level: 'error' };
const LOCKED = {
  code: '2fa_account_locked',
  message: 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
  field: 'otp',
  level: 'error',
};

describe.each(testBackends())('two-factor sign-in on $name', (backend) => {
  const shop = useTestShop(backend);

  it('check-email answers twoFactorAuth with the masked email ("only the part before the at sign, then asterisks")', async () => {
    const ip = freshAddress();
    const byEmail = await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: 'demo-email-2fa@drawkit.test' }, remoteAddress: ip });
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.json.result.two_factor_auth).toEqual({ enabled: true, method: 'email', identifier: 'demo-email-2fa****', remember_device_days: 30 });
    const authenticator = await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: 'demo-2fa@drawkit.test' }, remoteAddress: ip });
    expect(authenticator.data.result.twoFactorAuth).toMatchObject({ enabled: true, method: 'authenticator', identifier: null });
    const plain = await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: 'demo@drawkit.test' }, remoteAddress: ip });
    expect(plain.data.result.twoFactorAuth).toMatchObject({ enabled: false, method: null, identifier: null });
  });

  it('signs the seeded authenticator customer in with a code computed from its secret', async () => {
    const ip = freshAddress();
    const first = await login(shop.client, ip, { email: 'demo-2fa@drawkit.test', password: 'drawkit-demo-1' });
    expect(first.status).toBe(401);
    expect(first.json.messages).toEqual([REQUIRED]);
    const otp = totpCode(DEMO_TOTP_SECRET, shop.clock.now());
    const second = await login(shop.client, ip, { email: 'demo-2fa@drawkit.test', password: 'drawkit-demo-1', otp });
    expect(second.status, second.text).toBe(200);
    expect(second.data.result.customer.customerToken).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(second.data.result.deviceToken).toBeUndefined();
    // The same code again (a replay) is refused.
    const replay = await login(shop.client, ip, { email: 'demo-2fa@drawkit.test', password: 'drawkit-demo-1', otp });
    expect(replay.status).toBe(401);
    expect(replay.json.messages).toEqual([INCORRECT]);
  });

  it('"A 6 digit code is required." for fewer digits or letters, without counting them as wrong', async () => {
    const { email, secret } = await customerWithAuthenticator(shop);
    const ip = freshAddress();
    for (const otp of ['12345', 'abcdef', '1234567']) {
      const response = await login(shop.client, ip, { email, password: PASSWORD, otp });
      expect(response.status).toBe(401);
      expect(response.json.messages).toEqual([REQUIRED]);
    }
    const ok = await login(shop.client, ip, { email, password: PASSWORD, otp: totpCode(secret, shop.clock.now()) });
    expect(ok.status, ok.text).toBe(200);
  });

  it('a wrong password is refused before the code is asked for', async () => {
    const { email } = await customerWithAuthenticator(shop);
    const response = await login(shop.client, freshAddress(), { email, password: 'not the password' });
    expect(response.status).toBe(401);
    expect(response.json.messages[0].code).toBe('invalid_credentials');
  });

  it('emails a code through the outbox and signs in with it once', async () => {
    const { email } = await customerWithEmailCodes(shop);
    const ip = freshAddress();
    const first = await login(shop.client, ip, { email, password: PASSWORD });
    expect(first.status).toBe(401);
    expect(first.json.messages).toEqual([REQUIRED]);
    expect(await mailCount(shop, email)).toBe(1);
    const code = await latestEmailCode(shop, email);
    const ok = await login(shop.client, ip, { email, password: PASSWORD, otp: code });
    expect(ok.status, ok.text).toBe(200);
    const again = await login(shop.client, ip, { email, password: PASSWORD, otp: code });
    expect(again.status).toBe(401);
    expect(again.json.messages).toEqual([INCORRECT]);
  });

  it('"Code is incorrect or expired": a wrong code, and a right one after its 10 minutes', async () => {
    const { email } = await customerWithEmailCodes(shop);
    const ip = freshAddress();
    await login(shop.client, ip, { email, password: PASSWORD });
    const code = await latestEmailCode(shop, email);
    const wrong = await login(shop.client, ip, { email, password: PASSWORD, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.messages).toEqual([INCORRECT]);
    shop.clock.advance(10 * 60 * 1000 + 1);
    const expired = await login(shop.client, ip, { email, password: PASSWORD, otp: code });
    expect(expired.status).toBe(401);
    expect(expired.json.messages).toEqual([INCORRECT]);
  });

  it('locks the account on the 5th wrong code: 423 with the spec\'s \'Account locked\' message, and the right code stays refused', async () => {
    const { email, secret } = await customerWithAuthenticator(shop);
    const ip = freshAddress();
    const right = totpCode(secret, shop.clock.now());
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await login(shop.client, ip, { email, password: PASSWORD, otp: wrongCode });
      expect(response.status).toBe(401);
      expect(response.json.messages).toEqual([INCORRECT]);
    }
    const fifth = await login(shop.client, ip, { email, password: PASSWORD, otp: wrongCode });
    expect(fifth.status).toBe(423);
    expect(fifth.json.messages).toEqual([LOCKED]);
    const withRightCode = await login(shop.client, ip, { email, password: PASSWORD, otp: right });
    expect(withRightCode.status).toBe(423);
    expect(withRightCode.json.messages).toEqual([LOCKED]);
    const withoutCode = await login(shop.client, ip, { email, password: PASSWORD });
    expect(withoutCode.status).toBe(423);
  });

  it('the two-factor lock ends 30 minutes after it began, and the count of wrong codes starts again', async () => {
    const { email, secret } = await customerWithAuthenticator(shop);
    const ip = freshAddress();
    const wrongCodeAt = () => (totpCode(secret, shop.clock.now()) === '000000' ? '111111' : '000000');
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(shop.client, ip, { email, password: PASSWORD, otp: wrongCodeAt() });
    shop.clock.advance(29 * 60 * 1000);
    const stillLocked = await login(shop.client, ip, { email, password: PASSWORD, otp: totpCode(secret, shop.clock.now()) });
    expect(stillLocked.status).toBe(423);
    expect(stillLocked.json.messages).toEqual([LOCKED]);
    shop.clock.advance(60 * 1000);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await login(shop.client, ip, { email, password: PASSWORD, otp: wrongCodeAt() });
      expect(wrong.status).toBe(401);
      expect(wrong.json.messages).toEqual([INCORRECT]);
    }
    const lockedAgain = await login(shop.client, ip, { email, password: PASSWORD, otp: wrongCodeAt() });
    expect(lockedAgain.status).toBe(423);
    shop.clock.advance(30 * 60 * 1000);
    const right = await login(shop.client, ip, { email, password: PASSWORD, otp: totpCode(secret, shop.clock.now()) });
    expect(right.status, right.text).toBe(200);
  });

  it('a locked email-code account cannot ask for another code either', async () => {
    const { email } = await customerWithEmailCodes(shop);
    const ip = freshAddress();
    await login(shop.client, ip, { email, password: PASSWORD });
    const code = await latestEmailCode(shop, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(shop.client, ip, { email, password: PASSWORD, otp: wrongCode });
    shop.clock.advance(61_000);
    const resend = await shop.client.call('POST', '/v2/two-factor/resend', { body: { emailOrToken: email }, remoteAddress: ip });
    expect(resend.status).toBe(423);
    expect(resend.json.messages).toEqual([LOCKED]);
  });

  it('resend is refused within 60000 ms of the last code, with Retry-After, then sends a new code', async () => {
    const { email } = await customerWithEmailCodes(shop);
    const ip = freshAddress();
    await login(shop.client, ip, { email, password: PASSWORD });
    const firstCode = await latestEmailCode(shop, email);
    shop.clock.advance(59_000);
    const tooSoon = await shop.client.call('POST', '/v2/two-factor/resend', { body: { emailOrToken: email }, remoteAddress: ip });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.messages[0]).toMatchObject({ code: '2fa_resend_too_soon', field: 'otp' });
    expect(tooSoon.headers['retry-after']).toBe('1');
    // Signing in again meanwhile does not send another code either.
    await login(shop.client, ip, { email, password: PASSWORD });
    expect(await mailCount(shop, email)).toBe(1);
    shop.clock.advance(1_000);
    const resend = await shop.client.call('POST', '/v2/two-factor/resend', { body: { emailOrToken: email }, remoteAddress: ip });
    expect(resend.status, resend.text).toBe(200);
    expect(resend.data.result).toMatchObject({ method: 'email', identifier: `${email.split('@')[0]}****` });
    expect(await mailCount(shop, email)).toBe(2);
    // The new code replaces the old one.
    const newCode = await latestEmailCode(shop, email);
    if (newCode !== firstCode) {
      const old = await login(shop.client, ip, { email, password: PASSWORD, otp: firstCode });
      expect(old.status).toBe(401);
    }
    const ok = await login(shop.client, ip, { email, password: PASSWORD, otp: newCode });
    expect(ok.status, ok.text).toBe(200);
  });

  it('resend is refused for an account whose codes come from an authenticator app', async () => {
    const response = await shop.client.call('POST', '/v2/two-factor/resend', {
      body: { emailOrToken: 'demo-2fa@drawkit.test' },
      remoteAddress: freshAddress(),
    });
    expect(response.status).toBe(422);
    expect(response.json.messages[0].code).toBe('2fa_not_by_email');
  });

  it("'Don't require 2FA again for N days': the device token skips two-factor for 30 days, then not", async () => {
    const { email, secret } = await customerWithAuthenticator(shop);
    const ip = freshAddress();
    const remembered = await login(shop.client, ip, { email, password: PASSWORD, otp: totpCode(secret, shop.clock.now()), rememberDevice: true });
    expect(remembered.status, remembered.text).toBe(200);
    const deviceToken: string = remembered.data.result.deviceToken;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(Date.parse(remembered.data.result.deviceTokenExpiresAt) - shop.clock.now().getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    const skipped = await login(shop.client, ip, { email, password: PASSWORD, deviceToken });
    expect(skipped.status, skipped.text).toBe(200);
    // Another customer's device token does not help.
    const other = await customerWithAuthenticator(shop);
    const foreign = await login(shop.client, ip, { email: other.email, password: PASSWORD, deviceToken });
    expect(foreign.status).toBe(401);
    expect(foreign.json.messages).toEqual([REQUIRED]);
    const restore = shop.clock.now();
    try {
      shop.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
      const expired = await login(shop.client, freshAddress(), { email, password: PASSWORD, deviceToken });
      expect(expired.status).toBe(401);
      expect(expired.json.messages).toEqual([REQUIRED]);
    } finally {
      shop.clock.set(restore);
    }
  });

  it('authenticator set-up: status, QR code, a wrong confirmation code, then turning it off', async () => {
    const { email, session } = await customerWithEmailCodes(shop);
    const begin = await shop.client.call('POST', '/v2/customer/two-factor-auth/authenticator', { session });
    expect(begin.data.result.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(begin.data.result.otpauthUrl).toContain('otpauth://totp/Drawkit:');
    expect(begin.data.result.otpauthUrl).toContain(`secret=${begin.data.result.secret}`);
    const pending = await shop.client.call('GET', '/v2/customer/two-factor-auth', { session });
    expect(pending.data.result).toMatchObject({ enabled: true, method: 'email', authenticatorPending: true });
    const right = totpCode(begin.data.result.secret, shop.clock.now());
    const wrong = await shop.client.call('POST', '/v2/customer/two-factor-auth/authenticator/confirm', {
      session,
      body: { code: right === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.messages[0]).toMatchObject({ code: '2fa_incorrect', field: 'code' });
    const confirmed = await shop.client.call('POST', '/v2/customer/two-factor-auth/authenticator/confirm', { session, body: { code: right } });
    expect(confirmed.data.result).toMatchObject({ enabled: true, method: 'authenticator', authenticatorPending: false });
    const off = await shop.client.call('DELETE', '/v2/customer/two-factor-auth', { session });
    expect(off.data.result).toMatchObject({ enabled: false, method: null });
    const plain = await login(shop.client, freshAddress(), { email, password: PASSWORD });
    expect(plain.status, plain.text).toBe(200);
  });
});
