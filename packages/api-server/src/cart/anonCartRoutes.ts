/** Anonymous carts: a visitor's cart kept by reference, converted to the customer's on sign-in. */
import {
  addCartItemSchema,
  anonCartItemParamsSchema,
  cartRefParamsSchema,
  emptyBodySchema,
} from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { priceCartItem, toCartItemInput } from './cartItemRules';
import { addItem, createAnonymousCart, customerCart, findAnonymousCart, removeItem, takeOverCart, updateItem } from './cartStore';
import { loadCartView } from './cartView';
import { removeCartPromotion } from './promotions';

async function anonymousCart(db: DbOrTx, reference: string) {
  const cart = await findAnonymousCart(db, reference, 'main');
  if (!cart) fail('cart_not_found', { field: 'ref' });
  return cart;
}

export function registerAnonCartRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock }: { db: DbOrTx; clock: Clock } = deps;

  registerRoute(server, deps, 'anonCartCreate', { body: emptyBodySchema }, async () => {
    const cart = await createAnonymousCart(db, clock, 'main');
    return { status: 201, result: await loadCartView(db, clock, cart) };
  });

  registerRoute(server, deps, 'anonCartGet', { params: cartRefParamsSchema }, async ({ params }) => {
    return { result: await loadCartView(db, clock, await anonymousCart(db, params.ref)) };
  });

  registerRoute(
    server,
    deps,
    'anonCartAddItem',
    { params: cartRefParamsSchema, body: addCartItemSchema },
    async ({ params, body }) => {
      const cart = await anonymousCart(db, params.ref);
      const input = toCartItemInput(body);
      const priced = await priceCartItem(db, clock, input);
      await addItem(db, clock, cart.id, priced.input, priced.offer.offer.key);
      return { result: await loadCartView(db, clock, cart) };
    },
  );

  registerRoute(
    server,
    deps,
    'anonCartUpdateItem',
    { params: anonCartItemParamsSchema, body: addCartItemSchema },
    async ({ params, body }) => {
      const cart = await anonymousCart(db, params.ref);
      const input = toCartItemInput(body);
      const priced = await priceCartItem(db, clock, input);
      await updateItem(db, clock, cart.id, params.id, priced.input, priced.offer.offer.key);
      return { result: await loadCartView(db, clock, cart) };
    },
  );

  registerRoute(server, deps, 'anonCartDeleteItem', { params: anonCartItemParamsSchema }, async ({ params }) => {
    const cart = await anonymousCart(db, params.ref);
    // The id may be the cart's promotion item.
    if (!(await removeCartPromotion(db, cart.id, params.id))) await removeItem(db, clock, cart.id, params.id);
    return { result: await loadCartView(db, clock, cart) };
  });

  registerRoute(
    server,
    deps,
    'anonCartConvert',
    { params: cartRefParamsSchema, body: emptyBodySchema },
    async ({ params, auth }) => {
      const cart = await deps.db.transaction(async (tx) => {
        const anonymous = await anonymousCart(tx, params.ref);
        const own = await customerCart(tx, clock, auth.customerId, 'main');
        await takeOverCart(tx, clock, anonymous, own);
        return own;
      });
      return { result: await loadCartView(db, clock, cart) };
    },
  );
}
