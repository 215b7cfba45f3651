import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, ledgerEntries, orders, payments } from '../db/schema';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { SANDBOX_CARDS } from '../payments/sandboxGateway';
import {
  addToCart,
  balanceOf,
  card,
  logIn,
  refreshSession,
  SUPER_JACKPOT_GAME_CENTS,
  signUp,
  superJackpotItem,
  uniqueKey,
} from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { createTestShop, type Session, type TestShop } from './helpers/testShop';

const HOUR = 60 * 60 * 1000;

describe.each(testBackends())('purchase failures on $name', (backend) => {
  let shop: TestShop;
  /** When set, the gateway runs this while "charging" (to change the world mid-payment). */
  let duringCharge: (() => void) | null = null;
  const refunded: string[] = [];

  beforeAll(async () => {
    shop = await createTestShop(backend, {
      gateway: (_clock, sandbox): PaymentGateway => ({
        name: sandbox.name,
        tokenise: (c) => sandbox.tokenise(c),
        async charge(request) {
          duringCharge?.();
          return sandbox.charge(request);
        },
        async refund(reference) {
          refunded.push(reference);
          return sandbox.refund(reference);
        },
        findCharge: (key) => sandbox.findCharge(key),
      }),
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  async function countRows(session: Session) {
    const { db } = shop.database;
    const [o] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, session.customerId));
    const [c] = await db.select({ n: count() }).from(checkouts).where(eq(checkouts.customerId, session.customerId));
    const [l] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.customerId, session.customerId));
    const [p] = await db.select({ n: count() }).from(payments).where(eq(payments.customerId, session.customerId));
    return { orders: o?.n, checkouts: c?.n, ledger: l?.n, payments: p?.n };
  }

  function depositPurchase(session: Session, amount: number, cardOverrides = {}, idempotencyKey = uniqueKey('dp')) {
    return shop.client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey,
      body: { deposit: { amount: { amount, currency: 'AUD' }, card: card(cardOverrides) }, purchase: { channelKey: 'web' } },
    });
  }

  it('answers a declined card with 402 and changes nothing in cart, wallet or orders', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const before = await countRows(session);
    const response = await depositPurchase(session, cart.cartTotal.amount, { number: SANDBOX_CARDS.declined });
    expect(response.status).toBe(402);
    expect(response.json.messages[0]).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await countRows(session)).toEqual(before);
    expect(await balanceOf(shop.client, session)).toBe(0);
    const after = await shop.client.call('GET', '/v2/cart/items', { session });
    expect(after.data.result.cartItems).toHaveLength(1);
  });

  it('refuses unknown, expired and badly coded cards as card_invalid', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const chargesBefore = (await shop.gateway.listCharges()).length;
    const unknown = await depositPurchase(session, cart.cartTotal.amount, { number: '4111111111111111' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.messages[0]).toMatchObject({ code: 'card_invalid', message: 'Please use a sandbox test card.' });
    const expired = await depositPurchase(session, cart.cartTotal.amount, { expiryMonth: 1, expiryYear: 2026 });
    expect(expired.json.messages[0]).toMatchObject({ code: 'card_invalid', message: 'Your card has expired.' });
    const code = await depositPurchase(session, cart.cartTotal.amount, { securityCode: '12' });
    expect(code.status).toBe(422);
    expect(code.json.messages[0].field).toBe('deposit.card.securityCode');
    expect((await shop.gateway.listCharges()).length).toBe(chargesBefore);
    expect((await countRows(session)).orders).toBe(0);
  });

  it('buys once for a repeated Idempotency-Key and returns the first receipt', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('same');
    const first = await depositPurchase(session, cart.cartTotal.amount, {}, key);
    expect(first.status, first.text).toBe(200);
    await addToCart(shop.client, session); // a new cart content must not be bought by the repeat
    const repeat = await depositPurchase(session, cart.cartTotal.amount, {}, key);
    expect(repeat.status).toBe(200);
    expect(repeat.data.result).toEqual(first.data.result);
    expect(await countRows(session)).toMatchObject({ orders: 1, checkouts: 1, payments: 1 });
    expect((await shop.client.call('GET', '/v2/cart/items', { session })).data.result.cartItems).toHaveLength(1);
  });

  it('refuses a card purchase repeated under its Idempotency-Key with another amount, and charges nothing more', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('card-conflict');
    const first = await depositPurchase(session, cart.cartTotal.amount, {}, key);
    expect(first.status, first.text).toBe(200);
    const chargesBefore = (await shop.gateway.listCharges()).length;
    await addToCart(shop.client, session);
    const other = await depositPurchase(session, cart.cartTotal.amount + 100, {}, key);
    expect(other.status).toBe(409);
    expect(other.json.messages[0].code).toBe('idempotency_conflict');
    expect((await shop.gateway.listCharges()).length).toBe(chargesBefore);
    expect(await countRows(session)).toMatchObject({ orders: 1, checkouts: 1, payments: 1 });
  });

  it('refuses the same Idempotency-Key with a different body, and a purchase without a key', async () => {
    const session = await logIn(shop.client);
    await addToCart(shop.client, session);
    const key = uniqueKey('conflict');
    const first = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: key, body: { channelKey: 'web' } });
    expect(first.status, first.text).toBe(200);
    const other = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: key, body: { channelKey: 'APP' } });
    expect(other.status).toBe(409);
    expect(other.json.messages[0].code).toBe('idempotency_conflict');
    const none = await shop.client.call('POST', '/v2/cart/purchase', { session, body: { channelKey: 'web' } });
    expect(none.status).toBe(400);
    expect(none.json.messages[0].code).toBe('idempotency_key_missing');
  });

  it('lets a shopper retry with another card under the same key after a decline', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('retry');
    expect((await depositPurchase(session, cart.cartTotal.amount, { number: SANDBOX_CARDS.declined }, key)).status).toBe(402);
    const retry = await depositPurchase(session, cart.cartTotal.amount, { number: SANDBOX_CARDS.mastercard }, key);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.data.result.card).toEqual({ brand: 'MASTERCARD', last4: '4444' });
  });

  it('refuses a wallet purchase the balance does not cover, and a deposit too small for the shortfall', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const wallet = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('w'), body: { channelKey: 'web' } });
    expect(wallet.status).toBe(422);
    expect(wallet.json.messages[0]).toMatchObject({
      code: 'insufficient_funds',
      message: 'Your wallet balance is not enough for this purchase.',
    });
    const chargesBefore = (await shop.gateway.listCharges()).length;
    const small = await depositPurchase(session, cart.cartTotal.amount - 1);
    expect(small.status).toBe(422);
    expect(small.json.messages[0].code).toBe('insufficient_funds');
    expect((await shop.gateway.listCharges()).length).toBe(chargesBefore);
    expect(await countRows(session)).toMatchObject({ orders: 0, ledger: 0 });
  });

  it('refuses an empty cart', async () => {
    const session = await signUp(shop.client);
    const response = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('e'), body: { channelKey: 'web' } });
    expect(response.status).toBe(422);
    expect(response.json.messages[0].code).toBe('cart_empty');
  });

  it('refuses a card purchase by a customer who never had a cart, charging nothing', async () => {
    const session = await signUp(shop.client);
    const chargesBefore = (await shop.gateway.listCharges()).length;
    const response = await depositPurchase(session, 1_000);
    expect(response.status).toBe(422);
    expect(response.json.messages[0].code).toBe('cart_empty');
    expect((await shop.gateway.listCharges()).length).toBe(chargesBefore);
    expect(await countRows(session)).toMatchObject({ orders: 0, ledger: 0 });
  });

  it('refunds the card when the draw closes while the card is being charged', async () => {
    const session = await signUp(shop.client);
    const upcoming = await shop.client.call('GET', '/v2/draws/upcoming/super_jackpot_lottery?limit=1');
    const cart = await addToCart(shop.client, session, superJackpotItem({ drawNo: upcoming.data.result[0].drawNo }));
    const stop = new Date(cart.cartItems[0].drawDate).getTime() - HOUR;
    const restore = shop.clock.now();
    duringCharge = () => shop.clock.set(new Date(stop + 1000));
    try {
      const response = await depositPurchase(session, cart.cartTotal.amount);
      expect(response.status).toBe(422);
      expect(response.json.messages[0].code).toBe('draw_closed');
    } finally {
      duringCharge = null;
      shop.clock.set(restore);
    }
    expect(refunded).toHaveLength(1);
    expect((await shop.gateway.listCharges()).find((c) => c.reference === refunded[0])?.refunded).toBe(true);
    expect(await balanceOf(shop.client, session)).toBe(0);
    expect(await countRows(session)).toMatchObject({ orders: 0, checkouts: 0, ledger: 0 });
  });

  it('refuses a closed draw, and removes a cart item whose draw closed', async () => {
    let session = await signUp(shop.client);
    const offers = await shop.client.call('GET', '/v2/pricing/standard/product_offers');
    const drawIds: string[] = offers.data.result.offers.find((o: any) => o.key === 'super_jackpot_lottery').draws;
    const first = offers.data.entities.draws[drawIds[0]!];
    const second = offers.data.entities.draws[drawIds[1]!];
    await addToCart(shop.client, session, superJackpotItem({ drawNo: first.drawNo }));
    const restore = shop.clock.now();
    shop.clock.set(new Date(new Date(first.stop).getTime() + 1000));
    try {
      session = await refreshSession(shop.client, session);
      const closed = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem({ drawNo: first.drawNo }) });
      expect(closed.status).toBe(422);
      expect(closed.json.messages[0]).toMatchObject({ code: 'draw_closed', field: 'drawNo' });
      const cart = await shop.client.call('GET', '/v2/cart/items', { session });
      expect(cart.data.result.cartItems).toEqual([]);
      expect(cart.data.result.autoRemovedItems).toHaveLength(1);
      expect(cart.data.result.autoRemovedItems[0].reason).toBe('This draw is closed. Please choose another draw.');
      const next = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem() });
      expect(next.data.result.cartItems[0].drawNo).toBe(second.drawNo);
      const past = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem({ drawNo: 1 }) });
      expect(past.json.messages[0].code).toBe('draw_not_found');
    } finally {
      shop.clock.set(restore);
    }
  });

  it('takes the price from the catalogue, whatever the client sends', async () => {
    const session = await signUp(shop.client);
    const response = await shop.client.call('POST', '/v2/cart/items', {
      session,
      body: { ...superJackpotItem({}, 2), unitPrice: { amount: 1, currency: 'AUD' }, totalPrice: { amount: 1, currency: 'AUD' } },
    });
    expect(response.data.result.cartItems[0].totalPrice.amount).toBe(2 * SUPER_JACKPOT_GAME_CENTS);
    expect(response.data.result.cartTotal.amount).toBe(2 * SUPER_JACKPOT_GAME_CENTS);
  });
});
