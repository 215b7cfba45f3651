/**
 * `GET /transactions?limit&offset` (shop-core §7 'Funds and payments'): the customer's wallet
 * movements from the ledger (deposits, purchases, prizes, refunds, withdrawals, adjustments),
 * newest first, each with its description and the balance after it. The balance is the running
 * sum of the ledger (nothing stores one): a window over the customer's rows in the order they
 * were written, credits before debits of the same instant (a card deposit and the purchase it
 * paid for are written together), so a balance never dips below what the wallet really held.
 */
import type { LedgerKind, WalletTransaction } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { transactionsQuerySchema } from '@drawkit/contract/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/Db';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';

interface LedgerRow {
  id: string;
  kind: LedgerKind;
  amount_cents: number | string;
  description: string;
  created_at: Date | string;
  checkout_id: string | null;
  ticket_id: string | null;
  balance_cents: number | string;
  total: number | string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function transactionPage(db: DbOrTx, customerId: string, limit: number, offset: number) {
  const result = await db.execute(sql`
    select id, kind, amount_cents, description, created_at, checkout_id, ticket_id,
      sum(amount_cents) over (order by created_at, amount_cents < 0, id rows unbounded preceding)::bigint as balance_cents,
      count(*) over ()::int as total
    from ledger_entries
    where customer_id = ${customerId}
    order by created_at desc, amount_cents < 0 desc, id desc
    limit ${limit} offset ${offset}`);
  const rows = rowsOf<LedgerRow>(result);
  const total = rows[0] ? Number(rows[0].total) : await countEntries(db, customerId);
  const transactions: WalletTransaction[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    description: row.description,
    amount: money(Number(row.amount_cents)),
    balance: money(Number(row.balance_cents)),
    date: new Date(row.created_at).toISOString(),
    checkoutId: row.checkout_id,
    ticketId: row.ticket_id,
  }));
  return { transactions, pageInfo: { limit, offset, total } };
}

async function countEntries(db: DbOrTx, customerId: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from ledger_entries where customer_id = ${customerId}`);
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

export function registerTransactionRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerRoute(server, deps, 'transactions', { query: transactionsQuerySchema }, async ({ auth, query }) => {
    const page = await transactionPage(deps.db, auth.customerId, query.limit, query.offset);
    return { result: page.transactions, pageInfo: page.pageInfo };
  });
}
