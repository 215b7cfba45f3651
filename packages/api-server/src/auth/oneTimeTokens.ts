/**
 * Single-use links (autologin, transfer, password reset): a random token handed out once and
 * stored as its SHA-256 hash. Looking one up does not use it, so an autologin that first
 * answers "2fa_required" still works when the code comes; using it is one conditional update.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId, randomToken, sha256Hex } from '../db/ids';
import { oneTimeTokens, type OneTimeTokenKind } from '../db/schema';
import { fail } from '../http/ApiFailure';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export async function mintOneTimeToken(
  db: DbOrTx,
  clock: Clock,
  customerId: string,
  kind: OneTimeTokenKind,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(oneTimeTokens).values({ id: newId(), customerId, kind, tokenHash: sha256Hex(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The unused, unexpired token of one of `kinds`, or null. */
export async function findOneTimeToken(
  db: DbOrTx,
  clock: Clock,
  token: string,
  kinds: readonly OneTimeTokenKind[],
): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256Hex(token)), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, clock.now())));
  return row && kinds.includes(row.kind) ? row : null;
}

/** Like findOneTimeToken, but answers 410 `token_invalid` ("expired or has already been used"). */
export async function requireOneTimeToken(
  db: DbOrTx,
  clock: Clock,
  token: string,
  kind: OneTimeTokenKind,
): Promise<OneTimeTokenRow> {
  const row = await findOneTimeToken(db, clock, token, [kind]);
  if (!row) fail('token_invalid', { field: 'token' });
  return row;
}

/** Uses the token; of two racing uses only one succeeds, the other gets `token_invalid`. */
export async function useOneTimeToken(db: DbOrTx, clock: Clock, row: OneTimeTokenRow): Promise<void> {
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: clock.now() })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  if (used.length === 0) fail('token_invalid', { field: 'token' });
}
