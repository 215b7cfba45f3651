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
import type { DbOrTx, Tx } from '../db/Db';
import { checkouts, ledgerEntries, orders, payments, promotionRedemptions, tickets } from '../db/schema';
import { runStatementOne, type StatementValue, statement } from '../db/statements';
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

/**
 * The statement's rows and finish, each written only when `go` (a subquery giving one boolean)
 * says so. Which cart items go, and what the card's pending purchase records and must have been,
 * differ between the purchase transaction's write and a purchase made at once (purchase/purchaseAtOnce).
 */
const writeCtes = (go: string, { itemsGone, intentSet, intentWas }: { itemsGone: string; intentSet: string; intentWas: string }) => `
    pay as (${insertFromJson(payments, '$1::json')} where ${go}),
    chk as (${insertFromJson(checkouts, '$2::json')} where ${go}),
    red as (${insertFromJson(promotionRedemptions, '$3::json')} where ${go}),
    led as (${insertFromJson(ledgerEntries, '$4::json')} where ${go} returning amount_cents),
    ord as (${insertFromJson(orders, '$5::json')} where ${go}),
    tic as (${insertFromJson(tickets, '$6::json')} where ${go}),
    items_gone as (delete from cart_items where cart_id = $7 and ${itemsGone} and ${go}),
    promotion_gone as (delete from cart_promotions where cart_id = $7 and ${go}),
    touched as (update carts set updated_at = $8::timestamptz where id = $7 and ${go}),
    intent_done as (
      update purchase_intents set status = 'completed', checkout_id = $10, payment_id = $11, updated_at = $8::timestamptz${intentSet}
      where id = $9 and status in (${intentWas}) and ${go}),
    deposit_linked as (
      update pending_deposits set checkout_id = $10
      where $9::text is not null and customer_id = $12 and route = $13 and idempotency_key = $14 and ${go}),
    key_done as (
      update idempotency_keys set status = 'completed', response_status = 200, response = $17::jsonb, updated_at = $8::timestamptz
      where $18::boolean and customer_id = $15 and key = $16 and status = 'pending' and ${go}
      returning key)`;

const writeResult = (go: string) => `
  select ${go} as written, (select count(*) from key_done)::int as key_completed,
    (coalesce((select w.balance_cents from wallet_balances w where w.customer_id = $15), 0)
      + (select coalesce(sum(amount_cents), 0) from led))::float8 as balance_after`;

// $19: draws to lock FOR SHARE first, as purchase/lockPurchaseDraws does, and find still on
// sale (draws/openDraws.drawOnSaleSql); when one is not, nothing is written. They are found by
// id alone and judged once locked (a locked row is its latest version): with the on-sale
// condition in the same scan, PostgreSQL walked every open draw by status instead (124 rows and
// 94 buffers per purchase in the bench's shop).
interface WriteResult {
  /** Whether anything was written (every draw on sale; at once, nothing changed either). */
  written: boolean;
  key_completed: number;
  balance_after: number;
}

const writeStatement = statement<WriteResult>(
  'purchase_write',
  `with
    locked as (
      select status, stop_at, purchase_status from draws where id = any($19::text[])
      order by id for share),
    go as (select (select count(*) from locked where ${drawOnSaleSql('$8::timestamptz')}) = cardinality($19::text[]) as on_sale),
    ${writeCtes('(select on_sale from go)', {
      itemsGone: 'true',
      intentSet: '',
      intentWas: "'charged'",
    })}
  ${writeResult('(select on_sale from go)')}`,
);

/**
 * What a purchase made at once writes (purchase/purchaseAtOnce): the same rows and finish, in a
 * statement of its own outside any transaction, written only if nothing it was priced from has
 * changed since it was read. After the write's parameters ($1–$19):
 * $20 the customer row's version (its xmin) and $21 the wallet balance row's, as read;
 * $22 the cart's items as read (`id:xmin`, by id) and $23 their ids; $24–$26 the card charge
 * (reference, brand, last four) its pending purchase records, or nulls; $27 the sum of the
 * ledger rows, which must leave the wallet at zero or more.
 *
 * The locks come in the purchase transaction's order: the customer row, the draws, then the
 * balance row (which a purchase otherwise takes last, by its ledger rows' trigger). Each guard
 * locks what it checks, so a row changed by a transaction that committed after this statement's
 * snapshot is judged by its latest version (PostgreSQL rechecks a locked row that was updated).
 * Every purchase writes ledger rows, so its balance row changes: a purchase (or anything else that
 * moved money) since the read fails the balance guard. The account (restriction, verification) is
 * on the customer row, and a change of limits updates that row too (limits/limitRoutes).
 */
const atOnceStatement = statement<WriteResult>(
  'purchase_at_once',
  `with
    customer as (select id from customers where id = $15 and xmin = $20::xid for update),
    locked as (
      select status, stop_at, purchase_status from draws where id = any($19::text[]) and exists (select 1 from customer)
      order by id for share),
    on_sale as (select (select count(*) from locked where ${drawOnSaleSql('$8::timestamptz')}) = cardinality($19::text[]) as ok),
    balance as (
      select balance_cents from wallet_balances where customer_id = $15 and xmin = $21::xid and (select ok from on_sale) for update),
    items as (select i.id, i.xmin from cart_items i where i.cart_id = $7 and exists (select 1 from balance) for update),
    key_row as (
      select 1 from idempotency_keys where customer_id = $15 and key = $16 and status = 'pending' and exists (select 1 from balance) for update),
    intent_row as (
      select 1 from purchase_intents where id = $9 and status in ('pending', 'charged') and exists (select 1 from balance) for update),
    go as (select exists (select 1 from balance) and exists (select 1 from key_row)
      and (select balance_cents from balance) + $27::bigint >= 0
      and ($9::text is null or exists (select 1 from intent_row))
      and not exists (select 1 from cart_promotions where cart_id = $7)
      and coalesce((select string_agg(id || ':' || xmin::text, ',' order by id) from items), '') = $22 as ok),
    ${writeCtes('(select ok from go)', {
      itemsGone: 'id = any($23::text[])',
      intentSet: ', charge_reference = $24, brand = $25, last4 = $26',
      intentWas: "'pending', 'charged'",
    })}
  ${writeResult('(select ok from go)')}`,
);

const many = <T>(rows: readonly T[], toJson: (row: T) => Record<string, unknown>) => JSON.stringify(rows.map(toJson));

function writeValues(customerId: string, now: Date, rows: PurchaseRows, finish: PurchaseFinish | null, lockDrawIds: readonly string[]): StatementValue[] {
  const intent = finish?.intent ?? null;
  return [
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
  ];
}

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
  const result = await runStatementOne(tx, writeStatement, writeValues(customerId, now, rows, finish, lockDrawIds));
  if (!result) throw new Error('The purchase write returned no row');
  if (!result.written) return false;
  if (!finish) return true;
  if (result.balance_after < 0) throw new Error('Wallet balance would go below zero');
  if (result.key_completed === 0) await explainUncompletedKey(tx, finish.idempotency);
  return true;
}

/** What a purchase made at once was priced from, as read (purchase/reserveReadingCart). */
export interface ReadVersions {
  /** The customer row's xmin. */
  customer: string;
  /** The wallet balance row's xmin. */
  balance: string;
  /** The cart's items, `id:xmin`, by id. */
  items: string;
}

/**
 * A purchase made at once (purchase/purchaseAtOnce): writes everything and finishes, in one
 * statement outside any transaction, or writes nothing and gives false when anything it was
 * priced from changed since `read` (or a draw went off sale, the key or the card's pending
 * purchase was settled elsewhere, or the wallet would go below zero).
 */
export async function writePurchaseAtOnce(
  db: DbOrTx,
  customerId: string,
  now: Date,
  rows: PurchaseRows,
  finish: PurchaseFinish,
  drawIds: readonly string[],
  read: ReadVersions,
  /** The cart items bought: the ones read. */
  cartItemIds: readonly string[],
  charge: { reference: string; brand: string; last4: string } | null,
): Promise<boolean> {
  const ledgerCents = rows.ledger.reduce((sum, row) => sum + row.amountCents, 0);
  const result = await runStatementOne(db, atOnceStatement, [
    ...writeValues(customerId, now, rows, finish, drawIds),
    read.customer,
    read.balance,
    read.items,
    cartItemIds,
    charge?.reference ?? null,
    charge?.brand ?? null,
    charge?.last4 ?? null,
    ledgerCents,
  ]);
  if (!result) throw new Error('The purchase write returned no row');
  if (!result.written) return false;
  // The guards held the key and the wallet: anything else is a bug, and it is written already.
  if (result.key_completed !== 1 || result.balance_after < 0) {
    throw new Error(`A purchase made at once wrote what it should not have (key completed ${result.key_completed}, balance after ${result.balance_after})`);
  }
  return true;
}
