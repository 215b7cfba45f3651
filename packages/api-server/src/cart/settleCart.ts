/**
 * The purchase-time view of a cart's total: its promotion judged again (one that no longer
 * applies stops the purchase rather than silently charging more than the cart showed) and its
 * block reasons checked on the discounted total. Called inside the purchase transaction, with
 * the cart's state read there under the customer's lock (cart/loadCartState).
 */
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { fail } from '../http/ApiFailure';
import { assertNotBlocked, blockReasonsFor } from './blockReasons';
import type { CartState } from './loadCartState';
import { judgePromotion } from './promotions';

export interface SettledCart {
  /** What the purchase charges: items due minus the promotion. */
  totalCents: number;
  promotion: { code: string; discountCents: number } | null;
}

export async function settleCart(
  db: DbOrTx,
  clock: Clock,
  customerId: string,
  state: Pick<CartState, 'promotion' | 'standing'>,
  itemsDueCents: number,
): Promise<SettledCart> {
  let promotion: SettledCart['promotion'] = null;
  const applied = state.promotion;
  if (applied) {
    const judged = judgePromotion(applied.promotion, itemsDueCents, clock.now(), applied.redeemed);
    if (!judged.ok) fail('promotion_not_added', { message: judged.message, field: 'promotion_code' });
    promotion = { code: applied.promotion.code, discountCents: judged.discountCents };
  }
  const totalCents = itemsDueCents - (promotion?.discountCents ?? 0);
  assertNotBlocked(await blockReasonsFor(db, clock, customerId, state.standing, totalCents));
  return { totalCents, promotion };
}
