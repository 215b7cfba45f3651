/**
 * Opens the shop's database: embedded PGlite (in a data directory, or in memory for tests) or
 * PostgreSQL when a URL is given. Both run the same schema and migrations.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './Db';
import { pgliteTableChanges, postgresTableChanges, registerTableChanges } from './tableChanges';

export type DatabaseOptions =
  /** `dataDir` undefined keeps the database in memory. */
  | {
      kind: 'pglite';
      dataDir?: string | undefined;
      /** In memory only: start from this data directory (a `dumpDataDir` tarball) instead of an empty one. */
      loadDataDir?: Blob | undefined;
    }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs `work` while holding a lock that other server processes on the same database respect. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The raw client, for the migrator. */
  readonly client: PGlite | pg.Pool;
}

/** An arbitrary constant: the advisory lock id the server processes agree on. */
const STARTUP_LOCK_ID = 720_240_611;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return openPglite(options.dataDir, options.loadDataDir);
  return openPostgres(options.url, options.maxConnections ?? 10);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite(loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite({ client });
  // Caches of public reads hear the writes that make them stale (db/tableChanges.ts).
  const changes = await pgliteTableChanges(client);
  registerTableChanges(db as unknown as Db, changes);
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    client,
    // One process owns a PGlite directory, so there is nobody to lock against.
    withStartupLock: (work) => work(),
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // Every pool connection listens for table changes too (db/tableChanges.ts).
  const changes = postgresTableChanges({ connectionString: url });
  const pool = new pg.Pool({ connectionString: url, max, onConnect: changes.onPoolConnect });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzlePostgres({ client: pool });
  registerTableChanges(db as unknown as Db, changes.feed);
  await pool.query('select 1');
  await changes.start();
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    client: pool,
    async withStartupLock(work) {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await work();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        lock.release();
      }
    },
    close: async () => {
      await changes.feed.close();
      await pool.end();
    },
  };
}
