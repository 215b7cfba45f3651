/**
 * Settles a pending Idempotency-Key whose request is gone, by asking the gateway what it did,
 * never by charging: a charge found completes its purchase (or deposit) exactly once if that can
 * still be bought, and is refunded otherwise; no charge releases the record and the key. A retry
 * that finds its key abandoned (acquireIdempotencyKey) and the reconciler run this same code.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { carts } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { creditCardDeposit } from '../payments/creditCardDeposit';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { completePurchase } from './completePurchase';
import { type IdempotencyRef, readReservation, releaseIdempotencyKey } from './idempotency';
import { purchaseResponder } from './loadReceipt';
import {
  type CardCharge,
  failureOf,
  IntentSettledElsewhere,
  markCharged,
  markReleased,
  openIntentFor,
  type PurchaseIntentRow,
  type PurchaseSnapshot,
  refundIntent,
} from './purchaseIntents';

export interface SettleDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
}

export type Settlement =
  | { kind: 'completed'; response: unknown }
  /** Nothing bought and the money given back: the key is free again. */
  | { kind: 'refunded' }
  /** Nothing bought and nothing charged: the key is free again. */
  | { kind: 'released' }
  /** Not settled now (say, the gateway did not answer); the key stays pending for a later pass. */
  | { kind: 'unsettled'; error: unknown };

/** The caller holds the key (it reserved it, or took it over). */
export async function settleReservation(deps: SettleDeps, ref: IdempotencyRef): Promise<Settlement> {
  const intent = await openIntentFor(deps.db, ref);
  let refunded = false;
  if (intent) {
    try {
      refunded = (await settleIntent(deps, ref, intent)) === 'refunded';
    } catch (error) {
      return { kind: 'unsettled', error };
    }
  }
  const row = await readReservation(deps.db, ref);
  if (row?.status === 'completed') return { kind: 'completed', response: row.response };
  if (await openIntentFor(deps.db, ref)) return { kind: 'unsettled', error: new Error(`A charge under ${ref.key} is still open`) };
  await releaseIdempotencyKey(deps.db, ref);
  return { kind: refunded ? 'refunded' : 'released' };
}

async function settleIntent(deps: SettleDeps, ref: IdempotencyRef, intent: PurchaseIntentRow): Promise<'completed' | 'refunded' | 'released'> {
  const { db, clock } = deps;
  const charge = await deps.gateway.findCharge(intent.id);
  if (!charge) {
    await markReleased(db, clock, intent.id, 'not_charged');
    return 'released';
  }
  if (intent.status === 'refunding' || charge.refunded) {
    await refundIntent(deps, intent.id, charge, intent.failure ?? 'refunded_at_gateway');
    return 'refunded';
  }
  await markCharged(db, clock, intent.id, charge);
  const card: CardCharge = {
    intentId: intent.id,
    gateway: intent.gateway,
    reference: charge.reference,
    brand: charge.brand,
    last4: charge.last4,
    amountCents: charge.amountCents,
  };
  try {
    if (intent.kind === 'deposit') await db.transaction((tx) => creditCardDeposit(tx, clock, intent.customerId, card, ref));
    else await completeSnapshot(deps, intent, card, ref);
    return 'completed';
  } catch (error) {
    if (error instanceof IntentSettledElsewhere) return 'completed';
    // It can no longer be bought as charged (a draw closed, the cart changed): the money goes back.
    await refundIntent(deps, intent.id, charge, failureOf(error));
    return 'refunded';
  }
}

async function completeSnapshot(deps: SettleDeps, intent: PurchaseIntentRow, card: CardCharge, ref: IdempotencyRef): Promise<void> {
  const snapshot = intent.purchase as unknown as PurchaseSnapshot;
  const [cart] = await deps.db.select().from(carts).where(eq(carts.id, snapshot.cartId));
  if (!cart || cart.customerId !== intent.customerId) fail(snapshot.emptyCode);
  await deps.db.transaction((tx) =>
    completePurchase(
      tx,
      deps.clock,
      {
        customerId: intent.customerId,
        cart,
        replaceWith: snapshot.replaceWith,
        rules: snapshot.rules,
        emptyCode: snapshot.emptyCode,
        channelKey: snapshot.channelKey,
        partnerSlug: snapshot.partnerSlug,
        metadata: snapshot.metadata,
        card,
        idempotency: ref,
        expectedItemsHash: snapshot.itemsHash,
      },
      purchaseResponder(snapshot.answer),
    ),
  );
}

/**
 * What a request does when its purchase failed after it reserved the key: refunds its charge,
 * answers with what another request completed under the key meanwhile, else frees the key and
 * rethrows. A charge whose outcome is unknown (the gateway call failed) or whose refund failed
 * keeps the key pending, for a retry or the reconciler to settle.
 */
export async function afterFailedPayment(deps: SettleDeps, ref: IdempotencyRef, charge: CardCharge | null, error: unknown): Promise<unknown> {
  if (charge && !(error instanceof IntentSettledElsewhere)) {
    await refundIntent(deps, charge.intentId, charge, failureOf(error)).catch((refundError: unknown) =>
      console.error(`Refund of ${charge.reference} failed; the reconciler will retry it:`, refundError),
    );
  }
  const row = await readReservation(deps.db, ref).catch(() => null);
  if (row?.status === 'completed') return row.response;
  const open = await openIntentFor(deps.db, ref).catch(() => 'unknown');
  if (!open) await releaseIdempotencyKey(deps.db, ref).catch(() => undefined);
  // Settled by someone else and not completed: this request has no purchase to show.
  if (error instanceof IntentSettledElsewhere) fail('checkout_failure');
  throw error;
}
