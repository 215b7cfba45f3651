import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, instant, createdAt } from './columns';
import { customers } from './customers';

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
  // By customer and time: a deposit limit's window reads only that window's payments.
  (t) => [index('payments_customer_created_idx').on(t.customerId, t.createdAt)],
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
