import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database both drivers give: PGlite (embedded) and node-postgres share this surface. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle; it has the same query surface as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Helpers that work inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;
