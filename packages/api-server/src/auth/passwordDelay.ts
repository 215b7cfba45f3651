/**
 * Wrong passwords slow down whoever sends them; nothing locks the account, because a lock
 * would let anyone lock anyone out (policies in authPolicy's PASSWORD_DELAYS):
 *
 * - Per account and client address: after 3 wrong passwords, each further one makes that
 *   client's next attempt at that account wait 1 s, 2 s, 4 s … up to 5 minutes (429
 *   `rate_limited`, Retry-After). Kept by the rate limiter (Redis when configured, so every
 *   process agrees); forgotten an hour after the latest, or when the password turns out right.
 * - Per account from anywhere, in the database (`failedPasswordCount` since
 *   `failedPasswordSince`; `passwordLockedUntil` is when the current wait ends): much looser,
 *   20 wrong passwords in 24 hours before the same doubling starts. It bounds guessing spread
 *   over many addresses.
 *
 * The account-wide wait and the account's sign-in bucket do not apply to a trusted client: one
 * that signed in to the account from this address in the last 30 days, or that sends the
 * account's remembered-device token. So a flood from elsewhere slows only the flood; the owner
 * at a known address or on a remembered device is never held back, and on a new address waits
 * at most the account-wide delay (or resets the password). Every check comes before the
 * password is hashed. An unknown email is slowed like an account, so answers do not reveal
 * which accounts exist (until the account-wide count, as with any lockout).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { customers } from '../db/schema';
import { AUTH_POLICY, delayAfter, PASSWORD_DELAYS } from './authPolicy';
import type { CustomerRow } from './customerQueries';
import { type RateLimiter, refuseFor } from './rateLimiter';
import { accountOf, clientOf, limitSignInAccount } from './signInLimits';
import { isTrustedDevice } from './trustedDevices';

const waitMessage = (wait: string) => `Too many incorrect sign-in attempts. Please wait ${wait} and try again, or reset your password.`;

/** Wrong passwords for one account (by email, so unknown emails count alike) from one client. */
function failuresKeyOf(email: string, request: FastifyRequest): string {
  return `password-failures:${accountOf(email)}:${clientOf(request)}`;
}

/** A client that completed a sign-in to the account. */
function knownClientKey(customerId: string, request: FastifyRequest): string {
  return `known-client:${customerId}:${clientOf(request)}`;
}

export interface PasswordAttempt {
  /** The (account, client) failure count's key. */
  failuresKey: string;
}

interface Context {
  db: DbOrTx;
  clock: Clock;
  limiter: RateLimiter;
  request: FastifyRequest;
}

/**
 * Before a password is checked: refuses (429, Retry-After) while this client must wait after
 * its own wrong passwords for this account, and, unless the client is trusted, while the
 * account-wide wait lasts or the account's sign-in bucket is empty.
 */
export async function admitPasswordAttempt(
  { db, clock, limiter, request }: Context,
  email: string,
  customer: CustomerRow | null,
  deviceToken: string | undefined,
): Promise<PasswordAttempt> {
  const failuresKey = failuresKeyOf(email, request);
  const ownWait = await limiter.waitMs(failuresKey, PASSWORD_DELAYS.perClient);
  if (ownWait > 0) refuseFor(request, ownWait, waitMessage);
  const trusted =
    customer !== null &&
    ((await limiter.isMarked(knownClientKey(customer.id, request))) ||
      (deviceToken !== undefined && (await isTrustedDevice(db, clock, customer.id, deviceToken))));
  if (!trusted) {
    const accountWait = customer?.passwordLockedUntil ? customer.passwordLockedUntil.getTime() - clock.now().getTime() : 0;
    if (accountWait > 0) refuseFor(request, accountWait, waitMessage);
    await limitSignInAccount(limiter, request, email, 'login');
  }
  return { failuresKey };
}

/** Counts a wrong password for the client and, when the account exists, for the account. */
export async function countWrongPassword({ db, clock, limiter }: Context, attempt: PasswordAttempt, customer: CustomerRow | null): Promise<void> {
  await limiter.addFailure(attempt.failuresKey, PASSWORD_DELAYS.perClient);
  if (customer) await countAccountFailure(db, clock, customer.id);
}

/** The right password: the client's failures are forgotten (the account-wide count runs out by itself). */
export async function forgetWrongPasswords({ limiter }: Context, attempt: PasswordAttempt): Promise<void> {
  await limiter.forget(attempt.failuresKey);
}

/** A new password (by a reset link) also ends the waits of the client that set it. */
export async function forgetClientFailures(limiter: RateLimiter, request: FastifyRequest, email: string): Promise<void> {
  await limiter.forget(failuresKeyOf(email, request));
}

/** After a complete sign-in (or sign-up) the client is known to the account for 30 days. */
export async function rememberClient(limiter: RateLimiter, request: FastifyRequest, customerId: string): Promise<void> {
  await limiter.mark(knownClientKey(customerId, request), AUTH_POLICY.knownClientMs);
}

async function countAccountFailure(db: DbOrTx, clock: Clock, customerId: string): Promise<void> {
  const policy = PASSWORD_DELAYS.perAccount;
  const now = clock.now();
  const windowStart = new Date(now.getTime() - policy.windowMs);
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
  const delay = row ? delayAfter(row.count, policy) : 0;
  if (delay === 0) return;
  const until = new Date(now.getTime() + delay);
  // Only ever later, so a slower racing update cannot shorten the wait.
  await db
    .update(customers)
    .set({ passwordLockedUntil: until })
    .where(and(eq(customers.id, customerId), or(isNull(customers.passwordLockedUntil), lt(customers.passwordLockedUntil, until))));
}
