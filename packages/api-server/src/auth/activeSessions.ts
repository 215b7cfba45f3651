/**
 * The sessions signed-in calls found active, kept in memory so a call does not read its session
 * row every time: on this path it was one of the two statements of an add to cart and of the
 * eight of a wallet purchase (docs/performance.md). A revoked or deleted session is announced to
 * every server process at commit (migration 0016, db/tableChanges.ts), and hearing it drops what
 * is kept; this process's own revocations are heard before the revoking call returns.
 *
 * Kept only while the change feed is live (a feed that lost its connection may have missed a
 * revocation), and never longer than KEPT_MS, should a notification ever go missing unnoticed.
 */
import type { Db } from '../db/Db';
import { changesOf, EVERY_TABLE, type TableChangeFeed } from '../db/tableChanges';
import { type ActiveSession, findActiveSession } from './sessions';

/** The longest a session found active is trusted without reading it again. */
export const KEPT_MS = 60_000;
const MAX_KEPT = 10_000;

interface Kept {
  session: ActiveSession;
  until: number;
}

class SessionCache {
  private readonly kept = new Map<string, Kept>();
  /** Grows with every revocation heard: a read that began before one may hold a revoked session. */
  private generation = 0;

  constructor(private readonly feed: TableChangeFeed) {
    feed.subscribe((table) => {
      if (table !== 'auth_sessions' && table !== EVERY_TABLE) return;
      this.generation += 1;
      this.kept.clear();
    });
  }

  async find(db: Db, sessionId: string, now: number): Promise<ActiveSession | null> {
    const hit = this.feed.live ? this.kept.get(sessionId) : undefined;
    if (hit && hit.until > now) return hit.session;
    const generation = this.generation;
    const session = await findActiveSession(db, sessionId);
    if (session && this.feed.live && generation === this.generation) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      this.kept.set(sessionId, { session, until: now + KEPT_MS });
    }
    return session;
  }
}

const caches = new WeakMap<Db, SessionCache | null>();

/** The active session `sessionId`, or null when it is unknown or revoked. */
export function activeSession(db: Db, sessionId: string): Promise<ActiveSession | null> {
  let cache = caches.get(db);
  if (cache === undefined) {
    const feed = changesOf(db)?.feed;
    cache = feed ? new SessionCache(feed) : null;
    caches.set(db, cache);
  }
  // Real time, not the shop's clock (which tests move): KEPT_MS bounds a missed notification.
  return cache ? cache.find(db, sessionId, performance.now()) : findActiveSession(db, sessionId);
}
