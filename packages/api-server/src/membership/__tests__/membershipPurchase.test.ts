import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, logIn, signUp, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { createTestShop, type Session, type TestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { customers, orders } from '../../db/schema';
import { MEMBERSHIP_LOTTERY_KEY, MEMBERSHIP_OFFER_KEY, PREMIUM_PRICE_CENTS } from '../programConfig';

const premiumItem = { productType: 'membership', lotteryKey: MEMBERSHIP_LOTTERY_KEY, membershipProgram: 'daily_winners', membershipOffer: MEMBERSHIP_OFFER_KEY };

describe.each(testBackends())('membership bought through the cart on $name', (backend) => {
  let shop: TestShop;
  let demo: Session;
  beforeAll(async () => {
    shop = await createTestShop(backend);
    demo = await logIn(shop.client);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const buy = (session: Session) =>
    shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('buy'), body: { channelKey: 'web' } });

  it('lists the Premium membership as a product offer of type membership, priced as the config says', async () => {
    const offers = await shop.client.call('GET', '/v2/pricing/standard/product_offers');
    expect(offers.status, offers.text).toBe(200);
    const offer = offers.data.result.offers.find((o: any) => o.key === MEMBERSHIP_OFFER_KEY);
    expect(offer).toMatchObject({ type: 'membership', availability: 'available', draws: [] });
    expect(offer.gameTypes[0].gameOffers[0].pricePerGame).toEqual({ amount: PREMIUM_PRICE_CENTS, currency: 'AUD' });
    const config = (await shop.client.call('GET', '/v4/config')).data.result;
    const premium = config.membershipTiers.find((t: any) => t.tier === 'premium');
    expect(premium.productOfferKey).toBe(MEMBERSHIP_OFFER_KEY);
    expect(premium.price).toEqual(offer.gameTypes[0].gameOffers[0].pricePerGame);
  });

  it('adds a month of Premium to the cart with its membership fields (shop-core §3)', async () => {
    const added = await shop.client.call('POST', '/v2/cart/items', { session: demo, body: premiumItem });
    expect(added.status, added.text).toBe(200);
    const item = added.data.result.cartItems.find((i: any) => i.productType === 'membership');
    expect(item).toMatchObject({
      membershipProgram: 'daily_winners',
      membershipOffer: MEMBERSHIP_OFFER_KEY,
      membershipOfferName: 'Daily Winners Premium',
      unitPrice: { amount: PREMIUM_PRICE_CENTS, currency: 'AUD' },
      totalPrice: { amount: PREMIUM_PRICE_CENTS, currency: 'AUD' },
      numDraws: 1,
    });
    await shop.client.call('DELETE', `/v2/cart/items/${item.id}`, { session: demo });
  });

  it('refuses a membership item with numbers, several months at once, or a lottery that is not a membership', async () => {
    const numbers = await shop.client.call('POST', '/v2/cart/items', { session: demo, body: { ...premiumItem, games: [{ Numbers: [1] }] } });
    expect(numbers.status).toBe(422);
    const months = await shop.client.call('POST', '/v2/cart/items', { session: demo, body: { ...premiumItem, numDraws: 3 } });
    expect(months.status).toBe(422);
    const lottery = await shop.client.call('POST', '/v2/cart/items', { session: demo, body: { ...premiumItem, lotteryKey: 'super_jackpot_lottery' } });
    expect(lottery.status).toBe(422);
    expect(lottery.data.messages[0]).toMatchObject({ field: 'productType' });
  });

  it('makes the buyer a Premium member in the purchase, with guaranteed entries everywhere', async () => {
    const before = await balanceOf(shop.client, demo);
    expect((await shop.client.call('GET', '/v3/customer', { session: demo })).data.result.membershipStatus).toBe('non-member');
    await shop.client.call('POST', '/v2/cart/items', { session: demo, body: premiumItem });
    await shop.client.call('POST', '/v2/cart/items', { session: demo, body: superJackpotItem({}, 1) });
    const bought = await buy(demo);
    expect(bought.status, bought.text).toBe(200);
    expect(await balanceOf(shop.client, demo)).toBe(before - PREMIUM_PRICE_CENTS - 175);
    const membership = (await shop.client.call('GET', '/v3/customer', { session: demo })).data.result;
    expect(membership).toMatchObject({ membershipStatus: 'member', membershipTier: 'premium' });
    const draws = (await shop.client.call('GET', '/v3/draws', { session: demo })).data.result.draws;
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.every((d: any) => d.entryStatus === 'guaranteed')).toBe(true);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.offerKey, MEMBERSHIP_OFFER_KEY));
    expect(order).toMatchObject({ productType: 'membership', customerId: demo.customerId, priceCents: PREMIUM_PRICE_CENTS });
  });

  it('refuses the purchase for a customer whose pricing id is not eligible, buying nothing', async () => {
    const shopper = await signUp(shop.client);
    await shop.client.call('POST', '/v2/cart/items', { session: shopper, body: premiumItem });
    await shop.database.db.update(customers).set({ pricingId: 'wholesale' }).where(eq(customers.id, shopper.customerId));
    const refused = await buy(shopper);
    expect(refused.status).toBe(403);
    expect(refused.data.messages[0].code).toBe('membership_ineligible');
    expect((await shop.client.call('GET', '/v3/customer', { session: shopper })).data.result.membershipStatus).toBe('non-member');
  });
});
