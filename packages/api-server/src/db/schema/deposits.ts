import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, instant, createdAt } from './columns';
import { customers } from './customers';
import { checkouts } from './purchases';

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
