/**
 * What a customer may withdraw (shop-core §3 customer overview "balance, availableFunds,
 * withdrawableFunds"; the spec gives no formula). The wallet's money came from deposits, prizes
 * (winnings, giveaway cash) and refunds, all of which are the customer's own and may leave again;
 * only credit the shop gave (ledger kind 'adjustment', e.g. a goodwill credit) must be spent in
 * the shop. So: the balance less that credit, never below zero and never above the balance.
 * Purchases and withdrawals (pending ones included: their ledger row is written when they are
 * asked for) are already out of the balance, so nothing is withdrawn or spent twice.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { ledgerEntries } from '../db/schema';

export interface WalletFunds {
  balanceCents: number;
  withdrawableCents: number;
}

export async function walletFunds(db: DbOrTx, customerId: string): Promise<WalletFunds> {
  const [row] = await db
    .select({
      balance: sql<string | number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
      shopCredit: sql<string | number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'adjustment' and ${ledgerEntries.amountCents} > 0), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.customerId, customerId));
  const balanceCents = Number(row?.balance ?? 0);
  const withdrawableCents = Math.min(balanceCents, Math.max(0, balanceCents - Number(row?.shopCredit ?? 0)));
  return { balanceCents, withdrawableCents };
}
