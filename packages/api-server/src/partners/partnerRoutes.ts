/**
 * Partner purchase (shop-specialised §3, §7): a partner's page sells its own offers through a
 * partner cart, kept apart from the shopper's main cart. Anonymous shoppers hold the partner
 * cart by reference; after sign-in the customer's partner cart takes it over.
 */
import { partnerCartSchema, partnerPurchaseSchema, partnerSlugParamsSchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { type CartItemInput, priceCartItem, toCartItemInput } from '../cart/cartItemRules';
import {
  addItem,
  type CartRow,
  clearItems,
  createAnonymousCart,
  customerCart,
  findAnonymousCart,
  listItems,
  takeOverCart,
} from '../cart/cartStore';
import { loadPartnerCartView } from '../cart/cartView';
import type { DbOrTx } from '../db/Db';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { maskCard, runPurchase } from '../purchase/runPurchase';
import { findPartnerOrFail, type PartnerRow, partnerView } from './partnerQueries';
import { purchaseOutcome } from '../purchase/purchaseRoutes';

export function registerPartnerRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  /** Validates the new item (a partner sells only its offers), then makes it the cart's only item. */
  async function replaceContent(tx: DbOrTx, cart: CartRow, partner: PartnerRow, input: CartItemInput): Promise<void> {
    const priced = await priceCartItem(tx, clock, input, { allowedOfferKeys: partner.productOfferKeys, customerId: cart.customerId });
    await clearItems(tx, clock, cart.id);
    await addItem(tx, clock, cart.id, priced.input, priced.offer.offer.key);
  }

  registerRoute(server, deps, 'partner', { params: partnerSlugParamsSchema }, async ({ params }) => ({
    result: partnerView(await findPartnerOrFail(db, params.slug)),
  }));

  registerRoute(
    server,
    deps,
    'anonPartnerCart',
    { params: partnerSlugParamsSchema, body: partnerCartSchema },
    async ({ params, body }) => {
      const partner = await findPartnerOrFail(db, params.slug);
      const cart = await db.transaction(async (tx) => {
        // An unknown or spent reference starts a new cart, as a missing anonymous cart does.
        const existing = body.cartReference ? await findAnonymousCart(tx, body.cartReference, 'partner', partner.slug) : null;
        const own = existing ?? (await createAnonymousCart(tx, clock, 'partner', partner.slug));
        if (body.cartItem) await replaceContent(tx, own, partner, toCartItemInput(body.cartItem));
        return own;
      });
      return { result: await loadPartnerCartView(db, clock, cart, partner) };
    },
  );

  registerRoute(
    server,
    deps,
    'partnerCart',
    { params: partnerSlugParamsSchema, body: partnerCartSchema },
    async ({ params, body, auth }) => {
      const partner = await findPartnerOrFail(db, params.slug);
      const cart = await db.transaction(async (tx) => {
        const own = await customerCart(tx, clock, auth.customerId, 'partner', partner.slug);
        const anonymous = body.cartReference ? await findAnonymousCart(tx, body.cartReference, 'partner', partner.slug) : null;
        if (anonymous) {
          // The anonymous cart holds what the shopper just chose: it replaces the older content.
          const hasItems = (await listItems(tx, anonymous.id)).length > 0;
          if (hasItems) await clearItems(tx, clock, own.id);
          await takeOverCart(tx, clock, anonymous, own);
        }
        if (body.cartItem) await replaceContent(tx, own, partner, toCartItemInput(body.cartItem));
        return own;
      });
      return { result: await loadPartnerCartView(db, clock, cart, partner) };
    },
  );

  registerRoute(
    server,
    deps,
    'partnerPurchase',
    { params: partnerSlugParamsSchema, body: partnerPurchaseSchema },
    async ({ params, body, auth, idempotencyKey }) => {
      const partner = await findPartnerOrFail(db, params.slug);
      const { deposit, purchase } = body;
      const checkoutId = await runPurchase(deps, {
        customerId: auth.customerId,
        idempotencyKey,
        route: `partnerPurchase:${partner.slug}`,
        hashBody: { ...body, deposit: deposit ? { ...deposit, card: maskCard(deposit.card) } : null },
        cart: await customerCart(db, clock, auth.customerId, 'partner', partner.slug),
        replaceWith: body.cartItem ? toCartItemInput(body.cartItem) : null,
        rules: { allowedOfferKeys: partner.productOfferKeys },
        emptyCode: 'partner_cart_empty',
        deposit: deposit
          ? { amountCents: deposit.amount.amount, currency: deposit.amount.currency, card: deposit.card, browser: deposit.browser }
          : null,
        channelKey: purchase.channelKey,
        partnerSlug: partner.slug,
        metadata: { ...(purchase.metadata ?? {}), partnerKey: purchase.partnerKey ?? partner.key },
        // The spec's partner purchase answers with the purchase (checkout) id.
        answer: 'checkoutId',
      });
      // A card challenge answers 202 deposit_pending (payments), else the purchase id.
      return purchaseOutcome(checkoutId);
    },
  );
}
