import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameNumbers } from '@drawkit/contract';
import { cents, instant, createdAt } from './columns';
import type { ItemDetails } from './cart';
import { customers } from './customers';
import { draws } from './draws';
import { partners } from './partners';
import { payments } from './payments';

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
  // By customer and time: a limit's window reads only that window's checkouts, not the customer's history.
  (t) => [index('checkouts_customer_created_idx').on(t.customerId, t.createdAt)],
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
  (t) => [
    index('orders_checkout_idx').on(t.checkoutId),
    // The account's order pages (orders/orderQueries): a customer's orders without reading everyone's.
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
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
