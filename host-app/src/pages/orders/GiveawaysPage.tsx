import { formatDrawDate, MEMBERSHIP_PAGE_LIMIT, membershipStore, pageNumber, type GiveawayDraw, type GiveawayEntryStatus } from '@drawkit/sdk';
import { Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect, useMemo } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { Pager } from './Pager';

type Kind = 'current' | 'closed';

const TITLES: Record<Kind, string> = { current: 'Current giveaways', closed: 'Closed giveaways' };
const ENTRY_TEXT: Record<GiveawayEntryStatus, string> = {
  guaranteed: 'You are in the draw',
  unlocked: 'Entry unlocked: you are in the draw',
  locked: 'Entry locked: unlock it on the giveaway page',
};
const pathOf = (kind: Kind) => (page: number) => `/my-account/${kind}-giveaways${page > 1 ? `/${page}` : ''}`;
const giveawayPath = (draw: GiveawayDraw) => `/daily-winners/giveaways/${draw.type}/${draw.number}`;

function GiveawayRow({ draw, kind }: { draw: GiveawayDraw; kind: Kind }) {
  const mine = draw.winners.filter((w) => w.isCurrentCustomer);
  return (
    <li className="order-card" data-testid={`giveaway-${draw.id}`}>
      <h2>
        <Link to={giveawayPath(draw)}>{draw.title}</Link>
      </h2>
      <p>
        {kind === 'current' ? 'Closes' : 'Closed'} {formatDrawDate(draw.closeTime)}
      </p>
      <p>{draw.entryStatus ? ENTRY_TEXT[draw.entryStatus] : 'You were not entered'}</p>
      {mine.length > 0 ? <p><strong>You won: {mine.map((w) => w.prize.name).join(', ')}</strong></p> : null}
      {kind === 'closed' && draw.winners.length > 0 && mine.length === 0 ? <p>Winners: {draw.winners.map((w) => `${w.displayName} (${w.region})`).join(', ')}</p> : null}
    </li>
  );
}

/**
 * `/my-account/current-giveaways/{page?}` and `/my-account/closed-giveaways/{page?}` (protected;
 * giveaway-entries capability): the daily-winners giveaways open now with the customer's entries,
 * and the closed ones, 10 to a page ("membership pagination limit 10"), on the membership API.
 */
function Giveaways({ kind }: { kind: Kind }) {
  const client = useDrawkit();
  const membership = useMemo(() => membershipStore(client), [client]);
  const state = useStore(membership, (s) => s);
  const page = pageNumber(useParams().page);
  useDocumentTitle(page > 1 ? `${TITLES[kind]}, page ${page}` : TITLES[kind]);

  useEffect(() => {
    void membership.getState().loadCustomerMembership();
    if (kind === 'current') void membership.getState().loadUpcoming();
    else void membership.getState().loadGiveawaysPage('allGiveaways', page);
  }, [membership, kind, page]);

  // The open giveaways come in one list; the customer's entries are paged here.
  const entered = state.upcomingDraws.filter((draw) => draw.entryStatus !== null);
  const current = { total: entered.length, items: entered.slice((page - 1) * MEMBERSHIP_PAGE_LIMIT, page * MEMBERSHIP_PAGE_LIMIT) };
  const closed = { total: state.allGiveaways.total, items: state.allGiveaways.result };
  const list = kind === 'current' ? current : closed;
  const loading = kind === 'current' ? state.upcomingStatus === 'idle' || state.upcomingStatus === 'loading' : state.allGiveaways.isFetching;
  const notMember = state.customerStatus === 'succeeded' && state.membershipStatus !== 'member';

  return (
    <section className="page account-page" aria-labelledby="giveaways-title">
      <header className="page-intro">
        <h1 id="giveaways-title">{TITLES[kind]}</h1>
        <nav aria-label="Giveaways" className="account-tabs">
          <NavLink to={pathOf('current')(1)}>Current</NavLink> <NavLink to={pathOf('closed')(1)}>Closed</NavLink>
        </nav>
      </header>
      {notMember ? (
        <Notice level="info">
          You are not a Daily Winners member yet. <Link to="/daily-winners">Join to enter the giveaways</Link>
        </Notice>
      ) : null}
      {state.hasError ? <Notice level="error">{state.errorMsg}</Notice> : null}
      {loading && list.items.length === 0 ? <Spinner label="Loading giveaways" /> : null}
      {!loading && list.items.length === 0 ? <p>{kind === 'current' ? 'You have no entries in open giveaways.' : 'There are no closed giveaways yet.'}</p> : null}
      {list.items.length > 0 ? (
        <ul className="order-list" aria-label={TITLES[kind]}>
          {list.items.map((draw) => (
            <GiveawayRow key={draw.id} draw={draw} kind={kind} />
          ))}
        </ul>
      ) : null}
      <Pager label={`${TITLES[kind]} pages`} page={page} total={list.total} limit={MEMBERSHIP_PAGE_LIMIT} pathOf={pathOf(kind)} />
    </section>
  );
}

export function CurrentGiveawaysPage() {
  return (
    <CapabilityGate needs={['giveaway-entries']}>
      <Giveaways kind="current" />
    </CapabilityGate>
  );
}

export function ClosedGiveawaysPage() {
  return (
    <CapabilityGate needs={['giveaway-entries']}>
      <Giveaways kind="closed" />
    </CapabilityGate>
  );
}
