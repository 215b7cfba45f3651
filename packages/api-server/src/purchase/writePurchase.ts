/**
 * What a purchase writes, in one statement: the card payment, the checkout, the promotion
 * redemption, the ledger rows, the orders and their lottery tickets, and then (`finish`) the cart
 * emptied, the card's pending purchase completed and the Idempotency-Key completed with the
 * answer. It also gives the wallet balance after it, which the purchase checks (the balance the
 * ledger's triggers keep, db/schema/ledger walletBalances, plus this write's rows, whose triggers
 * run at the statement's end; the check guards the invariant even if a rule were ever wrong).
 * Each table's rows go as one JSON array, so one prepared statement text writes any number of
 * them. Before, this was nine to twelve statements per purchase.
 *
 * Run inside the purchase transaction after the customer row is locked. A purchase whose items
 * need more than plain rows (raffle numbers, scheduled draws, syndicate shares, memberships,
 * recurring purchases) writes its rows without `finish`, does the rest, then finishes with a
 * second call that writes no rows.
 */
import type { Tx } from '../db/Db';
import { checkouts, ledgerEntries, orders, payments, promotionRedemptions, tickets } from '../db/schema';
import { runStatementOne, statement } from '../db/statements';
import { insertFromJson, rowToJson } from '../db/tableJson';
import { drawOnSaleSql } from '../draws/openDraws';
import { explainUncompletedKey, type IdempotencyRef } from './idempotency';

export interface PurchaseRows {
  payment: typeof payments.$inferSelect | null;
  checkout: typeof checkouts.$inferSelect | null;
  redemption: typeof promotionRedemptions.$inferSelect | null;
  ledger: (typeof ledgerEntries.$inferSelect)[];
  orders: (typeof orders.$inferSelect)[];
  tickets: (typeof tickets.$inferSelect)[];
}

export const NO_ROWS: PurchaseRows = { payment: null, checkout: null, redemption: null, ledger: [], orders: [], tickets: [] };

export interface PurchaseFinish {
  idempotency: IdempotencyRef;
  /** The answer the key keeps for a repeat. */
  response: unknown;
  /** The cart to empty (its items, its promotion), or null when it was emptied already. */
  clearCartId: string | null;
  /** The card's pending purchase (purchaseIntents.markCompleted), or null. */
  intent: { id: string; customerId: string; route: string; idempotencyKey: string; checkoutId: string; paymentId: string } | null;
}

// $19: draws to lock FOR SHARE first, as purchase/lockPurchaseDraws does, and find still on
// sale (draws/openDraws.drawOnSaleSql); when one is not, nothing is written. They are found by
// id alone and judged once locked (a locked row is its latest version): with the on-sale
// condition in the same scan, PostgreSQL walked every open draw by status instead (124 rows and
// 94 buffers per purchase in the bench's shop).
const writeStatement = statement<{ draws_on_sale: boolean; key_completed: number; balance_after: number }>(
  'purchase_write',
  `with
    locked as (
      select status, stop_at, purchase_status from draws where id = any($19::text[])
      order by id for share),
    go as (select (select count(*) from locked where ${drawOnSaleSql('$8::timestamptz')}) = cardinality($19::text[]) as on_sale),
    pay as (${insertFromJson(payments, '$1::json')} where (select on_sale from go)),
    chk as (${insertFromJson(checkouts, '$2::json')} where (select on_sale from go)),
    red as (${insertFromJson(promotionRedemptions, '$3::json')} where (select on_sale from go)),
    led as (${insertFromJson(ledgerEntries, '$4::json')} where (select on_sale from go) returning amount_cents),
    ord as (${insertFromJson(orders, '$5::json')} where (select on_sale from go)),
    tic as (${insertFromJson(tickets, '$6::json')} where (select on_sale from go)),
    items_gone as (delete from cart_items where cart_id = $7 and (select on_sale from go)),
    promotion_gone as (delete from cart_promotions where cart_id = $7 and (select on_sale from go)),
    touched as (update carts set updated_at = $8::timestamptz where id = $7 and (select on_sale from go)),
    intent_done as (
      update purchase_intents set status = 'completed', checkout_id = $10, payment_id = $11, updated_at = $8::timestamptz
      where id = $9 and status = 'charged' and (select on_sale from go)),
    deposit_linked as (
      update pending_deposits set checkout_id = $10
      where $9::text is not null and customer_id = $12 and route = $13 and idempotency_key = $14 and (select on_sale from go)),
    key_done as (
      update idempotency_keys set status = 'completed', response_status = 200, response = $17::jsonb, updated_at = $8::timestamptz
      where $18::boolean and customer_id = $15 and key = $16 and status = 'pending' and (select on_sale from go)
      returning key)
  select (select on_sale from go) as draws_on_sale, (select count(*) from key_done)::int as key_completed,
    (coalesce((select w.balance_cents from wallet_balances w where w.customer_id = $15), 0)
      + (select coalesce(sum(amount_cents), 0) from led))::float8 as balance_after`,
);

const many = <T>(rows: readonly T[], toJson: (row: T) => Record<string, unknown>) => JSON.stringify(rows.map(toJson));

/**
 * Writes the rows and, given `finish`, finishes the purchase: throws when the wallet would go
 * below zero, and when the key was completed by another request meanwhile (IdempotentReplay:
 * that request's answer wins and this transaction rolls back). With `lockDrawIds` (sorted), it
 * first locks those draws and writes nothing, giving false, when one of them is no longer on sale.
 */
export async function writePurchase(
  tx: Tx,
  customerId: string,
  now: Date,
  rows: PurchaseRows,
  finish: PurchaseFinish | null,
  lockDrawIds: readonly string[] = [],
): Promise<boolean> {
  const intent = finish?.intent ?? null;
  const result = await runStatementOne(tx, writeStatement, [
    many(rows.payment ? [rows.payment] : [], (row) => rowToJson(payments, row)),
    many(rows.checkout ? [rows.checkout] : [], (row) => rowToJson(checkouts, row)),
    many(rows.redemption ? [rows.redemption] : [], (row) => rowToJson(promotionRedemptions, row)),
    many(rows.ledger, (row) => rowToJson(ledgerEntries, row)),
    many(rows.orders, (row) => rowToJson(orders, row)),
    many(rows.tickets, (row) => rowToJson(tickets, row)),
    finish?.clearCartId ?? null,
    now.toISOString(),
    intent?.id ?? null,
    intent?.checkoutId ?? null,
    intent?.paymentId ?? null,
    intent?.customerId ?? null,
    intent?.route ?? null,
    intent?.idempotencyKey ?? null,
    customerId,
    finish?.idempotency.key ?? null,
    JSON.stringify(finish?.response ?? null),
    finish !== null,
    lockDrawIds,
  ]);
  if (!result) throw new Error('The purchase write returned no row');
  if (!result.draws_on_sale) return false;
  if (!finish) return true;
  if (result.balance_after < 0) throw new Error('Wallet balance would go below zero');
  if (result.key_completed === 0) await explainUncompletedKey(tx, finish.idempotency);
  return true;
}
