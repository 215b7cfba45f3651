/**
 * Promotion codes on carts (shop-core §3 voucher item types, §7 'Promotion'). A cart holds one
 * promotion; it is judged afresh whenever the cart is priced (a cart that falls below the
 * minimum, or a code that expires, loses it) and again inside the purchase transaction.
 */
import type { CartPromotionItem } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId } from '../db/ids';
import { cartPromotions, promotionRedemptions, promotions } from '../db/schema';
import { fail } from '../http/ApiFailure';

export type PromotionRow = typeof promotions.$inferSelect;
export type CartPromotionRow = typeof cartPromotions.$inferSelect;

export type PromotionJudgement = { ok: true; discountCents: number } | { ok: false; message: string };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const PROMOTION_MESSAGES = {
  unknown: (code: string) => `The promotion code ${code} is not valid.`,
  expired: (code: string) => `The promotion code ${code} has expired.`,
  emptyCart: 'Add tickets to your cart before applying a promotion code.',
  minimum: (code: string, minCents: number) => `The promotion code ${code} needs a cart of at least ${dollars(minCents)}.`,
  used: (code: string) => `You have already used the promotion code ${code}.`,
} as const;

/**
 * What a promotion takes off an amount due, or why it does not apply. Discounts never exceed
 * the amount due, so a cart total never goes below zero.
 */
export function judgePromotion(
  promotion: PromotionRow,
  dueCents: number,
  now: Date,
  alreadyRedeemed: boolean,
): PromotionJudgement {
  const { code } = promotion;
  if (promotion.expiresAt && promotion.expiresAt.getTime() <= now.getTime()) return { ok: false, message: PROMOTION_MESSAGES.expired(code) };
  if (alreadyRedeemed) return { ok: false, message: PROMOTION_MESSAGES.used(code) };
  if (dueCents <= 0) return { ok: false, message: PROMOTION_MESSAGES.emptyCart };
  if (dueCents < promotion.minCartCents) return { ok: false, message: PROMOTION_MESSAGES.minimum(code, promotion.minCartCents) };
  const off =
    promotion.type === 'voucher_percent_discount'
      ? Math.floor((dueCents * (promotion.percentOff ?? 0)) / 100)
      : (promotion.amountCents ?? 0);
  return { ok: true, discountCents: Math.min(off, dueCents) };
}

export async function findPromotion(db: DbOrTx, code: string): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase()));
  return row ?? null;
}

export async function hasRedeemed(db: DbOrTx, customerId: string | null, promotion: PromotionRow): Promise<boolean> {
  if (!customerId || !promotion.oncePerCustomer) return false;
  const [row] = await db
    .select({ n: count() })
    .from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.customerId, customerId), eq(promotionRedemptions.code, promotion.code)));
  return (row?.n ?? 0) > 0;
}

/** Judges a code against a cart's amount due; unknown or ineligible codes fail with promotion_not_added. */
export async function checkPromotion(
  db: DbOrTx,
  clock: Clock,
  code: string,
  customerId: string | null,
  dueCents: number,
): Promise<{ promotion: PromotionRow; discountCents: number }> {
  const promotion = await findPromotion(db, code);
  if (!promotion) fail('promotion_not_added', { message: PROMOTION_MESSAGES.unknown(code.trim().toUpperCase()), field: 'promotion_code' });
  const judged = judgePromotion(promotion, dueCents, clock.now(), await hasRedeemed(db, customerId, promotion));
  if (!judged.ok) fail('promotion_not_added', { message: judged.message, field: 'promotion_code' });
  return { promotion, discountCents: judged.discountCents };
}

/** Puts the promotion on the cart, replacing any other. */
export async function setCartPromotion(db: DbOrTx, clock: Clock, cartId: string, code: string): Promise<void> {
  await db.delete(cartPromotions).where(eq(cartPromotions.cartId, cartId));
  await db.insert(cartPromotions).values({ id: newId(), cartId, code, createdAt: clock.now() });
}

/** Removes the cart's promotion item by its id; false when the id is not the cart's promotion. */
export async function removeCartPromotion(db: DbOrTx, cartId: string, itemId: string): Promise<boolean> {
  const removed = await db
    .delete(cartPromotions)
    .where(and(eq(cartPromotions.id, itemId), eq(cartPromotions.cartId, cartId)))
    .returning({ id: cartPromotions.id });
  return removed.length > 0;
}

/** A promotion follows its anonymous cart into the customer's cart on sign-in (replacing theirs). */
export async function moveCartPromotion(db: DbOrTx, fromCartId: string, toCartId: string): Promise<void> {
  const [moving] = await db.select().from(cartPromotions).where(eq(cartPromotions.cartId, fromCartId));
  if (!moving) return;
  await db.delete(cartPromotions).where(eq(cartPromotions.cartId, toCartId));
  await db.update(cartPromotions).set({ cartId: toCartId }).where(eq(cartPromotions.id, moving.id));
}

export function promotionItemView(row: CartPromotionRow, promotion: PromotionRow, discountCents: number): CartPromotionItem {
  return {
    id: row.id,
    description: promotion.description,
    quantity: 1,
    productType: promotion.type,
    promotionCode: promotion.code,
    unitPrice: money(-discountCents),
    totalPrice: money(-discountCents),
  };
}
