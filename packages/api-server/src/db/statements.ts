/**
 * Hand-written SQL for the purchase path's hot statements: each is written once, run on
 * PostgreSQL as a named prepared statement (parsed and planned once per connection, sent as
 * Bind/Execute after that), and on PGlite as a plain parameterised query. Building the same
 * statements through drizzle's query builder cost about three times the CPU of the query itself
 * on every call (docs/performance.md); these build nothing per call.
 *
 * Rows come back as the driver reads them: timestamptz as Date, jsonb and json parsed, int4 and
 * boolean as such; bigint and numeric differ between the drivers (string on node-postgres,
 * number or string on PGlite), so a statement casts sums and counts it returns (`::int`,
 * `::float8`) or its caller reads them with Number(). Parameters go as text, numbers, booleans
 * or text arrays, with a cast in the SQL where the type matters (`$3::timestamptz`, `$4::jsonb`
 * with JSON.stringify: a JS array would go as a PostgreSQL array).
 */
import type { DbOrTx } from './Db';
import { driverOf } from './driverOf';

export interface Statement<Row> {
  /** The prepared statement's name on each PostgreSQL connection: unique per text. */
  readonly name: string;
  readonly text: string;
  /** Only carries the row type. */
  readonly row?: Row;
}

const names = new Map<string, string>();

/** Declares a statement; its name must not be used for another text. */
export function statement<Row>(name: string, text: string): Statement<Row> {
  const known = names.get(name);
  if (known !== undefined && known !== text) throw new Error(`Statement ${name} is declared twice with different SQL`);
  names.set(name, text);
  return { name, text };
}

export type StatementValue = string | number | boolean | Date | null | readonly string[];

/** Runs a statement on `db` (inside its transaction, when it is one) and gives its rows. */
export async function runStatement<Row>(db: DbOrTx, { name, text }: Statement<Row>, values: readonly StatementValue[]): Promise<Row[]> {
  const driver = driverOf(db);
  if (driver.kind === 'postgres') {
    const result = await driver.client.query({ name, text, values: values as unknown[] });
    return result.rows as Row[];
  }
  const result = await driver.client.query<Row>(text, values as unknown[]);
  return result.rows;
}

/** The first row, or null. */
export async function runStatementOne<Row>(db: DbOrTx, statement: Statement<Row>, values: readonly StatementValue[]): Promise<Row | null> {
  return (await runStatement(db, statement, values))[0] ?? null;
}
