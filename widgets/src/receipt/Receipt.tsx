import type { ReactNode } from 'react';
import { useDrawkit } from '../context/DrawkitProvider';
import { useAfterInit } from '../context/useAfterInit';
import { useStore } from '../context/useStore';
import { Messages } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { ReceiptView } from './ReceiptView';

/** Props of {@link Receipt}. */
export interface ReceiptProps {
  /** The checkout whose receipt to show. */
  checkoutId: string;
  /** Extra class names for the widget's root element. */
  className?: string;
}

/** The receipt of one checkout, fetched unless the purchase just returned it. */
export function Receipt({ checkoutId, className }: ReceiptProps): ReactNode {
  const client = useDrawkit();
  const receipt = useStore(client.purchase, (s) => (s.receipt?.checkoutId === checkoutId ? s.receipt : null));
  const status = useStore(client.purchase, (s) => s.status);
  // "other failure codes only stop fetching": nothing to show but that it was not found.
  const stopped = useStore(client.purchase, (s) => s.receiptStatus === 'stopped');
  const errors = useStore(client.purchase, (s) => s.errors);

  useAfterInit((c) => {
    if (c.purchase.getState().receipt?.checkoutId !== checkoutId) return c.purchase.getState().loadReceipt(checkoutId);
    return undefined;
  }, checkoutId);

  if (receipt) return <ReceiptView receipt={receipt} {...(className ? { className } : {})} />;
  return (
    <section className={className ? `drawkit drawkit-receipt ${className}` : 'drawkit drawkit-receipt'} aria-label="Receipt">
      {stopped ? (
        <Messages messages={[{ message: 'This receipt was not found.' }]} />
      ) : status === 'failed' ? (
        <Messages messages={errors.length > 0 ? errors : [{ message: 'This receipt was not found.' }]} />
      ) : (
        <Spinner label="Loading your receipt" />
      )}
    </section>
  );
}
