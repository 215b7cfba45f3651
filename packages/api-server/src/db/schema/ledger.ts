import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { customers } from './customers';
import { payments } from './payments';
import { checkouts, tickets } from './purchases';

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
    // With the amount: a balance (the sum of a customer's rows) is read from the index alone,
    // not from a heap page per row of the customer's history.
    index('ledger_customer_amount_idx').on(t.customerId, t.amountCents),
    // A ticket's prize is paid once, however often the draw engine runs.
    uniqueIndex('ledger_prize_ticket_idx')
      .on(t.ticketId)
      .where(sql`${t.kind} = 'prize'`),
  ],
);

/**
 * Each customer's wallet balance: the sum of their ledger rows, kept by triggers on
 * `ledger_entries` in the transaction that writes them (drizzle/0019_wallet_balances.sql). A
 * purchase reads it instead of summing a history that grows with every purchase, deposit and
 * prize. No row: no ledger rows, a balance of 0. Nothing else writes it.
 */
export const walletBalances = pgTable('wallet_balances', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  balanceCents: cents('balance_cents').notNull(),
});
