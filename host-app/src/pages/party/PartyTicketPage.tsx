import { formatDrawDate, formatMoney } from '@drawkit/sdk';
import { NumberBalls, Notice, Spinner } from '@drawkit/widgets';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { SESSION_STATUS_LABELS, usePartyStore } from './usePartyStore';

function Ticket() {
  const id = useParams().id ?? '';
  const [order, party] = usePartyStore((s) => s.ordersById[id]);
  const [failed, setFailed] = useState(false);
  useDocumentTitle('Lotto Party ticket');
  useEffect(() => {
    void party
      .getState()
      .loadOrder(id)
      .then((r) => setFailed(!r.ok));
  }, [party, id]);
  if (failed) return <Notice level="error">We were unable to load your Lotto Party ticket. Please check your Lotto Party group to complete your purchase</Notice>;
  if (!order || !('games' in order)) return <Spinner label="Loading your ticket" />;
  return (
    <section className="page" aria-labelledby="party-ticket-title">
      <h1 id="party-ticket-title">
        Lotto Party ticket: {order.groupName}, draw {order.drawNo}
      </h1>
      <dl className="party-facts">
        <dt>Your shares</dt>
        <dd>
          {order.numShares} of {order.totalShares}
        </dd>
        <dt>Paid</dt>
        <dd>{formatMoney(order.price)}</dd>
        <dt>Sales close</dt>
        <dd>{formatDrawDate(order.drawStop)}</dd>
        <dt>Session</dt>
        <dd>{SESSION_STATUS_LABELS[order.sessionStatus]}</dd>
        <dt>Winnings</dt>
        <dd>{order.winnings ? formatMoney(order.winnings) : 'Not drawn yet'}</dd>
      </dl>
      {order.results ? (
        <p>
          Winning numbers: <NumberBalls game={order.results} />
        </p>
      ) : null}
      <p>
        <Link to={`/my-account/lotto-party/session/${order.socialSyndicateId}`}>The session</Link> ·{' '}
        <Link to={`/receipt/${order.checkoutId}`}>Receipt</Link>
      </p>
      <ol className="party-games" aria-label="Group ticket games">
        {order.games.map((game, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
          <li key={index}>
            <NumberBalls game={game} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** `/my-account/lotto-party/ticket/{id}` (protected; social-syndicates): "ticket detail": the customer's shares of a group ticket. */
export function PartyTicketPage() {
  return (
    <CapabilityGate needs={['social-syndicates']}>
      <Ticket />
    </CapabilityGate>
  );
}
