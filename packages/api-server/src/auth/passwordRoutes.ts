/**
 * Passwords: forgot (always 200; mails a single-use /login/reset/{token} link valid 1 hour),
 * reset by that link, the forced change of a flagged customer, and the signed-in change
 * (form). A new password ends the customer's other sessions and forgets remembered devices.
 */
import {
  changePasswordSchema,
  forceChangePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@drawkit/contract/schemas';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { authSessions, customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { NO_CONTENT } from '../http/envelope';
import { registerRoute } from '../http/registerRoute';
import { sendMail } from '../mail/outbox';
import { AUTH_POLICY } from './authPolicy';
import { findCustomerByEmail, findCustomerById } from './customerQueries';
import { mintOneTimeToken, requireOneTimeToken, useOneTimeToken } from './oneTimeTokens';
import { forgetClientFailures } from './passwordDelay';
import { hashPassword, verifyPassword } from './passwords';
import type { RateLimiter } from './rateLimiter';
import { limitCodeCall, limitSignInAccount, limitSignInAddress } from './signInLimits';
import { forgetDevices } from './trustedDevices';

/** Stores a new password, clears the account-wide wrong-password count and the forced-change flag, ends other sessions. */
async function setPassword(
  db: DbOrTx,
  clock: Clock,
  customerId: string,
  passwordHash: string,
  keepSessionId: string | null,
): Promise<void> {
  await db
    .update(customers)
    .set({ passwordHash, forcePasswordChange: false, failedPasswordCount: 0, failedPasswordSince: null, passwordLockedUntil: null })
    .where(eq(customers.id, customerId));
  await db
    .update(authSessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(authSessions.customerId, customerId),
        isNull(authSessions.revokedAt),
        keepSessionId === null ? undefined : ne(authSessions.id, keepSessionId),
      ),
    );
  await forgetDevices(db, clock, customerId);
}

export function registerPasswordRoutes(server: FastifyInstance, deps: AppDeps, limiter: RateLimiter): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'passwordForgot', { body: forgotPasswordSchema }, async ({ body, request }) => {
    await limitCodeCall(limiter, request, body.email);
    const customer = await findCustomerByEmail(db, body.email);
    // The same answer whether or not the account exists.
    if (customer) {
      const { token } = await mintOneTimeToken(db, clock, customer.id, 'password_reset', AUTH_POLICY.passwordResetTtlMs);
      await sendMail(db, clock, {
        to: customer.email,
        kind: 'password_reset',
        subject: 'Reset your Drawkit password',
        text: [
          `Hi ${customer.firstname},`,
          '',
          'Choose a new password with this link. It works once, for the next hour:',
          `${deps.publicOrigin}/login/reset/${token}`,
          '',
          'If you did not ask for this, you can ignore this email.',
        ].join('\n'),
      });
    }
    return { result: null, messages: [{ code: 'password_reset_sent', level: 'success', message: 'If an account exists for this email address, we have sent it a link to reset the password.' }] };
  });

  registerRoute(server, deps, 'passwordReset', { body: resetPasswordSchema }, async ({ body, request }) => {
    await limitSignInAddress(limiter, request);
    const token = await requireOneTimeToken(db, clock, body.token, 'password_reset');
    const customer = await findCustomerById(db, token.customerId);
    if (!customer) fail('token_invalid', { field: 'token' });
    // Before the new password is hashed.
    await limitSignInAccount(limiter, request, customer.email, 'password-reset');
    const passwordHash = await hashPassword(body.password, deps.passwordCost);
    await useOneTimeToken(db, clock, token);
    await setPassword(db, clock, token.customerId, passwordHash, null);
    await forgetClientFailures(limiter, request, customer.email);
    return NO_CONTENT;
  });

  registerRoute(server, deps, 'passwordForceChange', { body: forceChangePasswordSchema }, async ({ auth, body }) => {
    const customer = await findCustomerById(db, auth.customerId);
    if (!customer) fail('unauthorised');
    if (!customer.forcePasswordChange) fail('password_change_not_required');
    await setPassword(db, clock, customer.id, await hashPassword(body.password, deps.passwordCost), auth.sessionId);
    return NO_CONTENT;
  });

  registerRoute(server, deps, 'changePassword', { body: changePasswordSchema }, async ({ auth, body, request }) => {
    await limitCodeCall(limiter, request, auth.customerId);
    const customer = await findCustomerById(db, auth.customerId);
    if (!customer) fail('unauthorised');
    if (!(await verifyPassword(body.currentPassword, customer.passwordHash))) fail('password_incorrect', { field: 'currentPassword' });
    await setPassword(db, clock, customer.id, await hashPassword(body.newPassword, deps.passwordCost), auth.sessionId);
    return NO_CONTENT;
  });
}
