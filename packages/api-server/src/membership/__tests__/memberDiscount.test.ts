import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, superJackpotItem, uniqueKey, SUPER_JACKPOT_GAME_CENTS } from '../../__tests__/helpers/fixtures';
import { createTestShop, type Session, type TestShop, useTestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import type { PricedItem } from '../../cart/cartItemRules';
import { newId } from '../../db/ids';
import { customerMemberships, customers, ledgerEntries, orders } from '../../db/schema';
import { walletBalance } from '../../purchase/walletBalance';
import { discountedCents, discountFor, discountItem } from '../memberDiscount';
import { MEMBERSHIP_LOTTERY_KEY, MEMBERSHIP_OFFER_KEY, PREMIUM_RAFFLE_PERCENT_OFF, PROGRAM_CONFIG } from '../programConfig';

const premiumItem = { productType: 'membership', lotteryKey: MEMBERSHIP_LOTTERY_KEY, membershipProgram: 'daily_winners', membershipOffer: MEMBERSHIP_OFFER_KEY };
/** Two Make-A-Smile raffle tickets: $20.00 before any discount. */
const smileTickets = { productType: 'raffle_ticket', lotteryKey: 'make_a_smile_lottery', causeKey: 'make_a_smile', numRaffleTickets: 2 };
const SMILE_CENTS = 2000;

describe('member discount rules', () => {
  it('serves the config discount ("discounts" in Program config sections): Premium, 10% off raffle tickets', () => {
    expect(PROGRAM_CONFIG.discounts).toEqual([
      { tier: 'premium', description: 'Premium members get 10% off raffle tickets', percentOff: 10, productTypes: ['raffle_ticket'] },
    ]);
    expect(discountFor('premium', 'raffle_ticket')?.percentOff).toBe(10);
    expect(discountFor('free', 'raffle_ticket')).toBeNull();
    expect(discountFor('premium', 'lottery_ticket')).toBeNull();
    // A discount without product types covers every ticket product, never the membership itself.
    const everything = [{ tier: 'premium' as const, description: 'All', percentOff: 5 }];
    expect(discountFor('premium', 'syndicate_share', everything)?.percentOff).toBe(5);
    expect(discountFor('premium', 'membership', everything)).toBeNull();
  });

  it('takes the percentage off the unit price to the nearest cent, and the total is the unit times the draws', () => {
    expect(discountedCents(1000, 10)).toBe(900);
    expect(discountedCents(175, 10)).toBe(157);
    expect(discountedCents(0, 10)).toBe(0);
    const item = { unitPriceCents: 175, totalPriceCents: 525 } as PricedItem;
    const discounted = discountItem(item, { tier: 'premium', description: '10% off', percentOff: 10 });
    expect(discounted).toMatchObject({ unitPriceCents: 157, totalPriceCents: 471, memberDiscount: { percentOff: 10, cents: 54 } });
  });
});

describe.each(testBackends())('member discounts in the cart and the purchase on $name', (backend) => {
  let shop: TestShop;
  let premium: Session;
  beforeAll(async () => {
    shop = await createTestShop(backend);
    premium = await signUp(shop.client);
    await shop.database.db
      .insert(ledgerEntries)
      .values({ id: newId(), customerId: premium.customerId, kind: 'deposit', amountCents: 10_000, description: 'Deposit', createdAt: shop.clock.now() });
    await shop.client.call('POST', '/v2/cart/items', { session: premium, body: premiumItem });
    const bought = await buy(premium);
    expect(bought.status, bought.text).toBe(200);
  });
  afterAll(async () => {
    await shop?.close();
  });

  function buy(session: Session) {
    return shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('buy'), body: { channelKey: 'web' } });
  }

  it('shows a Premium member 10% off raffle tickets in the cart, and charges exactly the total shown', async () => {
    const discounted = discountedCents(SMILE_CENTS / 2, PREMIUM_RAFFLE_PERCENT_OFF) * 2;
    const added = await shop.client.call('POST', '/v2/cart/items', { session: premium, body: smileTickets });
    expect(added.status, added.text).toBe(200);
    await shop.client.call('POST', '/v2/cart/items', { session: premium, body: superJackpotItem({}, 1) });
    const cart = (await shop.client.call('GET', '/v2/cart/items', { session: premium })).data.result;
    const raffle = cart.cartItems.find((i: any) => i.productType === 'raffle_ticket');
    expect(raffle).toMatchObject({
      unitPrice: { amount: discounted, currency: 'AUD' },
      totalPrice: { amount: discounted, currency: 'AUD' },
      memberDiscount: { description: 'Premium members get 10% off raffle tickets', percentOff: 10, amount: { amount: SMILE_CENTS - discounted, currency: 'AUD' } },
    });
    // Lottery tickets have no member discount.
    const lottery = cart.cartItems.find((i: any) => i.productType === 'lottery_ticket');
    expect(lottery.totalPrice.amount).toBe(SUPER_JACKPOT_GAME_CENTS);
    expect(lottery).not.toHaveProperty('memberDiscount');
    expect(cart.cartTotal.amount).toBe(discounted + SUPER_JACKPOT_GAME_CENTS);

    const before = await walletBalance(shop.database.db, premium.customerId);
    const bought = await buy(premium);
    expect(bought.status, bought.text).toBe(200);
    expect(await walletBalance(shop.database.db, premium.customerId)).toBe(before - cart.cartTotal.amount);
    const placed = await shop.database.db.select().from(orders).where(eq(orders.customerId, premium.customerId));
    expect(placed.find((o) => o.productType === 'raffle_ticket')?.priceCents).toBe(discounted);
  });

  it('applies a promotion code to the discounted total, so the cart and the charge still agree', async () => {
    await shop.client.call('POST', '/v2/cart/items', { session: premium, body: smileTickets });
    const promoted = await shop.client.call('POST', '/v2/cart/promotion', { session: premium, body: { promotionCode: 'TENOFF' } });
    expect(promoted.status, promoted.text).toBe(200);
    const cart = promoted.data.result;
    const itemsCents = discountedCents(SMILE_CENTS / 2, PREMIUM_RAFFLE_PERCENT_OFF) * 2;
    expect(cart.cartTotal.amount).toBe(itemsCents + cart.promotionItems[0].totalPrice.amount);
    const before = await walletBalance(shop.database.db, premium.customerId);
    const bought = await buy(premium);
    expect(bought.status, bought.text).toBe(200);
    expect(await walletBalance(shop.database.db, premium.customerId)).toBe(before - cart.cartTotal.amount);
  });

  it('charges free members, non-members and anonymous carts the full price', async () => {
    const shopper = await signUp(shop.client);
    await shop.database.db
      .insert(ledgerEntries)
      .values({ id: newId(), customerId: shopper.customerId, kind: 'deposit', amountCents: 5_000, description: 'Deposit', createdAt: shop.clock.now() });
    await shop.client.call('PUT', '/v2/membership', { session: shopper, body: { membershipProgram: 'daily_winners', membershipStatus: 'member' } });
    const added = await shop.client.call('POST', '/v2/cart/items', { session: shopper, body: smileTickets });
    const raffle = added.data.result.cartItems.find((i: any) => i.productType === 'raffle_ticket');
    expect(raffle.totalPrice.amount).toBe(SMILE_CENTS);
    expect(raffle).not.toHaveProperty('memberDiscount');
    const before = await walletBalance(shop.database.db, shopper.customerId);
    expect((await buy(shopper)).status).toBe(200);
    expect(await walletBalance(shop.database.db, shopper.customerId)).toBe(before - SMILE_CENTS);
  });

  it('stops the discount once Premium has ended (the cart is priced afresh)', async () => {
    await shop.client.call('POST', '/v2/cart/items', { session: premium, body: smileTickets });
    await shop.database.db
      .update(customerMemberships)
      .set({ premiumUntil: new Date(shop.clock.now().getTime() - 1000) })
      .where(eq(customerMemberships.customerId, premium.customerId));
    const cart = (await shop.client.call('GET', '/v2/cart/items', { session: premium })).data.result;
    expect(cart.cartTotal.amount).toBe(SMILE_CENTS);
    await shop.client.call('DELETE', `/v2/cart/items/${cart.cartItems[0].id}`, { session: premium });
  });
});

describe.each(testBackends())('membership offer by pricing id on $name', (backend) => {
  const shop = useTestShop(backend);

  it('lists the membership offer only for pricing ids in eligiblePricingIds', async () => {
    expect(PROGRAM_CONFIG.eligiblePricingIds).toEqual(['standard']);
    const standard = (await shop.client.call('GET', '/v2/pricing/standard/product_offers')).data.result;
    expect(standard.orderedKeys).toContain(MEMBERSHIP_OFFER_KEY);
    const wholesale = await shop.client.call('GET', '/v2/pricing/wholesale/product_offers');
    expect(wholesale.status, wholesale.text).toBe(200);
    const offers = wholesale.data.result;
    expect(offers.offers.some((o: any) => o.type === 'membership')).toBe(false);
    expect(offers.orderedKeys).not.toContain(MEMBERSHIP_OFFER_KEY);
    expect(offers.rankings).not.toHaveProperty(MEMBERSHIP_OFFER_KEY);
    // Everything else is the same catalogue, in the same order.
    expect(offers.orderedKeys).toEqual(standard.orderedKeys.filter((k: string) => k !== MEMBERSHIP_OFFER_KEY));
    expect((await shop.client.call('GET', '/v2/pricing/nope/product_offers')).status).toBe(404);
  });

  it('still refuses the membership to a customer on an ineligible pricing id who adds it anyway', async () => {
    const shopper = await signUp(shop.client);
    await shop.database.db.update(customers).set({ pricingId: 'wholesale' }).where(eq(customers.id, shopper.customerId));
    const added = await shop.client.call('POST', '/v2/cart/items', { session: shopper, body: premiumItem });
    expect(added.status).toBe(403);
    expect(added.data.messages[0].code).toBe('membership_ineligible');
  });
});
