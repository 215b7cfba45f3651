import { formatDrawDate, formatLongDate, formatMoney, ordersStoreOf, pageNumber, type OrderSummary } from '@drawkit/sdk';
import { Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect, useMemo } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { ordersPaths } from './ordersPaths';
import { Pager } from './Pager';

type List = 'upcoming' | 'past';

const TITLES: Record<List, string> = { upcoming: 'Upcoming tickets', past: 'Past tickets' };
const EMPTY: Record<List, string> = {
  upcoming: 'You have no tickets in upcoming draws.',
  past: 'You have no tickets in past draws yet.',
};

function OrderRow({ order, list }: { order: OrderSummary; list: List }) {
  const draw = list === 'upcoming' ? order.nextDraw : order.lastDraw;
  return (
    <li className="order-card" data-testid={`order-${order.id}`}>
      <h2>
        <Link to={ordersPaths.ticket(order, list)}>{order.productOfferName}</Link>
      </h2>
      <p>{order.syndicate ? `${order.syndicate.numShares} of ${order.syndicate.size} shares in ${order.syndicate.name}` : order.description}</p>
      {draw ? (
        <p>
          {list === 'upcoming' ? 'Next draw' : 'Last draw'}: draw {draw.drawNo}, {formatDrawDate(draw.drawDate)}
        </p>
      ) : order.status === 'pre_order' ? (
        <p>Pre-ordered: your ticket is bought when the draw opens.</p>
      ) : null}
      {list === 'upcoming' && order.drawsRemaining > 1 ? <p>{order.drawsRemaining} draws to go</p> : null}
      <p>
        Bought {formatLongDate(order.purchasedAt)} for {formatMoney(order.price)}
        {order.winnings.amount > 0 ? (
          <>
            {' '}
            · <strong>Won {formatMoney(order.winnings)}</strong>
          </>
        ) : null}
      </p>
    </li>
  );
}

function OrdersList({ list }: { list: List }) {
  const client = useDrawkit();
  const orders = useMemo(() => ordersStoreOf(client), [client]);
  const page = pageNumber(useParams().page);
  const state = useStore(orders, (s) => s[list]);
  useDocumentTitle(page > 1 ? `${TITLES[list]}, page ${page}` : TITLES[list]);

  useEffect(() => {
    void orders.getState().loadOrders(list, page);
  }, [orders, list, page]);

  const current = state.page === page && state.status !== 'idle';
  return (
    <section className="page account-page" aria-labelledby="orders-title">
      <header className="page-intro">
        <h1 id="orders-title">{TITLES[list]}</h1>
        <nav aria-label="Your tickets" className="account-tabs">
          <NavLink to={ordersPaths.upcoming()}>Upcoming</NavLink> <NavLink to={ordersPaths.past()}>Past</NavLink>{' '}
          <Link to={ordersPaths.print()}>Print tickets</Link>
        </nav>
      </header>
      {!current || (state.status === 'loading' && state.items.length === 0) ? <Spinner label="Loading your tickets" /> : null}
      {current && state.status === 'failed' ? <Notice level="error">{state.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
      {current && state.status === 'succeeded' && state.items.length === 0 ? (
        <div className="drawkit-stack">
          <p>{EMPTY[list]}</p>
          <Link to="/lotto-tickets">Buy tickets</Link>
        </div>
      ) : null}
      {current && state.items.length > 0 ? (
        <ul className="order-list" aria-label={TITLES[list]}>
          {state.items.map((order) => (
            <OrderRow key={order.id} order={order} list={list} />
          ))}
        </ul>
      ) : null}
      <Pager label={`${TITLES[list]} pages`} page={page} total={state.total} limit={state.limit} pathOf={list === 'upcoming' ? ordersPaths.upcoming : ordersPaths.past} />
    </section>
  );
}

/** `/my-account/upcoming-tickets/{page}` (protected; viewing-orders): orders with a draw still to come, 10 to a page. */
export function UpcomingTicketsPage() {
  return (
    <CapabilityGate needs={['viewing-orders']}>
      <OrdersList list="upcoming" />
    </CapabilityGate>
  );
}

/** `/my-account/past-tickets/{page}` (protected; viewing-orders): orders whose draws are all drawn, newest first, 10 to a page. */
export function PastTicketsPage() {
  return (
    <CapabilityGate needs={['viewing-orders']}>
      <OrdersList list="past" />
    </CapabilityGate>
  );
}
