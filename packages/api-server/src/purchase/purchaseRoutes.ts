/** Buying the main cart (wallet, or card deposit + wallet), payment methods and receipts. */
import { cartPurchaseSchema, checkoutParamsSchema, depositPurchaseSchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { customerCart } from '../cart/cartStore';
import type { Tx } from '../db/Db';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { paymentMethods } from '../payments/paymentMethods';
import { loadReceipt } from './loadReceipt';
import { maskCard, runPurchase } from './runPurchase';
import { walletBalance } from './walletBalance';

export function receiptResponder(customerId: string) {
  return async (tx: Tx, checkoutId: string) => {
    const receipt = await loadReceipt(tx, checkoutId, customerId);
    if (!receipt) throw new Error('The new checkout has no receipt');
    return receipt;
  };
}

export function registerPurchaseRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'cartPurchase', { body: cartPurchaseSchema }, async ({ auth, body, idempotencyKey }) => {
    const result = await runPurchase(deps, {
      customerId: auth.customerId,
      idempotencyKey,
      route: 'cartPurchase',
      hashBody: body,
      cart: await customerCart(db, clock, auth.customerId, 'main'),
      replaceWith: null,
      rules: {},
      emptyCode: 'cart_empty',
      deposit: null,
      channelKey: body.channelKey,
      partnerSlug: null,
      metadata: { ...(body.metadata ?? {}), ...(body.partnerKey ? { partnerKey: body.partnerKey } : {}) },
      respond: receiptResponder(auth.customerId),
    });
    return { result };
  });

  registerRoute(server, deps, 'depositPurchase', { body: depositPurchaseSchema }, async ({ auth, body, idempotencyKey }) => {
    const { deposit, purchase } = body;
    const result = await runPurchase(deps, {
      customerId: auth.customerId,
      idempotencyKey,
      route: 'depositPurchase',
      hashBody: { ...body, deposit: { ...deposit, card: maskCard(deposit.card) } },
      cart: await customerCart(db, clock, auth.customerId, 'main'),
      replaceWith: null,
      rules: {},
      emptyCode: 'cart_empty',
      deposit: { amountCents: deposit.amount.amount, currency: deposit.amount.currency, card: deposit.card },
      channelKey: purchase.channelKey,
      partnerSlug: null,
      metadata: { ...(purchase.metadata ?? {}), ...(purchase.partnerKey ? { partnerKey: purchase.partnerKey } : {}) },
      respond: receiptResponder(auth.customerId),
    });
    return { result };
  });

  registerRoute(server, deps, 'paymentMethods', {}, async ({ auth }) => ({
    result: paymentMethods(await walletBalance(db, auth.customerId)),
  }));

  registerRoute(server, deps, 'checkout', { params: checkoutParamsSchema }, async ({ auth, params }) => {
    const receipt = await loadReceipt(db, params.checkoutId, auth.customerId);
    if (!receipt) fail('checkout_not_found', { field: 'checkoutId' });
    return { result: receipt };
  });
}
