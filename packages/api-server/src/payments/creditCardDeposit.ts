/**
 * The transaction that books a card deposit to the wallet (`POST /funds/{id}/deposit`): the
 * payment, the ledger credit, the pending purchase completed and the idempotency key answered,
 * together. The request runs it after the charge, and so does a settler after a crash.
 */
import { type Money, money } from '@drawkit/contract';
import type { Clock } from '../clock';
import type { Tx } from '../db/Db';
import { newId } from '../db/ids';
import { ledgerEntries, payments } from '../db/schema';
import { completeIdempotencyKey, type IdempotencyRef } from '../purchase/idempotency';
import { type CardCharge, chargeIntent, markCompleted } from '../purchase/purchaseIntents';
import { walletBalance } from '../purchase/walletBalance';

export interface DepositReceipt {
  paymentId: string;
  /** The deposit's ledger row: the id of `/my-account/deposit/summary/{transactionID}`. */
  transactionId: string;
  amount: Money;
  balance: Money;
}

export async function creditCardDeposit(tx: Tx, clock: Clock, customerId: string, charge: CardCharge, idempotency: IdempotencyRef): Promise<DepositReceipt> {
  const intent = await chargeIntent(tx, clock, charge);
  const paymentId = newId();
  const now = clock.now();
  await tx.insert(payments).values({
    id: paymentId,
    customerId,
    gateway: charge.gateway,
    reference: charge.reference,
    amountCents: charge.amountCents,
    currency: 'AUD',
    status: 'succeeded',
    brand: charge.brand,
    last4: charge.last4,
    createdAt: now,
  });
  const transactionId = newId();
  await tx.insert(ledgerEntries).values({
    id: transactionId,
    customerId,
    kind: 'deposit',
    amountCents: charge.amountCents,
    paymentId,
    description: `Card deposit (${charge.brand} ending ${charge.last4})`,
    createdAt: now,
  });
  const result: DepositReceipt = { paymentId, transactionId, amount: money(charge.amountCents), balance: money(await walletBalance(tx, customerId)) };
  await markCompleted(tx, clock, intent, { paymentId });
  await completeIdempotencyKey(tx, clock, idempotency, 200, result);
  return result;
}
