import type { GiveawayDraw, MembershipStatus, MembershipTier, ProgramConfig, StickyCallToActionKey } from '@drawkit/contract';

/** What the sticky call-to-action is decided from: the giveaway on screen and the customer. */
export interface StickyCallToActionInput {
  giveaway: Pick<GiveawayDraw, 'type' | 'state' | 'closeTime' | 'giveawayTier' | 'entryStatus'>;
  /** Null when signed out (a visitor is treated as a non-member). */
  membershipStatus: MembershipStatus | null;
  membershipTier: MembershipTier | null;
  /** Epoch ms; a giveaway whose close time has passed has ended even before the server closes it. */
  now: number;
}

/** Whether a giveaway has ended: closed or paid, or past its close time. */
export function giveawayHasEnded(giveaway: Pick<GiveawayDraw, 'state' | 'closeTime'>, now: number): boolean {
  return giveaway.state !== 'DRAW_OPEN' || Date.parse(giveaway.closeTime) <= now;
}

/**
 * "Sticky call-to-action text rules: ended draw gives a closed text (member variant if member);
 * premium tier gives the premium text; non-member with free giveaway gives joinAll; non-member
 * with premium giveaway gives joinPremium; free tier with free giveaway gives freeLocked if
 * monthly or major and locked, else joinPremium; free tier with premium giveaway gives
 * joinPremium" (shop-specialised §4). Only a member has a tier; anyone else (signed out,
 * non-member, pending-deposit) gets the non-member texts.
 */
export function stickyCallToActionKey({ giveaway, membershipStatus, membershipTier, now }: StickyCallToActionInput): StickyCallToActionKey {
  const member = membershipStatus === 'member';
  if (giveawayHasEnded(giveaway, now)) return member ? 'closedMember' : 'closed';
  if (!member) return giveaway.giveawayTier === 'free' ? 'joinAll' : 'joinPremium';
  if (membershipTier === 'premium') return 'premium';
  if (giveaway.giveawayTier === 'premium') return 'joinPremium';
  const lockable = giveaway.type === 'monthly' || giveaway.type === 'major';
  return lockable && giveaway.entryStatus === 'locked' ? 'freeLocked' : 'joinPremium';
}

/** The sticky bar's text: the config's `callToAction` entry for the rule's key. */
export function stickyCallToActionText(config: Pick<ProgramConfig, 'callToAction'>, input: StickyCallToActionInput): { key: StickyCallToActionKey; text: string } {
  const key = stickyCallToActionKey(input);
  return { key, text: config.callToAction[key] };
}
