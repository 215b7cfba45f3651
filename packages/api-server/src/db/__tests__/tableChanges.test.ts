import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { draws } from '../schema';
import { changesOf, TABLE_CHANGES_CHANNEL } from '../tableChanges';

/** Long enough for every connection of the process to have heard a commit (about 1 ms apart). */
const SETTLE_MS = 150;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

describe.each(testBackends())('table changes on $name', (backend) => {
  const shop = useTestShop(backend);

  /** The tables heard while `act` runs and the connections settle, and how far the version moved. */
  async function hearing(act: () => Promise<unknown>): Promise<{ tables: string[]; versions: number; heardBeforeReturn: string[] }> {
    const changes = changesOf(shop.database.db);
    if (!changes) throw new Error('The test shop has no table change feed');
    await settle();
    const tables: string[] = [];
    const unsubscribe = changes.feed.subscribe((table) => tables.push(table));
    const before = changes.feed.version;
    try {
      await act();
      const heardBeforeReturn = [...tables];
      await settle();
      return { tables, versions: changes.feed.version - before, heardBeforeReturn };
    } finally {
      unsubscribe();
    }
  }

  async function firstDraw() {
    const [draw] = await shop.database.db.select({ id: draws.id, status: draws.status }).from(draws).limit(1);
    if (!draw) throw new Error('No draw');
    return draw;
  }

  it('hears a committed write once, before the writing call returns', async () => {
    const draw = await firstDraw();
    const heard = await hearing(() => shop.database.db.update(draws).set({ status: draw.status }).where(eq(draws.id, draw.id)));
    expect(heard.heardBeforeReturn).toEqual(['draws']);
    expect(heard.tables).toEqual(['draws']);
    expect(heard.versions).toBe(1);
  });

  it('hears two transactions as two changes, and a transaction writing two tables as one change to each', async () => {
    const draw = await firstDraw();
    const { db } = shop.database;
    const twice = await hearing(async () => {
      await db.update(draws).set({ status: draw.status }).where(eq(draws.id, draw.id));
      await db.update(draws).set({ status: draw.status }).where(eq(draws.id, draw.id));
    });
    expect(twice.tables).toEqual(['draws', 'draws']);
    const together = await hearing(() =>
      db.transaction(async (tx) => {
        await tx.update(draws).set({ status: draw.status }).where(eq(draws.id, draw.id));
        await tx.execute(sql`UPDATE product_offers SET name = name WHERE key = 'super_jackpot_lottery'`);
        await tx.update(draws).set({ status: draw.status }).where(eq(draws.id, draw.id));
      }),
    );
    expect(together.tables.sort()).toEqual(['draws', 'product_offers']);
  });

  it("hears an operator's hand-written NOTIFY naming only the table, each time", async () => {
    const heard = await hearing(async () => {
      await shop.database.db.execute(sql.raw(`NOTIFY ${TABLE_CHANGES_CHANNEL}, 'lotteries'`));
      await shop.database.db.execute(sql.raw(`NOTIFY ${TABLE_CHANGES_CHANNEL}, 'lotteries'`));
    });
    // At least once per NOTIFY: without a transaction named, hearings cannot be told apart.
    expect(heard.tables.filter((table) => table === 'lotteries').length).toBeGreaterThanOrEqual(2);
    expect(heard.tables.every((table) => table === 'lotteries')).toBe(true);
  });
});
