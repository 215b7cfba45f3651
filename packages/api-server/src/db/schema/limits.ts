import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, instant, createdAt } from './columns';
import { customers } from './customers';

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
