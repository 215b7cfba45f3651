import { PARTY_CREATE_OPEN_STATE, type PartyGroupCreationState } from '@drawkit/sdk';
import type { NavigateFunction } from 'react-router';

/**
 * Opens the group-creation modal over the current page: "a route state flag can open it with a
 * group id and name" (shop-core §2). The layout's GroupCreationHost reads the state.
 */
export function openGroupCreation(navigate: NavigateFunction, location: { pathname: string; search: string }, group?: { id: string; groupName: string }) {
  const state: PartyGroupCreationState = group ? { ...PARTY_CREATE_OPEN_STATE, groupId: group.id, groupName: group.groupName } : PARTY_CREATE_OPEN_STATE;
  void navigate(`${location.pathname}${location.search}`, { state });
}
