/**
 * Pure rules of group play the storefront shares: the group-creation modal's route state
 * ("A group-creation modal can be opened from elsewhere with a group id and name passed as
 * route state", shop-specialised §2) and the session creation steps.
 */
import { PARTY_SESSION_STEPS, type PartySessionStep } from '@drawkit/contract';

/** The route state that opens the group-creation modal; with a group, the modal starts a session in it. */
export interface PartyGroupCreationState {
  openGroupCreation: true;
  groupId?: string;
  groupName?: string;
}

export const PARTY_CREATE_OPEN_STATE: PartyGroupCreationState = { openGroupCreation: true };

/** Reads the route state (untrusted: any page may push any state) into the modal's opening state, or null. */
export function partyGroupCreationState(state: unknown): PartyGroupCreationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = state as Record<string, unknown>;
  if (value.openGroupCreation !== true) return null;
  const groupId = typeof value.groupId === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value.groupId) ? value.groupId : undefined;
  const groupName = typeof value.groupName === 'string' ? value.groupName.slice(0, 40) : undefined;
  return { openGroupCreation: true, ...(groupId ? { groupId } : {}), ...(groupId && groupName ? { groupName } : {}) };
}

/** The steps shown for a modal: naming the group is skipped when it opens with a group. */
export function sessionSteps(hasGroup: boolean): readonly PartySessionStep[] {
  return hasGroup ? PARTY_SESSION_STEPS.filter((s) => s !== 'name_group') : PARTY_SESSION_STEPS;
}

/** "3 shares of 12" for lists. */
export function partyShareCartItemDescription(numShares: number, totalShares: number): string {
  return `${numShares} ${numShares === 1 ? 'share' : 'shares'} of ${totalShares}`;
}
