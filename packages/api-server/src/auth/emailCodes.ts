/**
 * Two-factor codes sent by email: 6 random digits (crypto), valid 10 minutes, stored hashed,
 * used once. A new code replaces the unused ones, and none is sent within 60000 ms of the last
 * (shop-core §9 resend cooldown).
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId, sha256Hex } from '../db/ids';
import { twoFactorCodes } from '../db/schema';
import { sendMail } from '../mail/outbox';
import { AUTH_POLICY } from './authPolicy';
import type { CustomerRow } from './customerQueries';

const hashOf = (codeId: string, code: string) => sha256Hex(`${codeId}:${code}`);

/** When the last code went out, or null. */
export async function lastCodeSentAt(db: DbOrTx, customerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: twoFactorCodes.createdAt })
    .from(twoFactorCodes)
    .where(eq(twoFactorCodes.customerId, customerId))
    .orderBy(desc(twoFactorCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Milliseconds until another code may be sent (0 when one may go now). */
export async function resendWaitMs(db: DbOrTx, clock: Clock, customerId: string): Promise<number> {
  const last = await lastCodeSentAt(db, customerId);
  if (!last) return 0;
  return Math.max(0, last.getTime() + AUTH_POLICY.resendCooldownMs - clock.now().getTime());
}

/** Makes a code, replaces the unused ones and mails it. Callers check the cooldown first. */
export async function sendEmailCode(db: DbOrTx, clock: Clock, customer: CustomerRow): Promise<Date> {
  const now = clock.now();
  const code = String(randomInt(0, 10 ** AUTH_POLICY.codeLength)).padStart(AUTH_POLICY.codeLength, '0');
  const id = newId();
  await db
    .update(twoFactorCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorCodes.customerId, customer.id), isNull(twoFactorCodes.usedAt)));
  await db.insert(twoFactorCodes).values({
    id,
    customerId: customer.id,
    codeHash: hashOf(id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_POLICY.emailCodeTtlMs),
  });
  await sendMail(db, clock, {
    to: customer.email,
    kind: 'two_factor_code',
    subject: `${code} is your Drawkit sign-in code`,
    text: [
      `Hi ${customer.firstname},`,
      '',
      `Your sign-in code is ${code}. It works once, for the next 10 minutes.`,
      '',
      "If you did not try to sign in, change your password and contact support.",
    ].join('\n'),
  });
  return now;
}

/** Uses the customer's current code if `code` matches it and it has not expired. */
export async function spendEmailCode(db: DbOrTx, clock: Clock, customerId: string, code: string): Promise<boolean> {
  const now = clock.now();
  const live = await db
    .select()
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.customerId, customerId), isNull(twoFactorCodes.usedAt), gt(twoFactorCodes.expiresAt, now)));
  const match = live.find((row) => row.codeHash === hashOf(row.id, code));
  if (!match) return false;
  const used = await db
    .update(twoFactorCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorCodes.id, match.id), isNull(twoFactorCodes.usedAt)))
    .returning({ id: twoFactorCodes.id });
  return used.length === 1;
}
