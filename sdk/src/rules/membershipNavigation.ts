import type { GiveawayDraw, GiveawayEntryStatus, MembershipNavigationState, MembershipStatus, ProgramConfig } from '@drawkit/contract';

/** What the membership navigation item is decided from. */
export interface MembershipNavigationInput {
  isAuthenticated: boolean;
  /** The customer's status; null while unknown or signed out. */
  membershipStatus: MembershipStatus | null;
  /** The customer's entry in the current major giveaway; null when there is none. */
  majorEntryStatus: GiveawayEntryStatus | null;
}

/**
 * "Navigation text by status: anonymous, non-member, draw_locked, draw_unlocked"
 * (shop-specialised §4). A signed-out visitor is anonymous; a customer who has not finished
 * joining (non-member, or pending-deposit: the deposit that completes the join is still due) is
 * non-member; a member's text follows their major giveaway entry: locked, else unlocked.
 */
export function membershipNavigationState({ isAuthenticated, membershipStatus, majorEntryStatus }: MembershipNavigationInput): MembershipNavigationState {
  if (!isAuthenticated) return 'anonymous';
  if (membershipStatus !== 'member') return 'non-member';
  return majorEntryStatus === 'locked' ? 'draw_locked' : 'draw_unlocked';
}

/** The navigation item's text for the customer's status, from the programme config. */
export function membershipNavigationText(config: Pick<ProgramConfig, 'navigationItems'>, input: MembershipNavigationInput): string {
  return config.navigationItems.text[membershipNavigationState(input)];
}

/**
 * "The membership navigation item shows a dot when the membership page is not yet visited and
 * the customer is a non-member or logged out, or is a member whose major entry status is locked"
 * (shop-specialised §4). All three cases hang off "not yet visited": once the page has been
 * seen the dot is gone, whatever the status.
 */
export function showsMembershipNavigationDot(input: MembershipNavigationInput & { visited: boolean }): boolean {
  if (input.visited) return false;
  const state = membershipNavigationState(input);
  return state === 'anonymous' || state === 'non-member' || state === 'draw_locked';
}

/**
 * The customer's entry status in the current major giveaway: the open major draw closing first
 * among `draws`, or null when none is open or the customer has no entry.
 */
export function majorEntryStatusOf(draws: readonly GiveawayDraw[]): GiveawayEntryStatus | null {
  const open = draws
    .filter((draw) => draw.type === 'major' && draw.state === 'DRAW_OPEN')
    .sort((a, b) => a.closeTime.localeCompare(b.closeTime));
  return open[0]?.entryStatus ?? null;
}
