/**
 * The scorer's COPY path on both drivers: values with COPY's special characters arrive as they
 * were, rows produced in many chunks all arrive (from a source that waits between them too), and
 * an error while producing rows fails the COPY with that error and leaves the connection usable.
 * The batch reader reads what the transaction sees, on PostgreSQL from a connection of its own.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { copyText, openBatchReader, scoringConnection } from '../scoringConnection';

const AWKWARD = ['tab\there', 'line\nbreak', 'carriage\rreturn', 'back\\slash', '{"json": "with \\"quotes\\" and \\\\"}', '\\N', 'émoji 🎟'];

describe('copyText', () => {
  it('escapes backslash, tab, newline and carriage return, and nothing else', () => {
    expect(copyText('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyText('plain "text" [1,2]')).toBe('plain "text" [1,2]');
  });
});

describe.each(testBackends())('the scoring connection on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;

  it('copies every row of every chunk, special characters intact, and reads rows back as arrays', async () => {
    const read = await db().transaction(async (tx) => {
      await tx.execute(sql`create temporary table copy_check (n integer, label text, doc jsonb) on commit drop`);
      const connection = scoringConnection(tx);
      function* chunks() {
        for (let chunk = 0; chunk < 5; chunk += 1) {
          let lines = '';
          for (let i = 0; i < 200; i += 1) {
            const n = chunk * 200 + i;
            const label = AWKWARD[n % AWKWARD.length] as string;
            lines += `${n}\t${copyText(label)}\t${copyText(JSON.stringify({ label, n }))}\n`;
          }
          yield lines;
        }
      }
      const copied = await connection.copyFrom('copy_check', ['n', 'label', 'doc'], chunks());
      expect(copied).toBe(1_000);
      return connection.rows('select n, label, doc::text from copy_check order by n');
    });
    expect(read).toHaveLength(1_000);
    read.forEach(([n, label, doc]) => {
      const expected = AWKWARD[Number(n) % AWKWARD.length];
      expect(label).toBe(expected);
      expect(JSON.parse(doc as string)).toEqual({ label: expected, n: Number(n) });
    });
  });

  it('copies from a source that waits between its chunks (the next batch of tickets being read)', async () => {
    const copied = await db().transaction(async (tx) => {
      await tx.execute(sql`create temporary table copy_waiting (n integer) on commit drop`);
      const connection = scoringConnection(tx);
      async function* chunks() {
        for (let chunk = 0; chunk < 4; chunk += 1) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          yield `${2 * chunk}\n${2 * chunk + 1}\n`;
        }
      }
      const count = await connection.copyFrom('copy_waiting', ['n'], chunks());
      const rows = await connection.rows('select n from copy_waiting order by n');
      return { count, values: rows.map(([n]) => Number(n)) };
    });
    expect(copied).toEqual({ count: 8, values: [0, 1, 2, 3, 4, 5, 6, 7] });
  });

  it.each([
    ['a source', false],
    ['a source that waits', true],
  ])('fails the COPY with the error of %s and rolls the transaction back', async (_, waits) => {
    await db().execute(sql`create table if not exists copy_abort (n integer)`);
    const attempt = db().transaction(async (tx) => {
      await tx.execute(sql`insert into copy_abort values (-1)`);
      function* chunks() {
        yield '1\n2\n';
        throw new Error('scoring went wrong');
      }
      async function* waitingChunks() {
        yield '1\n2\n';
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('scoring went wrong');
      }
      await scoringConnection(tx).copyFrom('copy_abort', ['n'], waits ? waitingChunks() : chunks());
    });
    await expect(attempt).rejects.toThrow('scoring went wrong');
    // Nothing of the transaction stayed, and the database answers the next query.
    const rows = await db().execute(sql`select count(*)::int as n from copy_abort`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('reads in batches what the transaction sees, on a connection of its own on PostgreSQL', async () => {
    await db().execute(sql`create table if not exists batch_source (n integer)`);
    await db().execute(sql`truncate batch_source`);
    await db().execute(sql`insert into batch_source select generate_series(1, 250)`);
    const { via, batches } = await db().transaction(
      async (tx) => {
        // The transaction's snapshot is taken here; a row committed after it is not in what it sees,
        // nor in what its reader reads on another connection (which imports that snapshot).
        await tx.execute(sql`select count(*) from batch_source`);
        if (backend.name === 'postgres') await db().execute(sql`insert into batch_source values (1000)`);
        const reader = await openBatchReader(db(), tx, 'select n from batch_source where n > $1', [0]);
        try {
          const batches: number[][] = [];
          for (;;) {
            const rows = await reader.next(100);
            if (rows.length === 0) break;
            batches.push(rows.map(([n]) => Number(n)));
          }
          return { via: reader.via, batches };
        } finally {
          await reader.close();
        }
      },
      { isolationLevel: 'repeatable read' },
    );
    expect(via).toBe(backend.name === 'postgres' ? 'snapshot' : 'cursor');
    expect(batches.map((rows) => rows.length)).toEqual([100, 100, 50]);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
  });
});
