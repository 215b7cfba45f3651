import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { GameNumbers, GameType, RecurringPurchaseOption, UrlAlias } from '@drawkit/contract';
import { cents } from './columns';

export type LotteryKind = 'lottery' | 'raffle';

/** A lottery or raffle and its draw schedule (see draws/drawSchedule). */
export const lotteries = pgTable('lotteries', {
  key: text('key').primaryKey(),
  kind: text('kind').$type<LotteryKind>().notNull(),
  name: text('name').notNull(),
  /** Monday-to-Sunday bitmask, bit 0 is Monday. */
  drawDays: integer('draw_days').notNull(),
  /** 1 for weekly schedules; raffles draw every few weeks. */
  everyWeeks: integer('every_weeks').notNull().default(1),
  /** Draw number of the first slot after the schedule's anchor. */
  baseDrawNo: integer('base_draw_no').notNull(),
  jackpotMinCents: cents('jackpot_min_cents'),
  jackpotMaxCents: cents('jackpot_max_cents'),
  prizePoolSuffix: text('prize_pool_suffix').notNull().default(''),
  /** Raffle prize: name, value and image of each draw's main prize. */
  rafflePrize: jsonb('raffle_prize').$type<{ name: string; valueCents: number; featureImage: string }>(),
});

export const causes = pgTable('causes', {
  key: text('key').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const productOffers = pgTable('product_offers', {
  key: text('key').primaryKey(),
  lotteryKey: text('lottery_key')
    .notNull()
    .references(() => lotteries.key),
  type: text('type').$type<'lottery_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership'>().notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  urlAliases: jsonb('url_aliases').$type<UrlAlias[]>().notNull().default([]),
  availability: text('availability').$type<'available' | 'unavailable'>().notNull().default('available'),
  suspended: boolean('suspended').notNull().default(false),
  displayCategory: text('display_category').notNull(),
  description: text('description').notNull(),
  ranking: integer('ranking').notNull(),
  gameTypes: jsonb('game_types').$type<GameType[]>().notNull(),
  causes: jsonb('causes').$type<string[]>().notNull().default([]),
  recurringPurchase: jsonb('recurring_purchase').$type<RecurringPurchaseOption>().notNull(),
  branding: jsonb('branding').$type<{ primaryColour: string; secondaryColour: string }>().notNull(),
  /** Draw days a shopper chooses from (Monday-to-Sunday bitmask); 0: no choice. */
  selectableDays: integer('selectable_days').notNull().default(0),
  restrictions: jsonb('restrictions').$type<('licensing_restriction' | 'migration_restriction')[]>().notNull().default([]),
  /** With licensing_restriction: the regions (customer states) the offer is licensed in; elsewhere it is refused. */
  licensedRegions: jsonb('licensed_regions').$type<string[]>().notNull().default([]),
  /** Raffles: the brand of their recurring purchases. */
  recurringPurchaseBrandId: text('recurring_purchase_brand_id'),
});

/** A syndicate: shares of a set of games in the next draws of a lottery; `sharesSold` only grows inside purchases. */
export const syndicates = pgTable('syndicates', {
  key: text('key').primaryKey(),
  offerKey: text('offer_key')
    .notNull()
    .references(() => productOffers.key),
  lotteryKey: text('lottery_key')
    .notNull()
    .references(() => lotteries.key),
  gameOffer: text('game_offer').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  sharesSold: integer('shares_sold').notNull().default(0),
  costPerShareCents: cents('cost_per_share_cents').notNull(),
  numStandardGames: integer('num_standard_games').notNull(),
  games: jsonb('games').$type<GameNumbers[]>().notNull(),
});

/** Playing tips (`GET /tips`). */
export const tips = pgTable('tips', {
  id: text('id').primaryKey(),
  lotteryKey: text('lottery_key').references(() => lotteries.key),
  title: text('title').notNull(),
  body: text('body').notNull(),
  position: integer('position').notNull(),
});
