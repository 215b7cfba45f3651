/**
 * A table's rows as JSON keyed by column name, both ways, by the schema's own columns: read back
 * from what PostgreSQL builds with `to_json(row)` (several tables' rows in one statement), and
 * written for `json_populate_recordset(null::table, $n)` (several tables' rows inserted by one
 * statement, whatever their number, under one prepared statement text).
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

interface ColumnMap {
  key: string;
  name: string;
  /** timestamptz: JSON has it as text. */
  instant: boolean;
}

const maps = new WeakMap<PgTable, ColumnMap[]>();

function columnsOf(table: PgTable): ColumnMap[] {
  let map = maps.get(table);
  if (!map) {
    map = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, instant: column.columnType === 'PgTimestamp' }));
    maps.set(table, map);
  }
  return map;
}

/** A row of `table` from its `to_json` form. */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const { key, name, instant } of columnsOf(table)) {
    const value = json[name] ?? null;
    row[key] = instant && typeof value === 'string' ? new Date(value) : value;
  }
  return row as T['$inferSelect'];
}

/**
 * `insert into <table> (<columns>) select <columns> from json_populate_recordset(null::<table>, <json>)`
 * for the schema's columns: a column the database has and the schema does not (a migration
 * ahead of this code) gets its default rather than null.
 */
export function insertFromJson(table: PgTable, json: string): string {
  const columns = columnsOf(table)
    .map(({ name }) => `"${name}"`)
    .join(', ');
  const name = getTableName(table);
  return `insert into "${name}" (${columns}) select ${columns} from json_populate_recordset(null::"${name}", ${json})`;
}

/** A complete row of `table` in the form json_populate_recordset reads (every column: a missing one would be null, not its default). */
export function rowToJson<T extends PgTable>(table: T, row: T['$inferSelect']): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const { key, name } of columnsOf(table)) json[name] = (row as Record<string, unknown>)[key] ?? null;
  return json;
}
