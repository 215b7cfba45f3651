/**
 * A purchase's first statement: it reserves the Idempotency-Key and reads the cart being
 * bought, with the customer's standing, which the deposit is checked against before the charge.
 * That is one round trip where there were two (docs/performance.md, "Purchases in fewer statements").
 * The read sees the database as the reservation did; when the key was taken it is dropped and
 * the key's state is read as reserveIdempotencyKey reads it. Wallet purchases read it too: it is
 * what a purchase made at once is priced from (purchase/purchaseAtOnce).
 */
import type { Clock } from '../clock';
import type { CartRow } from '../cart/cartStore';
import { type CartState, cartStateFromRow, cartStateText, type MainCartOf, mainCartFromRow, type MainCartStateRow } from '../cart/loadCartState';
import type { DbOrTx } from '../db/Db';
import { runStatementOne, statement } from '../db/statements';
import { standingValues } from '../limits/customerStanding';
import { type IdempotencyRef, keyTaken, type Reservation, reserveInsert, reserveValues } from './idempotency';
import type { ReadVersions } from './writePurchase';

/** The cart a purchase buys (null: no main cart) and its state, read with the wallet balance. */
export interface CartRead {
  cart: CartRow | null;
  state: CartState;
  /** The versions of what the state was read from, for a purchase made at once; null when there is no wallet balance row yet. */
  versions: ReadVersions | null;
}

/**
 * After cartStateText's parameters ($1–$5, and $6 for a cart named by its id), the reservation's;
 * and beside the state, the versions a purchase made at once checks (writePurchase.ReadVersions).
 */
const reserving = (n: number, cartId: string) => ({
  with: `reserved as (${reserveInsert(n)})`,
  columns: `exists (select 1 from reserved) as reserved, c.xmin::text as customer_version,
    (select w.xmin::text from wallet_balances w where w.customer_id = c.id) as balance_version,
    (select coalesce(string_agg(i.id || ':' || i.xmin::text, ',' order by i.id), '') from cart_items i where i.cart_id = ${cartId}) as items_version`,
});

/** A row of either statement: the main cart's also carries the cart itself. */
type ReservingRow = MainCartStateRow & { reserved: boolean; customer_version: string | null; balance_version: string | null; items_version: string };

const mainCartStatement = statement<ReservingRow>('reserve_key_main_cart_state', cartStateText('main', reserving(6, '(select id from cart)')));
const cartByIdStatement = statement<ReservingRow>('reserve_key_cart_state', cartStateText('byId', reserving(7, '$6')));

function versionsOf(row: ReservingRow): ReadVersions | null {
  if (row.customer_version === null || row.balance_version === null) return null;
  return { customer: row.customer_version, balance: row.balance_version, items: row.items_version };
}

export async function reserveReadingCart(
  db: DbOrTx,
  clock: Clock,
  ref: IdempotencyRef,
  route: string,
  hash: string,
  cart: CartRow | MainCartOf,
): Promise<{ reservation: Reservation; read: CartRead | null }> {
  const standing = standingValues(cart.customerId, clock.now(), true);
  const reserve = reserveValues(clock, ref, route, hash);
  const row =
    'id' in cart
      ? await runStatementOne(db, cartByIdStatement, [...standing, cart.id, ...reserve])
      : await runStatementOne(db, mainCartStatement, [...standing, ...reserve]);
  if (!row) throw new Error('The reserving cart state statement returned no row');
  if (!row.reserved) return { reservation: await keyTaken(db, clock, ref, route, hash), read: null };
  const read = 'id' in cart ? { cart, state: cartStateFromRow(row) } : mainCartFromRow(row);
  return { reservation: { kind: 'reserved' }, read: { ...read, versions: versionsOf(row) } };
}
