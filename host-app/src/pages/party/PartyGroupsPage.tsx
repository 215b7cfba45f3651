import { formatMoney, PARTY_GROUP_PAGE_SIZE } from '@drawkit/sdk';
import { Button, Notice, Spinner } from '@drawkit/widgets';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { openGroupCreation } from './openGroupCreation';
import { PartyPager } from './PartyPager';
import { pageParam, SESSION_STATUS_LABELS, usePartyStore } from './usePartyStore';

function Groups() {
  const params = useParams();
  const page = pageParam(params.page);
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle('Your Lotto Party groups');
  const [state, party] = usePartyStore((s) => s);
  useEffect(() => {
    void party.getState().loadGroups(page);
    void party.getState().loadInvitations();
    void party.getState().loadOrders('upcoming_products');
  }, [party, page]);
  const ids = state.groups.pages[page];
  const upcoming = (state.orders.upcoming_products.pages[1] ?? []).map((id) => state.ordersById[id]).filter((o) => o !== undefined);

  const answer = async (token: string, accept: boolean) => {
    const result = accept ? await party.getState().acceptInvitation(token) : await party.getState().declineInvitation(token);
    if (result.ok && accept && 'id' in result.value) void navigate(`/my-account/lotto-party/group/${result.value.id}/1`);
  };

  return (
    <section className="page" aria-labelledby="party-groups-title">
      <h1 id="party-groups-title">Your Lotto Party groups</h1>
      <div className="party-actions">
        <Button variant="primary" onClick={() => openGroupCreation(navigate, location)}>
          Create a group
        </Button>
      </div>
      {state.invitations.length > 0 ? (
        <>
          <h2>Invitations</h2>
          <ul className="account-list" aria-label="Invitations">
            {state.invitations.map((i) => (
              <li key={i.token} className="drawkit-stack">
                <span>
                  {i.inviterName} invited you to <strong>{i.groupName}</strong>
                </span>
                <div className="party-actions">
                  <Button variant="primary" onClick={() => void answer(i.token, true)}>
                    Accept
                  </Button>
                  <Button onClick={() => void answer(i.token, false)}>Decline</Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {state.status === 'failed' ? <Notice level="error">{state.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
      {!ids && state.groups.isFetching ? <Spinner label="Loading your groups" /> : null}
      {ids && ids.length === 0 ? <p>You are not in a Lotto Party group yet. Create one, or accept an invitation.</p> : null}
      {ids && ids.length > 0 ? (
        <ul className="account-list" aria-label="Groups">
          {ids.map((id) => {
            const group = state.groupsById[id];
            if (!group) return null;
            return (
              <li key={id} className="drawkit-stack">
                <Link to={`/my-account/lotto-party/group/${id}/1`}>{group.groupName}</Link>
                <span>
                  {group.role === 'organiser' ? 'Organiser' : 'Member'} · {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'} ·{' '}
                  {group.openSessionCount} open {group.openSessionCount === 1 ? 'session' : 'sessions'}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <PartyPager page={page} total={state.groups.total} limit={PARTY_GROUP_PAGE_SIZE} href={(p) => `/my-account/lotto-party/${p}`} />
      {upcoming.length > 0 ? (
        <>
          <h2>Your upcoming Lotto Party tickets</h2>
          <ul className="account-list" aria-label="Upcoming Lotto Party tickets">
            {upcoming.map((o) => (
              <li key={o.orderId}>
                <Link to={`/my-account/lotto-party/ticket/${o.orderId}`}>
                  {o.groupName}: draw {o.drawNo}
                </Link>{' '}
                · {o.numShares} of {o.totalShares} shares · {formatMoney(o.price)} · {SESSION_STATUS_LABELS[o.sessionStatus]}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** `/my-account/lotto-party/{page}` (protected; social-syndicates): "group list (6 per page)", invitations, upcoming tickets. */
export function PartyGroupsPage() {
  return (
    <CapabilityGate needs={['social-syndicates']}>
      <Groups />
    </CapabilityGate>
  );
}
