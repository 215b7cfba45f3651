/**
 * Takes a card payment through the gateway, before any purchase transaction: a typed card or a
 * stored one (with its security code when its gateway requires it), the spec's amount bounds,
 * and the card challenge. A challenge the issuer asks for becomes a pending deposit keyed by
 * the request's Idempotency-Key; the same request sent again once the challenge is done is
 * charged with the authentication, and after a failed challenge it is refused.
 *
 * Before the gateway hears of a charge, a pending purchase says what it is for (committed, its
 * id the gateway's idempotency key): a crash after the charge leaves a record to settle, not a
 * charge nobody knows about (purchase/purchaseIntents, purchase/reconcilePurchases).
 */
import { randomBytes } from 'node:crypto';
import type { BrowserInfo, PendingDeposit } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { newId } from '../db/ids';
import { funds, pendingDeposits, purchaseIntents } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { cardGateway, challengeWindow, DEFAULT_WINDOW_SIZE } from './cardGateways';
import type { CardDetails, PaymentGateway } from './PaymentGateway';
import { assertCardPayments } from './noPaymentGateway';
import { checkDepositAmount } from './paymentMethods';
import { injectFault } from '../faultInjection';
import { runStatementOne, statement } from '../db/statements';
import { rowFromJson } from '../db/tableJson';
import { type CardCharge, failureOf, type IntentTarget, markReleased, refundIntent } from '../purchase/purchaseIntents';

export type { CardCharge };

export type CardSource = { card: CardDetails; save?: boolean } | { fundId: string; securityCode?: string | undefined };

export interface CardAuthorisation {
  customerId: string;
  route: string;
  idempotencyKey: string;
  /** Hash of the request: a resent request must be the same one. */
  hash: string;
  amountCents: number;
  source: CardSource;
  browser?: Pick<BrowserInfo, 'challengeWindowSize'> | undefined;
  /** Where errors point, e.g. `deposit`. */
  field: string;
  /** What the charge pays for, recorded with the pending purchase. */
  target: IntentTarget;
}

/** The answer while the shopper still has to act (HTTP 202, code deposit_pending). */
export class DepositPending {
  constructor(readonly deposit: PendingDeposit) {}
}

export const newSecret = () => randomBytes(24).toString('base64url');

type PendingRow = typeof pendingDeposits.$inferSelect;

export function pendingView(row: PendingRow, publicOrigin: string): PendingDeposit {
  const view: PendingDeposit = { depositId: row.id, kind: row.kind, status: row.status, amount: money(row.amountCents), checkoutId: row.checkoutId };
  if (row.kind === 'card_challenge') {
    const url = `${publicOrigin}/3ds/challenge/${row.id}?token=${row.token}`;
    view.challenge = challengeWindow(url, (row.windowSize ?? DEFAULT_WINDOW_SIZE) as Parameters<typeof challengeWindow>[1]);
  } else {
    view.approvalUrl = `${publicOrigin}/sandbox/paypal/approve/${row.id}?token=${row.token}`;
  }
  return view;
}

async function resolveFund(db: Db, customerId: string, source: Extract<CardSource, { fundId: string }>, field: string) {
  const [fund] = await db
    .select()
    .from(funds)
    .where(and(eq(funds.id, source.fundId), eq(funds.customerId, customerId)));
  if (!fund) fail('fund_not_found', { field: `${field}.methodId` });
  // "Credit-card security code is required per gateway per the rules" (shop-core §5).
  if ((cardGateway(fund.gateway)?.cscRequired ?? true) && !source.securityCode) {
    fail('security_code_required', { field: `${field}.securityCode` });
  }
  return fund;
}

/**
 * The pending deposit of an earlier attempt under the key, and the pending purchase (purchaseIntents.createIntent)
 * written unless that attempt stops this one (another request under the key, a challenge still
 * pending, or failed).
 */
const earlierAndIntentStatement = statement<{ earlier: Record<string, unknown> | null; intent: Record<string, unknown> | null }>(
  'card_earlier_and_intent',
  `with earlier as (
    select * from pending_deposits where customer_id = $1 and route = $2 and idempotency_key = $3),
  created as (
    insert into purchase_intents (id, customer_id, kind, route, idempotency_key, request_hash, purchase, amount_cents, currency, gateway, status, created_at, updated_at)
    select $4, $1, $5, $2, $3, $6, $7::jsonb, $8::bigint, 'AUD', $9, 'pending', $10::timestamptz, $10::timestamptz
    where not exists (select 1 from earlier where request_hash <> $6 or status in ('pending', 'failed'))
    returning to_json(purchase_intents.*) as intent)
  select (select to_json(e) from earlier e) as earlier, (select intent from created) as intent`,
);

export async function authoriseCard(
  deps: { db: Db; clock: Clock; gateway: PaymentGateway; publicOrigin: string },
  request: CardAuthorisation,
): Promise<CardCharge | DepositPending> {
  const { db, gateway } = deps;
  assertCardPayments(gateway, request.field);
  checkDepositAmount(request.amountCents, `${request.field}.amount`);
  const fund = 'fundId' in request.source ? await resolveFund(db, request.customerId, request.source, request.field) : null;

  // A challenge asked for earlier under this key, and the pending purchase the charge needs, in one statement.
  const now = deps.clock.now().toISOString();
  const read = await runStatementOne(db, earlierAndIntentStatement, [
    request.customerId,
    request.route,
    request.idempotencyKey,
    `pi_${newId()}`,
    request.target.kind,
    request.hash,
    JSON.stringify(request.target.purchase),
    request.amountCents,
    gateway.name,
    now,
  ]);
  const earlier = read?.earlier ? rowFromJson(pendingDeposits, read.earlier) : null;
  if (earlier && earlier.requestHash !== request.hash) fail('idempotency_conflict');
  if (earlier?.status === 'pending') return new DepositPending(pendingView(earlier, deps.publicOrigin));
  if (earlier?.status === 'failed') fail('card_challenge_failed', { field: request.field });
  const challengeReference = earlier?.status === 'completed' ? (earlier.purchase?.['challengeReference'] as string | undefined) : undefined;
  if (!read?.intent) throw new Error('The pending purchase was not written');
  const intent = rowFromJson(purchaseIntents, read.intent);
  const charge = await gateway.charge({
    amount: money(request.amountCents),
    ...(fund ? { token: fund.gatewayToken } : { card: (request.source as { card: CardDetails }).card }),
    ...('securityCode' in request.source && request.source.securityCode ? { securityCode: request.source.securityCode } : {}),
    ...(challengeReference ? { authentication: { challengeReference } } : {}),
    description: 'Drawkit wallet deposit',
    idempotencyKey: intent.id,
  });
  if (charge.ok) injectFault('crash-after-charge');
  if (!charge.ok) await markReleased(db, deps.clock, intent.id, charge.code);
  if (!charge.ok && charge.code === 'challenge_required') {
    const [row] = await db
      .insert(pendingDeposits)
      .values({
        id: newId(),
        customerId: request.customerId,
        kind: 'card_challenge',
        status: 'pending',
        route: request.route,
        idempotencyKey: request.idempotencyKey,
        requestHash: request.hash,
        amountCents: request.amountCents,
        token: newSecret(),
        windowSize: request.browser?.challengeWindowSize ?? DEFAULT_WINDOW_SIZE,
        purchase: { challengeReference: charge.challengeReference },
        createdAt: deps.clock.now(),
      })
      .returning();
    return new DepositPending(pendingView(row!, deps.publicOrigin));
  }
  if (!charge.ok) fail(charge.code, { message: charge.message, field: `${request.field}.card` });
  const card: CardCharge = {
    intentId: intent.id,
    gateway: gateway.name,
    reference: charge.reference,
    brand: charge.brand,
    last4: charge.last4,
    amountCents: request.amountCents,
  };
  // The transaction that spends the charge records it on the pending purchase (chargeIntent).
  if ('card' in request.source && request.source.save) {
    const { card: details } = request.source;
    await storeCard(deps, request.customerId, details, false).catch(async (error: unknown) => {
      await refundIntent(deps, intent.id, card, failureOf(error));
      throw error;
    });
  }
  return card;
}

/** Tokenises a card at the gateway and keeps the token; the customer's first card is the default. */
export async function storeCard(
  deps: { db: Db; clock: Clock; gateway: PaymentGateway },
  customerId: string,
  card: CardDetails,
  makeDefault: boolean,
  gatewayCode = 'sandbox',
): Promise<typeof funds.$inferSelect> {
  assertCardPayments(deps.gateway, 'card');
  const token = await deps.gateway.tokenise(card);
  if (!token.ok) fail(token.code, { message: token.message, field: 'card' });
  return deps.db.transaction(async (tx) => {
    const existing = await tx.select({ id: funds.id }).from(funds).where(eq(funds.customerId, customerId)).for('update');
    const isDefault = makeDefault || existing.length === 0;
    if (isDefault) await tx.update(funds).set({ isDefault: false }).where(eq(funds.customerId, customerId));
    const [row] = await tx
      .insert(funds)
      .values({
        id: newId(),
        customerId,
        type: 'cc',
        gateway: gatewayCode,
        gatewayToken: token.token,
        brand: token.brand,
        last4: token.last4,
        expiryMonth: token.expiryMonth,
        expiryYear: token.expiryYear,
        isDefault,
        createdAt: deps.clock.now(),
      })
      .returning();
    return row!;
  });
}

/** Marks a challenge done or failed (`/3ds/notify`); only a pending one moves. */
export async function resolveChallenge(db: Db, clock: Clock, depositId: string, token: string, outcome: 'complete' | 'fail') {
  const [row] = await db
    .update(pendingDeposits)
    .set({ status: outcome === 'complete' ? 'completed' : 'failed', resolvedAt: clock.now() })
    .where(
      and(
        eq(pendingDeposits.id, depositId),
        eq(pendingDeposits.token, token),
        eq(pendingDeposits.kind, 'card_challenge'),
        eq(pendingDeposits.status, 'pending'),
        isNull(pendingDeposits.resolvedAt),
      ),
    )
    .returning();
  return row ?? null;
}
