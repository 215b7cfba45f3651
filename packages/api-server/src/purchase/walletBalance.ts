import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { ledgerEntries } from '../db/schema';

/** The wallet balance in cents: the sum of the customer's ledger. */
export async function walletBalance(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.customerId, customerId));
  return Number(row?.total ?? 0);
}
