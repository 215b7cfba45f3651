/**
 * Sign-in sessions. A session is a family: one customer token (used in request signatures) and
 * a chain of refresh tokens, each used once. Presenting a used refresh token again means it
 * leaked, so the whole family is revoked — unless it comes back within a short grace window
 * after its first use: two tabs (or two calls of one page) refreshing at once with the same
 * token are answered with the same successor instead of signing the customer out.
 *
 * The successor of a token is derived from it (HMAC with a server key), so a late twin can be
 * handed the same successor without the plain token ever being stored: only hashes are.
 */
import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId, randomToken, sha256Hex } from '../db/ids';
import { authSessions, refreshTokens } from '../db/schema';
import { runStatementOne, statement } from '../db/statements';

export const REFRESH_TOKEN_TTL_DAYS = 30;
/** How long after its first use a refresh token still gets its successor rather than revoking the family. */
export const REFRESH_GRACE_MS = 20_000;
/** A late twin is walked along at most this many successors used within the window (more is not a race). */
const MAX_GRACE_STEPS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ActiveSession {
  sessionId: string;
  customerId: string;
  customerToken: string;
}

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Stores a refresh token's hash; storing the same token twice (a derived successor) is a no-op. */
async function storeRefreshToken(db: DbOrTx, sessionId: string, token: string, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insert(refreshTokens)
    .values({
      id: newId(),
      sessionId,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
}

async function findRefreshToken(db: DbOrTx, token: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  return row ?? null;
}

/**
 * The key successors are derived with: a key of its own made from the server secret (the JWT
 * key), so a refresh token reveals nothing about access-token signatures and the other way round.
 */
export function successorKey(serverSecret: Uint8Array): Buffer {
  return createHmac('sha256', serverSecret).update('drawkit refresh-token successor v1').digest();
}

function successorOf(token: string, key: Buffer): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

export async function createSession(
  db: DbOrTx,
  customerId: string,
  clock: Clock,
): Promise<ActiveSession & { refreshToken: string }> {
  const session = { sessionId: newId(), customerId, customerToken: randomToken(24) };
  await db.insert(authSessions).values({
    id: session.sessionId,
    customerId,
    customerToken: session.customerToken,
    createdAt: clock.now(),
  });
  const refreshToken = randomToken(32);
  await storeRefreshToken(db, session.sessionId, refreshToken, clock);
  return { ...session, refreshToken };
}

// Every signed-in call reads its session: a prepared statement (db/statements).
const activeSessionStatement = statement<ActiveSession>(
  'active_session',
  `select id as "sessionId", customer_id as "customerId", customer_token as "customerToken" from auth_sessions where id = $1 and revoked_at is null`,
);

export async function findActiveSession(db: DbOrTx, sessionId: string): Promise<ActiveSession | null> {
  return runStatementOne(db, activeSessionStatement, [sessionId]);
}

export async function revokeSession(db: DbOrTx, sessionId: string, clock: Clock): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export type RotationResult =
  | { ok: true; session: ActiveSession; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

const withinGrace = (usedAt: Date | null, now: Date) => usedAt !== null && now.getTime() - usedAt.getTime() <= REFRESH_GRACE_MS;

/**
 * The successor a late twin of `token` gets: the first of the chain that is not used yet. Every
 * link was used within the window (each was made when the one before it was used), else the
 * twin is no twin and null sends it down the reuse path.
 */
async function newestSuccessor(db: DbOrTx, token: string, sessionId: string, key: Buffer, clock: Clock): Promise<string | null> {
  let current = token;
  for (let step = 0; step < MAX_GRACE_STEPS; step += 1) {
    const successor = successorOf(current, key);
    // The first use may not have stored it yet (it is racing us): storing a derived token twice is one row.
    await storeRefreshToken(db, sessionId, successor, clock);
    const row = await findRefreshToken(db, successor);
    if (!row || row.sessionId !== sessionId) return null;
    if (row.usedAt === null) return successor;
    if (!withinGrace(row.usedAt, clock.now())) return null;
    current = successor;
  }
  return null;
}

/** Uses a refresh token once and hands out its successor (the same one to twins within the grace window). */
export async function rotateRefreshToken(db: DbOrTx, token: string, clock: Clock, serverSecret: Uint8Array): Promise<RotationResult> {
  const now = clock.now();
  const row = await findRefreshToken(db, token);
  if (!row) return { ok: false, reason: 'unknown' };
  // Marking it used is one conditional update, so of two racing uses exactly one claims it.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  const key = successorKey(serverSecret);
  let successor: string | null = null;
  if (claimed.length === 0) {
    // Already used: read when (the claim that beat us has committed by now).
    const [used] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.id));
    if (used && withinGrace(used.usedAt, now) && row.expiresAt > now) {
      successor = await newestSuccessor(db, token, row.sessionId, key, clock);
    }
    if (successor === null) {
      await revokeSession(db, row.sessionId, clock);
      return { ok: false, reason: 'reused' };
    }
  }
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  const session = await findActiveSession(db, row.sessionId);
  if (!session) return { ok: false, reason: 'revoked' };
  if (successor === null) {
    successor = successorOf(token, key);
    await storeRefreshToken(db, session.sessionId, successor, clock);
  }
  return { ok: true, session, refreshToken: successor };
}
