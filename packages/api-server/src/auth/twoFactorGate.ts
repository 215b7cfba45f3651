/**
 * The second factor of a sign-in (login, autologin, transfer), after the first has passed.
 * Errors carry field `otp` (shop-specialised §5): no or a malformed code gives 401
 * `2fa_required` "A 6 digit code is required." (and, for the email method, mails a code
 * unless one went out within 60 s); a wrong or expired one 401 `2fa_incorrect`; the fifth wrong
 * code in a row locks the account: 423 `2fa_account_locked`, from then on whatever is sent.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { AUTH_POLICY } from './authPolicy';
import type { CustomerRow } from './customerQueries';
import { resendWaitMs, sendEmailCode, useEmailCode } from './emailCodes';
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

export function assertNotTwoFactorLocked(customer: CustomerRow): void {
  if (customer.twoFactorLockedAt) fail('2fa_account_locked', OTP);
}

/** Checks the code against the customer's method; a TOTP code is then spent. */
async function codeMatches(db: DbOrTx, clock: Clock, customer: CustomerRow, code: string): Promise<boolean> {
  if (customer.twoFactorMethod === 'email') return useEmailCode(db, clock, customer.id, code);
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

/** Counts a wrong code; the one that reaches the limit locks the account. */
async function recordWrongCode(db: DbOrTx, clock: Clock, customerId: string): Promise<never> {
  const [row] = await db
    .update(customers)
    .set({ failedOtpCount: sql`${customers.failedOtpCount} + 1` })
    .where(eq(customers.id, customerId))
    .returning({ count: customers.failedOtpCount });
  if (row && row.count >= AUTH_POLICY.maxOtpFailures) {
    await db.update(customers).set({ twoFactorLockedAt: clock.now() }).where(eq(customers.id, customerId));
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
  assertNotTwoFactorLocked(customer);
  if (factor.deviceToken && (await isTrustedDevice(db, clock, customer.id, factor.deviceToken))) return {};
  const code = factor.code?.trim() ?? '';
  if (!CODE_PATTERN.test(code)) {
    if (code === '' && customer.twoFactorMethod === 'email' && (await resendWaitMs(db, clock, customer.id)) === 0) {
      await sendEmailCode(db, clock, customer);
    }
    fail('2fa_required', OTP);
  }
  if (!(await codeMatches(db, clock, customer, code))) await recordWrongCode(db, clock, customer.id);
  if (customer.failedOtpCount > 0) await db.update(customers).set({ failedOtpCount: 0 }).where(eq(customers.id, customer.id));
  if (!factor.rememberDevice) return {};
  const device = await trustDevice(db, clock, customer.id);
  return { deviceToken: device.token, deviceTokenExpiresAt: device.expiresAt.toISOString() };
}
