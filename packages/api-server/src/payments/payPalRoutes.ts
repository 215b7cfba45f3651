/**
 * The sandbox PayPal deposit: `POST /funds/pl/sandbox/deposit` (shop-core §7's
 * `POST /funds/{method}/{gateway}/deposit` with method pl) answers an approval address; the
 * approval page sends the shopper back to `/checkout/deposit/{depositId}/success` or `/cancel`,
 * whose pages call `POST /deposits/{id}/complete` (credit the wallet, then buy the cart) or
 * `POST /deposits/{id}/cancel`. `GET /deposits/{id}` reads any pending deposit.
 *
 * A partner purchase pays its partner cart the same way (`partnerSlug`), and its return lands on
 * the partner's page (`returnUrl`, on one of the calling app's origins) rather than the storefront.
 * Without `purchase` it is an account deposit: the return lands on
 * `/my-account/deposit/details/{depositId}/success` or `/failure`, and completing it only credits the wallet.
 */
import { type AccountDepositResult, ERROR_CODES, money } from '@drawkit/contract';
import { depositParamsSchema, payPalDepositSchema } from '@drawkit/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import { customerCart } from '../cart/cartStore';
import { newId } from '../db/ids';
import { customers, ledgerEntries, payments, pendingDeposits } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { assertDepositAllowed } from '../limits/depositLimit';
import { priceForPurchase } from '../purchase/completePurchase';
import { dueCents } from '../purchase/issueTickets';
import { originsOf } from '../http/appRegistry';
import { findPartnerOrFail } from '../partners/partnerQueries';
import { runPurchase } from '../purchase/runPurchase';
import { walletBalance } from '../purchase/walletBalance';
import { newSecret, pendingView } from './authoriseCard';
import { assertPayPal } from './noPaymentGateway';
import { checkDepositAmount } from './paymentMethods';

export function registerPayPalRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  async function segmentOf(customerId: string): Promise<string | null> {
    const [customer] = await db.select({ segment: customers.segment }).from(customers).where(eq(customers.id, customerId));
    return customer?.segment ?? null;
  }

  async function ownDeposit(customerId: string, depositId: string) {
    const [row] = await db
      .select()
      .from(pendingDeposits)
      .where(and(eq(pendingDeposits.id, depositId), eq(pendingDeposits.customerId, customerId)));
    if (!row) fail('deposit_not_found', { field: 'depositId' });
    return row;
  }

  registerRoute(server, deps, 'payPalDeposit', { body: payPalDepositSchema }, async ({ auth, body, app }) => {
    assertPayPal(deps.gateway);
    if (body.amount.currency !== 'AUD') fail('validation_failed', { field: 'amount.currency', message: 'Deposits are in AUD.' });
    checkDepositAmount(body.amount.amount, 'amount');
    // The account and its deposit (precommitment) limit allow this deposit (limits/).
    await assertDepositAllowed(db, clock, auth.customerId, body.amount.amount);
    // The return goes only to a page of the app that asked: never an open redirect.
    if (body.returnUrl !== undefined && !originsOf(app, deps).includes(new URL(body.returnUrl).origin)) {
      fail('validation_failed', { field: 'returnUrl', message: 'The return address is not allowed for this app.' });
    }
    // No purchase: an account deposit (`/my-account/deposit`), money into the wallet and nothing bought.
    const forCart = body.purchase;
    if (!forCart) {
      if (body.partnerSlug !== undefined || body.returnUrl !== undefined) {
        fail('validation_failed', { field: 'purchase', message: 'A partner deposit buys the partner cart: send its purchase details.' });
      }
      requireCapability(await segmentOf(auth.customerId), 'wallet_deposit');
    }
    const partner = forCart && body.partnerSlug ? await findPartnerOrFail(db, body.partnerSlug) : null;
    if (forCart) {
      const cart = await customerCart(db, clock, auth.customerId, partner ? 'partner' : 'main', partner?.slug);
      const items = await priceForPurchase(db, clock, cart, null, partner ? { allowedOfferKeys: partner.productOfferKeys } : {});
      if (items.length === 0) fail(partner ? 'partner_cart_empty' : 'cart_empty');
      if (dueCents(items) <= 0) fail('validation_failed', { field: 'amount', message: 'Nothing is due.' });
    }
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
        purchase: forCart
          ? {
              ...forCart,
              ...(partner ? { partnerSlug: partner.slug, partnerKey: forCart.partnerKey ?? partner.key } : {}),
              ...(body.returnUrl ? { returnUrl: body.returnUrl } : {}),
            }
          : null,
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
        // The ledger row takes the deposit's id: the deposit's transaction, for its summary page.
        await tx.insert(ledgerEntries).values({ id: row.id, customerId: auth.customerId, kind: 'deposit', amountCents: row.amountCents, paymentId, description: 'PayPal deposit', createdAt: now });
      });
    }
    if (row.purchase === null) {
      // An account deposit: nothing to buy.
      const result: AccountDepositResult = {
        depositId: row.id,
        status: 'completed',
        amount: money(row.amountCents),
        transactionId: row.id,
        balance: money(await walletBalance(db, auth.customerId)),
      };
      return { result };
    }
    // Then buy the cart (the partner's, for a partner purchase) from the wallet, once: the
    // deposit's id is the purchase's key.
    const purchase = (row.purchase ?? {}) as { channelKey?: string; partnerKey?: string; partnerSlug?: string; metadata?: Record<string, unknown> };
    const partner = purchase.partnerSlug ? await findPartnerOrFail(db, purchase.partnerSlug) : null;
    const receipt = (await runPurchase(deps, {
      customerId: auth.customerId,
      idempotencyKey: `paypal-${row.id}`,
      route: 'depositComplete',
      hashBody: { depositId: row.id },
      cart: await customerCart(db, clock, auth.customerId, partner ? 'partner' : 'main', partner?.slug),
      replaceWith: null,
      rules: partner ? { allowedOfferKeys: partner.productOfferKeys } : {},
      emptyCode: partner ? 'partner_cart_empty' : 'cart_empty',
      deposit: null,
      channelKey: purchase.channelKey ?? 'web',
      partnerSlug: partner?.slug ?? null,
      metadata: { ...(purchase.metadata ?? {}), ...(purchase.partnerKey ? { partnerKey: purchase.partnerKey } : {}), payPalDepositId: row.id },
      answer: 'receipt',
    })) as { checkoutId: string };
    await db.update(pendingDeposits).set({ checkoutId: receipt.checkoutId }).where(eq(pendingDeposits.id, row.id));
    return { result: receipt };
  });
}
