/**
 * Sign-in sessions. A session is a family: one customer token (used in request signatures) and
 * a chain of refresh tokens, each used once. Presenting a used refresh token again means it
 * leaked, so the whole family is revoked.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId, randomToken, sha256Hex } from '../db/ids';
import { authSessions, refreshTokens } from '../db/schema';

export const REFRESH_TOKEN_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ActiveSession {
  sessionId: string;
  customerId: string;
  customerToken: string;
}

async function issueRefreshToken(db: DbOrTx, sessionId: string, clock: Clock): Promise<string> {
  const token = randomToken(32);
  const now = clock.now();
  await db.insert(refreshTokens).values({
    id: newId(),
    sessionId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  return token;
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
  const refreshToken = await issueRefreshToken(db, session.sessionId, clock);
  return { ...session, refreshToken };
}

export async function findActiveSession(db: DbOrTx, sessionId: string): Promise<ActiveSession | null> {
  const [row] = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  return row ? { sessionId: row.id, customerId: row.customerId, customerToken: row.customerToken } : null;
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

/** Uses a refresh token once and hands out its successor. */
export async function rotateRefreshToken(db: DbOrTx, token: string, clock: Clock): Promise<RotationResult> {
  const now = clock.now();
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  // Marking it used is one conditional update, so two racing uses cannot both succeed.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeSession(db, row.sessionId, clock);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  const session = await findActiveSession(db, row.sessionId);
  if (!session) return { ok: false, reason: 'revoked' };
  return { ok: true, session, refreshToken: await issueRefreshToken(db, session.sessionId, clock) };
}
