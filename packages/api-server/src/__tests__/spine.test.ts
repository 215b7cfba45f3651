import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts, ledgerEntries, orders, payments, tickets } from '../db/schema';
import { SANDBOX_CARDS } from '../payments/sandboxGateway';
import { DEMO_CUSTOMER } from '../seed/catalogueData';
import {
  addToCart,
  balanceOf,
  card,
  logIn,
  SUPER_JACKPOT_GAME_CENTS,
  signUp,
  superJackpotItem,
  uniqueKey,
} from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { useTestShop } from './helpers/testShop';

describe.each(testBackends())('the spine on $name', (backend) => {
  const shop = useTestShop(backend);

  it('takes a visitor from discovery to a card-paid receipt with orders, tickets and payment stored', async () => {
    const { client } = shop;
    const discover = await client.call('GET', '/discover', { timestamp: null, signature: null });
    expect(discover.status).toBe(200);
    expect(discover.json.result.services.main).toBe('http://localhost:8080/v2');
    expect(discover.json.result.app_id).toMatch(/^app_/);

    const offers = await client.call('GET', '/v2/pricing/standard/product_offers');
    expect(offers.status).toBe(200);
    const superJackpot = offers.data.result.offers.find((o: any) => o.key === 'super_jackpot_lottery');
    expect(superJackpot.gameTypes[0].gameOffers[0].pricePerGame).toEqual({ amount: 175, currency: 'AUD' });
    const nextDrawId = superJackpot.draws[0];
    const nextDraw = offers.data.entities.draws[nextDrawId];
    expect(nextDraw.status).toBe('DRAW_OPEN');
    // Thursday 12 March 2026, 8:30 pm AEST; sales stop an hour before.
    expect(nextDraw.drawDate).toBe('2026-03-12T10:30:00.000Z');
    expect(nextDraw.stop).toBe('2026-03-12T09:30:00.000Z');
    expect(offers.data.result.orderedKeys[0]).toBe('super_jackpot_lottery');

    const created = await client.call('POST', '/v2/anon-cart');
    expect(created.status).toBe(201);
    const ref = created.data.result.cartReference;
    const added = await client.call('POST', `/v2/anon-cart/${ref}/items`, { body: superJackpotItem({}, 3) });
    expect(added.status, added.text).toBe(200);
    expect(added.data.result.cartItems).toHaveLength(1);
    expect(added.data.result.cartItems[0].drawNo).toBe(nextDraw.drawNo);
    expect(added.data.result.cartTotal).toEqual({ amount: 3 * SUPER_JACKPOT_GAME_CENTS, currency: 'AUD' });
    expect(added.json.result.cart_items[0].games[0]).toHaveProperty('Powerball');

    const session = await signUp(client);
    const converted = await client.call('POST', `/v2/anon-cart/${ref}/convert`, { session });
    expect(converted.status, converted.text).toBe(200);
    expect(converted.data.result.customerId).toBe(session.customerId);
    expect(converted.data.result.cartItems).toHaveLength(1);
    expect((await client.call('GET', `/v2/anon-cart/${ref}`)).status).toBe(404);

    const methods = await client.call('GET', '/v2/payment_methods', { session });
    expect(methods.data.result.map((m: any) => m.type)).toEqual(['wallet', 'card', 'paypal']);
    expect(methods.data.result[1].requiresSecurityCode).toBe(true);

    const total = 3 * SUPER_JACKPOT_GAME_CENTS;
    const bought = await client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey: uniqueKey('buy'),
      body: { deposit: { amount: { amount: total, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'web' } },
    });
    expect(bought.status, bought.text).toBe(200);
    const receipt = bought.data.result;
    expect(receipt.total).toEqual({ amount: total, currency: 'AUD' });
    expect(receipt.paidByCard.amount).toBe(total);
    expect(receipt.card).toEqual({ brand: 'VISA', last4: '4242' });
    expect(receipt.walletBalanceAfter.amount).toBe(0);
    expect(receipt.orders).toHaveLength(1);
    expect(receipt.orders[0].ticketIds).toHaveLength(1);

    const again = await client.call('GET', `/v2/checkout/${receipt.checkoutId}`, { session });
    expect(again.status).toBe(200);
    expect(again.data.result).toEqual(receipt);

    const { db } = shop.database;
    const [payment] = await db.select().from(payments).where(eq(payments.customerId, session.customerId));
    expect(payment).toMatchObject({ brand: 'VISA', last4: '4242', amountCents: total, status: 'succeeded', gateway: 'sandbox' });
    expect(JSON.stringify(payment)).not.toContain(SANDBOX_CARDS.visa);
    const orderRows = await db.select().from(orders).where(eq(orders.checkoutId, receipt.checkoutId));
    expect(orderRows).toHaveLength(1);
    expect(await db.select().from(tickets).where(eq(tickets.orderId, orderRows[0]!.id))).toHaveLength(1);
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, session.customerId));
    expect(ledger.map((l) => l.amountCents).sort((a, b) => a - b)).toEqual([-total, total]);
    expect((await client.call('GET', '/v2/cart/items', { session })).data.result.cartItems).toEqual([]);
  });

  it('lets the demo customer buy from the $50.00 wallet', async () => {
    const { client } = shop;
    const session = await logIn(client, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(await balanceOf(client, session)).toBe(5000);
    await addToCart(client, session, superJackpotItem({ numDraws: 2 }, 4));
    const bought = await client.call('POST', '/v2/cart/purchase', {
      session,
      idempotencyKey: uniqueKey('wallet'),
      body: { channelKey: 'web', purchaseData: { paymentMethod: 'wallet' } },
    });
    expect(bought.status, bought.text).toBe(200);
    const price = 4 * SUPER_JACKPOT_GAME_CENTS * 2;
    expect(bought.data.result.paidFromWallet.amount).toBe(price);
    expect(bought.data.result.card).toBeNull();
    expect(bought.data.result.orders[0].ticketIds).toHaveLength(2);
    expect(await balanceOf(client, session)).toBe(5000 - price);
    const [checkout] = await shop.database.db.select().from(checkouts).where(eq(checkouts.id, bought.data.result.checkoutId));
    expect(checkout?.walletBalanceAfterCents).toBe(5000 - price);
  });

  it('shows a receipt only to its owner', async () => {
    const { client } = shop;
    const owner = await logIn(client);
    await addToCart(client, owner, superJackpotItem({}, 1));
    const bought = await client.call('POST', '/v2/cart/purchase', {
      session: owner,
      idempotencyKey: uniqueKey('own'),
      body: { channelKey: 'web' },
    });
    const stranger = await signUp(client);
    const peek = await client.call('GET', `/v2/checkout/${bought.data.result.checkoutId}`, { session: stranger });
    expect(peek.status).toBe(404);
    expect(peek.json.messages[0].code).toBe('checkout_not_found');
  });
});
