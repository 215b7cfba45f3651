/**
 * A pending withdrawal's two ends: paid to the bank account, or cancelled with the money back in
 * the wallet. Each moves the withdrawal only from pending, inside the caller's transaction, so a
 * payout is recorded once and a refund written once, whoever asks twice or both at once (the
 * operator's payout step, wallet/operatorWithdrawalRoutes.ts; the customer's cancel, walletRoutes.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Tx } from '../db/Db';
import { newId } from '../db/ids';
import { bankAccounts, ledgerEntries, withdrawals } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { type BankAccountRow, maskAccountNumber } from './bankAccountView';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * Moves the pending withdrawal `id` (of `customerId` when given) to `to`, or refuses: 404 for
 * none, 409 when it was already paid or cancelled. Returns the row as it is now.
 */
export async function resolvePending(tx: Tx, clock: Clock, id: string, to: 'paid' | 'cancelled', customerId?: string): Promise<WithdrawalRow> {
  const mine = customerId === undefined ? eq(withdrawals.id, id) : and(eq(withdrawals.id, id), eq(withdrawals.customerId, customerId));
  const [moved] = await tx
    .update(withdrawals)
    .set({ status: to, resolvedAt: clock.now() })
    .where(and(mine, eq(withdrawals.status, 'pending')))
    .returning();
  if (moved) return moved;
  const [existing] = await tx.select({ status: withdrawals.status }).from(withdrawals).where(mine);
  if (!existing) fail('withdrawal_not_found', { field: 'withdrawId' });
  return fail('withdrawal_already_resolved', { message: `This withdrawal was already ${existing.status}.` });
}

/** Cancels a pending withdrawal and gives its money back, with a ledger row that says why; the row and its account. */
export async function cancelWithdrawal(
  tx: Tx,
  clock: Clock,
  id: string,
  reason: string,
  customerId?: string,
): Promise<{ withdrawal: WithdrawalRow; account: BankAccountRow }> {
  const withdrawal = await resolvePending(tx, clock, id, 'cancelled', customerId);
  const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, withdrawal.bankAccountId));
  if (!account) throw new Error(`Withdrawal ${id} has no bank account`);
  // The customer's own money back: a refund, so it is withdrawable again (withdrawableFunds.ts).
  await tx.insert(ledgerEntries).values({
    id: newId(),
    customerId: withdrawal.customerId,
    kind: 'refund',
    amountCents: withdrawal.amountCents,
    description: `Withdrawal to ${account.accountName} (${maskAccountNumber(account.accountNumber)}) cancelled: ${reason}`,
    createdAt: clock.now(),
  });
  return { withdrawal, account };
}
