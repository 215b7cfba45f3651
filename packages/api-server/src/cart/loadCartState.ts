/**
 * Everything pricing a cart reads from the database besides the catalogue, in one statement:
 * its items, its promotion (and whether the customer has used a once-only code), and the
 * customer's standing (limits/customerStanding). The cart view and the purchase transaction
 * price from it; the catalogue comes from catalogue/catalogueCache.
 */
import type { DbOrTx } from '../db/Db';
import { cartItems, cartPromotions, carts, promotions } from '../db/schema';
import { runStatementOne, statement } from '../db/statements';
import { rowFromJson } from '../db/tableJson';
import { type CustomerStanding, STANDING_COLUMNS, STANDING_FROM, type StandingRow, standingFromRow, standingValues } from '../limits/customerStanding';
import { type CartItemRow, type CartRow, MAIN_CART_OF_$1 } from './cartStore';
import type { CartPromotionRow, PromotionRow } from './promotions';

export interface CartState {
  /** In the order they were added. */
  items: CartItemRow[];
  promotion: { row: CartPromotionRow; promotion: PromotionRow; redeemed: boolean } | null;
  /** The cart's customer's standing; null for an anonymous cart. */
  standing: CustomerStanding | null;
}

export interface CartStateRow extends StandingRow {
  items: Record<string, unknown>[];
  promotion: { row: Record<string, unknown>; promotion: Record<string, unknown>; redeemed: boolean } | null;
}

/**
 * The `promotion` column of a cart state row, for the cart whose id is the SQL `cartId`, the
 * customer being $1. A once-only code counts as used when the customer redeemed it (promotions.hasRedeemed).
 */
export const cartPromotionColumn = (cartId: string) => `(select json_build_object('row', to_json(cp), 'promotion', to_json(p), 'redeemed',
        p.once_per_customer and exists (select 1 from promotion_redemptions r where r.customer_id = $1 and r.code = p.code))
      from cart_promotions cp join promotions p on p.code = cp.code where cp.cart_id = ${cartId}) as promotion`;

/** A cart state row's columns (items in the order they were added, promotion, standing) for the cart whose id is the SQL `cartId`. */
const cartStateColumns = (cartId: string) => `
    (select coalesce(json_agg(to_json(i) order by i.seq), '[]'::json) from cart_items i where i.cart_id = ${cartId}) as items,
    ${cartPromotionColumn(cartId)},
    ${STANDING_COLUMNS}`;

/**
 * The text of a cart state statement: for the cart whose id is $6, or for the customer's main
 * cart (found by its owner, $1, and returned as `cart`), with a statement's own common table
 * expressions and columns alongside (purchase/reserveReadingCart). $1–$5 are standingValues.
 */
export function cartStateText(cart: 'byId' | 'main', alongside?: { with: string; columns: string }): string {
  const main = cart === 'main';
  const ctes = [main && `cart as (select * from carts where ${MAIN_CART_OF_$1})`, alongside?.with].filter(Boolean);
  const columns = [alongside?.columns, main && '(select to_json(c) from cart c) as cart', cartStateColumns(main ? '(select id from cart)' : '$6')];
  return `${ctes.length > 0 ? `with ${ctes.join(',\n  ')}\n  ` : ''}select ${columns.filter(Boolean).join(', ')} from ${STANDING_FROM}`;
}

const cartStateStatement = statement<CartStateRow>('cart_state', cartStateText('byId'));

/** The cart's state at `now`; `withBalance` reads the wallet balance whether or not a deposit limit needs it. */
export async function loadCartState(db: DbOrTx, cart: CartRow, now: Date, withBalance = false): Promise<CartState> {
  const row = await runStatementOne(db, cartStateStatement, [...standingValues(cart.customerId, now, withBalance), cart.id]);
  if (!row) throw new Error('The cart state statement returned no row');
  return cartStateFromRow(row);
}

/**
 * A customer's main cart named by its owner rather than by its row: the purchase routes leave
 * finding it to the statement that reads its state (loadCartOf), which saves a statement.
 */
export interface MainCartOf {
  kind: 'main';
  customerId: string;
}

/** A cart state row that may carry its cart (`cartStateText('main')`; a cart named by its id has none). */
export type MainCartStateRow = CartStateRow & { cart?: Record<string, unknown> | null };

const mainCartStateStatement = statement<MainCartStateRow>('main_cart_state', cartStateText('main'));

/** The cart (null when a main cart named by its owner does not exist) and its state at `now`, in one statement. */
export async function loadCartOf(db: DbOrTx, cart: CartRow | MainCartOf, now: Date, withBalance = false): Promise<{ cart: CartRow | null; state: CartState }> {
  if ('id' in cart) return { cart, state: await loadCartState(db, cart, now, withBalance) };
  const row = await runStatementOne(db, mainCartStateStatement, standingValues(cart.customerId, now, withBalance));
  if (!row) throw new Error('The cart state statement returned no row');
  return mainCartFromRow(row);
}

/** The main cart (null when there is none) and its state, from a row of a `cartStateText('main')` statement. */
export function mainCartFromRow(row: MainCartStateRow): { cart: CartRow | null; state: CartState } {
  return { cart: row.cart ? rowFromJson(carts, row.cart) : null, state: cartStateFromRow(row) };
}

export function cartStateFromRow(row: CartStateRow): CartState {
  return {
    items: row.items.map((json) => rowFromJson(cartItems, json)),
    promotion: row.promotion
      ? {
          row: rowFromJson(cartPromotions, row.promotion.row),
          promotion: rowFromJson(promotions, row.promotion.promotion),
          redeemed: row.promotion.redeemed,
        }
      : null,
    standing: standingFromRow(row),
  };
}
