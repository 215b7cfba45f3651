import { useEffect, useRef, type ReactNode } from 'react';
import { formatDrawDate, type Receipt } from '@drawkit/sdk';
import { Money } from '../ui/Money';
import { NumberBalls } from '../ui/NumberBall';
import { cx } from '../ui/cx';

/** Props of {@link ReceiptView}. */
export interface ReceiptViewProps {
  /** A completed purchase. */
  receipt: Receipt;
  /** Move focus to the heading on mount: the receipt replaced the form the shopper was in. */
  focus?: boolean;
  /** Extra class names for the widget's root element. */
  className?: string;
}

/** A completed purchase: checkout id, each order with its draw and games, the total and how it was paid. */
export function ReceiptView({ receipt, focus = false, className }: ReceiptViewProps): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnMount = useRef(focus);
  useEffect(() => {
    if (focusOnMount.current) heading.current?.focus();
  }, []);
  return (
    <section className={cx('drawkit', 'drawkit-receipt', className)} aria-label="Receipt">
      <header>
        <h2 ref={heading} tabIndex={-1}>
          Thank you for your purchase
        </h2>
        <p>
          Checkout <strong>{receipt.checkoutId}</strong>
        </p>
      </header>
      <ul className="drawkit-receipt-orders">
        {receipt.orders.map((order) => (
          <li key={order.orderId} className="drawkit-receipt-order">
            <div className="drawkit-row">
              <strong>{order.description}</strong>
              <Money value={order.price} />
            </div>
            <p className="drawkit-muted">
              Draw {order.drawNo}, <time dateTime={order.drawDate}>{formatDrawDate(order.drawDate)}</time>
              {order.numDraws > 1 ? ` (${order.numDraws} draws)` : ''}
            </p>
            <ol className="drawkit-cart-item-games" aria-label={`Games of ${order.description}`}>
              {order.games.map((game, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
                <li key={i}>
                  <NumberBalls game={game} />
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      <dl className="drawkit-summary">
        {receipt.paidByCard.amount > 0 ? (
          <>
            <dt>Paid by card{receipt.card ? ` (${receipt.card.brand} •••• ${receipt.card.last4})` : ''}</dt>
            <dd>
              <Money value={receipt.paidByCard} />
            </dd>
          </>
        ) : null}
        {receipt.paidFromWallet.amount > 0 ? (
          <>
            <dt>Paid from wallet</dt>
            <dd>
              <Money value={receipt.paidFromWallet} />
            </dd>
          </>
        ) : null}
        <dt className="drawkit-summary-total">Total</dt>
        <dd className="drawkit-summary-total">
          <Money value={receipt.total} />
        </dd>
      </dl>
    </section>
  );
}
