import { Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { formatDrawDate, formatMoney, recurringStoreOf, SCHEDULED_STATUS_TEXT, type ScheduledPurchase } from '@drawkit/sdk';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { ConfirmedAction } from '../common/ConfirmedAction';
import { fundText, Games, History } from './AutoplayPage';
import { RECURRING_CAPABILITIES, recurringPaths, statusText } from './recurringParts';

/** A scheduled draw's state in words: ticketed, waiting for its draw, or cancelled. */
export function scheduledText(s: ScheduledPurchase): string {
  if (s.status === 'scheduled_status_cancelled') return SCHEDULED_STATUS_TEXT.scheduled_status_cancelled;
  return s.ticketed ? 'Ticket issued' : SCHEDULED_STATUS_TEXT.scheduled_status_active;
}

function Subscription() {
  const client = useDrawkit();
  const store = useMemo(() => recurringStoreOf(client), [client]);
  const id = useParams().id ?? '';
  const entry = useStore(store, (s) => s.details[id]);
  const saving = useStore(store, (s) => s.saving);
  useDocumentTitle('Subscription');

  useEffect(() => {
    void store.getState().loadSubscription(id);
  }, [store, id]);

  const subscription = entry?.item;
  const ahead = subscription?.scheduled.filter((s) => s.status === 'scheduled_status_active' && !s.ticketed) ?? [];
  return (
    <section className="page page--narrow" aria-labelledby="subscription-title">
      <p>
        <Link to={recurringPaths.subscriptions()}>Back to subscriptions</Link>
      </p>
      <h1 id="subscription-title">{subscription ? `${subscription.offerName} subscription` : 'Subscription'}</h1>
      {!subscription && entry?.status !== 'failed' ? <Spinner label="Loading your subscription" /> : null}
      {entry?.status === 'failed' ? <Notice level="error">{entry.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
      {subscription ? (
        <div className="drawkit auth-panel drawkit-stack" data-testid="subscription-detail" data-status={subscription.status}>
          <p>{subscription.description}</p>
          <dl className="recurring-facts">
            <dt>Status</dt>
            <dd>{statusText(subscription)}</dd>
            <dt>Price a draw</dt>
            <dd>{formatMoney(subscription.price)}</dd>
            <dt>Paid from</dt>
            <dd>{fundText(subscription.defaultFund)}</dd>
          </dl>
          {subscription.lastAttemptStatus && subscription.lastAttemptStatus !== 'purchased' && subscription.lastAttemptMessage ? (
            <Notice level="warning">{subscription.lastAttemptMessage}</Notice>
          ) : null}
          <Games games={subscription.games} />
          {subscription.scheduled.length > 0 ? (
            <>
              <h2>Draws bought ahead</h2>
              <ul className="account-list" aria-label="Draws bought ahead">
                {subscription.scheduled.map((s) => (
                  <li key={s.encodedId}>
                    <Link to={recurringPaths.scheduled(s.encodedId)}>Draw {s.drawNo}</Link>
                    {s.drawAt ? ` · ${formatDrawDate(s.drawAt)}` : ''} · {formatMoney(s.amount)} · {scheduledText(s)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <History attempts={subscription.attempts} />
          {subscription.status !== 'recurring_status_cancelled' ? (
            <ConfirmedAction
              action="Cancel subscription"
              question={`Cancel this subscription?${
                ahead.length > 0 ? ` The ${ahead.length} draw${ahead.length === 1 ? '' : 's'} not yet ticketed will be refunded to your wallet.` : ''
              }`}
              confirm="Yes, cancel subscription"
              busy={saving}
              onConfirm={() => store.getState().cancelSubscription(id)}
            />
          ) : (
            <p>This subscription is cancelled.</p>
          )}
          <p>
            <Link to={`/receipt/${subscription.checkoutId}`}>The latest purchase</Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** `/my-account/subscriptions/ticket/{id}`: one subscription, its draws bought ahead, and cancel. */
export function SubscriptionPage() {
  return (
    <CapabilityGate needs={RECURRING_CAPABILITIES}>
      <Subscription />
    </CapabilityGate>
  );
}
