/**
 * The sandbox PayPal deposit: `POST /funds/pl/sandbox/deposit` (shop-core §7's
 * `POST /funds/{method}/{gateway}/deposit` with method pl) answers an approval address; the
 * approval page sends the shopper back to `/checkout/deposit/{depositId}/success` or `/cancel`,
 * whose pages call `POST /deposits/{id}/complete` (credit the wallet, then buy the cart) or
 * `POST /deposits/{id}/cancel`. `GET /deposits/{id}` reads any pending deposit.
 */
import { ERROR_CODES } from '@drawkit/contract';
import { depositParamsSchema, payPalDepositSchema } from '@drawkit/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerCart } from '../cart/cartStore';
import { newId } from '../db/ids';
import { ledgerEntries, payments, pendingDeposits } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { priceForPurchase } from '../purchase/completePurchase';
import { dueCents } from '../purchase/issueTickets';
import { receiptResponder } from '../purchase/purchaseRoutes';
import { runPurchase } from '../purchase/runPurchase';
import { newSecret, pendingView } from './authoriseCard';
import { checkDepositAmount } from './paymentMethods';

export function registerPayPalRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  async function ownDeposit(customerId: string, depositId: string) {
    const [row] = await db
      .select()
      .from(pendingDeposits)
      .where(and(eq(pendingDeposits.id, depositId), eq(pendingDeposits.customerId, customerId)));
    if (!row) fail('deposit_not_found', { field: 'depositId' });
    return row;
  }

  registerRoute(server, deps, 'payPalDeposit', { body: payPalDepositSchema }, async ({ auth, body }) => {
    if (body.amount.currency !== 'AUD') fail('validation_failed', { field: 'amount.currency', message: 'Deposits are in AUD.' });
    checkDepositAmount(body.amount.amount, 'amount');
    const cart = await customerCart(db, clock, auth.customerId, 'main');
    const items = await priceForPurchase(db, clock, cart, null, {});
    if (items.length === 0) fail('cart_empty');
    if (dueCents(items) <= 0) fail('validation_failed', { field: 'amount', message: 'Nothing is due.' });
    const [row] = await db
      .insert(pendingDeposits)
      .values({
        id: newId(),
        customerId: auth.customerId,
        kind: 'paypal',
        status: 'pending',
        route: 'payPalDeposit',
        amountCents: body.amount.amount,
        token: newSecret(),
        purchase: { ...body.purchase },
        createdAt: clock.now(),
      })
      .returning();
    return {
      status: 202,
      result: pendingView(row!, deps.publicOrigin),
      messages: [{ code: 'deposit_pending', level: 'info', message: ERROR_CODES.deposit_pending.message }],
    };
  });

  registerRoute(server, deps, 'depositGet', { params: depositParamsSchema }, async ({ auth, params }) => ({
    result: pendingView(await ownDeposit(auth.customerId, params.depositId), deps.publicOrigin),
  }));

  registerRoute(server, deps, 'depositCancel', { params: depositParamsSchema }, async ({ auth, params }) => {
    const row = await ownDeposit(auth.customerId, params.depositId);
    if (row.kind !== 'paypal') fail('deposit_not_found', { field: 'depositId' });
    const [cancelled] = await db
      .update(pendingDeposits)
      .set({ status: 'cancelled', resolvedAt: clock.now() })
      .where(and(eq(pendingDeposits.id, row.id), eq(pendingDeposits.status, 'pending')))
      .returning();
    return { result: pendingView(cancelled ?? row, deps.publicOrigin) };
  });

  registerRoute(server, deps, 'depositComplete', { params: depositParamsSchema }, async ({ auth, params }) => {
    const row = await ownDeposit(auth.customerId, params.depositId);
    if (row.kind !== 'paypal') fail('deposit_not_found', { field: 'depositId' });
    if (row.status === 'pending' || row.status === 'cancelled' || row.status === 'failed') fail('deposit_not_approved');
    if (row.status === 'approved') {
      // Credit the wallet once: only the call that moves approved → completed writes the ledger.
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(pendingDeposits)
          .set({ status: 'completed' })
          .where(and(eq(pendingDeposits.id, row.id), eq(pendingDeposits.status, 'approved')))
          .returning();
        if (!moved) return;
        const paymentId = newId();
        const now = clock.now();
        await tx.insert(payments).values({ id: paymentId, customerId: auth.customerId, gateway: 'paypal_sandbox', reference: `pp_sandbox_${row.id}`, amountCents: row.amountCents, currency: 'AUD', status: 'succeeded', brand: 'PAYPAL', last4: '', createdAt: now });
        await tx.insert(ledgerEntries).values({ id: newId(), customerId: auth.customerId, kind: 'deposit', amountCents: row.amountCents, paymentId, description: 'PayPal deposit', createdAt: now });
      });
    }
    // Then buy the cart from the wallet, once: the deposit's id is the purchase's key.
    const purchase = (row.purchase ?? {}) as { channelKey?: string; partnerKey?: string; metadata?: Record<string, unknown> };
    const receipt = (await runPurchase(deps, {
      customerId: auth.customerId,
      idempotencyKey: `paypal-${row.id}`,
      route: 'depositComplete',
      hashBody: { depositId: row.id },
      cart: await customerCart(db, clock, auth.customerId, 'main'),
      replaceWith: null,
      rules: {},
      emptyCode: 'cart_empty',
      deposit: null,
      channelKey: purchase.channelKey ?? 'web',
      partnerSlug: null,
      metadata: { ...(purchase.metadata ?? {}), ...(purchase.partnerKey ? { partnerKey: purchase.partnerKey } : {}), payPalDepositId: row.id },
      respond: receiptResponder(auth.customerId),
    })) as { checkoutId: string };
    await db.update(pendingDeposits).set({ checkoutId: receipt.checkoutId }).where(eq(pendingDeposits.id, row.id));
    return { result: receipt };
  });
}
