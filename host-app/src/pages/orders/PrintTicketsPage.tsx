import { formatDrawDate, formatMoney, ordersStoreOf } from '@drawkit/sdk';
import { Button, Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { gameText } from './gameText';
import { ordersPaths } from './ordersPaths';

/**
 * `/my-account/print-tickets` (protected; viewing-orders): every upcoming ticket with its numbers
 * and draws, laid out to print (the site's frame is hidden in print, see storefront.css).
 */
function PrintTickets() {
  const client = useDrawkit();
  const orders = useMemo(() => ordersStoreOf(client), [client]);
  const state = useStore(orders, (s) => s.printable);
  const customer = useStore(client.session, (s) => s.customer);
  useDocumentTitle('Print tickets');

  useEffect(() => {
    void orders.getState().loadOrders('printable');
  }, [orders]);

  return (
    <section className="page account-page print-tickets" aria-labelledby="print-title">
      <header className="page-intro">
        <h1 id="print-title">Your upcoming tickets</h1>
        {customer ? (
          <p>
            {customer.firstname} {customer.lastname}
          </p>
        ) : null}
        <p className="no-print">
          <Button onClick={() => window.print()}>Print</Button> <Link to={ordersPaths.upcoming()}>Back to upcoming tickets</Link>
        </p>
      </header>
      {state.status === 'idle' || (state.status === 'loading' && state.items.length === 0) ? <Spinner label="Loading your tickets" /> : null}
      {state.status === 'failed' ? <Notice level="error">{state.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
      {state.status === 'succeeded' && state.items.length === 0 ? <p>You have no tickets in upcoming draws.</p> : null}
      {state.items.map((order) => (
        <article key={order.id} className="print-ticket" data-testid={`print-${order.id}`}>
          <h2>{order.productOfferName}</h2>
          <p>
            {order.description} · {formatMoney(order.price)} · Ticket {order.id}
          </p>
          {order.games.length > 0 ? (
            <ol>
              {order.games.map((game, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
                <li key={i}>{gameText(game)}</li>
              ))}
            </ol>
          ) : null}
          <ul>
            {order.tickets
              .filter((t) => t.draw.status === 'DRAW_OPEN' || t.draw.status === 'DRAW_CLOSED')
              .map((t) => (
                <li key={t.id}>
                  Draw {t.draw.drawNo}: {formatDrawDate(t.draw.drawDate)}
                  {t.raffleNumbers ? `, ticket numbers ${t.raffleNumbers.first}–${t.raffleNumbers.last}` : ''}
                </li>
              ))}
          </ul>
        </article>
      ))}
      {state.total > state.items.length ? <p>The first {state.items.length} of {state.total} orders are shown.</p> : null}
    </section>
  );
}

export function PrintTicketsPage() {
  return (
    <CapabilityGate needs={['viewing-orders']}>
      <PrintTickets />
    </CapabilityGate>
  );
}
