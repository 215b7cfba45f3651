import type { GameNumbers } from '@drawkit/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ItemDetails } from './cart';
import { cents, instant, createdAt } from './columns';
import { customers } from './customers';
import { draws } from './draws';
import { funds } from './payments';
import { checkouts, orders } from './purchases';

export type RecurringStatus = 'recurring_status_active' | 'recurring_status_paused' | 'recurring_status_timed_pause' | 'recurring_status_cancelled';
export type RecurringAttemptOutcome = 'purchased' | 'soft_failure' | 'hard_failure' | 'skipped';

/**
 * Autoplays and subscriptions (shop-specialised §3 "Subscription or autoplay"): made by a
 * purchase of a recurring item; the draw engine buys the item into each later draw of the
 * lottery from `nextDrawNo` on (recurring/autoplayEngine).
 */
export const recurringPurchases = pgTable(
  'recurring_purchases',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').$type<'autoplay' | 'subscription'>().notNull(),
    /** The purchase that started it. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productType: text('product_type').$type<'lottery_ticket' | 'raffle_ticket' | 'syndicate_share'>().notNull(),
    offerKey: text('offer_key').notNull(),
    lotteryKey: text('lottery_key').notNull(),
    gameType: text('game_type').notNull(),
    gameOffer: text('game_offer').notNull(),
    games: jsonb('games').$type<GameNumbers[]>().notNull(),
    numGames: integer('num_games').notNull(),
    quickpick: boolean('quickpick').notNull(),
    causeKey: text('cause_key'),
    details: jsonb('details').$type<ItemDetails>().notNull().default({}),
    status: text('status').$type<RecurringStatus>().notNull(),
    /** A timed pause ends here (the engine makes it active again). */
    pausedUntil: instant('paused_until'),
    /** What one draw costs, as last priced (at purchase, on a change, or when the engine bought). */
    priceCents: cents('price_cents').notNull(),
    /** 0: every draw; else only draws whose jackpot is at least this. */
    minimumJackpotCents: cents('minimum_jackpot_cents').notNull().default(0),
    /** The first draw number the engine buys (the purchase bought the ones before). */
    nextDrawNo: integer('next_draw_no').notNull(),
    lastAttemptStatus: text('last_attempt_status').$type<'purchased' | 'soft_failure' | 'hard_failure'>(),
    lastAttemptMessage: text('last_attempt_message'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('recurring_purchases_customer_idx').on(t.customerId, t.type),
    index('recurring_purchases_active_idx')
      .on(t.lotteryKey)
      .where(sql`${t.status} = 'recurring_status_active'`),
  ],
);

/** One row per recurring purchase and draw: the engine's claim, so a draw is bought (or skipped) at most once. */
export const recurringAttempts = pgTable(
  'recurring_attempts',
  {
    id: text('id').primaryKey(),
    recurringId: text('recurring_id')
      .notNull()
      .references(() => recurringPurchases.id),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.id),
    outcome: text('outcome').$type<RecurringAttemptOutcome>().notNull(),
    checkoutId: text('checkout_id').references(() => checkouts.id),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recurring_attempts_draw_idx').on(t.recurringId, t.drawId)],
);

/** The customer's chosen payment for recurring purchases (GET/POST /customer/recurring-purchase-method). */
export const recurringPurchaseMethods = pgTable('recurring_purchase_methods', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  /** wallet: the wallet only; cc: the wallet, then this card (or the default card when null). */
  method: text('method').$type<'wallet' | 'cc'>().notNull(),
  /** A deleted card leaves the method on the default card (the row's fund becomes null). */
  fundId: text('fund_id').references(() => funds.id, { onDelete: 'set null' }),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
