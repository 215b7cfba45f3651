/**
 * `/cart/replay/{replayID}` (shop-core §2): POST /cart/replay/{replayId} puts the items of one of
 * the customer's past checkouts (the replay id is the checkout id) back in their cart, for the
 * next open draws. Items that can no longer be bought are reported in `autoRemovedItems`.
 */
import { cartReplayParamsSchema } from '@drawkit/contract/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkouts, orders } from '../db/schema';
import { fail, isApiFailure } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { type CartItemInput, priceCartItem } from './cartItemRules';
import { addItem, customerCart } from './cartStore';
import { cartView, priceCart } from './cartView';

type OrderRow = typeof orders.$inferSelect;

/** A past order as a new cart item: same games and options, the next open draw. */
export function replayInput(order: OrderRow): CartItemInput {
  return {
    productType: order.productType,
    lotteryKey: order.lotteryKey,
    gameType: order.gameType,
    gameOffer: order.gameOffer,
    // A syndicate's games belong to the syndicate, not the share.
    games: order.productType === 'syndicate_share' ? [] : order.games,
    numDraws: order.numDraws,
    recurring: order.recurring,
    drawNo: null,
    quickpick: order.quickpick,
    affiliateCode: null,
    details: { ...order.details, drawOffset: null, preOrder: false },
  };
}

export function registerCartReplayRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'cartReplay', { params: cartReplayParamsSchema }, async ({ auth, params }) => {
    const [checkout] = await db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.id, params.replayId), eq(checkouts.customerId, auth.customerId)));
    if (!checkout) fail('checkout_not_found', { field: 'replayId' });
    const past = await db.select().from(orders).where(eq(orders.checkoutId, checkout.id)).orderBy(asc(orders.position));
    const cart = await customerCart(db, clock, auth.customerId, 'main');
    const skipped: { id: string; description: string; reason: string }[] = [];
    for (const order of past) {
      try {
        const priced = await priceCartItem(db, clock, replayInput(order), { customerId: cart.customerId });
        await addItem(db, clock, cart.id, priced.input, priced.offer.offer.key);
      } catch (error) {
        if (!isApiFailure(error)) throw error;
        skipped.push({ id: order.id, description: order.description, reason: error.message });
      }
    }
    const view = cartView(await priceCart(db, clock, cart));
    return { result: { ...view, autoRemovedItems: [...skipped, ...view.autoRemovedItems] } };
  });
}
