import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database both drivers give: PGlite (embedded) and node-postgres share this surface. It is
 * opened without the schema: nothing uses drizzle's relational queries (`db.query.*`), and with a
 * schema every transaction built one query builder per table (71) before its first statement.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction handle; it has the same query surface as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Helpers that work inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;
