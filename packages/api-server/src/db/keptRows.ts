/**
 * Rows every request reads and few writes change (the catalogue, the partners), kept in memory
 * from a read outside any transaction until a write to their tables is heard, in any process
 * (db/tableChanges). Only committed writes are kept, and the rows are frozen: every request
 * shares them.
 *
 * Inside a transaction only rows already kept are used; otherwise the transaction reads them on
 * its own connection and keeps nothing. It never waits for a read on another connection: with
 * every pool connection held by a transaction waiting for that read, it would wait forever (and
 * PGlite runs one transaction at a time).
 */
import type { Db, DbOrTx } from './Db';
import { keptUntilChanged, type TableChangeFeed } from './tableChanges';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** What `load` reads, kept as above; the function given reads it for a database or a transaction. */
export function keptRows<T>(changes: { db: Db; feed: TableChangeFeed }, tables: readonly string[], load: (db: DbOrTx) => Promise<T>) {
  const kept = keptUntilChanged(changes.feed, tables, async () => deepFreeze(await load(changes.db)));
  return (db: DbOrTx): Promise<T> => {
    if (db === changes.db) return kept();
    const value = kept.settled();
    return value === undefined ? load(db) : Promise.resolve(value);
  };
}
