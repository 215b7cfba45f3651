import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, instant, createdAt } from './columns';
import { carts } from './cart';
import { customers } from './customers';
import { checkouts } from './purchases';

/** Promotion codes (shop-core §3 voucher item types). Codes are stored upper-case. */
export const promotions = pgTable('promotions', {
  code: text('code').primaryKey(),
  type: text('type')
    .$type<'voucher_fixed_discount' | 'voucher_percent_discount' | 'voucher_fixed_discount_expire' | 'voucher_credit_amount'>()
    .notNull(),
  description: text('description').notNull(),
  /** Fixed discounts and credits. */
  amountCents: cents('amount_cents'),
  /** Percent discounts: whole percent off the amount due. */
  percentOff: integer('percent_off'),
  /** The amount due the cart must reach for the promotion to apply. */
  minCartCents: cents('min_cart_cents').notNull().default(0),
  expiresAt: instant('expires_at'),
  /** A customer may redeem it once. */
  oncePerCustomer: boolean('once_per_customer').notNull().default(false),
  createdAt: createdAt(),
});

/** The promotion applied to a cart (one per cart; applying another replaces it). The id is its cart item id. */
export const cartPromotions = pgTable(
  'cart_promotions',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => promotions.code),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_promotions_cart_idx').on(t.cartId)],
);

/** A promotion used by a purchase, with what it took off (the checkout's total is after it). */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: text('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => promotions.code),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    discountCents: cents('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_redemptions_customer_idx').on(t.customerId, t.code)],
);
