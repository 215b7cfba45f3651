import type { MembershipState } from '@drawkit/sdk';
import { membershipStore } from '@drawkit/sdk';
import { useAfterInit } from '../context/useAfterInit';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';

const selectConfig = (state: MembershipState) => state.programConfig;
const selectConfigStatus = (state: MembershipState) => state.programConfigStatus;

/**
 * Loads the programme config, the customer's membership and the open giveaways once the session
 * is restored. The store reloads the last two itself when the customer signs in or out.
 */
export function useMembershipProgramme({ upcoming = true }: { upcoming?: boolean } = {}) {
  const client = useDrawkit();
  useAfterInit((c) => {
    const membership = membershipStore(c).getState();
    void membership.loadConfig();
    void membership.loadCustomerMembership();
    if (upcoming) void membership.loadUpcoming();
  });
  const config = useStore(membershipStore(client), selectConfig);
  const configStatus = useStore(membershipStore(client), selectConfigStatus);
  return { client, config, configStatus };
}
