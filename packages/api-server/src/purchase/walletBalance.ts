import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { walletBalances } from '../db/schema';

/** The wallet balance in cents: the sum of the customer's ledger, as its triggers keep it (walletBalances). */
export async function walletBalance(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db.select({ cents: walletBalances.balanceCents }).from(walletBalances).where(eq(walletBalances.customerId, customerId));
  return row?.cents ?? 0;
}
