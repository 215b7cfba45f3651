import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, instant } from './columns';
import { customers } from './customers';

/**
 * Bank accounts a customer's withdrawals are paid to ("bank fund has type bank", shop-core §3).
 * The full number is kept: the shop pays out to it. Answers show only its last digits.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    bankType: text('bank_type').$type<'national' | 'international'>().notNull(),
    /** BSB (national, digits only) or SWIFT code (international, upper case). */
    code: text('code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    /**
     * When the customer removed it (`DELETE /funds/{id}`). The row stays: its withdrawals are paid
     * to it and show it. Adding the same account again brings it back.
     */
    removedAt: instant('removed_at'),
  },
  // Adding the same account twice gives back the one stored.
  (t) => [uniqueIndex('bank_accounts_customer_account_idx').on(t.customerId, t.code, t.accountNumber)],
);

/**
 * Withdrawals (shop-specialised §3 "Withdrawal: amount, bankType, withdrawalMethodCode"). The
 * money leaves the wallet when the withdrawal is asked for: its ledger row (kind 'withdrawal')
 * has the withdrawal's id, so a pending withdrawal is held and can never be spent or withdrawn twice.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    bankAccountId: text('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amountCents: cents('amount_cents').notNull(),
    bankType: text('bank_type').$type<'national' | 'international'>().notNull(),
    withdrawalMethodCode: text('withdrawal_method_code').$type<'tt' | 'pl' | 'tw' | 'do'>().notNull(),
    status: text('status').$type<'pending' | 'paid' | 'cancelled'>().notNull(),
    /** The wallet after the withdrawal was taken out, and what could still be withdrawn then. */
    balanceAfterCents: cents('balance_after_cents').notNull(),
    withdrawableAfterCents: cents('withdrawable_after_cents').notNull(),
    /** The request's Idempotency-Key, when sent: a repeat answers this withdrawal instead of making another. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [index('withdrawals_customer_idx').on(t.customerId), uniqueIndex('withdrawals_idempotency_idx').on(t.customerId, t.idempotencyKey)],
);
