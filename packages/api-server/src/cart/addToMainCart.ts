/**
 * `POST /cart/items`, the storefront's add to cart, in one statement once the customer has a
 * cart: it finds the customer's main cart, checks it is not full, adds the item, touches the
 * cart, and reads the cart's state after the add (cart/loadCartState: the items with the new
 * one, the promotion, the customer's standing) for the cart view. Before, that was six
 * statements (cart, count, insert, touch, then the state).
 */
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId } from '../db/ids';
import { carts } from '../db/schema';
import { runStatementOne, statement } from '../db/statements';
import { rowFromJson } from '../db/tableJson';
import { fail } from '../http/ApiFailure';
import { STANDING_COLUMNS, STANDING_FROM, standingValues } from '../limits/customerStanding';
import type { CartItemInput } from './cartItemRules';
import {
  addItem,
  CART_FULL_MESSAGE,
  CART_ITEM_COLUMNS,
  type CartRow,
  customerCart,
  itemPlaceholders,
  itemStatementValues,
  MAIN_CART_OF_$1,
  MAX_CART_ITEMS,
} from './cartStore';
import { cartPromotionColumn, type CartState, type CartStateRow, cartStateFromRow, loadCartState } from './loadCartState';

// $1..$5 the standing's (customer, windows, balance); $6 the item's id, $7..$18 its columns
// (cartStore.itemStatementValues), $19 now, $20 the most items a cart holds. Other statements
// see a snapshot without the new row: the items are the cart's and the one just added.
const addStatement = statement<CartStateRow & { cart: Record<string, unknown> | null; added: number }>(
  'cart_add_to_main',
  `with cart as (select * from carts where ${MAIN_CART_OF_$1}),
  counted as (select count(*)::int as n from cart_items where cart_id = (select id from cart)),
  added as (
    insert into cart_items (${CART_ITEM_COLUMNS})
    select $6, cart.id, ${itemPlaceholders(7)}, $19::timestamptz
    from cart where (select n from counted) < $20::int
    returning *),
  touched as (update carts set updated_at = $19::timestamptz where id = (select id from cart) and exists (select 1 from added))
  select
    (select to_json(c) from cart c) as cart,
    (select count(*) from added)::int as added,
    (select coalesce(json_agg(to_json(i) order by i.seq), '[]'::json)
      from (select * from cart_items where cart_id = (select id from cart) union all select * from added) i) as items,
    ${cartPromotionColumn('(select id from cart)')},
    ${STANDING_COLUMNS}
  from ${STANDING_FROM}`,
);

/** Adds a priced item to the customer's main cart (made on first use); gives the cart and its state after the add. */
export async function addToMainCart(
  db: DbOrTx,
  clock: Clock,
  customerId: string,
  input: CartItemInput,
  offerKey: string,
): Promise<{ cart: CartRow; state: CartState }> {
  const now = clock.now();
  const row = await runStatementOne(db, addStatement, [
    ...standingValues(customerId, now, false),
    newId(),
    ...itemStatementValues(input, offerKey),
    now.toISOString(),
    MAX_CART_ITEMS,
  ]);
  if (row?.cart) {
    if (!row.added) fail('validation_failed', { message: CART_FULL_MESSAGE });
    return { cart: rowFromJson(carts, row.cart), state: cartStateFromRow(row) };
  }
  // The customer's first item: the cart is made, then the item added as any other cart's.
  const cart = await customerCart(db, clock, customerId, 'main');
  await addItem(db, clock, cart.id, input, offerKey);
  return { cart, state: await loadCartState(db, cart, now) };
}
