/**
 * The one Drizzle schema of the shop, used with PGlite and with PostgreSQL alike. Money is
 * integer cents (bigint where sums or jackpots may pass 2^31); instants are timestamptz.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameNumbers, GameType, RecurringPurchaseOption, UrlAlias } from '@drawkit/contract';

const cents = (name: string) => bigint(name, { mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();

/** Registered apps: the key a site sends, the id it signs with, and the origins it may call from. */
export const apps = pgTable('apps', {
  appKey: text('app_key').primaryKey(),
  appId: text('app_id').notNull().unique(),
  name: text('name').notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** Server settings made at first boot (the JWT secret, the seed marker). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  address: text('address').notNull(),
  addressLine2: text('address_line2'),
  suburb: text('suburb').notNull(),
  state: text('state').notNull(),
  postcode: text('postcode').notNull(),
  country: text('country').notNull(),
  emailOptIn: boolean('email_opt_in').notNull().default(false),
  pricingId: text('pricing_id').notNull(),
  segment: text('segment').notNull(),
  favouriteNumbers: jsonb('favourite_numbers').$type<Record<string, number[]>>().notNull().default({}),
  attribution: jsonb('attribution').$type<Record<string, string>>(),
  createdAt: createdAt(),
});

/** One sign-in: a family of rotated refresh tokens sharing one customer token (used in signatures). */
export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.id),
  customerToken: text('customer_token').notNull().unique(),
  createdAt: createdAt(),
  revokedAt: instant('revoked_at'),
});

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

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
  type: text('type').$type<'lottery_ticket' | 'raffle_ticket'>().notNull(),
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
});

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
    results: jsonb('results').$type<Record<string, number[]>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('draws_lottery_draw_no_idx').on(t.lotteryKey, t.drawNo),
    index('draws_status_stop_idx').on(t.status, t.stopAt),
  ],
);

export const partners = pgTable('partners', {
  slug: text('slug').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  channelKey: text('channel_key').notNull(),
  productOfferKeys: jsonb('product_offer_keys').$type<string[]>().notNull(),
  branding: jsonb('branding').$type<{ primaryColour: string; logoText: string }>().notNull(),
});

export type CartKind = 'main' | 'partner';

/** A cart: the customer's main cart, a partner cart, or an anonymous one (customer null, id is the reference). */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<CartKind>().notNull(),
    customerId: text('customer_id').references(() => customers.id),
    partnerSlug: text('partner_slug').references(() => partners.slug),
    status: text('status').$type<'active' | 'converted'>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_customer_main_idx')
      .on(t.customerId)
      .where(sql`${t.kind} = 'main' and ${t.status} = 'active' and ${t.customerId} is not null`),
    uniqueIndex('carts_customer_partner_idx')
      .on(t.customerId, t.partnerSlug)
      .where(sql`${t.kind} = 'partner' and ${t.status} = 'active' and ${t.customerId} is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    /** Insertion order, kept when items move to another cart. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    offerKey: text('offer_key')
      .notNull()
      .references(() => productOffers.key),
    lotteryKey: text('lottery_key').notNull(),
    gameType: text('game_type').notNull(),
    gameOffer: text('game_offer').notNull(),
    games: jsonb('games').$type<GameNumbers[]>().notNull(),
    numDraws: integer('num_draws').notNull(),
    /** The first draw; null means the next open draw at the time of purchase. */
    drawNo: integer('draw_no'),
    recurring: boolean('recurring').notNull().default(false),
    quickpick: boolean('quickpick').notNull().default(false),
    affiliateCode: text('affiliate_code'),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    gateway: text('gateway').notNull(),
    reference: text('reference').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'succeeded' | 'refunded'>().notNull(),
    /** Only the brand and the last four digits: the card number is never stored. */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payments_customer_idx').on(t.customerId)],
);

export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<'completed'>().notNull(),
    totalCents: cents('total_cents').notNull(),
    walletCents: cents('wallet_cents').notNull(),
    cardCents: cents('card_cents').notNull(),
    walletBalanceAfterCents: cents('wallet_balance_after_cents').notNull(),
    paymentId: text('payment_id').references(() => payments.id),
    partnerSlug: text('partner_slug').references(() => partners.slug),
    channelKey: text('channel_key').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('checkouts_customer_idx').on(t.customerId)],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    productType: text('product_type').$type<'lottery_ticket' | 'raffle_ticket'>().notNull(),
    offerKey: text('offer_key').notNull(),
    lotteryKey: text('lottery_key').notNull(),
    gameType: text('game_type').notNull(),
    gameOffer: text('game_offer').notNull(),
    games: jsonb('games').$type<GameNumbers[]>().notNull(),
    numGames: integer('num_games').notNull(),
    numDraws: integer('num_draws').notNull(),
    firstDrawNo: integer('first_draw_no').notNull(),
    recurring: boolean('recurring').notNull(),
    quickpick: boolean('quickpick').notNull(),
    causeKey: text('cause_key'),
    description: text('description').notNull(),
    priceCents: cents('price_cents').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_checkout_idx').on(t.checkoutId)],
);

/** One ticket per draw per order. */
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.id),
    lotteryKey: text('lottery_key').notNull(),
    drawNo: integer('draw_no').notNull(),
    games: jsonb('games').$type<GameNumbers[]>().notNull(),
    status: text('status').$type<'active'>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [index('tickets_order_idx').on(t.orderId), index('tickets_draw_idx').on(t.drawId)],
);

export type LedgerKindValue = 'deposit' | 'purchase' | 'prize' | 'withdrawal' | 'refund' | 'adjustment';

/** Every movement of money; a wallet balance is the sum of a customer's rows. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<LedgerKindValue>().notNull(),
    /** Signed: credits positive, debits negative. */
    amountCents: cents('amount_cents').notNull(),
    checkoutId: text('checkout_id').references(() => checkouts.id),
    paymentId: text('payment_id').references(() => payments.id),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_customer_idx').on(t.customerId)],
);

/** Purchase idempotency: a key is reserved (pending), then completed with the response it gave. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'pending' | 'completed'>().notNull(),
    responseStatus: integer('response_status'),
    response: jsonb('response'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);
