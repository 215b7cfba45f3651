/**
 * Promotions on both carts (shop-core §7 'Promotion'): POST /cart/promotion and
 * POST /anon-cart/{cartRef}/promotion with body promotion_code. Unknown, expired and ineligible
 * codes answer 422 `promotion_not_added`; the promotion item is removed by the item delete routes.
 */
import { applyPromotionSchema, cartRefParamsSchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { type CartRow, customerCart, findAnonymousCart } from './cartStore';
import { cartView, priceCart } from './cartView';
import { checkPromotion, setCartPromotion } from './promotions';

async function applyTo(db: DbOrTx, clock: Clock, cart: CartRow, code: string) {
  const priced = await priceCart(db, clock, cart);
  const dueCents = priced.items.reduce((sum, { priced: item }) => sum + (item.preOrder ? 0 : item.totalPriceCents), 0);
  const { promotion } = await checkPromotion(db, clock, code, cart.customerId, dueCents);
  await setCartPromotion(db, clock, cart.id, promotion.code);
  const view = cartView(await priceCart(db, clock, cart));
  // Items dropped while pricing before the promotion still need reporting once.
  return { ...view, autoRemovedItems: [...priced.removed, ...view.autoRemovedItems] };
}

export function registerCartPromotionRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'cartPromotion', { body: applyPromotionSchema }, async ({ auth, body }) => {
    const cart = await customerCart(db, clock, auth.customerId, 'main');
    return { result: await applyTo(db, clock, cart, body.promotionCode) };
  });

  registerRoute(
    server,
    deps,
    'anonCartPromotion',
    { params: cartRefParamsSchema, body: applyPromotionSchema },
    async ({ params, body }) => {
      const cart = await findAnonymousCart(db, params.ref, 'main');
      if (!cart) fail('cart_not_found', { field: 'ref' });
      return { result: await applyTo(db, clock, cart, body.promotionCode) };
    },
  );
}
