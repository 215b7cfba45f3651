import type { GiveawayEntryStatus, GiveawayType, MembershipStatus, MembershipTier } from '@drawkit/sdk';

/** "Draw entry status: locked, unlocked, guaranteed" (shop-specialised §4), as a shopper reads it. */
export const ENTRY_STATUS_LABELS: Record<GiveawayEntryStatus, string> = {
  locked: 'Entry locked',
  unlocked: 'Entry unlocked',
  guaranteed: 'Guaranteed entry',
};

export const GIVEAWAY_TYPE_LABELS: Record<GiveawayType, string> = {
  daily: 'Daily',
  monthly: 'Monthly',
  major: 'Major',
  special: 'Special',
  preview: 'Preview',
};

/** "Membership status: member, non-member, pending-deposit. ... Tier: free, premium." */
export function membershipLabel(status: MembershipStatus | null, tier: MembershipTier | null): string {
  if (status === 'member') return tier === 'premium' ? 'Premium member' : 'Free member';
  if (status === 'pending-deposit') return 'Waiting for your first deposit';
  if (status === 'non-member') return 'Not a member yet';
  return 'Not logged in';
}
