/**
 * Which tables changed, heard by every server process. A trigger on each table the public reads
 * are built from (migration 0005) announces a committed write with
 * `NOTIFY drawkit_table_changes, '<table>'`; caches of those reads (http/responseCache.ts, the
 * app registry) drop what the change may have made stale. Writes of any kind are heard: the
 * draw engine's steps, new draws, pre-orders opening, syndicate shares sold, a seed, or an
 * operator's UPDATE in psql.
 *
 * PostgreSQL: a connection of its own LISTENs for the life of the database (other processes'
 * writes arrive about a millisecond after their commit), and every pool connection LISTENs too,
 * so this process's own writes are heard before the writing call returns (a session gets its
 * own notifications before it reports the transaction done). When the listening connection is
 * lost, changes may be missed: the feed says so (`live` false, listeners told `*`) and
 * reconnects. PGlite: one process, whose notifications arrive before the committing call returns.
 *
 * An announcement names its transaction too (`<table>:<transaction id>`, migration 0015), so the
 * feed counts a commit once however many of the process's connections hear it: a second hearing
 * would drop whatever was read between the two. A bare table name (an operator's NOTIFY) counts
 * every time.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, DbOrTx } from './Db';
import { databaseOf } from './driverOf';

export const TABLE_CHANGES_CHANNEL = 'drawkit_table_changes';
/** Told to listeners when changes may have been missed: drop everything. */
export const EVERY_TABLE = '*';

export type TableChangeListener = (table: string) => void;

export interface TableChangeFeed {
  /** True while every committed change is heard; a cache must not answer from memory otherwise. */
  readonly live: boolean;
  /** Grows with every change heard (and every loss of the connection): a read that started at another version may be stale. */
  readonly version: number;
  subscribe(listener: TableChangeListener): () => void;
  close(): Promise<void>;
}

/** Per database (driverOf.databaseOf: a transaction finds its database's entry too): the feed, and the database itself. */
const feeds = new WeakMap<object, { db: Db; feed: TableChangeFeed }>();

/**
 * The feed of the database `db` belongs to (opened by db/openDatabase), or null: then nothing may
 * be cached. With it the database handle itself (not a transaction on it), for caches read inside
 * a transaction: what they keep must be read outside it, where only committed writes show.
 */
export function changesOf(db: DbOrTx): { db: Db; feed: TableChangeFeed } | null {
  return feeds.get(databaseOf(db)) ?? null;
}

export function registerTableChanges(db: Db, feed: TableChangeFeed): void {
  feeds.set(databaseOf(db), { db, feed });
}

/**
 * Announcements remembered to tell a commit's later hearings from new commits. They come within
 * milliseconds of each other; should more than this many others come between, the commit counts
 * twice, which only drops a cached read more than needed.
 */
const REMEMBERED_ANNOUNCEMENTS = 1024;

/** The bookkeeping both drivers share: version, listeners, live. */
class Feed implements TableChangeFeed {
  live = false;
  version = 0;
  private readonly listeners = new Set<TableChangeListener>();
  private readonly announced = new Set<string>();

  constructor(readonly closeFeed: () => Promise<void>) {}

  /** An announcement as NOTIFY carried it: `<table>:<transaction id>`, or a bare table name. */
  announcement(payload: string): void {
    const at = payload.lastIndexOf(':');
    if (at < 0) {
      this.heard(payload);
      return;
    }
    if (this.announced.has(payload)) return;
    this.announced.add(payload);
    if (this.announced.size > REMEMBERED_ANNOUNCEMENTS) {
      // A Set iterates in insertion order: the oldest goes.
      for (const oldest of this.announced) {
        this.announced.delete(oldest);
        break;
      }
    }
    this.heard(payload.slice(0, at));
  }

  heard(table: string): void {
    this.version += 1;
    for (const listener of this.listeners) {
      try {
        listener(table);
      } catch (error) {
        console.error('Table change listener failed:', error);
      }
    }
  }

  setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    // Whatever was read before, or while, the feed could not hear changes is suspect.
    this.heard(EVERY_TABLE);
  }

  subscribe(listener: TableChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    this.live = false;
    return this.closeFeed();
  }
}

export async function pgliteTableChanges(client: PGlite): Promise<TableChangeFeed> {
  let unlisten: (() => Promise<void>) | null = null;
  const feed = new Feed(async () => {
    await unlisten?.().catch(() => undefined);
  });
  unlisten = await client.listen(TABLE_CHANGES_CHANNEL, (payload) => feed.announcement(payload));
  feed.setLive(true);
  return feed;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface PostgresTableChanges {
  feed: TableChangeFeed;
  /** The pool's `onConnect`: each pool connection LISTENs before it is first handed out. */
  onPoolConnect(client: pg.ClientBase): Promise<void>;
  /** Opens the listening connection (from `config`, the pool's settings); resolves once it listens or has failed (then it retries). */
  start(): Promise<void>;
}

export function postgresTableChanges(config: pg.ClientConfig): PostgresTableChanges {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const feed = new Feed(async () => {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    const listening = client;
    client = null;
    await listening?.end().catch(() => undefined);
  });
  const onNotification = (message: pg.Notification) => {
    if (message.channel === TABLE_CHANGES_CHANNEL) feed.announcement(message.payload || EVERY_TABLE);
  };

  const lost = (which: pg.Client, error?: Error) => {
    if (closed || client !== which) return;
    if (error) console.error(`Table changes: the listening connection failed (${error.message}); cached reads are off until it is back.`);
    client = null;
    feed.setLive(false);
    void which.end().catch(() => undefined);
    schedule();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    next.on('notification', onNotification);
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${TABLE_CHANGES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RECONNECT_MIN_MS;
    feed.setLive(true);
  };

  const schedule = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: unknown) => {
        console.error('Table changes: LISTEN failed, retrying:', error instanceof Error ? error.message : error);
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        schedule();
      });
    }, retryMs);
    retryTimer.unref();
  };

  return {
    feed,
    async onPoolConnect(pooled) {
      pooled.on('notification', onNotification);
      await pooled.query(`LISTEN ${TABLE_CHANGES_CHANNEL}`);
    },
    start: () =>
      connect().catch((error: unknown) => {
        console.error('Table changes: LISTEN failed; cached reads are off until it works:', error instanceof Error ? error.message : error);
        schedule();
      }),
  };
}

/**
 * A value read from the database, kept until a change to one of `tables` is heard (or the feed
 * stops hearing); read afresh on every call while the feed is not live.
 */
export interface KeptRead<T> {
  (): Promise<T>;
  /**
   * The kept answer if it has arrived and is still current, else undefined. For a caller inside a
   * transaction: it may use what is kept but must not wait on a read from another connection.
   */
  settled(): T | undefined;
}

export function keptUntilChanged<T>(feed: TableChangeFeed, tables: readonly string[], load: () => Promise<T>): KeptRead<T> {
  let held: Promise<T> | null = null;
  let arrived: { of: Promise<T>; value: T } | null = null;
  feed.subscribe((table) => {
    if (table === EVERY_TABLE || tables.includes(table)) held = null;
  });
  const read = (): Promise<T> => {
    if (!feed.live) return Promise.resolve(load());
    if (held) return held;
    // A real promise, read once: a query builder is a thenable that runs again on every await.
    const loading = Promise.resolve(load());
    held = loading;
    // A failed read is not kept; a change heard while reading has already dropped it.
    loading.then(
      (value) => {
        if (held === loading) arrived = { of: loading, value };
      },
      () => {
        if (held === loading) held = null;
      },
    );
    return loading;
  };
  return Object.assign(read, { settled: () => (feed.live && held !== null && arrived?.of === held ? arrived.value : undefined) });
}
