import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToCart, card, logIn, signUp, SUPER_JACKPOT_GAME_CENTS, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { checkouts, ledgerEntries, orders, payments, tickets } from '../../db/schema';
import { createDrawEngine } from '../drawEngine';
import { drawById, nextOpenDraw } from './drawFixtures';

describe.each(testBackends())('buying into a closed draw on $name', (backend) => {
  const shop = useTestShop(backend);

  it('is refused once the engine has closed the draw, and changes nothing', async () => {
    const { db } = shop.database;
    const email = `${uniqueKey('closed')}@example.test`;
    const signedUp = await signUp(shop.client, { email });
    const draw = await nextOpenDraw(db, 'super_jackpot_lottery', shop.clock.now());
    await addToCart(shop.client, signedUp, superJackpotItem({ drawNo: draw.drawNo }, 1));

    shop.clock.set(draw.stopAt);
    await createDrawEngine(db, shop.clock).tick();
    expect((await drawById(db, draw.id)).status).toBe('DRAW_CLOSED');
    // A day later the access token has expired: the shopper signs in again, the cart is kept.
    const session = await logIn(shop.client, email, 'correct horse battery');

    const rows = async () => ({
      orders: (await db.select({ n: count() }).from(orders).where(eq(orders.customerId, session.customerId)))[0]?.n,
      checkouts: (await db.select({ n: count() }).from(checkouts).where(eq(checkouts.customerId, session.customerId)))[0]?.n,
      payments: (await db.select({ n: count() }).from(payments).where(eq(payments.customerId, session.customerId)))[0]?.n,
      ledger: (await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.customerId, session.customerId)))[0]?.n,
      tickets: (await db.select({ n: count() }).from(tickets).where(eq(tickets.drawId, draw.id)))[0]?.n,
    });
    const before = await rows();
    const bought = await shop.client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey: uniqueKey('closed'),
      body: {
        deposit: { amount: { amount: SUPER_JACKPOT_GAME_CENTS, currency: 'AUD' }, card: card() },
        purchase: { channelKey: 'web' },
      },
    });
    expect(bought.status, bought.text).toBe(422);
    expect(bought.data.messages[0]).toMatchObject({ code: 'draw_closed', field: 'drawNo' });
    expect(await rows()).toEqual(before);
    expect(before).toMatchObject({ orders: 0, checkouts: 0, payments: 0, ledger: 0, tickets: 0 });
  });
});
