/**
 * Pending purchases: the record of a card charge, committed before the gateway is called so no
 * charge can exist that the shop does not know about. Its id is the gateway's idempotency key.
 * Every move is conditional on the state it leaves, so a request and a settler that meet on one
 * record never both complete it, or complete what the other refunded.
 *
 *   pending ──▶ charged ──▶ completed        (the purchase or deposit, in its transaction)
 *      │           └──────▶ refunding ──▶ refunded
 *      └──▶ released                         (nothing was charged)
 *
 * A request's own charge goes pending → charged → completed inside its purchase or deposit
 * transaction (chargeIntent); a settler marks a charge it finds first (markCharged).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { CartItemInput, ItemRuleOptions } from '../cart/cartItemRules';
import type { Db, DbOrTx, Tx } from '../db/Db';
import { newId } from '../db/ids';
import { payments, purchaseIntents, type PurchaseIntentStatus } from '../db/schema';
import { runStatement, runStatementOne, statement } from '../db/statements';
import { rowFromJson } from '../db/tableJson';
import type { GatewayCharge, PaymentGateway } from '../payments/PaymentGateway';
import { fail } from '../http/ApiFailure';
import type { IdempotencyRef } from './idempotency';

export type PurchaseIntentRow = typeof purchaseIntents.$inferSelect;

/** How a purchase answers: the receipt, or (partner purchase) the checkout id. */
export type PurchaseAnswer = 'receipt' | 'checkoutId';

/** Enough to make the purchase without the request that began it. */
export interface PurchaseSnapshot {
  cartId: string;
  replaceWith: CartItemInput | null;
  rules: ItemRuleOptions;
  emptyCode: 'cart_empty' | 'partner_cart_empty';
  channelKey: string;
  partnerSlug: string | null;
  metadata: Record<string, unknown>;
  answer: PurchaseAnswer;
  /** What the cart held when the card was charged (completePurchase's inputsHash). */
  itemsHash: string;
}

export type IntentTarget = { kind: 'purchase'; purchase: PurchaseSnapshot } | { kind: 'deposit'; purchase: { fundId: string } };

/** A charge the gateway made for a pending purchase, as the shop books it. */
export interface CardCharge {
  intentId: string;
  gateway: string;
  reference: string;
  brand: string;
  last4: string;
  amountCents: number;
}

/** A record that may still hold or become a charge. */
export const OPEN_STATUSES = ['pending', 'charged', 'refunding'] as const satisfies readonly PurchaseIntentStatus[];

/** Written outside any transaction, so it is committed before the gateway hears of the charge. */
export async function createIntent(
  db: Db,
  clock: Clock,
  intent: { customerId: string; route: string; idempotencyKey: string; requestHash: string; amountCents: number; gateway: string } & IntentTarget,
): Promise<PurchaseIntentRow> {
  const now = clock.now();
  const [row] = await db
    .insert(purchaseIntents)
    .values({
      id: `pi_${newId()}`,
      customerId: intent.customerId,
      kind: intent.kind,
      route: intent.route,
      idempotencyKey: intent.idempotencyKey,
      requestHash: intent.requestHash,
      purchase: intent.purchase as unknown as Record<string, unknown>,
      amountCents: intent.amountCents,
      currency: 'AUD',
      gateway: intent.gateway,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function openIntentFor(db: DbOrTx, ref: IdempotencyRef): Promise<PurchaseIntentRow | null> {
  const [row] = await db
    .select()
    .from(purchaseIntents)
    .where(
      and(
        eq(purchaseIntents.customerId, ref.customerId),
        eq(purchaseIntents.idempotencyKey, ref.key),
        inArray(purchaseIntents.status, [...OPEN_STATUSES]),
      ),
    );
  return row ?? null;
}

async function move(
  db: DbOrTx,
  clock: Clock,
  id: string,
  from: readonly PurchaseIntentStatus[],
  to: Partial<typeof purchaseIntents.$inferInsert> & { status: PurchaseIntentStatus },
): Promise<boolean> {
  const moved = await db
    .update(purchaseIntents)
    .set({ ...to, updatedAt: clock.now() })
    .where(and(eq(purchaseIntents.id, id), inArray(purchaseIntents.status, [...from])))
    .returning({ id: purchaseIntents.id });
  return moved.length > 0;
}

/** Records the gateway's charge on a pending purchase ($1), unless it was settled meanwhile. */
const INTENT_CHARGED = `update purchase_intents set status = 'charged', charge_reference = $2, brand = $3, last4 = $4, updated_at = $5::timestamptz
  where id = $1 and status in ('pending', 'charged')`;
const markChargedStatement = statement<{ id: string }>('mark_intent_charged', `${INTENT_CHARGED} returning id`);

/**
 * The gateway took the money. False when the record was settled meanwhile (see refundIntent).
 * A settler's or an autoplay top-up's step; a request's card purchase or deposit records its
 * charge inside its own transaction instead (chargeIntent).
 */
export async function markCharged(db: DbOrTx, clock: Clock, id: string, charge: Pick<GatewayCharge, 'reference' | 'brand' | 'last4'>): Promise<boolean> {
  const moved = await runStatement(db, markChargedStatement, [id, charge.reference, charge.brand, charge.last4, clock.now().toISOString()]);
  return moved.length > 0;
}

/** Nothing was charged (declined, challenged, or the gateway has no charge for it: the gateway is the truth). */
export function markReleased(db: DbOrTx, clock: Clock, id: string, failure: string): Promise<boolean> {
  return move(db, clock, id, ['pending', 'charged'], { status: 'released', failure });
}

/** Thrown inside a purchase transaction whose pending purchase was settled by someone else. */
export class IntentSettledElsewhere extends Error {
  constructor(readonly intentId: string) {
    super(`The pending purchase ${intentId} was settled elsewhere`);
    this.name = 'IntentSettledElsewhere';
  }
}

const chargeIntentStatement = statement<{ intent: Record<string, unknown> }>(
  'charge_intent',
  `${INTENT_CHARGED} returning to_json(purchase_intents.*) as intent`,
);
// The customer's row is locked first (a purchase's first lock, the one a settler's purchase takes
// first too), then the pending purchase's, by the update.
const lockCustomerAndChargeIntentStatement = statement<{ intent: Record<string, unknown> }>(
  'lock_customer_charge_intent',
  `with customer as (select id from customers where id = $6 for update)
  ${INTENT_CHARGED} and exists (select 1 from customer) returning to_json(purchase_intents.*) as intent`,
);
const intentStatusStatement = statement<{ status: PurchaseIntentStatus }>('intent_status', 'select status from purchase_intents where id = $1');

/**
 * First step of the transaction that completes a charge: records the charge on its pending
 * purchase (pending or charged → charged) and locks it; with `lockCustomerId`, locks that
 * customer first in the same statement. Recording the charge here rather than in a statement of
 * its own after the gateway answered saves a round trip and a commit per card purchase: until
 * this commits, a settler finds the record pending and asks the gateway, which knows the charge.
 *
 * A record a settler released meanwhile (it found no charge yet, then this one landed) is this
 * request's to refund: it throws a checkout failure, which the caller's afterFailedPayment
 * refunds. One completed or refunded elsewhere throws IntentSettledElsewhere.
 */
export async function chargeIntent(tx: Tx, clock: Clock, charge: CardCharge, lockCustomerId?: string): Promise<PurchaseIntentRow> {
  const values = [charge.intentId, charge.reference, charge.brand, charge.last4, clock.now().toISOString()];
  const row =
    lockCustomerId === undefined
      ? await runStatementOne(tx, chargeIntentStatement, values)
      : await runStatementOne(tx, lockCustomerAndChargeIntentStatement, [...values, lockCustomerId]);
  if (row) return rowFromJson(purchaseIntents, row.intent);
  const found = await runStatementOne(tx, intentStatusStatement, [charge.intentId]);
  if (found?.status === 'released') fail('checkout_failure');
  throw new IntentSettledElsewhere(charge.intentId);
}

/**
 * Last step of a card deposit's transaction: the deposit it paid for exists now. (A card purchase
 * completes its record in writePurchase's own statement, with the checkout id.)
 */
export async function markCompleted(tx: Tx, clock: Clock, intent: PurchaseIntentRow, done: { paymentId: string }): Promise<void> {
  await move(tx, clock, intent.id, ['charged'], { status: 'completed', paymentId: done.paymentId });
}

/**
 * Gives the money back for a charge that bought nothing. Claimed first (→ refunding, committed),
 * then refunded at the gateway (which refunds a charge once, however often asked), then booked
 * (→ refunded, with a `payments` row) in one transaction. A crash between the steps leaves it
 * refunding, and the next settler repeats the gateway refund harmlessly. False when the record
 * is not this caller's to refund (completed, or already refunded).
 */
export async function refundIntent(
  deps: { db: Db; clock: Clock; gateway: PaymentGateway },
  id: string,
  charge: Pick<GatewayCharge, 'reference' | 'amountCents' | 'brand' | 'last4'>,
  failure: string,
): Promise<boolean> {
  const { db, clock } = deps;
  // `released` too: a charge that landed after a settler found none is still this record's money.
  if (!(await move(db, clock, id, ['pending', 'charged', 'released', 'refunding'], { status: 'refunding', failure }))) return false;
  await deps.gateway.refund(charge.reference);
  await db.transaction(async (tx) => {
    const [intent] = await tx.select().from(purchaseIntents).where(eq(purchaseIntents.id, id)).for('update');
    if (intent?.status !== 'refunding') return;
    const paymentId = newId();
    await tx.insert(payments).values({
      id: paymentId,
      customerId: intent.customerId,
      gateway: intent.gateway,
      reference: charge.reference,
      amountCents: charge.amountCents,
      currency: intent.currency,
      status: 'refunded',
      brand: charge.brand,
      last4: charge.last4,
      createdAt: clock.now(),
    });
    await move(tx, clock, id, ['refunding'], { status: 'refunded', paymentId, chargeReference: charge.reference, brand: charge.brand, last4: charge.last4 });
  });
  return true;
}

/** A short reason for the record, from whatever stopped the purchase. */
export function failureOf(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown';
}
