import { formatDrawDate, formatLongDate, formatMoney, ordersStoreOf, ticketOutcome, type OrderDetails, type OrderTicket } from '@drawkit/sdk';
import { Notice, NumberBalls, Spinner, useDrawkit, useStore, WinningNumbers } from '@drawkit/widgets';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { ordersPaths } from './ordersPaths';

export type TicketPageKind = 'upcoming' | 'past' | 'syndicate';

function GamesList({ order }: { order: OrderDetails }) {
  return (
    <ol className="order-games" aria-label="Your games">
      {order.games.map((game, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
        <li key={i}>
          <span className="order-games__label">Game {i + 1}</span> <NumberBalls game={game} />
        </li>
      ))}
    </ol>
  );
}

function DrawRow({ ticket }: { ticket: OrderTicket }) {
  const outcome = ticketOutcome(ticket);
  return (
    <li className={`order-draw order-draw--${outcome.kind}`} data-testid={`ticket-draw-${ticket.draw.drawNo}`}>
      <h3>
        Draw {ticket.draw.drawNo}: {formatDrawDate(ticket.draw.drawDate)}
      </h3>
      {ticket.raffleNumbers ? (
        <p>
          Ticket numbers {ticket.raffleNumbers.first}
          {ticket.raffleNumbers.last > ticket.raffleNumbers.first ? `–${ticket.raffleNumbers.last}` : ''}
        </p>
      ) : null}
      {ticket.drawResults && Object.keys(ticket.drawResults).length > 0 ? (
        <div>
          <p>Winning numbers</p>
          <WinningNumbers results={ticket.drawResults} />
        </div>
      ) : null}
      {ticket.result && ticket.result.matches.length > 0 ? (
        <ul className="order-matches" aria-label="Matches per game">
          {ticket.result.matches.map((matches, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
            <li key={i}>
              Game {i + 1}:{' '}
              {Object.entries(matches)
                .map(([set, count]) => `${count} ${set}`)
                .join(', ')}
              {ticket.result?.divisions[i] != null ? ` (division ${ticket.result.divisions[i]})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="order-draw__outcome">{outcome.text}</p>
    </li>
  );
}

function Ticket({ kind }: { kind: TicketPageKind }) {
  const client = useDrawkit();
  const orders = useMemo(() => ordersStoreOf(client), [client]);
  const { id = '' } = useParams();
  const details = useStore(orders, (s) => s.details);
  const back = kind === 'past' ? { to: ordersPaths.past(), text: 'Back to past tickets' } : { to: ordersPaths.upcoming(), text: 'Back to upcoming tickets' };
  const order = details.id === id ? details.order : null;
  useDocumentTitle(kind === 'syndicate' ? 'Syndicate share' : 'Your ticket');

  useEffect(() => {
    void orders.getState().loadOrder(id);
  }, [orders, id]);

  if (details.id === id && details.status === 'failed') {
    return (
      <section className="page page--narrow account-page">
        <h1>{kind === 'syndicate' ? 'Syndicate share' : 'Your ticket'}</h1>
        <Notice level="error">{details.errors[0]?.message ?? 'Something went wrong.'}</Notice>
        <Link to={back.to}>{back.text}</Link>
      </section>
    );
  }
  if (!order) return <Spinner label="Loading your ticket" />;
  return (
    <section className="page account-page" aria-labelledby="ticket-title">
      <header className="page-intro">
        <h1 id="ticket-title">{order.productOfferName}</h1>
        <p>{order.description}</p>
        {order.syndicate ? (
          <p>
            {order.syndicate.numShares} of {order.syndicate.size} shares in {order.syndicate.name}: its games are shared by every holder and
            winnings are split by share.
          </p>
        ) : null}
        <p>
          Bought {formatLongDate(order.purchasedAt)} for {formatMoney(order.price)}
          {order.quickpick ? ' (quick pick)' : ''}
          {order.winnings.amount > 0 ? `. Won ${formatMoney(order.winnings)} so far.` : ''}
        </p>
        {order.status === 'pre_order' && order.tickets.length === 0 ? <Notice level="info">Pre-ordered: your ticket is bought when the draw opens.</Notice> : null}
      </header>
      {order.games.length > 0 ? <GamesList order={order} /> : null}
      <ol className="order-draws" aria-label="Draws">
        {order.tickets.map((ticket) => (
          <DrawRow key={ticket.id} ticket={ticket} />
        ))}
      </ol>
      {order.drawsRemaining > order.tickets.filter((t) => t.draw.status === 'DRAW_OPEN' || t.draw.status === 'DRAW_CLOSED').length ? (
        <p>Later draws are ticketed when they open for sale.</p>
      ) : null}
      <p>
        <Link to={`/receipt/${encodeURIComponent(order.checkoutId)}`}>View the receipt</Link> · <Link to={back.to}>{back.text}</Link>
      </p>
    </section>
  );
}

/** `/my-account/upcoming-tickets/ticket/{id}`, `/my-account/past-tickets/ticket/{id}` (protected; viewing-orders). */
export function UpcomingTicketPage() {
  return (
    <CapabilityGate needs={['viewing-orders']}>
      <Ticket kind="upcoming" />
    </CapabilityGate>
  );
}

export function PastTicketPage() {
  return (
    <CapabilityGate needs={['viewing-orders']}>
      <Ticket kind="past" />
    </CapabilityGate>
  );
}

/** `/my-account/syndicate-tickets/share/{id}` (protected; viewing-orders): a syndicate share's games and draws. */
export function SyndicateSharePage() {
  return (
    <CapabilityGate needs={['viewing-orders']}>
      <Ticket kind="syndicate" />
    </CapabilityGate>
  );
}
