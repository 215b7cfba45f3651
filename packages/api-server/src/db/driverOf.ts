/**
 * What drizzle keeps to itself: the driver client a handle runs its statements on (the pool or
 * PGlite for a database, the connection or PGlite transaction for a transaction on it), and
 * which database a handle belongs to. drizzle-orm 0.45 gives every handle a `session` with that
 * `client`, and shares one `dialect` object between a database and all its transactions; both
 * are internal, so they are read here only, and checked.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { DbOrTx } from './Db';

export type Driver =
  /** node-postgres: a pool (outside a transaction) or the transaction's connection. */
  | { kind: 'postgres'; client: pg.Pool | pg.PoolClient }
  | { kind: 'pglite'; client: PGlite | Transaction };

interface DrizzleInternals {
  session?: { client?: unknown };
  dialect?: unknown;
}

export function driverOf(db: DbOrTx): Driver {
  const client = (db as unknown as DrizzleInternals).session?.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) return { kind: 'postgres', client: client as pg.Pool | pg.PoolClient };
  if (client && typeof (client as { query?: unknown }).query === 'function') return { kind: 'pglite', client: client as PGlite | Transaction };
  throw new Error('driverOf: this drizzle handle has no session client it knows (drizzle-orm upgraded?)');
}

/**
 * An object that stands for the database `db` is on: the same for the database and every
 * transaction on it (a handle without a dialect, such as a test's stand-in, stands for itself).
 */
export function databaseOf(db: DbOrTx): object {
  const dialect = (db as unknown as DrizzleInternals).dialect;
  return typeof dialect === 'object' && dialect !== null ? dialect : db;
}
