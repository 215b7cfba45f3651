import { sql } from 'drizzle-orm';
import { boolean, index, integer, json, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NumberSet } from '@drawkit/contract';
import { cents, createdAt } from './columns';
import { lotteries } from './catalogue';
import { draws } from './draws';
import { tickets } from './purchases';

/**
 * How a lottery is drawn and scored: its number sets, and how a game's picks are matched
 * ('any': unordered; 'leading': in order from the first, like Strike; 'leading_or_trailing':
 * in order from the first or from the last digit, like Super 66).
 */
export const drawRules = pgTable('draw_rules', {
  lotteryKey: text('lottery_key')
    .primaryKey()
    .references(() => lotteries.key),
  numberSets: jsonb('number_sets').$type<NumberSet[]>().notNull(),
  matching: text('matching').$type<'any' | 'leading' | 'leading_or_trailing'>().notNull(),
});

/** A lottery's prize divisions: matches needed per set, and a fixed prize or a share of the pool. */
export const prizeDivisions = pgTable(
  'prize_divisions',
  {
    lotteryKey: text('lottery_key')
      .notNull()
      .references(() => lotteries.key),
    division: integer('division').notNull(),
    name: text('name').notNull(),
    matches: jsonb('matches').$type<Record<string, number>>().notNull(),
    /** Null: the division shares the draw's prize pool. */
    amountCents: cents('amount_cents'),
  },
  (t) => [primaryKey({ columns: [t.lotteryKey, t.division] })],
);

/** Per scored draw and division: winning games and what each was paid. */
export const drawDivisionResults = pgTable(
  'draw_division_results',
  {
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.id),
    division: integer('division').notNull(),
    winners: integer('winners').notNull(),
    prizeEachCents: cents('prize_each_cents'),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.division] })],
);

/**
 * A scored ticket: per game the matches per set and the division won, and the ticket's prize.
 * No foreign keys: the scorer is the only writer, copying each ticket's id, draw and customer from
 * the ticket rows it reads in the same transaction, and tickets, draws and customers are never
 * deleted. The keys' checks cost more than the rows themselves (each row's three look-ups and a
 * lock on its ticket row): COPY of a draw's 100,000 result rows took 2.6 s with them, 1.0 s without.
 * The per-game columns are json, not jsonb: they are written a draw at a time and read whole, and
 * PostgreSQL checks json's text and keeps it, where jsonb's is converted (migration 0020).
 */
export const ticketResults = pgTable(
  'ticket_results',
  {
    ticketId: text('ticket_id').primaryKey(),
    drawId: text('draw_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** Per game: matches per set name (empty for raffle tickets). */
    matches: json('matches').$type<Record<string, number>[]>().notNull(),
    /** Per game: the division won, or null. */
    divisions: json('divisions').$type<(number | null)[]>().notNull(),
    /** The best (lowest) division any game won, or null. */
    bestDivision: integer('best_division'),
    /**
     * Per game: how many of its lines won each division, best first (a system or Powerhit game
     * plays many lines; a standard game's list is its one division, or empty).
     */
    winningLines: json('winning_lines').$type<{ division: number; lines: number }[][]>().notNull().default([]),
    /** Lines in shared-pool divisions (paid when the share is known) and fixed prizes so far. */
    sharedGames: integer('shared_games').notNull().default(0),
    fixedCents: cents('fixed_cents').notNull().default(0),
    prizeCents: cents('prize_cents').notNull().default(0),
  },
  // Only the draw's winners are looked up by draw (paying, the winners lists): an index of every
  // row cost a third of a draw's COPY of its results; raffle winners have no division.
  (t) => [index('ticket_results_draw_winners_idx').on(t.drawId).where(sql`${t.prizeCents} > 0 or ${t.bestDivision} is not null`)],
);

/** Raffle prizes of a raffle's draws: the main prize and the rest. */
export const rafflePrizes = pgTable(
  'raffle_prizes',
  {
    id: text('id').primaryKey(),
    lotteryKey: text('lottery_key')
      .notNull()
      .references(() => lotteries.key),
    name: text('name').notNull(),
    valueCents: cents('value_cents').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    /** Cash prizes are credited to the winner's wallet. */
    cash: boolean('cash').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('raffle_prizes_lottery_idx').on(t.lotteryKey)],
);

/** Raffle ticket numbers: a ticket row of n raffle tickets holds numbers firstNo .. firstNo + n - 1. */
export const raffleTicketNumbers = pgTable(
  'raffle_ticket_numbers',
  {
    ticketId: text('ticket_id')
      .primaryKey()
      .references(() => tickets.id),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.id),
    firstNo: integer('first_no').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [uniqueIndex('raffle_ticket_numbers_draw_idx').on(t.drawId, t.firstNo)],
);

/** The winning raffle ticket of each prize of a drawn raffle draw. */
export const raffleWinners = pgTable(
  'raffle_winners',
  {
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.id),
    prizeId: text('prize_id')
      .notNull()
      .references(() => rafflePrizes.id),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id),
    ticketNo: integer('ticket_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.prizeId] })],
);
