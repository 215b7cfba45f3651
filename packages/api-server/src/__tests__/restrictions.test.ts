/**
 * The product-offer collection's restrictions (shop-specialised §3 "Product-offer collection:
 * orderedKeys, rankings, restrictions"; §9 "Restrictions: licensing_restriction,
 * migration_restriction"), enforced by the server at add-to-cart and at purchase.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { licensingRefusal, migrationRefusal } from '../cart/rules/restrictionRules';
import { newId } from '../db/ids';
import { customers, ledgerEntries, orders, productOffers } from '../db/schema';
import { addToCart, balanceOf, signUp, uniqueKey } from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { type Session, useTestShop } from './helpers/testShop';

const OFFER = 'super_jackpot_syndicate';
const NAME = 'Super Jackpot Syndicate';
const share = {
  productType: 'syndicate_share' as const,
  lotteryKey: 'super_jackpot_lottery',
  syndicateKey: 'super_jackpot_syndicate_36',
  numShares: 1,
  games: [],
  gameType: 'syndicate',
  gameOffer: 'super_jackpot_syndicate_36',
  numDraws: 1,
  quickpick: false,
};

describe.each(testBackends())('offer restrictions on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;
  const restrict = (restrictions: ('licensing_restriction' | 'migration_restriction')[], licensedRegions: string[] = []) =>
    db().update(productOffers).set({ restrictions, licensedRegions }).where(eq(productOffers.key, OFFER));
  beforeEach(async () => {
    await restrict([]);
  });

  async function customer(state: string, cents = 5_000): Promise<Session> {
    const session = await signUp(shop.client, { state });
    await db().insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: cents, description: 'Test credit' });
    return session;
  }
  const add = (session: Session | null, body: unknown = share) =>
    session ? shop.client.call('POST', '/v2/cart/items', { session, body }) : shop.client.call('POST', '/v2/anon-cart', {});

  it('licensing_restriction: refuses the offer outside the states it is licensed in, at add-to-cart', async () => {
    await restrict(['licensing_restriction'], ['NSW', 'QLD', 'VIC']);
    const refused = await add(await customer('WA'));
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0]).toEqual({
      code: 'offer_unavailable',
      level: 'error',
      field: 'lotteryKey',
      message: licensingRefusal(NAME, 'WA'),
    });
    expect(licensingRefusal(NAME, 'WA')).toBe('Sorry, Super Jackpot Syndicate is not licensed for sale in WA.');
    const accepted = await add(await customer('QLD'));
    expect(accepted.status, accepted.text).toBe(200);
    // Still listed, with its restrictions, for every shopper.
    const listing = (await shop.client.call('GET', '/v2/pricing/standard/product_offers')).data.result;
    expect(listing.restrictions[OFFER]).toEqual(['licensing_restriction']);
  });

  it('migration_restriction: refuses the offer while the customer\'s migration is pending', async () => {
    await restrict(['migration_restriction']);
    const session = await customer('NSW');
    for (const pending of ['eligible_soft', 'eligible_hard', 'in_progress'] as const) {
      await db().update(customers).set({ migrationStatus: pending }).where(eq(customers.id, session.customerId));
      const refused = await add(session);
      expect(refused.status, pending).toBe(422);
      expect(refused.json.messages[0]).toMatchObject({ code: 'offer_unavailable', message: migrationRefusal(NAME) });
    }
    for (const done of ['migrated', 'ineligible'] as const) {
      await db().update(customers).set({ migrationStatus: done }).where(eq(customers.id, session.customerId));
      expect((await add(session)).status, done).toBe(200);
    }
  });

  it('re-checks at purchase: an offer restricted after the add is refused and nothing is bought', async () => {
    const session = await customer('TAS');
    await addToCart(shop.client, session, share as never);
    await restrict(['licensing_restriction'], ['NSW']);
    const response = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('restricted'), body: { channelKey: 'web' } });
    expect(response.status).toBe(422);
    expect(response.json.messages[0]).toMatchObject({ code: 'offer_unavailable', message: licensingRefusal(NAME, 'TAS') });
    expect(await db().select().from(orders).where(eq(orders.customerId, session.customerId))).toEqual([]);
    expect(await balanceOf(shop.client, session)).toBe(5_000);
  });

  it('lets an anonymous cart hold the offer (the customer is not known yet) and drops it for a restricted customer on sign-in', async () => {
    await restrict(['licensing_restriction'], ['NSW']);
    const cartRef = (await add(null)).data.result.cartReference as string;
    const anon = await shop.client.call('POST', `/v2/anon-cart/${cartRef}/items`, { body: share });
    expect(anon.status, anon.text).toBe(200);
    const session = await customer('SA');
    const converted = await shop.client.call('POST', `/v2/anon-cart/${cartRef}/convert`, { session });
    expect(converted.status, converted.text).toBe(200);
    const cart = converted.data.result;
    expect(cart.cartItems).toEqual([]);
    expect(cart.autoRemovedItems).toMatchObject([{ reason: licensingRefusal(NAME, 'SA') }]);
  });
});
