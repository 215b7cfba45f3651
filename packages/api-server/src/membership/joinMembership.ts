/**
 * `PUT /membership` (3.2): joining the programme on the free tier. Ineligible customers (pricing
 * id not in the programme's eligiblePricingIds) are refused; joining again changes nothing. A
 * customer who has not yet made the minimum deposit is pending-deposit until it arrives; a member
 * is entered in every open giveaway at once.
 */
import type { CustomerMembership } from '@drawkit/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { newId } from '../db/ids';
import { customerMemberships, customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { ensureEntries } from './giveawayEntries';
import { findMembership, isEligible, membershipView, promotePendingMembers, statusAfterDeposit } from './membershipRecords';
import { PROGRAM } from './programConfig';

export async function joinMembership(db: Db, now: Date, customerId: string, metadata: Record<string, string>): Promise<CustomerMembership> {
  return db.transaction(async (tx) => {
    // One join at a time per customer: a double-click waits for the first and then finds it done.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    if (!(await isEligible(tx, customerId))) fail('membership_ineligible');
    const existing = await findMembership(tx, customerId);
    if (existing && existing.status !== 'non-member') {
      if (existing.status === 'pending-deposit' && (await promotePendingMembers(tx, now, [customerId])).length > 0) {
        await ensureEntries(tx, now, customerId);
      }
      return membershipView(await findMembership(tx, customerId), true, now);
    }
    const status = await statusAfterDeposit(tx, customerId);
    if (existing) {
      await tx
        .update(customerMemberships)
        .set({ status, tier: 'free', metadata, updatedAt: now })
        .where(and(eq(customerMemberships.id, existing.id), eq(customerMemberships.program, PROGRAM)));
    } else {
      await tx.insert(customerMemberships).values({ id: newId(), customerId, program: PROGRAM, status, tier: 'free', metadata, createdAt: now, updatedAt: now });
    }
    if (status === 'member') await ensureEntries(tx, now, customerId);
    return membershipView(await findMembership(tx, customerId), true, now);
  });
}

/** Reads the membership, first turning a pending-deposit one whose deposit has arrived into a member. */
export async function currentMembership(db: Db, now: Date, customerId: string): Promise<CustomerMembership> {
  const row = await findMembership(db, customerId);
  if (row?.status === 'pending-deposit') {
    await db.transaction(async (tx) => {
      if ((await promotePendingMembers(tx, now, [customerId])).length > 0) await ensureEntries(tx, now, customerId);
    });
    return membershipView(await findMembership(db, customerId), await isEligible(db, customerId), now);
  }
  return membershipView(row, await isEligible(db, customerId), now);
}
