/**
 * Which entry a member gets in a giveaway, and what they may do with it (shop-specialised §4:
 * "Draw entry status: locked, unlocked, guaranteed. ... A monthly giveaway entry goes from locked
 * to unlocked through a PUT"). Daily giveaways are guaranteed for every member; monthly and major
 * ones are locked for the free tier until unlocked; Premium is guaranteed everywhere; a premium
 * giveaway stays locked for the free tier (only upgrading enters it).
 */
import type { GiveawayEntryStatus, GiveawayType, MembershipTier } from '@drawkit/contract';

export interface GiveawayKind {
  type: GiveawayType;
  giveawayTier: MembershipTier;
}

/** Types a free member unlocks with a tap; the others are guaranteed or need Premium. */
const UNLOCKABLE_TYPES: readonly GiveawayType[] = ['monthly', 'major'];

export function entryStatusFor(tier: MembershipTier, giveaway: GiveawayKind): GiveawayEntryStatus {
  if (tier === 'premium') return 'guaranteed';
  if (giveaway.giveawayTier === 'premium') return 'locked';
  return UNLOCKABLE_TYPES.includes(giveaway.type) ? 'locked' : 'guaranteed';
}

/** Whether a free member's locked entry in this giveaway can be unlocked (rather than needing Premium). */
export function isUnlockable(giveaway: GiveawayKind): boolean {
  return giveaway.giveawayTier === 'free' && UNLOCKABLE_TYPES.includes(giveaway.type);
}

/** "permits (['unlock'] when locked and open)". */
export function permitsFor(entryStatus: GiveawayEntryStatus | null, giveaway: GiveawayKind & { open: boolean }): string[] {
  return entryStatus === 'locked' && giveaway.open && isUnlockable(giveaway) ? ['unlock'] : [];
}

/** Entries the draw counts: "draws winners among entries with status unlocked or guaranteed". */
export const DRAWN_ENTRY_STATUSES: readonly GiveawayEntryStatus[] = ['unlocked', 'guaranteed'];
