/** Buying every product type: raffle tickets get numbers, syndicate shares are claimed in the purchase, pre-orders are scheduled, not charged. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids';
import { ledgerEntries, orders, productOffers, scheduledPurchases, syndicates, tickets } from '../db/schema';
import { addToCart, balanceOf, signUp, superJackpotItem, uniqueKey } from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { type Session, useTestShop } from './helpers/testShop';

const SYNDICATE = 'super_jackpot_syndicate_36';
const share = (numShares: number) => ({ productType: 'syndicate_share' as const, lotteryKey: 'super_jackpot_lottery', syndicateKey: SYNDICATE, numShares, games: [], gameType: 'syndicate', gameOffer: SYNDICATE, numDraws: 1, quickpick: false });
const smileBundle = (extra: Record<string, unknown> = {}) => ({
  productType: 'raffle_ticket' as const,
  lotteryKey: 'make_a_smile_lottery',
  causeKey: 'kids_hospital',
  bundleKey: 'bundle_3',
  gameType: 'standard',
  gameOffer: 'make_a_smile_lottery_ticket',
  games: [],
  numDraws: 1,
  quickpick: false,
  ...extra,
});

describe.each(testBackends())('buying every product type on $name', (backend) => {
  const shop = useTestShop(backend);

  async function customerWith(cents: number): Promise<Session> {
    const session = await signUp(shop.client);
    await shop.database.db.insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: cents, description: 'Test credit' });
    return session;
  }
  const buy = (session: Session) => shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('buy'), body: { channelKey: 'web' } });
  const receiptOf = async (session: Session, checkoutId: string) => (await shop.client.call('GET', `/v2/checkout/${checkoutId}`, { session })).data.result;

  it('numbers raffle tickets in their draw, one purchase after another, with the chosen cause', async () => {
    const first = await customerWith(10_000);
    await addToCart(shop.client, first, smileBundle() as any);
    const one = await buy(first);
    expect(one.status, one.text).toBe(200);
    const [order] = one.data.result.orders;
    expect(order).toMatchObject({ productType: 'raffle_ticket', numGames: 3, causeKey: 'kids_hospital', price: { amount: 2500 }, scheduledPurchase: null });
    expect(order.ticketNumbers).toEqual([100_001, 100_002, 100_003]);
    const second = await customerWith(10_000);
    await addToCart(shop.client, second, smileBundle({ bundleKey: undefined, numRaffleTickets: 2 }) as any);
    const two = await buy(second);
    expect(two.data.result.orders[0].ticketNumbers).toEqual([100_004, 100_005]);
    expect(await balanceOf(shop.client, second)).toBe(10_000 - 2000);
  });

  it('claims syndicate shares inside the purchase and shows the shares left in the listing', async () => {
    const before = (await shop.database.db.select().from(syndicates).where(eq(syndicates.key, SYNDICATE)))[0]!.sharesSold;
    const session = await customerWith(5_000);
    await addToCart(shop.client, session, share(3) as any);
    const response = await buy(session);
    expect(response.status, response.text).toBe(200);
    const [order] = response.data.result.orders;
    expect(order).toMatchObject({ productType: 'syndicate_share', syndicateKey: SYNDICATE, numShares: 3, price: { amount: 1050 }, numGames: 36 });
    expect(order.games).toHaveLength(36);
    expect(order.ticketIds).toHaveLength(1);
    const [ticket] = await shop.database.db.select().from(tickets).where(eq(tickets.id, order.ticketIds[0]));
    // The share's games live on the syndicate: a share is never scored as all 36 games.
    expect(ticket!.games).toEqual([]);
    const listing = (await shop.client.call('GET', '/v2/pricing/standard/product_offers')).data.result;
    const gameOffer = listing.offers.find((o: any) => o.key === 'super_jackpot_syndicate').gameTypes[0].gameOffers[0];
    expect(gameOffer).toMatchObject({ sharesSold: before + 3, sharesAvailable: 20 - before - 3 });
    expect(await balanceOf(shop.client, session)).toBe(5_000 - 1050);
  });

  it('buys lotto party shares like a syndicate\'s: claimed in the purchase, ordered under the lotto_party game type', async () => {
    const session = await customerWith(5_000);
    await addToCart(shop.client, session, {
      productType: 'syndicate_share',
      lotteryKey: 'super_jackpot_lottery',
      productOfferKey: 'super_jackpot_lotto_party',
      gameType: 'lotto_party',
      syndicateKey: 'super_jackpot_lotto_party_24',
      numShares: 2,
    } as any);
    const response = await buy(session);
    expect(response.status, response.text).toBe(200);
    expect(response.data.result.orders[0]).toMatchObject({ productType: 'syndicate_share', syndicateKey: 'super_jackpot_lotto_party_24', numShares: 2, numGames: 24, price: { amount: 700 } });
    const [party] = await shop.database.db.select().from(syndicates).where(eq(syndicates.key, 'super_jackpot_lotto_party_24'));
    expect(party!.sharesSold).toBe(2);
    expect(await balanceOf(shop.client, session)).toBe(5_000 - 700);
  });

  it('takes a pre-order without charging it: a scheduled purchase of kind pre_order, no tickets yet', async () => {
    const listing = (await shop.client.call('GET', '/v2/pricing/standard/product_offers')).data;
    const preOrder = listing.result.offers
      .find((o: any) => o.key === 'make_a_smile_lottery')
      .draws.map((id: string) => listing.entities.draws[id])
      .find((d: any) => d.purchaseStatus === 'pre_order');
    const session = await customerWith(1_000);
    await addToCart(shop.client, session, superJackpotItem({}, 2));
    const cart = await addToCart(shop.client, session, smileBundle({ drawNo: preOrder.drawNo, scheduledPurchase: { type: 'pre_order' } }) as any);
    expect(cart.preOrderTotal.amount).toBe(2500);
    // The pre-order (2500) is more than the wallet holds (1000): only the lottery ticket is due now.
    const response = await buy(session);
    expect(response.status, response.text).toBe(200);
    const receipt = response.data.result;
    expect(receipt.total.amount).toBe(350);
    const preOrdered = receipt.orders.find((o: any) => o.productType === 'raffle_ticket');
    expect(preOrdered).toMatchObject({ scheduledPurchase: { type: 'pre_order' }, drawNo: preOrder.drawNo, ticketIds: [], price: { amount: 2500 } });
    const scheduled = await shop.database.db.select().from(scheduledPurchases).where(eq(scheduledPurchases.orderId, preOrdered.orderId));
    expect(scheduled).toMatchObject([{ kind: 'pre_order', status: 'scheduled_status_active', amountCents: 2500 }]);
    expect(await balanceOf(shop.client, session)).toBe(1_000 - 350);
    expect((await receiptOf(session, receipt.checkoutId)).orders).toHaveLength(2);
  });

  it('re-checks the price at purchase: a price changed after the add is what is charged', async () => {
    const session = await customerWith(5_000);
    await addToCart(shop.client, session, superJackpotItem({}, 2));
    const [row] = await shop.database.db.select().from(productOffers).where(eq(productOffers.key, 'super_jackpot_lottery'));
    const gameTypes = structuredClone(row!.gameTypes);
    gameTypes[0]!.gameOffers[0]!.pricePerGame = { amount: 200, currency: 'AUD' };
    await shop.database.db.update(productOffers).set({ gameTypes }).where(eq(productOffers.key, 'super_jackpot_lottery'));
    try {
      const response = await buy(session);
      expect(response.data.result.total.amount).toBe(400);
      expect(await balanceOf(shop.client, session)).toBe(5_000 - 400);
    } finally {
      await shop.database.db.update(productOffers).set({ gameTypes: row!.gameTypes }).where(eq(productOffers.key, 'super_jackpot_lottery'));
    }
  });

  it('refuses at purchase a cart whose syndicate sold out after the add, and charges nothing', async () => {
    const session = await customerWith(5_000);
    await addToCart(shop.client, session, share(1) as any);
    const [row] = await shop.database.db.select().from(syndicates).where(eq(syndicates.key, SYNDICATE));
    await shop.database.db.update(syndicates).set({ sharesSold: row!.size }).where(eq(syndicates.key, SYNDICATE));
    try {
      const response = await buy(session);
      expect(response.status).toBe(422);
      expect(response.json.messages[0]).toMatchObject({ code: 'syndicate_sold_out', message: 'This syndicate is sold out.' });
      expect(await balanceOf(shop.client, session)).toBe(5_000);
      const mine = await shop.database.db.select().from(orders).where(eq(orders.customerId, session.customerId));
      expect(mine).toEqual([]);
    } finally {
      await shop.database.db.update(syndicates).set({ sharesSold: row!.sharesSold }).where(eq(syndicates.key, SYNDICATE));
    }
  });

  it('never oversells a syndicate when shoppers buy its last shares at the same moment', async () => {
    await shop.database.db.update(syndicates).set({ sharesSold: 8 }).where(eq(syndicates.key, SYNDICATE));
    // 12 shares left; 6 shoppers want 4 each at once: exactly 3 get them.
    const sessions = await Promise.all(Array.from({ length: 6 }, () => customerWith(5_000)));
    for (const session of sessions) await addToCart(shop.client, session, share(4) as any);
    const viaMain = await Promise.all(sessions.map((session) => buy(session)));
    const statuses = viaMain.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(viaMain.filter((a) => a.status !== 200).every((a) => a.json.messages[0].code === 'syndicate_sold_out')).toBe(true);
    const [row] = await shop.database.db.select().from(syndicates).where(eq(syndicates.key, SYNDICATE));
    expect(row!.sharesSold).toBe(20);
  });
});
