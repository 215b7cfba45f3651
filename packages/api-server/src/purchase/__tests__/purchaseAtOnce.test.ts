/**
 * A purchase made at once (purchase/purchaseAtOnce) writes only what it was priced from: read by
 * the key's statement, then changed before the write (by another purchase, a deposit, the cart,
 * the account, a limit), it writes nothing and leaves the purchase to the transaction, which reads
 * everything again under the lock. Each case here makes the change between the read and the write.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUPER_JACKPOT_GAME_CENTS, superJackpotItem, signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { PARTNER_ORIGIN, type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { addCartItemSchema } from '@drawkit/contract/schemas';
import { toCartItemInput } from '../../cart/cartItemRules';
import { customerCart } from '../../cart/cartStore';
import { newId } from '../../db/ids';
import { cartItems, carts, checkouts, customers, idempotencyKeys, ledgerEntries, orders } from '../../db/schema';
import { purchaseAtOnce } from '../purchaseAtOnce';
import { reserveReadingCart } from '../reserveReadingCart';

describe.each(testBackends())('a purchase made at once on $name', (backend) => {
  const shop = useTestShop(backend);

  async function shopperWithTicket(): Promise<Session> {
    const session = await signUp(shop.client);
    await shop.database.db
      .insert(ledgerEntries)
      .values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: 10_000, description: 'Test credit' });
    const added = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem({}, 2) });
    expect(added.status, added.text).toBe(200);
    return session;
  }

  /** The key's statement: the key reserved, the cart and the standing read with their versions. */
  async function read(session: Session) {
    const ref = { customerId: session.customerId, key: uniqueKey('once') };
    const first = await reserveReadingCart(shop.database.db, shop.clock, ref, 'test_purchase', 'hash', { kind: 'main', customerId: session.customerId });
    expect(first.reservation.kind).toBe('reserved');
    return { ref, read: first.read! };
  }

  async function buy(session: Session, reading: Awaited<ReturnType<typeof read>>) {
    const order = { customerId: session.customerId, card: null, idempotency: reading.ref, replaceWith: null, partnerSlug: null, channelKey: 'web', metadata: {}, rules: {}, intent: null };
    return purchaseAtOnce(shop.database.db, shop.clock, order, reading.read, (written) => written.checkout.id);
  }

  const checkoutsOf = async (customerId: string) => (await shop.database.db.select().from(checkouts).where(eq(checkouts.customerId, customerId))).length;
  const itemsOf = async (customerId: string) =>
    (await shop.database.db.select({ id: cartItems.id }).from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.customerId, customerId))).length;

  it('buys the cart as read in one statement, and completes the key with the answer', async () => {
    const session = await shopperWithTicket();
    const reading = await read(session);
    const made = await buy(session, reading);
    expect(made).not.toBeNull();
    expect(await checkoutsOf(session.customerId)).toBe(1);
    expect(await itemsOf(session.customerId)).toBe(0);
    const [key] = await shop.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, session.customerId), eq(idempotencyKeys.key, reading.ref.key)));
    expect(key?.status).toBe('completed');
    expect(key?.response).toBe(made?.answer);
  });

  const changes: [string, (session: Session) => Promise<unknown>][] = [
    [
      'another purchase (the wallet balance row)',
      async (session) => {
        const other = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('other'), body: { channelKey: 'web' } });
        expect(other.status, other.text).toBe(200);
      },
    ],
    [
      'a deposit (the wallet balance row)',
      (session) =>
        shop.database.db.insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: 1, description: 'Credit' }),
    ],
    [
      'an item added to the cart',
      async (session) => {
        const added = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem({}, 1) });
        expect(added.status, added.text).toBe(200);
      },
    ],
    [
      'an item changed in the cart',
      (session) =>
        shop.database.db.execute(
          sql`update cart_items set quickpick = quickpick where cart_id in (select id from carts where customer_id = ${session.customerId})`,
        ),
    ],
    [
      'the account restricted (the customer row)',
      (session) => shop.database.db.update(customers).set({ accountRestriction: 'suspended' }).where(eq(customers.id, session.customerId)),
    ],
    [
      'a spend limit set',
      async (session) => {
        const set = await shop.client.call('PUT', '/v2/spend-limits/day', { session, form: { amount: '500' } });
        expect(set.status, set.text).toBeLessThan(300);
      },
    ],
  ];

  it.each(changes)('writes nothing after %s, and leaves the purchase to the transaction', async (_, change) => {
    const session = await shopperWithTicket();
    const reading = await read(session);
    await change(session);
    const checkoutsBefore = await checkoutsOf(session.customerId);
    const itemsBefore = await itemsOf(session.customerId);
    expect(await buy(session, reading)).toBeNull();
    expect(await checkoutsOf(session.customerId)).toBe(checkoutsBefore);
    expect(await itemsOf(session.customerId)).toBe(itemsBefore);
  });

  describe('a partner purchase of one item that replaces its cart', () => {
    const partner = { kind: 'partner' as const, slug: 'demo-partner' };
    const partnerCall = { appKey: 'demo-partner', origin: PARTNER_ORIGIN };

    /** The shopper's demo-partner cart holding one game the purchase replaces, read by the key's statement. */
    const holdInPartnerCart = async (session: Session, games: number) => {
      const held = await shop.client.call('POST', `/v2/cart/partner/${partner.slug}`, { ...partnerCall, session, body: { cartItem: superJackpotItem({}, games) } });
      expect(held.status, held.text).toBe(200);
    };

    async function readPartnerCart(session: Session) {
      await holdInPartnerCart(session, 1);
      const cart = await customerCart(shop.database.db, shop.clock, session.customerId, partner.kind, partner.slug);
      const ref = { customerId: session.customerId, key: uniqueKey('partner-once') };
      const first = await reserveReadingCart(shop.database.db, shop.clock, ref, 'test_partner_purchase', 'hash', cart);
      expect(first.read?.state.items).toHaveLength(1);
      return { ref, read: first.read!, cartId: cart.id };
    }

    const buyReplacing = (session: Session, reading: Awaited<ReturnType<typeof readPartnerCart>>) =>
      purchaseAtOnce(
        shop.database.db,
        shop.clock,
        {
          customerId: session.customerId,
          card: null,
          idempotency: reading.ref,
          replaceWith: toCartItemInput(addCartItemSchema.parse(superJackpotItem({}, 3))),
          partnerSlug: partner.slug,
          channelKey: 'demo_partner_web',
          metadata: {},
          rules: {},
          intent: null,
        },
        reading.read,
        (written) => written.checkout.id,
      );

    const partnerItemsOf = async (cartId: string) => (await shop.database.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, cartId))).length;

    it('buys the item, not what the cart held, and empties the cart', async () => {
      const session = await shopperWithTicket();
      const reading = await readPartnerCart(session);
      const made = await buyReplacing(session, reading);
      expect(made).not.toBeNull();
      const bought = await shop.database.db.select().from(orders).where(eq(orders.checkoutId, made?.answer as string));
      expect(bought.map((order) => order.numGames)).toEqual([3]);
      const [charged] = await shop.database.db.select().from(checkouts).where(eq(checkouts.id, made?.answer as string));
      expect(charged?.partnerSlug).toBe(partner.slug);
      expect(charged?.totalCents).toBe(3 * SUPER_JACKPOT_GAME_CENTS);
      expect(await partnerItemsOf(reading.cartId)).toBe(0);
      // The main cart is another cart: its ticket stays.
      expect(await itemsOf(session.customerId)).toBe(1);
    });

    it('writes nothing after the cart’s content was replaced since the read', async () => {
      const session = await shopperWithTicket();
      const reading = await readPartnerCart(session);
      await holdInPartnerCart(session, 2);
      expect(await buyReplacing(session, reading)).toBeNull();
      expect(await checkoutsOf(session.customerId)).toBe(0);
      expect(await partnerItemsOf(reading.cartId)).toBe(1);
    });
  });

  // PostgreSQL only: PGlite has one connection, so nothing runs beside the transaction there.
  it.runIf(backend.name === 'postgres')('waits for a transaction holding what it checks, and writes nothing when that transaction moved money', async () => {
    const session = await shopperWithTicket();
    const reading = await read(session);
    let made: Promise<unknown> | null = null;
    await shop.database.db.transaction(async (tx) => {
      // A purchase transaction's order: the customer row, then (by the ledger's trigger) the balance row.
      await tx.execute(sql`select id from customers where id = ${session.customerId} for update`);
      await tx.insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: -1, description: 'Debit' });
      made = buy(session, reading);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await made).toBeNull();
    expect(await checkoutsOf(session.customerId)).toBe(0);
  });
});
