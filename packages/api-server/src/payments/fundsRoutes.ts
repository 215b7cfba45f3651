/**
 * Stored cards and wallet deposits from them (shop-core §7 'Funds and payments'):
 * `GET /funds/card_gateways`, `POST /funds/card/{gateway}`, `POST /funds/{id}/default`,
 * `DELETE /funds/{id}`, `POST /funds/{id}/deposit` (3.4 when a security code is sent).
 */
import { ERROR_CODES, type StoredFund } from '@drawkit/contract';
import { addCardSchema, fundDepositSchema, fundParamsSchema, gatewayParamsSchema } from '@drawkit/contract/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { funds } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { NO_CONTENT } from '../http/envelope';
import { registerRoute } from '../http/registerRoute';
import { acquireIdempotencyKey } from '../purchase/acquireIdempotencyKey';
import { releaseIdempotencyKey, requestHash } from '../purchase/idempotency';
import { afterFailedPayment } from '../purchase/settleReservation';
import { assertDepositAllowed } from '../limits/depositLimit';
import { authoriseCard, type CardCharge, DepositPending, storeCard } from './authoriseCard';
import { removeBankAccount } from '../wallet/removeBankAccount';
import { creditCardDeposit } from './creditCardDeposit';
import { paymentsAvailable } from './noPaymentGateway';
import { cardGateway, cardGateways } from './cardGateways';
import type { FundRow } from './paymentMethods';

export function fundView(row: FundRow): StoredFund {
  return {
    id: row.id,
    type: row.type,
    gateway: row.gateway,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    default: row.isDefault,
    verification: row.verification as StoredFund['verification'],
  };
}

export function registerFundsRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'cardGateways', {}, async () => ({ result: cardGateways(paymentsAvailable(deps.gateway)) }));

  registerRoute(server, deps, 'addCard', { params: gatewayParamsSchema, body: addCardSchema }, async ({ auth, params, body }) => {
    if (!cardGateway(params.gateway)) fail('gateway_not_found', { field: 'gateway' });
    const row = await storeCard(deps, auth.customerId, body.card, body.makeDefault ?? false, params.gateway);
    return { status: 201, result: fundView(row) };
  });

  registerRoute(server, deps, 'fundDefault', { params: fundParamsSchema }, async ({ auth, params }) => {
    const row = await db.transaction(async (tx) => {
      const mine = await tx.select().from(funds).where(eq(funds.customerId, auth.customerId)).for('update');
      if (!mine.some((f) => f.id === params.id)) fail('fund_not_found', { field: 'id' });
      await tx.update(funds).set({ isDefault: false }).where(eq(funds.customerId, auth.customerId));
      const [updated] = await tx.update(funds).set({ isDefault: true }).where(eq(funds.id, params.id)).returning();
      return updated!;
    });
    return { result: fundView(row) };
  });

  registerRoute(server, deps, 'fundDelete', { params: fundParamsSchema }, async ({ auth, params }) => {
    await db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(funds)
        .where(and(eq(funds.id, params.id), eq(funds.customerId, auth.customerId)))
        .returning();
      if (!deleted) {
        // Not a card: a bank account is a fund too ("bank fund has type bank").
        if (!(await removeBankAccount(tx, clock, auth.customerId, params.id))) fail('fund_not_found', { field: 'id' });
        return;
      }
      // The newest remaining card takes over as the default.
      if (deleted.isDefault) {
        const [next] = await tx.select().from(funds).where(eq(funds.customerId, auth.customerId)).orderBy(desc(funds.createdAt)).limit(1);
        if (next) await tx.update(funds).set({ isDefault: true }).where(eq(funds.id, next.id));
      }
    });
    return NO_CONTENT;
  });

  registerRoute(server, deps, 'fundDeposit', { params: fundParamsSchema, body: fundDepositSchema }, async ({ auth, params, body, idempotencyKey }) => {
    if (!idempotencyKey) fail('idempotency_key_missing');
    if (body.amount.currency !== 'AUD') fail('validation_failed', { field: 'amount.currency', message: 'Deposits are in AUD.' });
    // The account and its deposit (precommitment) limit allow this deposit (limits/).
    await assertDepositAllowed(db, clock, auth.customerId, body.amount.amount);
    const ref = { customerId: auth.customerId, key: idempotencyKey };
    const hash = requestHash('fundDeposit', { id: params.id, ...body });
    const acquired = await acquireIdempotencyKey(deps, ref, 'fundDeposit', hash);
    if (acquired.kind === 'replay') return { result: acquired.response };
    let charge: CardCharge | null = null;
    try {
      const authorised = await authoriseCard(deps, {
        customerId: auth.customerId,
        route: 'fundDeposit',
        idempotencyKey,
        hash,
        amountCents: body.amount.amount,
        source: { fundId: params.id, securityCode: body.securityCode },
        browser: body.browser,
        field: 'deposit',
        target: { kind: 'deposit', purchase: { fundId: params.id } },
      });
      if (authorised instanceof DepositPending) {
        await releaseIdempotencyKey(db, ref);
        return {
          status: 202,
          result: authorised.deposit,
          messages: [{ code: 'deposit_pending', level: 'info', message: ERROR_CODES.deposit_pending.message }],
        };
      }
      charge = authorised;
      const card = charge;
      return { result: await db.transaction((tx) => creditCardDeposit(tx, clock, auth.customerId, card, ref)) };
    } catch (error) {
      return { result: await afterFailedPayment(deps, ref, charge, error) };
    } finally {
      acquired.done();
    }
  });
}
