import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, ledgerEntries, orders, promotionRedemptions, promotions } from '../db/schema';
import { newId } from '../db/ids';
import { addToCart, logIn, SUPER_JACKPOT_GAME_CENTS, signUp, superJackpotItem, uniqueKey } from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { createTestShop, type Session, type TestShop } from './helpers/testShop';

/** Six Super Jackpot games: $10.50, just over WELCOME5's $10.00 minimum. */
const SIX_GAMES_CENTS = 6 * SUPER_JACKPOT_GAME_CENTS;

describe.each(testBackends())('cart promotions, block reasons and replay on $name', (backend) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const applyPromotion = (session: Session, code: string) =>
    shop.client.call('POST', '/v2/cart/promotion', { session, body: { promotion_code: code } });

  async function fund(session: Session, cents: number) {
    await shop.database.db.insert(ledgerEntries).values({
      id: newId(),
      customerId: session.customerId,
      kind: 'deposit',
      amountCents: cents,
      description: 'Test deposit',
      createdAt: shop.clock.now(),
    });
  }

  const purchase = (session: Session) =>
    shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('promo'), body: { channelKey: 'web' } });

  async function countRows(session: Session) {
    const { db } = shop.database;
    const [o] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, session.customerId));
    const [c] = await db.select({ n: count() }).from(checkouts).where(eq(checkouts.customerId, session.customerId));
    const [l] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.customerId, session.customerId));
    return { orders: o?.n, checkouts: c?.n, ledger: l?.n };
  }

  it('voucher_fixed_discount: WELCOME5 takes $5.00 off a cart of at least $10.00 as a negative item', async () => {
    const session = await signUp(shop.client);
    await addToCart(shop.client, session, superJackpotItem({}, 6));
    const response = await applyPromotion(session, 'welcome5');
    expect(response.status, response.text).toBe(200);
    const cart = response.data.result;
    expect(cart.promotionItems).toEqual([
      expect.objectContaining({ productType: 'voucher_fixed_discount', promotionCode: 'WELCOME5', unitPrice: { amount: -500, currency: 'AUD' } }),
    ]);
    expect(cart.cartTotal.amount).toBe(SIX_GAMES_CENTS - 500);
  });

  it('refuses WELCOME5 below $10.00 with 422 promotion_not_added and a clear message', async () => {
    const session = await signUp(shop.client);
    await addToCart(shop.client, session, superJackpotItem({}, 2));
    const response = await applyPromotion(session, 'WELCOME5');
    expect(response.status).toBe(422);
    expect(response.json.messages[0]).toMatchObject({
      code: 'promotion_not_added',
      message: 'The promotion code WELCOME5 needs a cart of at least $10.00.',
    });
    const cart = await shop.client.call('GET', '/v2/cart/items', { session });
    expect(cart.data.result.promotionItems).toEqual([]);
  });

  it('voucher_percent_discount: TENOFF takes 10% off', async () => {
    const session = await signUp(shop.client);
    await addToCart(shop.client, session, superJackpotItem({}, 6));
    const response = await applyPromotion(session, 'TENOFF');
    expect(response.status, response.text).toBe(200);
    expect(response.data.result.promotionItems[0].totalPrice.amount).toBe(-105);
    expect(response.data.result.cartTotal.amount).toBe(SIX_GAMES_CENTS - 105);
  });

  it('voucher_credit_amount: CREDIT2 takes a $2.00 credit off', async () => {
    const session = await signUp(shop.client);
    await addToCart(shop.client, session, superJackpotItem({}, 2));
    const response = await applyPromotion(session, 'CREDIT2');
    expect(response.status, response.text).toBe(200);
    expect(response.data.result.promotionItems[0]).toMatchObject({ productType: 'voucher_credit_amount', totalPrice: { amount: -200 } });
    expect(response.data.result.cartTotal.amount).toBe(2 * SUPER_JACKPOT_GAME_CENTS - 200);
  });

  it('voucher_fixed_discount_expire: SPRING3 applies before its expiry, OLDCODE is refused as expired', async () => {
    const session = await signUp(shop.client);
    await addToCart(shop.client, session, superJackpotItem({}, 2));
    const spring = await applyPromotion(session, 'SPRING3');
    expect(spring.status, spring.text).toBe(200);
    expect(spring.data.result.promotionItems[0].productType).toBe('voucher_fixed_discount_expire');
    const old = await applyPromotion(session, 'OLDCODE');
    expect(old.status).toBe(422);
    expect(old.json.messages[0]).toMatchObject({ code: 'promotion_not_added', message: 'The promotion code OLDCODE has expired.' });
  });

  it('refuses an unknown code with promotion_not_added', async () => {
    const session = await signUp(shop.client);
    await addToCart(shop.client, session);
    const response = await applyPromotion(session, 'NOPE');
    expect(response.status).toBe(422);
    expect(response.json.messages[0]).toMatchObject({ code: 'promotion_not_added', message: 'The promotion code NOPE is not valid.' });
  });

  it('"a promotion item can be deleted from the cart" through the item delete route', async () => {
    const session = await signUp(shop.client);
    await addToCart(shop.client, session, superJackpotItem({}, 2));
    const applied = await applyPromotion(session, 'TENOFF');
    const id = applied.data.result.promotionItems[0].id as string;
    const removed = await shop.client.call('DELETE', `/v2/cart/items/${id}`, { session });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.data.result.promotionItems).toEqual([]);
    expect(removed.data.result.cartTotal.amount).toBe(2 * SUPER_JACKPOT_GAME_CENTS);
    expect(removed.data.result.cartItems).toHaveLength(1);
  });

  it('drops a promotion the cart no longer qualifies for and reports it in autoRemovedItems', async () => {
    const session = await signUp(shop.client);
    await addToCart(shop.client, session, superJackpotItem({}, 6));
    const withSmall = await addToCart(shop.client, session, superJackpotItem({}, 1));
    await applyPromotion(session, 'WELCOME5');
    const big = withSmall.cartItems.find((item: { numGames: number }) => item.numGames === 6);
    const after = await shop.client.call('DELETE', `/v2/cart/items/${big.id}`, { session });
    expect(after.data.result.promotionItems).toEqual([]);
    expect(after.data.result.autoRemovedItems[0].reason).toBe('The promotion code WELCOME5 needs a cart of at least $10.00.');
    expect(after.data.result.cartTotal.amount).toBe(SUPER_JACKPOT_GAME_CENTS);
  });

  it('charges the discounted total, records it in the ledger and refuses WELCOME5 a second time', async () => {
    const session = await signUp(shop.client);
    await fund(session, 5000);
    await addToCart(shop.client, session, superJackpotItem({}, 6));
    await applyPromotion(session, 'WELCOME5');
    const bought = await purchase(session);
    expect(bought.status, bought.text).toBe(200);
    const checkoutId = bought.data.result.checkoutId as string;
    const { db } = shop.database;
    const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(checkout?.totalCents).toBe(SIX_GAMES_CENTS - 500);
    const [debit] = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.checkoutId, checkoutId), eq(ledgerEntries.kind, 'purchase')));
    expect(debit?.amountCents).toBe(-(SIX_GAMES_CENTS - 500));
    const redemptions = await db.select().from(promotionRedemptions).where(eq(promotionRedemptions.checkoutId, checkoutId));
    expect(redemptions).toMatchObject([{ code: 'WELCOME5', discountCents: 500 }]);

    const emptied = await shop.client.call('GET', '/v2/cart/items', { session });
    expect(emptied.data.result.promotionItems).toEqual([]);
    await addToCart(shop.client, session, superJackpotItem({}, 6));
    const again = await applyPromotion(session, 'WELCOME5');
    expect(again.status).toBe(422);
    expect(again.json.messages[0].message).toBe('You have already used the promotion code WELCOME5.');

    // Replay: the past checkout's items come back into the (now) cart for the next draw.
    await shop.client.call('DELETE', `/v2/cart/items/${emptied.data.result.cartItems[0]?.id ?? 'none'}`, { session });
    const replayed = await shop.client.call('POST', `/v2/cart/replay/${checkoutId}`, { session, body: {} });
    expect(replayed.status, replayed.text).toBe(200);
    const replayedGames = replayed.data.result.cartItems.map((item: { numGames: number }) => item.numGames);
    expect(replayedGames).toEqual([6, 6]);
    expect(replayed.data.result.cartItems[1].games).toEqual(superJackpotItem({}, 6).games);

    const stranger = await signUp(shop.client);
    const refused = await shop.client.call('POST', `/v2/cart/replay/${checkoutId}`, { session: stranger, body: {} });
    expect(refused.status).toBe(404);
    expect(refused.json.messages[0].code).toBe('checkout_not_found');
  });

  it('carries an anonymous cart promotion over on convert', async () => {
    const created = await shop.client.call('POST', '/v2/anon-cart', { body: {} });
    const ref = created.data.result.cartReference as string;
    await shop.client.call('POST', `/v2/anon-cart/${ref}/items`, { body: superJackpotItem({}, 2) });
    const applied = await shop.client.call('POST', `/v2/anon-cart/${ref}/promotion`, { body: { promotion_code: 'TENOFF' } });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.data.result.promotionItems[0].totalPrice.amount).toBe(-35);
    const bad = await shop.client.call('POST', `/v2/anon-cart/${ref}/promotion`, { body: { promotion_code: 'OLDCODE' } });
    expect(bad.json.messages[0].code).toBe('promotion_not_added');

    const session = await signUp(shop.client);
    const converted = await shop.client.call('POST', `/v2/anon-cart/${ref}/convert`, { session, body: {} });
    expect(converted.status, converted.text).toBe(200);
    expect(converted.data.result.promotionItems).toMatchObject([{ promotionCode: 'TENOFF' }]);
    expect(converted.data.result.cartTotal.amount).toBe(2 * SUPER_JACKPOT_GAME_CENTS - 35);
  });

  it('blocks a cart over the weekly spend limit ("exceeded amount = cart total minus remaining") and refuses its purchase, changing nothing', async () => {
    const session = await logIn(shop.client, 'demo-spend-limit@drawkit.test');
    const cart = await addToCart(shop.client, session, superJackpotItem({}, 6));
    expect(cart.blockedReasons).toEqual({ spend_limit: 'This cart is $0.50 over your weekly spend limit of $10.00 ($10.00 left this week).' });
    expect(cart.blockedReasonActions).toEqual({ spend_limit: 'spend_limit' });
    expect(cart.spendLimit).toEqual({ period: 'week', limit: { amount: 1000, currency: 'AUD' }, amountSpent: { amount: 0, currency: 'AUD' } });
    const before = await countRows(session);
    const refused = await purchase(session);
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0]).toMatchObject({ code: 'cart_blocked', message: cart.blockedReasons.spend_limit });
    expect(await countRows(session)).toEqual(before);
    const still = await shop.client.call('GET', '/v2/cart/items', { session });
    expect(still.data.result.cartItems).toHaveLength(1);

    // A promotion that brings the cart under the limit unblocks it.
    const discounted = await applyPromotion(session, 'TENOFF');
    expect(discounted.data.result.blockedReasons).toEqual({});
  });

  it('blocks an unverified customer\'s cart above the threshold with verify_account_required', async () => {
    const session = await logIn(shop.client, 'demo-unverified@drawkit.test');
    const small = await addToCart(shop.client, session, superJackpotItem({}, 2));
    expect(small.blockedReasons).toEqual({});
    const big = await addToCart(shop.client, session, superJackpotItem({}, 12));
    expect(big.blockedReasonActions).toEqual({ verify_account_required: 'verify_account_required' });
    expect(big.blockedReasons.verify_account_required).toBe('Please verify your account to buy more than $20.00 of tickets.');
    const refused = await purchase(session);
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0].code).toBe('cart_blocked');
  });

  it('builds a cart from several items at once, and adds none when one fails', async () => {
    const session = await signUp(shop.client);
    const built = await shop.client.call('POST', '/v2/cart/build', { session, body: { cart_items: [superJackpotItem({}, 1), superJackpotItem({}, 2)] } });
    expect(built.status, built.text).toBe(200);
    expect(built.data.result.cartItems.map((item: { numGames: number }) => item.numGames)).toEqual([1, 2]);
    const broken = superJackpotItem({ games: [{ Numbers: [1, 2, 3], Powerball: [1] }] }, 1);
    const refused = await shop.client.call('POST', '/v2/cart/build', { session, body: { cart_items: [superJackpotItem({}, 3), broken] } });
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0].field).toMatch(/^cartItems\.1/);
    const after = await shop.client.call('GET', '/v2/cart/items', { session });
    expect(after.data.result.cartItems).toHaveLength(2);

    const created = await shop.client.call('POST', '/v2/anon-cart', { body: {} });
    const ref = created.data.result.cartReference as string;
    const anon = await shop.client.call('POST', `/v2/anon-cart/${ref}/build`, { body: { cart_items: [superJackpotItem({}, 1)] } });
    expect(anon.status, anon.text).toBe(200);
    expect(anon.data.result.cartItems).toHaveLength(1);
  });

  it('judges the promotion again at purchase: one expired since it was applied stops the purchase and changes nothing', async () => {
    const { db } = shop.database;
    await db.insert(promotions).values({ code: 'SOONGONE', type: 'voucher_fixed_discount_expire', description: 'SOONGONE: $1.00 off', amountCents: 100 });
    const session = await signUp(shop.client);
    await fund(session, 5000);
    await addToCart(shop.client, session, superJackpotItem({}, 2));
    const applied = await applyPromotion(session, 'SOONGONE');
    expect(applied.data.result.cartTotal.amount).toBe(2 * SUPER_JACKPOT_GAME_CENTS - 100);
    await db.update(promotions).set({ expiresAt: new Date(shop.clock.now().getTime() - 1000) }).where(eq(promotions.code, 'SOONGONE'));
    const before = await countRows(session);
    const refused = await purchase(session);
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0]).toMatchObject({ code: 'promotion_not_added', message: 'The promotion code SOONGONE has expired.' });
    expect(await countRows(session)).toEqual(before);
    // The cart then shows it gone, once, at the full price.
    const cart = await shop.client.call('GET', '/v2/cart/items', { session });
    expect(cart.data.result.promotionItems).toEqual([]);
    expect(cart.data.result.autoRemovedItems).toMatchObject([{ reason: 'The promotion code SOONGONE has expired.' }]);
    expect(cart.data.result.cartTotal.amount).toBe(2 * SUPER_JACKPOT_GAME_CENTS);
  });
});
