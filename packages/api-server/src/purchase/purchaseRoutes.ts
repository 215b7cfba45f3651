/** Buying the main cart (wallet, or card deposit + wallet), payment methods and receipts. */
import { ERROR_CODES } from '@drawkit/contract';
import { cartPurchaseSchema, checkoutParamsSchema, depositPurchaseSchema, paymentMethodsQuerySchema } from '@drawkit/contract/schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { bankAccounts, funds, pendingDeposits } from '../db/schema';
import { DepositPending } from '../payments/authoriseCard';
import { parseFundFilters, paymentMethods } from '../payments/paymentMethods';
import { paymentsAvailable } from '../payments/noPaymentGateway';
import type { RouteResponse } from '../http/envelope';
import { loadReceipt } from './loadReceipt';
import { maskCard, runPurchase } from './runPurchase';
import { walletFunds } from '../wallet/withdrawableFunds';

/** A purchase's answer: the receipt, or (202, deposit_pending) the challenge still to do. */
export function purchaseOutcome(result: unknown): RouteResponse {
  if (result instanceof DepositPending) {
    return {
      status: 202,
      result: result.deposit,
      messages: [{ code: 'deposit_pending', level: 'info', message: ERROR_CODES.deposit_pending.message }],
    };
  }
  return { result };
}

export function registerPurchaseRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  registerRoute(server, deps, 'cartPurchase', { body: cartPurchaseSchema }, async ({ auth, body, idempotencyKey }) => {
    const result = await runPurchase(deps, {
      customerId: auth.customerId,
      idempotencyKey,
      route: 'cartPurchase',
      hashBody: body,
      // Found by the statement that reads its state (cart/loadCartState: loadCartOf).
      cart: { kind: 'main', customerId: auth.customerId },
      replaceWith: null,
      rules: {},
      emptyCode: 'cart_empty',
      deposit: null,
      channelKey: body.channelKey,
      partnerSlug: null,
      metadata: { ...(body.metadata ?? {}), ...(body.partnerKey ? { partnerKey: body.partnerKey } : {}) },
      answer: 'receipt',
    });
    return { result };
  });

  registerRoute(server, deps, 'depositPurchase', { body: depositPurchaseSchema }, async ({ auth, body, idempotencyKey }) => {
    const { deposit, purchase } = body;
    const result = await runPurchase(deps, {
      customerId: auth.customerId,
      idempotencyKey,
      route: 'depositPurchase',
      hashBody: { ...body, deposit: 'card' in deposit ? { ...deposit, card: maskCard(deposit.card) } : deposit },
      // Found by the statement that reads its state (cart/loadCartState: loadCartOf).
      cart: { kind: 'main', customerId: auth.customerId },
      replaceWith: null,
      rules: {},
      emptyCode: 'cart_empty',
      deposit:
        'card' in deposit
          ? { amountCents: deposit.amount.amount, currency: deposit.amount.currency, card: deposit.card, saveCard: deposit.saveCard, browser: deposit.browser }
          : {
              amountCents: deposit.amount.amount,
              currency: deposit.amount.currency,
              methodId: deposit.methodId,
              securityCode: deposit.securityCode,
              browser: deposit.browser,
            },
      channelKey: purchase.channelKey,
      partnerSlug: null,
      metadata: { ...(purchase.metadata ?? {}), ...(purchase.partnerKey ? { partnerKey: purchase.partnerKey } : {}) },
      // A challenged deposit's id then reads as this checkout's receipt (purchaseIntents.markCompleted).
      answer: 'receipt',
    });
    return purchaseOutcome(result);
  });

  registerRoute(server, deps, 'paymentMethods', { query: paymentMethodsQuerySchema }, async ({ auth, query }) => {
    const filters = parseFundFilters(query.filter);
    const stored = await db.select().from(funds).where(eq(funds.customerId, auth.customerId)).orderBy(desc(funds.isDefault), desc(funds.createdAt));
    const accounts = await db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.customerId, auth.customerId), isNull(bankAccounts.removedAt)))
      .orderBy(desc(bankAccounts.isDefault), desc(bankAccounts.createdAt));
    const wallet = await walletFunds(db, auth.customerId);
    return {
      result: paymentMethods(wallet.balanceCents, stored, filters, paymentsAvailable(deps.gateway), { accounts, withdrawableCents: wallet.withdrawableCents }),
    };
  });

  registerRoute(server, deps, 'checkout', { params: checkoutParamsSchema }, async ({ auth, params }) => {
    const receipt = await loadReceipt(db, params.checkoutId, auth.customerId);
    if (receipt) return { result: receipt };
    // A deposit's id stands for the checkout it was to pay for (card challenge, PayPal).
    const [deposit] = await db
      .select()
      .from(pendingDeposits)
      .where(and(eq(pendingDeposits.id, params.checkoutId), eq(pendingDeposits.customerId, auth.customerId)));
    if (deposit?.checkoutId) {
      const bought = await loadReceipt(db, deposit.checkoutId, auth.customerId);
      if (bought) return { result: bought };
    }
    if (deposit?.status === 'failed') fail('checkout_failure', { message: ERROR_CODES.card_challenge_failed.message });
    if (deposit?.status === 'cancelled') fail('checkout_failure', { message: 'This payment was cancelled. Your cart has not been bought.' });
    fail('checkout_not_found', { field: 'checkoutId' });
  });
}
