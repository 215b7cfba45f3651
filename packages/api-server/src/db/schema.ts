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
import type { GameNumbers, GameType, NumberSet, RecurringPurchaseOption, UrlAlias } from '@drawkit/contract';

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
  /** Customer overview flags that send the storefront to /force-password-change or upgrade-account. */
  forcePasswordChange: boolean('force_password_change').notNull().default(false),
  accountUpgrade: boolean('account_upgrade').notNull().default(false),
  /** Two-factor: null when off. */
  twoFactorMethod: text('two_factor_method').$type<'email' | 'authenticator'>(),
  /** Base32 TOTP secret of the confirmed authenticator, and one being set up. */
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  /** The last accepted TOTP time step, so a code is not accepted twice. */
  totpLastStep: integer('totp_last_step'),
  /** Wrong two-factor codes in a row; at the limit the account is locked until support unlocks it. */
  failedOtpCount: integer('failed_otp_count').notNull().default(0),
  twoFactorLockedAt: instant('two_factor_locked_at'),
  /** Wrong passwords since `failedPasswordSince`; at the limit sign-in is refused until `passwordLockedUntil`. */
  failedPasswordCount: integer('failed_password_count').notNull().default(0),
  failedPasswordSince: instant('failed_password_since'),
  passwordLockedUntil: instant('password_locked_until'),
  /** Superseded by `customer_limits`: a value left here is moved into a weekly limit row at start-up. */
  weeklySpendLimitCents: cents('weekly_spend_limit_cents'),
  /** Identity verified; an unverified customer's cart above the threshold is blocked (verify_account_required). */
  isVerified: boolean('is_verified').notNull().default(true),
  /** Legacy-account migration (shop-core §4); an offer with migration_restriction is refused while it is pending. */
  migrationStatus: text('migration_status')
    .$type<'ineligible' | 'eligible_soft' | 'eligible_hard' | 'in_progress' | 'migrated'>()
    .notNull()
    .default('ineligible'),
  /** Why the account cannot buy: self_excluded or closed (block reason `close`), suspended (`fixed`); null when active. */
  accountRestriction: text('account_restriction').$type<'self_excluded' | 'closed' | 'suspended'>(),
  /** Verification methods tried, by type, with their status (shop-core §4); absent types are not_attempted. */
  verificationMethods: jsonb('verification_methods').$type<Record<string, string>>().notNull().default({}),
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

/** What a cart item or order holds beyond a lottery ticket's fields (raffles, syndicates, days, pre-orders). */
export interface ItemDetails {
  causeKey?: string | null;
  bundleKey?: string | null;
  syndicateKey?: string | null;
  numShares?: number | null;
  recurringType?: 'autoplay' | 'subscription' | 'combined_recurring_purchase' | null;
  preOrder?: boolean;
  days?: number | null;
  numWeeks?: number | null;
  entryCount?: number | null;
  drawOffset?: number | null;
  productOfferKey?: string | null;
  /** Membership items: the programme (daily_winners). */
  membershipProgram?: string | null;
}

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
    productType: text('product_type').$type<'lottery_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership'>().notNull().default('lottery_ticket'),
    details: jsonb('details').$type<ItemDetails>().notNull().default({}),
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
    productType: text('product_type').$type<'lottery_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership'>().notNull(),
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
    /** purchased, or pre_order (scheduled: paid and ticketed when the draw opens for sale). */
    status: text('status').$type<'purchased' | 'pre_order'>().notNull().default('purchased'),
    details: jsonb('details').$type<ItemDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('orders_checkout_idx').on(t.checkoutId)],
);

/** One ticket per draw per order. (The draw index includes the id: the draw engine reads a draw's tickets in id order.) */
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
  (t) => [
    index('tickets_order_idx').on(t.orderId),
    index('tickets_draw_idx').on(t.drawId, t.id),
    // A customer's past draws (GET /draws/past_customer) without reading everyone's tickets.
    index('tickets_customer_draw_idx').on(t.customerId, t.drawId),
  ],
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
    /** The winning ticket a prize row pays. */
    ticketId: text('ticket_id').references(() => tickets.id),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_customer_idx').on(t.customerId),
    // A ticket's prize is paid once, however often the draw engine runs.
    uniqueIndex('ledger_prize_ticket_idx')
      .on(t.ticketId)
      .where(sql`${t.kind} = 'prize'`),
  ],
);

/**
 * Purchase idempotency: a key is reserved (pending), then completed with the response it gave.
 * A pending key is held by the request working on it: `owner` names its server process and the
 * request renews `updated_at` while it runs (purchase/reservationLease), so a key whose request
 * died is known and settled instead of blocking retries.
 */
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
    owner: text('owner'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    // The reconciler's scan: pending keys, oldest renewal first.
    index('idempotency_keys_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type PurchaseIntentStatus = 'pending' | 'charged' | 'completed' | 'refunding' | 'refunded' | 'released';

/**
 * Every card charge the shop makes, written and committed BEFORE the gateway is called; its id
 * is the gateway's idempotency key, so the gateway can be asked about it after a crash
 * (purchase/purchaseIntents, purchase/reconcilePurchases). pending → charged → completed, or
 * → refunding → refunded; pending → released when nothing was charged. `purchase` says what the
 * charge pays for: a purchase's cart, rules and a hash of its items, or a wallet deposit's card.
 */
export const purchaseIntents = pgTable(
  'purchase_intents',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<'purchase' | 'deposit'>().notNull(),
    route: text('route').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    purchase: jsonb('purchase').$type<Record<string, unknown>>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status').$type<PurchaseIntentStatus>().notNull(),
    chargeReference: text('charge_reference'),
    brand: text('brand'),
    last4: text('last4'),
    checkoutId: text('checkout_id').references(() => checkouts.id),
    paymentId: text('payment_id').references(() => payments.id),
    /** Why it was released or refunded (an error code or a short reason). */
    failure: text('failure'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One charge in flight per Idempotency-Key: a second attempt waits for or settles the first.
    uniqueIndex('purchase_intents_open_idx')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.status} in ('pending', 'charged', 'refunding')`),
    index('purchase_intents_customer_idx').on(t.customerId),
  ],
);

/**
 * The sandbox gateway's own books (payments/sandboxGateway). It stands for an external payment
 * service: it writes outside the shop's transactions, and what it charged and refunded survives
 * a restart of the shop. One row per attempt: the idempotency key, plus the challenge reference
 * for an authenticated retry; `result` is the answer it gave, replayed for the same attempt.
 */
export const sandboxCharges = pgTable(
  'sandbox_gateway_charges',
  {
    attemptKey: text('attempt_key').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    /** Set when money was taken. */
    reference: text('reference').unique(),
    amountCents: cents('amount_cents').notNull(),
    refundedAt: instant('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_gateway_charges_key_idx').on(t.idempotencyKey)],
);

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
 */
export const ticketResults = pgTable(
  'ticket_results',
  {
    ticketId: text('ticket_id').primaryKey(),
    drawId: text('draw_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** Per game: matches per set name (empty for raffle tickets). */
    matches: jsonb('matches').$type<Record<string, number>[]>().notNull(),
    /** Per game: the division won, or null. */
    divisions: jsonb('divisions').$type<(number | null)[]>().notNull(),
    /** The best (lowest) division any game won, or null. */
    bestDivision: integer('best_division'),
    /**
     * Per game: how many of its lines won each division, best first (a system or Powerhit game
     * plays many lines; a standard game's list is its one division, or empty).
     */
    winningLines: jsonb('winning_lines').$type<{ division: number; lines: number }[][]>().notNull().default([]),
    /** Lines in shared-pool divisions (paid when the share is known) and fixed prizes so far. */
    sharedGames: integer('shared_games').notNull().default(0),
    fixedCents: cents('fixed_cents').notNull().default(0),
    prizeCents: cents('prize_cents').notNull().default(0),
  },
  (t) => [index('ticket_results_draw_idx').on(t.drawId, t.prizeCents)],
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

/** Playing tips (`GET /tips`). */
export const tips = pgTable('tips', {
  id: text('id').primaryKey(),
  lotteryKey: text('lottery_key').references(() => lotteries.key),
  title: text('title').notNull(),
  body: text('body').notNull(),
  position: integer('position').notNull(),
});

/** Scheduled purchases (shop-specialised §3): a pre-order waits for its draw to open for sale. */
export const scheduledPurchases = pgTable(
  'scheduled_purchases',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null until the draw exists: a subscription's later weeks are scheduled by lottery and draw number. */
    drawId: text('draw_id').references(() => draws.id),
    kind: text('kind').$type<'scheduled_purchase' | 'pre_order'>().notNull(),
    status: text('status').$type<'scheduled_status_active' | 'scheduled_status_cancelled'>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
    /** The draw's slot (draws/drawSchedule): the draw engine attaches `drawId` once the draw is created. */
    lotteryKey: text('lottery_key'),
    drawNo: integer('draw_no'),
    /** Paid with the purchase (a subscription's later weeks); a pre-order is paid when fulfilled. */
    paid: boolean('paid').notNull().default(false),
    /** Fulfilment by the draw engine: the ticket issued, or why it could not be. */
    ticketId: text('ticket_id').references(() => tickets.id),
    fulfilledAt: instant('fulfilled_at'),
    lastAttemptStatus: text('last_attempt_status').$type<'purchased' | 'soft_failure' | 'hard_failure'>(),
    failureReason: text('failure_reason'),
  },
  (t) => [index('scheduled_purchases_draw_idx').on(t.drawId), index('scheduled_purchases_slot_idx').on(t.lotteryKey, t.drawNo)],
);

/** Emailed two-factor codes, hashed; each is used once and expires. */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('two_factor_codes_customer_idx').on(t.customerId, t.createdAt)],
);

export type OneTimeTokenKind = 'autologin' | 'transfer' | 'password_reset';

/** Single-use sign-in and reset links, stored as SHA-256 hashes. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<OneTimeTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('one_time_tokens_customer_idx').on(t.customerId)],
);

/** "Don't require 2FA again for N days": devices whose token skips two-factor until it expires. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('trusted_devices_customer_idx').on(t.customerId)],
);

/** Mail the shop sends; a dev mailbox page lists it (SMTP delivery is not built yet). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** Sending order: many messages can share one instant. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt)],
);

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

/** Stored cards (payments): the gateway's token with brand, last four and expiry; never the number. */
export const funds = pgTable(
  'funds',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').$type<'cc'>().notNull(),
    gateway: text('gateway').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    verification: text('verification').notNull().default('Verified'),
    createdAt: createdAt(),
  },
  (t) => [index('funds_customer_idx').on(t.customerId)],
);

/**
 * Deposits waiting for the shopper (payments): a card challenge, keyed by the purchase's
 * Idempotency-Key so the resent purchase finds it, or a PayPal approval.
 */
export const pendingDeposits = pgTable(
  'pending_deposits',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<'card_challenge' | 'paypal'>().notNull(),
    status: text('status').$type<'pending' | 'approved' | 'completed' | 'failed' | 'cancelled'>().notNull(),
    route: text('route').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    amountCents: cents('amount_cents').notNull(),
    /** A secret in the challenge or approval page's address. */
    token: text('token').notNull(),
    windowSize: text('window_size'),
    /** PayPal: the purchase details to buy the cart with once the money is in. */
    purchase: jsonb('purchase').$type<Record<string, unknown>>(),
    checkoutId: text('checkout_id').references(() => checkouts.id),
    createdAt: createdAt(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [uniqueIndex('pending_deposits_attempt_idx').on(t.customerId, t.route, t.idempotencyKey)],
);

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

/**
 * Responsible-gambling limits (limits/): spend limits, one per period, and the precommitment
 * (deposit) limit, one per customer. Lowering applies at once; raising or removing waits out
 * the cooling-off period in the pending columns and applies when `pendingEffectiveAt` passes.
 */
export const customerLimits = pgTable(
  'customer_limits',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<'spend' | 'deposit'>().notNull(),
    period: text('period').$type<'day' | 'week' | 'month'>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The raise or removal waiting out the cooling-off period: amount null with a date means removal. */
    pendingAmountCents: cents('pending_amount_cents'),
    pendingPeriod: text('pending_period').$type<'day' | 'week' | 'month'>(),
    pendingEffectiveAt: instant('pending_effective_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_limits_kind_period_idx').on(t.customerId, t.kind, t.period)],
);
