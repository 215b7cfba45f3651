/**
 * A purchase answers with a receipt made from the rows it wrote (loadReceipt's receiptOf, not a
 * read-back): it must be the receipt `GET /checkout/{id}` reads, for every kind of item, paid
 * from the wallet or by card, and the one a repeat of the request gets.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToCart, card, signUp, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { PARTNER_ORIGIN, type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { cartItems, carts, ledgerEntries, orders, tickets } from '../../db/schema';

const syndicateShares = {
  productType: 'syndicate_share',
  lotteryKey: 'super_jackpot_lottery',
  syndicateKey: 'super_jackpot_syndicate_36',
  numShares: 2,
  games: [],
  gameType: 'syndicate',
  gameOffer: 'super_jackpot_syndicate_36',
  numDraws: 1,
  quickpick: false,
};
const raffleBundle = {
  productType: 'raffle_ticket',
  lotteryKey: 'make_a_smile_lottery',
  causeKey: 'kids_hospital',
  bundleKey: 'bundle_3',
  gameType: 'standard',
  gameOffer: 'make_a_smile_lottery_ticket',
  games: [],
  numDraws: 1,
  quickpick: false,
};

describe.each(testBackends())('purchase receipts on $name', (backend) => {
  const shop = useTestShop(backend);

  async function shopperWith(cents: number): Promise<Session> {
    const session = await signUp(shop.client);
    await shop.database.db.insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: cents, description: 'Test credit' });
    return session;
  }
  async function fillCart(session: Session): Promise<number> {
    await addToCart(shop.client, session, superJackpotItem({ numDraws: 2 }, 3));
    await addToCart(shop.client, session, raffleBundle as never);
    const cart = await addToCart(shop.client, session, syndicateShares as never);
    return cart.cartTotal.amount as number;
  }
  const readBack = async (session: Session, checkoutId: string) => (await shop.client.call('GET', `/v2/checkout/${checkoutId}`, { session })).data.result;

  it('answers a wallet purchase of several kinds of item with the receipt the checkout reads back, and again on a repeat', async () => {
    const session = await shopperWith(50_000);
    await fillCart(session);
    const key = uniqueKey('receipt');
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: key, body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    const receipt = bought.data.result;
    // Three orders: two draws of lottery tickets, numbered raffle tickets, a syndicate holding.
    expect(receipt.orders.map((o: { ticketIds: string[] }) => o.ticketIds.length)).toEqual([2, 1, 1]);
    expect(receipt.orders[1].ticketNumbers).toHaveLength(3);
    expect(await readBack(session, receipt.checkoutId)).toEqual(receipt);
    const repeat = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: key, body: { channelKey: 'web' } });
    expect(repeat.data.result).toEqual(receipt);
  });

  it('answers a card purchase with the receipt the checkout reads back, card and deposit included', async () => {
    const session = await shopperWith(0);
    const total = await fillCart(session);
    const bought = await shop.client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey: uniqueKey('card-receipt'),
      body: { deposit: { amount: { amount: total, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'web' } },
    });
    expect(bought.status, bought.text).toBe(200);
    expect(bought.data.result.card).toEqual({ brand: 'VISA', last4: '4242' });
    expect(bought.data.result.paidByCard.amount).toBe(total);
    expect(await readBack(session, bought.data.result.checkoutId)).toEqual(bought.data.result);
  });

  it('buys a partner item without keeping it in the partner cart, as priced once', async () => {
    const session = await shopperWith(10_000);
    const bought = await shop.client.call('POST', '/v2/cart/partner/demo-partner/purchase', {
      appKey: 'demo-partner',
      origin: PARTNER_ORIGIN,
      session,
      idempotencyKey: uniqueKey('partner'),
      body: { cartItem: superJackpotItem({ numDraws: 2 }, 2), deposit: null, purchase: { channelKey: 'demo_partner_web' } },
    });
    expect(bought.status, bought.text).toBe(200);
    const checkoutId = bought.data.result as string;
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    expect(order).toMatchObject({ numDraws: 2, numGames: 2, priceCents: 2 * 2 * 175, offerKey: 'super_jackpot_lottery' });
    expect(await shop.database.db.select().from(tickets).where(eq(tickets.orderId, order!.id))).toHaveLength(2);
    // The partner cart is empty afterwards, as before.
    const partnerCarts = await shop.database.db.select().from(carts).where(eq(carts.customerId, session.customerId));
    for (const cart of partnerCarts) expect(await shop.database.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toEqual([]);
  });
});
