import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, instant, createdAt } from './columns';
import { customers } from './customers';
import { ledgerEntries } from './ledger';
import { checkouts } from './purchases';

/**
 * Daily-winners programme (shop-specialised §3, §4): a customer's membership of a programme,
 * one row per customer and programme. `pending-deposit` until the programme's minimum deposit
 * is in the wallet; the tier is premium while `premiumUntil` is in the future.
 */
export const customerMemberships = pgTable(
  'customer_memberships',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    program: text('program').notNull(),
    status: text('status').$type<'member' | 'non-member' | 'pending-deposit'>().notNull(),
    tier: text('tier').$type<'free' | 'premium'>().notNull(),
    /** Premium membership is bought a month at a time; the tier is free again after this. */
    premiumUntil: instant('premium_until'),
    /** Whether the draw engine renews Premium from the wallet when `premiumUntil` passes. */
    renewalEnabled: boolean('renewal_enabled').notNull().default(true),
    /** Why the last renewal could not be paid (the member went back to the free tier); null after a good one. */
    renewalFailure: text('renewal_failure'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_memberships_customer_program_idx').on(t.customerId, t.program),
    index('customer_memberships_status_idx').on(t.status),
    // The engine's renewal step reads Premium months that have ended on every tick.
    index('customer_memberships_premium_until_idx')
      .on(t.premiumUntil)
      .where(sql`${t.tier} = 'premium'`),
  ],
);

export type GiveawayTypeValue = 'daily' | 'major' | 'monthly' | 'preview' | 'special';
export type GiveawayStateValue = 'DRAW_OPEN' | 'DRAW_CLOSED' | 'DRAW_PAID';

/** A giveaway's prize: cash is credited to the winner's wallet; anything else is delivered by the shop. */
export interface GiveawayPrizeRow {
  name: string;
  valueCents: number;
  cash: boolean;
}

/** Programme giveaways, drawn by the draw engine among members' unlocked and guaranteed entries. */
export const giveawayDraws = pgTable(
  'giveaway_draws',
  {
    id: text('id').primaryKey(),
    program: text('program').notNull(),
    type: text('type').$type<GiveawayTypeValue>().notNull(),
    /** Numbered per type: the draw number in /daily-winners/giveaways/{type}/{number}. */
    number: integer('number').notNull(),
    externalId: text('external_id').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<{ mobile: string; desktop: string }>().notNull(),
    lockedContent: text('locked_content'),
    pill: text('pill'),
    details: jsonb('details').$type<{ title: string; url: string } | null>(),
    openAt: instant('open_at').notNull(),
    closeAt: instant('close_at').notNull(),
    state: text('state').$type<GiveawayStateValue>().notNull(),
    giveawayTier: text('giveaway_tier').$type<'free' | 'premium'>().notNull(),
    prizes: jsonb('prizes').$type<GiveawayPrizeRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('giveaway_draws_type_number_idx').on(t.program, t.type, t.number),
    index('giveaway_draws_state_close_idx').on(t.state, t.closeAt),
  ],
);

/** A member's entry in a giveaway: locked until unlocked, or guaranteed. One per customer per draw. */
export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    id: text('id').primaryKey(),
    drawId: text('draw_id')
      .notNull()
      .references(() => giveawayDraws.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<'locked' | 'unlocked' | 'guaranteed'>().notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('giveaway_entries_draw_customer_idx').on(t.drawId, t.customerId),
    index('giveaway_entries_customer_idx').on(t.customerId, t.drawId),
  ],
);

/** Who won which prize of a giveaway; one winner per prize, one prize per entry. */
export const giveawayWinners = pgTable(
  'giveaway_winners',
  {
    id: text('id').primaryKey(),
    drawId: text('draw_id')
      .notNull()
      .references(() => giveawayDraws.id),
    entryId: text('entry_id')
      .notNull()
      .unique()
      .references(() => giveawayEntries.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    prizeIndex: integer('prize_index').notNull(),
    prizeName: text('prize_name').notNull(),
    prizeValueCents: cents('prize_value_cents').notNull(),
    /** The wallet credit of a cash prize. */
    ledgerEntryId: text('ledger_entry_id').references(() => ledgerEntries.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('giveaway_winners_draw_prize_idx').on(t.drawId, t.prizeIndex)],
);

/**
 * One row per Premium period that reached its end: renewed (with the renewal's checkout), ended
 * (renewal was off) or failed (not paid). Unique per period, so a period is charged at most once.
 */
export const membershipRenewals = pgTable(
  'membership_renewals',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    program: text('program').notNull(),
    /** The end of the Premium month this row settles (the premiumUntil it was due at). */
    periodEnd: instant('period_end').notNull(),
    outcome: text('outcome').$type<'renewed' | 'ended' | 'failed'>().notNull(),
    checkoutId: text('checkout_id').references(() => checkouts.id),
    amountCents: cents('amount_cents').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('membership_renewals_period_idx').on(t.customerId, t.program, t.periodEnd)],
);

/** Single-use, short-lived member-benefits sign-on tokens (GET /v3/benefits), stored as SHA-256 hashes. */
export const membershipSsoTokens = pgTable(
  'membership_sso_tokens',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('membership_sso_tokens_customer_idx').on(t.customerId)],
);
