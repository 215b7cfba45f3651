/**
 * The wallet balance every purchase reads is kept beside the ledger by its triggers
 * (drizzle/0019_wallet_balances.sql): whatever writes ledger rows, in whatever numbers, each
 * customer's wallet_balances row is the sum of their rows, and concurrent writers add up.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import type { DbOrTx } from '../../db/Db';
import { newId } from '../../db/ids';
import { ledgerEntries, walletBalances } from '../../db/schema';
import { insertCustomer } from '../../draws/__tests__/drawFixtures';
import { walletBalance } from '../../purchase/walletBalance';

const entry = (customerId: string, amountCents: number) => ({
  id: newId(),
  customerId,
  kind: amountCents < 0 ? ('purchase' as const) : ('deposit' as const),
  amountCents,
  description: 'Balance test',
});

/** Each customer's kept balance beside the sum of their ledger rows. */
async function keptAndSummed(db: DbOrTx, customerIds: string[]) {
  const kept = await db.select().from(walletBalances).where(inArray(walletBalances.customerId, customerIds));
  const summed = await db
    .select({ customerId: ledgerEntries.customerId, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.customerId, customerIds))
    .groupBy(ledgerEntries.customerId);
  return customerIds.map((id) => ({
    id,
    kept: kept.find((row) => row.customerId === id)?.balanceCents ?? 0,
    summed: Number(summed.find((row) => row.customerId === id)?.cents ?? 0),
  }));
}

describe.each(testBackends())('wallet balances on $name', (backend) => {
  const shop = useTestShop(backend);
  // With a deposit of 0: the customers start with a ledger row of 0.
  const customer = (n: number) => insertCustomer(shop.database.db, { firstname: 'Balance', lastname: `Test${n}`, suburb: 'Hobart' }, 0);

  it('keep each customer the sum of their ledger through inserts of many rows, updates, moves and deletes', async () => {
    const { db } = shop.database;
    const [a, b, c] = [await customer(1), await customer(2), await customer(3)];
    // One statement for several customers, as prizes are paid.
    const first = [entry(a, 5_000), entry(b, 700), entry(a, -1_250), entry(c, 20), entry(b, -700)];
    await db.insert(ledgerEntries).values(first);
    await db.insert(ledgerEntries).values(entry(c, 1_000));
    expect(await keptAndSummed(db, [a, b, c])).toEqual([
      { id: a, kept: 3_750, summed: 3_750 },
      { id: b, kept: 0, summed: 0 },
      { id: c, kept: 1_020, summed: 1_020 },
    ]);

    // An amount corrected, a row moved to another customer, a row removed.
    await db.update(ledgerEntries).set({ amountCents: 6_000 }).where(eq(ledgerEntries.id, first[0]!.id));
    await db.update(ledgerEntries).set({ customerId: c }).where(eq(ledgerEntries.id, first[1]!.id));
    await db.delete(ledgerEntries).where(eq(ledgerEntries.id, first[2]!.id));
    expect(await keptAndSummed(db, [a, b, c])).toEqual([
      { id: a, kept: 6_000, summed: 6_000 },
      { id: b, kept: -700, summed: -700 },
      { id: c, kept: 1_720, summed: 1_720 },
    ]);

    expect(await walletBalance(db, a)).toBe(6_000);
    // No ledger rows, no balance row: a balance of 0.
    expect(await walletBalance(db, newId())).toBe(0);
  });

  it('roll back with the ledger rows they were kept for', async () => {
    const { db } = shop.database;
    const a = await customer(5);
    await db.insert(ledgerEntries).values(entry(a, 900));
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(ledgerEntries).values([entry(a, -400), entry(a, -300)]);
        expect(await walletBalance(tx, a)).toBe(200);
        throw new Error('the purchase failed');
      }),
    ).rejects.toThrow('the purchase failed');
    expect(await walletBalance(db, a)).toBe(900);
  });

  it.skipIf(backend.name !== 'postgres')('add up when two transactions write one customer at once', async () => {
    const { db } = shop.database;
    const a = await customer(6);
    await db.insert(ledgerEntries).values(entry(a, 1_000));
    const other = new pg.Client({ connectionString: (shop.database.client as pg.Pool).options.connectionString });
    await other.connect();
    try {
      // The other connection's payout is written but not committed while this one's purchase is written.
      await other.query('begin');
      await other.query(`insert into ledger_entries (id, customer_id, kind, amount_cents, description) values ($1, $2, 'prize', 250, 'Prize')`, [newId(), a]);
      // drizzle sends a query when it is awaited: `then` sends it now.
      let written = false;
      const purchase = db
        .insert(ledgerEntries)
        .values(entry(a, -600))
        .then(() => {
          written = true;
        });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Its balance row is the other's until that commits.
      expect(written).toBe(false);
      await other.query('commit');
      await purchase;
      expect(await keptAndSummed(db, [a])).toEqual([{ id: a, kept: 650, summed: 650 }]);
    } finally {
      await other.end();
    }
  });
});
