import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * Carts primed for placement by segment id (`POST /placement/cart/prime`, issue 12 part 6): a
 * later `GET /placement` that names the same segment id and no cart recommends for this one.
 * Keyed `device:<segment_device_id>` or `user:<segment_user_id>`.
 */
export const placementPrimes = pgTable('placement_primes', {
  segmentKey: text('segment_key').primaryKey(),
  cart: jsonb('cart').$type<{ lotteryKey: string; drawNumber: number }[]>().notNull(),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
});
