import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, instant, createdAt } from './columns';
import { lotteries } from './catalogue';
import type { LotteryKind } from './catalogue';

export type DrawStatusValue =
  | 'DRAW_OPEN'
  | 'DRAW_CLOSED'
  | 'DRAW_DRAWN'
  | 'DRAW_SCORED'
  | 'DRAW_PAID'
  | 'DRAW_EMAILED'
  | 'DRAW_CAPPED';

export const draws = pgTable(
  'draws',
  {
    id: text('id').primaryKey(),
    lotteryKey: text('lottery_key')
      .notNull()
      .references(() => lotteries.key),
    kind: text('kind').$type<LotteryKind>().notNull(),
    drawNo: integer('draw_no').notNull(),
    status: text('status').$type<DrawStatusValue>().notNull(),
    /** Raffles only: open, sold_out, past_draw, pre_order. */
    purchaseStatus: text('purchase_status').$type<'open' | 'sold_out' | 'past_draw' | 'pre_order'>(),
    stopAt: instant('stop_at').notNull(),
    drawAt: instant('draw_at').notNull(),
    prizePoolCents: cents('prize_pool_cents'),
    prizePoolSuffix: text('prize_pool_suffix').notNull().default(''),
    /** Raffles on pre-order: when pre-orders opened. */
    preOrderStartAt: instant('pre_order_start_at'),
    results: jsonb('results').$type<Record<string, number[]>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('draws_lottery_draw_no_idx').on(t.lotteryKey, t.drawNo),
    index('draws_status_stop_idx').on(t.status, t.stopAt),
    // Past results: a page of a lottery's drawn-and-later draws, newest first, read straight off this
    // index (LIMIT stops after the page) however many draws the lottery has had (shop-core §4 statuses).
    index('draws_results_idx')
      .on(t.lotteryKey, t.drawNo)
      .where(sql`${t.status} in ('DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED')`),
  ],
);
