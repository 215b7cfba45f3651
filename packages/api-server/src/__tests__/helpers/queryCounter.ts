/** Counts the queries a database's driver is asked to run, for tests that prove an answer needed none. */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { vi } from 'vitest';
import type { Database } from '../../db/openDatabase';

export interface QueryCounter {
  count(): number;
  restore(): void;
}

export function countQueries(database: Database): QueryCounter {
  // Drizzle runs every statement through these: PGlite's query and transaction, the pool's query and connect.
  const spies =
    database.kind === 'pglite'
      ? [vi.spyOn(database.client as PGlite, 'query'), vi.spyOn(database.client as PGlite, 'transaction')]
      : [vi.spyOn(database.client as pg.Pool, 'query'), vi.spyOn(database.client as pg.Pool, 'connect')];
  return {
    count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** How many queries `read` ran on `database`. */
export async function queriesDuring(database: Database, read: () => Promise<unknown>): Promise<number> {
  const counter = countQueries(database);
  try {
    await read();
    return counter.count();
  } finally {
    counter.restore();
  }
}
