/**
 * A card purchase's first statement: it reserves the Idempotency-Key and reads the cart being
 * bought, with the customer's standing, which the deposit is checked against before the charge.
 * That is one round trip where there were two (docs/performance.md, "Purchases in fewer statements").
 * The read sees the database as the reservation did; when the key was taken it is dropped and
 * the key's state is read as reserveIdempotencyKey reads it.
 */
import type { Clock } from '../clock';
import type { CartRow } from '../cart/cartStore';
import { type CartState, cartStateFromRow, cartStateText, type MainCartOf, mainCartFromRow, type MainCartStateRow } from '../cart/loadCartState';
import type { DbOrTx } from '../db/Db';
import { runStatementOne, statement } from '../db/statements';
import { standingValues } from '../limits/customerStanding';
import { type IdempotencyRef, keyTaken, type Reservation, reserveInsert, reserveValues } from './idempotency';

/** The cart a purchase buys (null: no main cart) and its state, read with the wallet balance. */
export interface CartRead {
  cart: CartRow | null;
  state: CartState;
}

/** After cartStateText's parameters ($1–$5, and $6 for a cart named by its id), the reservation's. */
const reserving = (n: number) => ({ with: `reserved as (${reserveInsert(n)})`, columns: 'exists (select 1 from reserved) as reserved' });

/** A row of either statement: the main cart's also carries the cart itself. */
type ReservingRow = MainCartStateRow & { reserved: boolean };

const mainCartStatement = statement<ReservingRow>('reserve_key_main_cart_state', cartStateText('main', reserving(6)));
const cartByIdStatement = statement<ReservingRow>('reserve_key_cart_state', cartStateText('byId', reserving(7)));

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
  return { reservation: { kind: 'reserved' }, read: 'id' in cart ? { cart, state: cartStateFromRow(row) } : mainCartFromRow(row) };
}
