/**
 * The purchase's one write locks the draws of its lottery tickets before it writes (as
 * lockPurchaseDraws does for other purchases): nothing is written into a draw no longer on sale,
 * and the close step cannot take a draw from under a purchase writing into it.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { checkouts, draws } from '../../db/schema';
import { insertCustomer, nextOpenDraw } from '../../draws/__tests__/drawFixtures';
import { NO_ROWS, type PurchaseRows, writePurchase } from '../writePurchase';

describe.each(testBackends())('the purchase write on $name', (backend) => {
  const shop = useTestShop(backend);

  async function checkoutRows(): Promise<PurchaseRows> {
    const customerId = await insertCustomer(shop.database.db, { firstname: 'Write', lastname: 'Test', suburb: 'Brisbane' });
    const checkout = {
      id: newId(),
      customerId,
      status: 'completed' as const,
      totalCents: 0,
      walletCents: 0,
      cardCents: 0,
      walletBalanceAfterCents: 0,
      paymentId: null,
      partnerSlug: null,
      channelKey: 'web',
      metadata: {},
      createdAt: shop.clock.now(),
    };
    return { ...NO_ROWS, checkout };
  }

  it('writes nothing, and says so, when a draw it locks is no longer on sale', async () => {
    const { db } = shop.database;
    const rows = await checkoutRows();
    const open = await nextOpenDraw(db, 'monday_lotto', shop.clock.now());
    await db.update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.id, open.id));
    try {
      const written = await db.transaction((tx) => writePurchase(tx, rows.checkout?.customerId ?? '', shop.clock.now(), rows, null, [open.id]));
      expect(written).toBe(false);
      expect(await db.select().from(checkouts).where(eq(checkouts.id, rows.checkout?.id ?? ''))).toEqual([]);
    } finally {
      await db.update(draws).set({ status: 'DRAW_OPEN' }).where(eq(draws.id, open.id));
    }
    const again = await db.transaction((tx) => writePurchase(tx, rows.checkout?.customerId ?? '', shop.clock.now(), rows, null, [open.id]));
    expect(again).toBe(true);
    expect(await db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.id, rows.checkout?.id ?? ''))).toHaveLength(1);
  });

  it.skipIf(backend.name !== 'postgres')('holds the lock on its draws until its transaction ends', async () => {
    const { db } = shop.database;
    const rows = await checkoutRows();
    const open = await nextOpenDraw(db, 'wednesday_lotto', shop.clock.now());
    const other = new pg.Client({ connectionString: (shop.database.client as pg.Pool).options.connectionString });
    await other.connect();
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let written!: (ok: boolean) => void;
      const wrote = new Promise<boolean>((resolve) => (written = resolve));
      const purchase = db.transaction(async (tx) => {
        written(await writePurchase(tx, rows.checkout?.customerId ?? '', shop.clock.now(), rows, null, [open.id]));
        await released;
      });
      // A purchase that failed before it wrote fails the test here rather than leaving it waiting.
      expect(await Promise.race([wrote, purchase.then(() => false)])).toBe(true);
      // What the close step does to a draw (draws/closeExpiredDraws locks it FOR UPDATE): not while the purchase holds it.
      await expect(other.query('select id from draws where id = $1 for update nowait', [open.id])).rejects.toThrow(/could not obtain lock/);
      release();
      await purchase;
      await other.query('begin');
      expect((await other.query('select id from draws where id = $1 for update nowait', [open.id])).rows).toHaveLength(1);
      await other.query('rollback');
    } finally {
      await other.end();
    }
  });
});
