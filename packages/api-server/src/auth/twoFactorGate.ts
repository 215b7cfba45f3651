/**
 * The second factor of a sign-in (login, autologin, transfer), after the first has passed.
 * Errors carry field `otp` (shop-specialised §5): no or a malformed code gives 401
 * `2fa_required` "A 6 digit code is required." (and, for the email method, mails a code
 * unless one went out within 60 s); a wrong or expired one 401 `2fa_incorrect`; the fifth wrong
 * code in a row locks two-factor sign-in: 423 `2fa_account_locked` with the spec's message,
 * whatever is sent, for 30 minutes from `twoFactorLockedAt` (AUTH_POLICY.twoFactorLockMs); then
 * the count of wrong codes starts again. (A lock that only support could lift would let anyone
 * who knows a password keep its owner out for good.)
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { AUTH_POLICY } from './authPolicy';
import type { CustomerRow } from './customerQueries';
import { resendWaitMs, sendEmailCode, spendEmailCode } from './emailCodes';
import { matchTotp } from './totp';
import { isTrustedDevice, trustDevice } from './trustedDevices';

export interface SecondFactor {
  code?: string | undefined;
  rememberDevice?: boolean | undefined;
  deviceToken?: string | undefined;
}

export interface SecondFactorPassed {
  deviceToken?: string;
  deviceTokenExpiresAt?: string;
}

const CODE_PATTERN = new RegExp(`^\\d{${AUTH_POLICY.codeLength}}$`);
const OTP = { field: 'otp' } as const;

/** Whether the customer's two-factor lock still holds at `now`. */
export function twoFactorLockHolds(customer: Pick<CustomerRow, 'twoFactorLockedAt'>, now: Date): boolean {
  const lockedAt = customer.twoFactorLockedAt;
  return lockedAt !== null && now.getTime() - lockedAt.getTime() < AUTH_POLICY.twoFactorLockMs;
}

export function assertNotTwoFactorLocked(customer: CustomerRow, clock: Clock): void {
  if (twoFactorLockHolds(customer, clock.now())) fail('2fa_account_locked', OTP);
}

/** Checks the code against the customer's method; a TOTP code is then spent. */
async function codeMatches(db: DbOrTx, clock: Clock, customer: CustomerRow, code: string): Promise<boolean> {
  if (customer.twoFactorMethod === 'email') return spendEmailCode(db, clock, customer.id, code);
  if (!customer.totpSecret) return false;
  const step = matchTotp(customer.totpSecret, code, clock.now(), customer.totpLastStep);
  if (step === null) return false;
  // Conditional, so the same code racing in twice is accepted once.
  const spent = await db
    .update(customers)
    .set({ totpLastStep: step })
    .where(sql`${customers.id} = ${customer.id} and (${customers.totpLastStep} is null or ${customers.totpLastStep} < ${step})`)
    .returning({ id: customers.id });
  return spent.length === 1;
}

/** Counts a wrong code (from 1 again after a lock ran out); the one that reaches the limit locks. */
async function recordWrongCode(db: DbOrTx, clock: Clock, customerId: string): Promise<never> {
  const now = clock.now();
  const lockEndedBy = new Date(now.getTime() - AUTH_POLICY.twoFactorLockMs);
  const lockOver = sql`(${customers.twoFactorLockedAt} is not null and ${customers.twoFactorLockedAt} <= ${lockEndedBy})`;
  // One statement, so racing wrong codes are all counted.
  const [row] = await db
    .update(customers)
    .set({
      failedOtpCount: sql`case when ${lockOver} then 1 else ${customers.failedOtpCount} + 1 end`,
      twoFactorLockedAt: sql`case when ${lockOver} then null else ${customers.twoFactorLockedAt} end`,
    })
    .where(eq(customers.id, customerId))
    .returning({ count: customers.failedOtpCount });
  if (row && row.count >= AUTH_POLICY.maxOtpFailures) {
    await db
      .update(customers)
      .set({ twoFactorLockedAt: now })
      .where(and(eq(customers.id, customerId), isNull(customers.twoFactorLockedAt)));
    fail('2fa_account_locked', OTP);
  }
  fail('2fa_incorrect', OTP);
}

export async function passTwoFactor(
  db: DbOrTx,
  clock: Clock,
  customer: CustomerRow,
  factor: SecondFactor,
): Promise<SecondFactorPassed> {
  if (!customer.twoFactorMethod) return {};
  assertNotTwoFactorLocked(customer, clock);
  if (factor.deviceToken && (await isTrustedDevice(db, clock, customer.id, factor.deviceToken))) return {};
  const code = factor.code?.trim() ?? '';
  if (!CODE_PATTERN.test(code)) {
    if (code === '' && customer.twoFactorMethod === 'email' && (await resendWaitMs(db, clock, customer.id)) === 0) {
      await sendEmailCode(db, clock, customer);
    }
    fail('2fa_required', OTP);
  }
  if (!(await codeMatches(db, clock, customer, code))) await recordWrongCode(db, clock, customer.id);
  if (customer.failedOtpCount > 0 || customer.twoFactorLockedAt !== null) {
    await db.update(customers).set({ failedOtpCount: 0, twoFactorLockedAt: null }).where(eq(customers.id, customer.id));
  }
  if (!factor.rememberDevice) return {};
  const device = await trustDevice(db, clock, customer.id);
  return { deviceToken: device.token, deviceTokenExpiresAt: device.expiresAt.toISOString() };
}
