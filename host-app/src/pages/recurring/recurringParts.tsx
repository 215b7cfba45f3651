import {
  autoplayLabel,
  formatMoney,
  isPausedStatus,
  pageCount,
  RECURRING_PAGE_SIZE,
  RECURRING_STATUS_TEXT,
  type PageInfo,
  type RecurringPurchase,
} from '@drawkit/sdk';
import { Link } from 'react-router';
import { aestDate } from '../account/limitForm';

/** Where each account page of recurring purchases lives (shop-core §2 account routes). */
export const recurringPaths = {
  autoplays: (page = 1) => `/my-account/autoplay/${page}`,
  autoplay: (id: string) => `/my-account/autoplay/ticket/${id}`,
  subscriptions: (page = 1) => `/my-account/subscriptions/${page}`,
  subscription: (id: string) => `/my-account/subscriptions/ticket/${id}`,
  combined: (page = 1) => `/my-account/recurring-purchases/${page}`,
  scheduled: (id: string) => `/my-account/scheduled-purchases/${id}`,
};

/** The capabilities these pages need (shop-core §2: "subscription-manage and viewing-orders"). */
export const RECURRING_CAPABILITIES = ['subscription-manage', 'viewing-orders'] as const;

/** "Active", "Paused" (paused or timed pause, with its date), "Cancelled". */
export function statusText(item: Pick<RecurringPurchase, 'status' | 'pausedUntil'>): string {
  const text = RECURRING_STATUS_TEXT[item.status];
  return item.status === 'recurring_status_timed_pause' && item.pausedUntil ? `${text} until ${aestDate(item.pausedUntil)}` : text;
}

const detailPath = (item: RecurringPurchase) => (item.type === 'subscription' ? recurringPaths.subscription(item.autoplayId) : recurringPaths.autoplay(item.autoplayId));

/** One autoplay or subscription in a list. */
export function RecurringRow({ item }: { item: RecurringPurchase }) {
  const paused = isPausedStatus(item.status);
  return (
    <li className="drawkit-stack recurring-row" data-testid={`recurring-${item.autoplayId}`} data-status={item.status}>
      <strong>
        <Link to={detailPath(item)}>{item.offerName}</Link>
      </strong>
      <span>
        {item.description} · {item.type === 'subscription' ? 'Subscription' : autoplayLabel(item)} · {formatMoney(item.price)} a draw
      </span>
      <span className={`recurring-status${paused ? ' recurring-status--paused' : ''}`}>{statusText(item)}</span>
      {item.lastAttemptStatus && item.lastAttemptStatus !== 'purchased' && item.status !== 'recurring_status_cancelled' ? (
        <span role="status">{item.lastAttemptMessage ?? 'The last purchase could not be made.'}</span>
      ) : null}
    </li>
  );
}

/** Previous / Page n of m / Next, as the results pages page. */
export function Pager({ page, pageInfo, path }: { page: number; pageInfo: PageInfo | null; path: (page: number) => string }) {
  const pages = pageCount(pageInfo?.total ?? 0, RECURRING_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? <Link to={path(page - 1)}>Previous</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={path(page + 1)}>Next</Link> : null}
    </nav>
  );
}
