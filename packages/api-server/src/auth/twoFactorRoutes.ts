/**
 * Two-factor calls: `POST /check-email` (how an account signs in), `POST /two-factor/resend`
 * (another emailed code, not within 60000 ms of the last, nor once locked) and the settings
 * under `/customer/two-factor-auth` (status, authenticator set-up with a QR code and
 * confirmation, the email method, turning it off).
 */
import type { AuthenticatorSetup, CheckEmailResult, TwoFactorAuth, TwoFactorResendResult, TwoFactorStatus } from '@drawkit/contract';
import { emailOrTokenSchema, twoFactorCodeSchema } from '@drawkit/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { AUTH_POLICY } from './authPolicy';
import { type CustomerRow, findCustomerByEmail, findCustomerById } from './customerQueries';
import { resendWaitMs, sendEmailCode } from './emailCodes';
import { maskEmail } from './maskEmail';
import { findOneTimeToken } from './oneTimeTokens';
import type { RateLimiter } from './rateLimiter';
import { setRetryAfter } from './retryAfter';
import { limitCodeAccount, limitCodeAddress, limitCodeCall, limitSignInAccount, limitSignInAddress } from './signInLimits';
import { matchTotp, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp';
import { forgetDevices } from './trustedDevices';
import { assertNotTwoFactorLocked } from './twoFactorGate';

export function twoFactorAuthOf(customer: CustomerRow | null): TwoFactorAuth {
  const method = customer?.twoFactorMethod ?? null;
  return {
    enabled: method !== null,
    method,
    identifier: customer && method === 'email' ? maskEmail(customer.email) : null,
    rememberDeviceDays: AUTH_POLICY.rememberDeviceDays,
  };
}

function statusOf(customer: CustomerRow): TwoFactorStatus {
  return { ...twoFactorAuthOf(customer), authenticatorPending: customer.totpPendingSecret !== null };
}

/** `emailOrToken`: an email address, or an unused autologin or transfer token. */
export async function customerByEmailOrToken(db: DbOrTx, clock: Clock, value: string): Promise<CustomerRow | null> {
  if (value.includes('@')) return findCustomerByEmail(db, value);
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(value)) return null;
  const token = await findOneTimeToken(db, clock, value, ['autologin', 'transfer']);
  return token ? findCustomerById(db, token.customerId) : null;
}

async function signedInCustomer(db: DbOrTx, customerId: string): Promise<CustomerRow> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) fail('unauthorised');
  return customer;
}

export function registerTwoFactorRoutes(server: FastifyInstance, deps: AppDeps, limiter: RateLimiter): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'checkEmail', { body: emailOrTokenSchema }, async ({ body, request }) => {
    await limitSignInAddress(limiter, request);
    const customer = await customerByEmailOrToken(db, clock, body.emailOrToken);
    // Per account: a link counts against its customer's email, so both ways share one bucket.
    await limitSignInAccount(limiter, request, customer?.email ?? body.emailOrToken, 'check-email');
    const result: CheckEmailResult = { twoFactorAuth: twoFactorAuthOf(customer) };
    return { result };
  });

  registerRoute(server, deps, 'twoFactorResend', { body: emailOrTokenSchema }, async ({ body, request }) => {
    await limitCodeAddress(limiter, request);
    const customer = await customerByEmailOrToken(db, clock, body.emailOrToken);
    await limitCodeAccount(limiter, request, customer?.email ?? body.emailOrToken);
    if (customer?.twoFactorMethod !== 'email') fail('2fa_not_by_email', { field: 'otp' });
    assertNotTwoFactorLocked(customer, clock);
    const waitMs = await resendWaitMs(db, clock, customer.id);
    if (waitMs > 0) {
      setRetryAfter(request, Math.ceil(waitMs / 1000));
      fail('2fa_resend_too_soon', { field: 'otp' });
    }
    const sentAt = await sendEmailCode(db, clock, customer);
    const result: TwoFactorResendResult = {
      method: 'email',
      identifier: maskEmail(customer.email),
      resendAvailableAt: new Date(sentAt.getTime() + AUTH_POLICY.resendCooldownMs).toISOString(),
    };
    return { result };
  });

  registerRoute(server, deps, 'twoFactorStatus', {}, async ({ auth }) => ({
    result: statusOf(await signedInCustomer(db, auth.customerId)),
  }));

  registerRoute(server, deps, 'twoFactorAuthenticatorBegin', {}, async ({ auth }) => {
    const customer = await signedInCustomer(db, auth.customerId);
    const secret = newTotpSecret();
    await db.update(customers).set({ totpPendingSecret: secret }).where(eq(customers.id, customer.id));
    const url = otpauthUrl(secret, customer.email);
    const result: AuthenticatorSetup = { secret, otpauthUrl: url, qrCodeDataUrl: await qrCodeDataUrl(url) };
    return { result };
  });

  registerRoute(server, deps, 'twoFactorAuthenticatorConfirm', { body: twoFactorCodeSchema }, async ({ auth, body, request }) => {
    await limitCodeCall(limiter, request, auth.customerId);
    const customer = await signedInCustomer(db, auth.customerId);
    if (!customer.totpPendingSecret) fail('2fa_setup_missing');
    const step = matchTotp(customer.totpPendingSecret, body.code, clock.now(), null);
    // 422, not 401: a signed-in call answering 401 would make the client refresh its session.
    if (step === null) fail('2fa_incorrect', { field: 'code', status: 422 });
    const [updated] = await db
      .update(customers)
      .set({
        twoFactorMethod: 'authenticator',
        totpSecret: customer.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
        failedOtpCount: 0,
      })
      .where(eq(customers.id, customer.id))
      .returning();
    return { result: statusOf(updated ?? customer) };
  });

  registerRoute(server, deps, 'twoFactorEmail', {}, async ({ auth }) => {
    const [updated] = await db
      .update(customers)
      .set({ twoFactorMethod: 'email', totpSecret: null, totpPendingSecret: null, totpLastStep: null, failedOtpCount: 0 })
      .where(eq(customers.id, auth.customerId))
      .returning();
    if (!updated) fail('unauthorised');
    return { result: statusOf(updated) };
  });

  registerRoute(server, deps, 'twoFactorDisable', {}, async ({ auth }) => {
    const [updated] = await db
      .update(customers)
      .set({ twoFactorMethod: null, totpSecret: null, totpPendingSecret: null, totpLastStep: null, failedOtpCount: 0 })
      .where(eq(customers.id, auth.customerId))
      .returning();
    if (!updated) fail('unauthorised');
    await forgetDevices(db, clock, updated.id);
    return { result: statusOf(updated) };
  });
}
