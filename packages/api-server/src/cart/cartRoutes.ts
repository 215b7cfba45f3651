/** The signed-in customer's cart: GET/POST /cart/items, PUT/DELETE /cart/items/{id}. */
import { addCartItemSchema, cartItemParamsSchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { priceCartItem, toCartItemInput } from './cartItemRules';
import { addToMainCart } from './addToMainCart';
import { customerCart, removeItem, updateItem } from './cartStore';
import { cartView, loadCartView, priceCartState } from './cartView';
import { removeCartPromotion } from './promotions';

export function registerCartRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'cartGet', {}, async ({ auth }) => {
    const cart = await customerCart(db, clock, auth.customerId, 'main');
    return { result: await loadCartView(db, clock, cart) };
  });

  registerRoute(server, deps, 'cartAddItem', { body: addCartItemSchema }, async ({ auth, body }) => {
    const input = toCartItemInput(body);
    const priced = await priceCartItem(db, clock, input, { customerId: auth.customerId });
    const { cart, state } = await addToMainCart(db, clock, auth.customerId, priced.input, priced.offer.offer.key);
    return { result: cartView(await priceCartState(db, clock, cart, state)) };
  });

  registerRoute(
    server,
    deps,
    'cartUpdateItem',
    { params: cartItemParamsSchema, body: addCartItemSchema },
    async ({ auth, params, body }) => {
      const input = toCartItemInput(body);
      const priced = await priceCartItem(db, clock, input, { customerId: auth.customerId });
      const cart = await customerCart(db, clock, auth.customerId, 'main');
      await updateItem(db, clock, cart.id, params.id, priced.input, priced.offer.offer.key);
      return { result: await loadCartView(db, clock, cart) };
    },
  );

  registerRoute(server, deps, 'cartDeleteItem', { params: cartItemParamsSchema }, async ({ auth, params }) => {
    const cart = await customerCart(db, clock, auth.customerId, 'main');
    // The id may be the cart's promotion item.
    if (!(await removeCartPromotion(db, cart.id, params.id))) await removeItem(db, clock, cart.id, params.id);
    return { result: await loadCartView(db, clock, cart) };
  });
}
