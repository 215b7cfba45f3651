/**
 * Lockout after repeated wrong passwords: 5 within 15 minutes lock sign-in for 15 minutes
 * (AUTH_POLICY). Counted in the database, so every server process sees the same count.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { AUTH_POLICY } from './authPolicy';
import type { CustomerRow } from './customerQueries';

function lockedMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many incorrect sign-in attempts. Your account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}; please try again later or reset your password.`;
}

/** Refuses sign-in while the account is locked, even with the right password. */
export function assertNotPasswordLocked(customer: CustomerRow, clock: Clock): void {
  const now = clock.now();
  if (customer.passwordLockedUntil && customer.passwordLockedUntil > now) {
    fail('account_locked', { message: lockedMessage(customer.passwordLockedUntil, now) });
  }
}

/** Counts a wrong password; the one that reaches the limit locks the account and answers so. */
export async function recordPasswordFailure(db: DbOrTx, clock: Clock, customerId: string): Promise<void> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - AUTH_POLICY.passwordFailureWindowMs);
  // One statement, so racing wrong guesses are all counted; a stale window starts again at 1.
  const stale = sql`(${customers.failedPasswordSince} is null or ${customers.failedPasswordSince} < ${windowStart})`;
  const [row] = await db
    .update(customers)
    .set({
      failedPasswordCount: sql`case when ${stale} then 1 else ${customers.failedPasswordCount} + 1 end`,
      failedPasswordSince: sql`case when ${stale} then ${now}::timestamptz else ${customers.failedPasswordSince} end`,
    })
    .where(eq(customers.id, customerId))
    .returning({ count: customers.failedPasswordCount });
  if (!row || row.count < AUTH_POLICY.maxPasswordFailures) return;
  const until = new Date(now.getTime() + AUTH_POLICY.passwordLockMs);
  await db
    .update(customers)
    .set({ passwordLockedUntil: until, failedPasswordCount: 0, failedPasswordSince: null })
    .where(eq(customers.id, customerId));
  fail('account_locked', { message: lockedMessage(until, now) });
}

export async function clearPasswordFailures(db: DbOrTx, customer: CustomerRow): Promise<void> {
  if (customer.failedPasswordCount === 0 && customer.passwordLockedUntil === null) return;
  await db
    .update(customers)
    .set({ failedPasswordCount: 0, failedPasswordSince: null, passwordLockedUntil: null })
    .where(eq(customers.id, customer.id));
}
