import {
  majorEntryStatusOf,
  membershipNavigationState,
  membershipStore,
  showsMembershipNavigationDot,
  type MembershipState,
} from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';
import { SiteNavLink } from './SiteLink';

const selectText = (state: MembershipState) => state.programConfig?.navigationItems.text ?? null;
const selectStatus = (state: MembershipState) => state.membershipStatus;
const selectMajor = (state: MembershipState) => majorEntryStatusOf(state.upcomingDraws);
const selectVisited = (state: MembershipState) => state.visited;

/**
 * The daily-winners navigation item (a chunk of its own, loaded with the layout when the segment
 * has the membership-programme capability): its text by status (anonymous, non-member,
 * draw_locked, draw_unlocked) and the dot of shop-specialised §4.
 */
export default function MembershipNavItem() {
  const client = useDrawkit();
  const store = membershipStore(client);
  const isAuthenticated = useStore(client.session, (state) => state.isAuthenticated);
  const sessionReady = useStore(client.session, (state) => state.status === 'succeeded');
  const texts = useStore(store, selectText);
  const membershipStatus = useStore(store, selectStatus);
  const majorEntryStatus = useStore(store, selectMajor);
  const visited = useStore(store, selectVisited);

  // biome-ignore lint/correctness/useExhaustiveDependencies: signing in or out changes what the loads answer, so it reloads them.
  useEffect(() => {
    if (!sessionReady) return;
    void store.getState().loadConfig();
    void store.getState().loadCustomerMembership();
  }, [store, sessionReady, isAuthenticated]);
  // Only a member's text and dot depend on an entry: the major giveaway's.
  useEffect(() => {
    if (membershipStatus === 'member' && store.getState().upcomingStatus === 'idle') void store.getState().loadUpcoming();
  }, [store, membershipStatus]);

  const input = { isAuthenticated, membershipStatus, majorEntryStatus };
  const text = texts?.[membershipNavigationState(input)] ?? 'Daily Winners';
  const dot = showsMembershipNavigationDot({ ...input, visited });
  return (
    <SiteNavLink to="/daily-winners" className="navbar__membership" data-testid="membership-nav">
      {text}
      {dot && (
        <span className="navbar__dot" data-testid="membership-nav-dot">
          <span className="visually-hidden"> (new)</span>
        </span>
      )}
    </SiteNavLink>
  );
}
