/**
 * Cart build (shop-core §7 'Cart': POST /cart/build, POST /anon-cart/{ref}/build): several items
 * added in one go, each checked by the cart rules; one failing item adds none of them.
 */
import { buildCartSchema, cartRefParamsSchema } from '@drawkit/contract/schemas';
import type { AddCartItemInput } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { fail, isApiFailure } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { priceCartItem, toCartItemInput } from './cartItemRules';
import { addItem, type CartRow, customerCart, findAnonymousCart } from './cartStore';
import { loadCartView } from './cartView';

async function build(db: Db, clock: Clock, cart: CartRow, items: AddCartItemInput[]) {
  await db.transaction(async (tx) => {
    for (const [index, item] of items.entries()) {
      try {
        const priced = await priceCartItem(tx, clock, toCartItemInput(item), { customerId: cart.customerId });
        await addItem(tx, clock, cart.id, priced.input, priced.offer.offer.key);
      } catch (error) {
        // Say which item failed, keeping the rule's code and message.
        if (isApiFailure(error)) {
          for (const message of error.messages) message.field = `cartItems.${index}${message.field ? `.${message.field}` : ''}`;
        }
        throw error;
      }
    }
  });
  return loadCartView(db, clock, cart);
}

export function registerCartBuildRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'cartBuild', { body: buildCartSchema }, async ({ auth, body }) => {
    const cart = await customerCart(db, clock, auth.customerId, 'main');
    return { result: await build(db, clock, cart, body.cartItems) };
  });

  registerRoute(server, deps, 'anonCartBuild', { params: cartRefParamsSchema, body: buildCartSchema }, async ({ params, body }) => {
    const cart = await findAnonymousCart(db, params.ref, 'main');
    if (!cart) fail('cart_not_found', { field: 'ref' });
    return { result: await build(db, clock, cart, body.cartItems) };
  });
}
