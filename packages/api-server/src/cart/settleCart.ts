/**
 * The purchase-time view of a cart's total: its promotion judged again (one that no longer
 * applies stops the purchase rather than silently charging more than the cart showed) and its
 * block reasons checked on the discounted total. Called before a card is charged and again
 * inside the purchase transaction.
 */
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { fail } from '../http/ApiFailure';
import { assertNotBlocked, cartBlockReasons } from './blockReasons';
import { cartPromotion, hasRedeemed, judgePromotion, recordRedemption } from './promotions';

export interface SettledCart {
  /** What the purchase charges: items due minus the promotion. */
  totalCents: number;
  promotion: { code: string; discountCents: number } | null;
}

export async function settleCart(
  db: DbOrTx,
  clock: Clock,
  customerId: string,
  cartId: string,
  itemsDueCents: number,
): Promise<SettledCart> {
  let promotion: SettledCart['promotion'] = null;
  const applied = await cartPromotion(db, cartId);
  if (applied) {
    const judged = judgePromotion(applied.promotion, itemsDueCents, clock.now(), await hasRedeemed(db, customerId, applied.promotion));
    if (!judged.ok) fail('promotion_not_added', { message: judged.message, field: 'promotion_code' });
    promotion = { code: applied.promotion.code, discountCents: judged.discountCents };
  }
  const totalCents = itemsDueCents - (promotion?.discountCents ?? 0);
  assertNotBlocked(await cartBlockReasons(db, clock, customerId, totalCents));
  return { totalCents, promotion };
}

/** Records the promotion a purchase used (the cart's promotion goes when the cart is emptied). */
export async function redeemSettled(db: DbOrTx, clock: Clock, customerId: string, checkoutId: string, settled: SettledCart): Promise<void> {
  if (!settled.promotion) return;
  await recordRedemption(db, clock, { customerId, checkoutId, ...settled.promotion });
}
