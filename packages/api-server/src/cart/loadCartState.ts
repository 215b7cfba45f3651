/**
 * Everything pricing a cart reads from the database besides the catalogue, in one statement:
 * its items, its promotion (and whether the customer has used a once-only code), and the
 * customer's standing (limits/customerStanding). The cart view and the purchase transaction
 * price from it; the catalogue comes from catalogue/catalogueCache.
 */
import type { DbOrTx } from '../db/Db';
import { cartItems, cartPromotions, promotions } from '../db/schema';
import { runStatementOne, statement } from '../db/statements';
import { rowFromJson } from '../db/tableJson';
import { type CustomerStanding, STANDING_COLUMNS, STANDING_FROM, type StandingRow, standingFromRow, standingValues } from '../limits/customerStanding';
import type { CartItemRow, CartRow } from './cartStore';
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

// $6: the cart.
const cartStateStatement = statement<CartStateRow>(
  'cart_state',
  `select
    (select coalesce(json_agg(to_json(i) order by i.seq), '[]'::json) from cart_items i where i.cart_id = $6) as items,
    ${cartPromotionColumn('$6')},
    ${STANDING_COLUMNS}
  from ${STANDING_FROM}`,
);

/** The cart's state at `now`; `withBalance` reads the wallet balance whether or not a deposit limit needs it. */
export async function loadCartState(db: DbOrTx, cart: CartRow, now: Date, withBalance = false): Promise<CartState> {
  const row = await runStatementOne(db, cartStateStatement, [...standingValues(cart.customerId, now, withBalance), cart.id]);
  if (!row) throw new Error('The cart state statement returned no row');
  return cartStateFromRow(row);
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
