/**
 * `PUT /v3/draws/{id}` with entryStatus unlocked: "A monthly giveaway entry goes from locked to
 * unlocked through a PUT" (shop-specialised §4). Only members may unlock, only while the giveaway
 * is open, and only monthly and major entries (daily ones are guaranteed; premium giveaways need
 * Premium). The giveaway row is share-locked while the entry changes, so a draw that is closing
 * waits for the unlock and then counts it. Unlocking twice changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { newId } from '../db/ids';
import { giveawayDraws, giveawayEntries } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { isUnlockable } from './entryRules';
import { findGiveaway } from './giveawayQueries';
import { effectiveTier, findMembership } from './membershipRecords';

export async function unlockGiveaway(db: Db, now: Date, customerId: string, id: string): Promise<void> {
  const giveaway = await findGiveaway(db, id);
  if (!giveaway) fail('giveaway_not_found', { field: 'id' });
  const membership = await findMembership(db, customerId);
  if (!membership || membership.status === 'non-member') fail('membership_required');
  if (membership.status === 'pending-deposit') {
    fail('membership_required', { message: 'Make your first deposit to start entering Daily Winners giveaways.' });
  }
  if (giveaway.type === 'daily') {
    fail('giveaway_not_unlockable', { message: 'Daily giveaway entries are guaranteed for every member, so there is nothing to unlock.' });
  }
  const premium = effectiveTier(membership, now) === 'premium';
  if (!premium && !isUnlockable(giveaway)) {
    fail('giveaway_not_unlockable', { message: 'This giveaway is for Premium members. Go Premium to enter.' });
  }
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: giveawayDraws.id })
      .from(giveawayDraws)
      .where(and(eq(giveawayDraws.id, giveaway.id), eq(giveawayDraws.state, 'DRAW_OPEN')))
      .for('share');
    if (!open) fail('giveaway_closed');
    // A giveaway that opened moments ago may not have the member's entry yet: write it, then unlock it.
    await tx
      .insert(giveawayEntries)
      .values({ id: newId(), drawId: giveaway.id, customerId, status: premium ? 'guaranteed' : 'locked', createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    await tx
      .update(giveawayEntries)
      .set({ status: 'unlocked', updatedAt: now })
      .where(and(eq(giveawayEntries.drawId, giveaway.id), eq(giveawayEntries.customerId, customerId), eq(giveawayEntries.status, 'locked')));
  });
}
