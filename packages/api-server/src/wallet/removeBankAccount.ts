/**
 * `DELETE /funds/{id}` for a bank account (a "bank fund", shop-core §3): it no longer shows or
 * takes withdrawals, but its row stays, since withdrawals already made are paid to it and show
 * it. The newest account left becomes the default in its place.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Tx } from '../db/Db';
import { bankAccounts } from '../db/schema';

/** False when the customer has no such account (or removed it already). */
export async function removeBankAccount(tx: Tx, clock: Clock, customerId: string, id: string): Promise<boolean> {
  const [removed] = await tx
    .update(bankAccounts)
    .set({ removedAt: clock.now(), isDefault: false })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.customerId, customerId), isNull(bankAccounts.removedAt)))
    .returning({ id: bankAccounts.id });
  if (!removed) return false;
  // One statement: the customer's newest account left becomes the default, unless one already is.
  const newestLeft = tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.customerId, customerId), isNull(bankAccounts.removedAt)))
    .orderBy(desc(bankAccounts.isDefault), desc(bankAccounts.createdAt))
    .limit(1);
  await tx
    .update(bankAccounts)
    .set({ isDefault: true })
    .where(and(eq(bankAccounts.id, newestLeft), eq(bankAccounts.isDefault, false)));
  return true;
}
