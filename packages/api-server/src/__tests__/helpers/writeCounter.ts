/**
 * What a request left written in the database, for tests that check a refused request wrote
 * nothing. A row-level trigger on every table logs each row written: an insert as its new
 * image, a delete as its old one, an update as both. A row inserted and deleted again (an
 * idempotency key reserved, then released) cancels out, and so does an update that changed
 * nothing; what remains is what the request really changed. A write that was rolled back
 * leaves no log either. On PGlite the trigger also announces the write (NOTIFY, delivered in
 * process by the time the committing call returns), so the log is read only after a write.
 * Install it in a test database only.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase';

const LOG_TABLE = 'test_row_changes';
/** Announced by the trigger at commit, so PGlite (in-process) tells us a log is there to read. */
const CHANNEL = 'test_row_changes';

export interface RowChanges {
  /** Rows added or removed and not undone (an update counts twice: the old row gone, the new one there). */
  rows: number;
  /** The tables they are in. */
  tables: string[];
}

export interface WriteCounter {
  /** What was written since the last call (or since the counter was installed). */
  takeChanges(): Promise<RowChanges>;
}

export async function installWriteCounter(database: Database): Promise<WriteCounter> {
  const { db } = database;
  await db.execute(sql.raw(`create table if not exists ${LOG_TABLE} (id bigserial primary key, tbl text not null, sign smallint not null, image text not null)`));
  await db.execute(
    sql.raw(`create or replace function test_log_row_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${CHANNEL}', '');
        if tg_op = 'TRUNCATE' then
          insert into ${LOG_TABLE} (tbl, sign, image) values (tg_table_name, 1, 'truncate ' || clock_timestamp());
          return null;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          insert into ${LOG_TABLE} (tbl, sign, image) values (tg_table_name, -1, row_to_json(old)::text);
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          insert into ${LOG_TABLE} (tbl, sign, image) values (tg_table_name, 1, row_to_json(new)::text);
        end if;
        return null;
      end $$`),
  );
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> ${LOG_TABLE}`,
    ),
  );
  for (const { table_name: table } of tables) {
    const quoted = `"${table.replace(/"/g, '""')}"`;
    await db.execute(sql.raw(`drop trigger if exists test_log_rows on ${quoted}`));
    await db.execute(sql.raw(`drop trigger if exists test_log_truncate on ${quoted}`));
    await db.execute(sql.raw(`create trigger test_log_rows after insert or update or delete on ${quoted} for each row execute function test_log_row_change()`));
    await db.execute(sql.raw(`create trigger test_log_truncate after truncate on ${quoted} for each statement execute function test_log_row_change()`));
  }
  // PGlite hears its own notifications; with PostgreSQL the log is read every time.
  let written = true;
  if (database.kind === 'pglite' && 'listen' in database.client) {
    await database.client.listen(CHANNEL, () => {
      written = true;
    });
  }
  const alwaysRead = database.kind !== 'pglite';
  let seen = Number(rowsOf<{ id: string | number | null }>(await db.execute(sql.raw(`select max(id) as id from ${LOG_TABLE}`)))[0]?.id ?? 0);

  return {
    async takeChanges() {
      if (!written && !alwaysRead) return { rows: 0, tables: [] };
      written = false;
      const logged = rowsOf<{ id: string | number; tbl: string; sign: number; image: string }>(
        await db.execute(sql`select id, tbl, sign, image from ${sql.raw(LOG_TABLE)} where id > ${seen} order by id`),
      );
      const net = new Map<string, number>();
      for (const entry of logged) {
        seen = Math.max(seen, Number(entry.id));
        const key = `${entry.tbl}\u0000${entry.image}`;
        net.set(key, (net.get(key) ?? 0) + Number(entry.sign));
      }
      const changed = [...net].filter(([, count]) => count !== 0);
      return {
        rows: changed.reduce((sum, [, count]) => sum + Math.abs(count), 0),
        tables: [...new Set(changed.map(([key]) => key.slice(0, key.indexOf('\u0000'))))],
      };
    },
  };
}

/** PGlite's and node-postgres's drizzle drivers both answer `{rows}`. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
