import { Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { pageNumber, recurringStoreOf, type RecurringPurchase } from '@drawkit/sdk';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { PaymentPanel } from './PaymentPanel';
import { Pager, RECURRING_CAPABILITIES, RecurringRow, recurringPaths } from './recurringParts';

type ListKind = 'autoplay' | 'subscription' | 'combined';

const COPY: Record<ListKind, { title: string; empty: string; path: (page: number) => string }> = {
  autoplay: { title: 'Autoplay', empty: 'You have no autoplays. Choose autoplay when you buy a ticket to play every draw.', path: recurringPaths.autoplays },
  subscription: { title: 'Subscriptions', empty: 'You have no subscriptions.', path: recurringPaths.subscriptions },
  combined: { title: 'Recurring purchases', empty: 'You have no recurring purchases.', path: recurringPaths.combined },
};

function RecurringList({ kind }: { kind: ListKind }) {
  const client = useDrawkit();
  const store = useMemo(() => recurringStoreOf(client), [client]);
  const list = useStore(store, (s) => s.lists[kind]);
  const page = pageNumber(useParams().page);
  const copy = COPY[kind];
  useDocumentTitle(copy.title);

  useEffect(() => {
    void store.getState().loadPage(kind, page);
  }, [store, kind, page]);

  const items = list.items as RecurringPurchase[];
  return (
    <section className="page page--narrow" aria-labelledby="recurring-title">
      <h1 id="recurring-title">{copy.title}</h1>
      <nav className="recurring-tabs" aria-label="Recurring purchases">
        <Link to={recurringPaths.autoplays()}>Autoplay</Link> <Link to={recurringPaths.subscriptions()}>Subscriptions</Link>{' '}
        <Link to={recurringPaths.combined()}>All recurring purchases</Link>
      </nav>
      <PaymentPanel />
      {list.status === 'loading' && items.length === 0 ? <Spinner label={`Loading your ${copy.title.toLowerCase()}`} /> : null}
      {list.status === 'failed' ? <Notice level="error">{list.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
      {list.status === 'succeeded' && items.length === 0 ? <p>{copy.empty}</p> : null}
      {items.length > 0 ? (
        <ul className="account-list" aria-label={copy.title}>
          {items.map((item) => (
            <RecurringRow key={item.autoplayId} item={item} />
          ))}
        </ul>
      ) : null}
      <Pager page={page} pageInfo={list.pageInfo} path={copy.path} />
    </section>
  );
}

/** `/my-account/autoplay/{page}` (protected; subscription-manage and viewing-orders). */
export function AutoplaysPage() {
  return (
    <CapabilityGate needs={RECURRING_CAPABILITIES}>
      <RecurringList kind="autoplay" />
    </CapabilityGate>
  );
}

/** `/my-account/subscriptions/{page}`. */
export function SubscriptionsPage() {
  return (
    <CapabilityGate needs={RECURRING_CAPABILITIES}>
      <RecurringList kind="subscription" />
    </CapabilityGate>
  );
}

/** `/my-account/recurring-purchases/{page}`: autoplays and subscriptions together. */
export function RecurringPurchasesPage() {
  return (
    <CapabilityGate needs={RECURRING_CAPABILITIES}>
      <RecurringList kind="combined" />
    </CapabilityGate>
  );
}
