import { Button, Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { formatDrawDate, formatMoney, recurringStoreOf } from '@drawkit/sdk';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { RECURRING_CAPABILITIES, recurringPaths } from './recurringParts';
import { scheduledText } from './SubscriptionPage';

function ScheduledPurchase() {
  const client = useDrawkit();
  const store = useMemo(() => recurringStoreOf(client), [client]);
  const id = useParams().id ?? '';
  const entry = useStore(store, (s) => s.scheduled[id]);
  const saving = useStore(store, (s) => s.saving);
  useDocumentTitle('Scheduled purchase');

  useEffect(() => {
    void store.getState().loadScheduled(id);
  }, [store, id]);

  const item = entry?.item;
  const cancellable = item?.status === 'scheduled_status_active' && !item.ticketed;
  return (
    <section className="page page--narrow" aria-labelledby="scheduled-title">
      <p>
        <Link to={recurringPaths.combined()}>Back to recurring purchases</Link>
      </p>
      <h1 id="scheduled-title">{item?.kind === 'pre_order' ? 'Pre-order' : 'Scheduled purchase'}</h1>
      {!item && entry?.status !== 'failed' ? <Spinner label="Loading your scheduled purchase" /> : null}
      {entry?.status === 'failed' ? <Notice level="error">{entry.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
      {item ? (
        <div className="drawkit auth-panel drawkit-stack" data-testid="scheduled-detail" data-status={item.status}>
          <p>{item.description}</p>
          <dl className="recurring-facts">
            <dt>Draw</dt>
            <dd>
              {item.drawNo}
              {item.drawAt ? ` · ${formatDrawDate(item.drawAt)}` : ''}
            </dd>
            <dt>Amount</dt>
            <dd>
              {formatMoney(item.amount)} {item.paid ? '(paid)' : '(paid from your wallet when the draw opens)'}
            </dd>
            <dt>Status</dt>
            <dd>{scheduledText(item)}</dd>
          </dl>
          {item.failureReason ? <Notice level="warning">{item.failureReason}</Notice> : null}
          {cancellable ? (
            <Button pending={saving} onClick={() => void store.getState().cancelScheduled(id)}>
              Cancel {item.kind === 'pre_order' ? 'pre-order' : 'scheduled purchase'}
            </Button>
          ) : null}
          <p>
            <Link to={`/receipt/${item.checkoutId}`}>Receipt</Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** `/my-account/scheduled-purchases/{id}`: a pre-order or a subscription's draw bought ahead, and cancel. */
export function ScheduledPurchasePage() {
  return (
    <CapabilityGate needs={RECURRING_CAPABILITIES}>
      <ScheduledPurchase />
    </CapabilityGate>
  );
}
