import type { RouteObject } from 'react-router';
import { protectedPage } from './session/protectedPage';

const lists = () => import('./pages/recurring/RecurringListPage');

/**
 * Recurring purchases under /my-account (shop-core §2, shop-specialised §2): autoplay/{page} and
 * /ticket/{id}, subscriptions/{page} and /ticket/{id}, recurring-purchases/{page} and
 * scheduled-purchases/{id}. All protected and lazy; each page needs subscription-manage and
 * viewing-orders. A missing page number is page 1.
 */
export const recurringRoutes: RouteObject[] = [
  { path: 'my-account/autoplay/ticket/:id', lazy: protectedPage(() => import('./pages/recurring/AutoplayPage'), (m) => m.AutoplayPage) },
  { path: 'my-account/autoplay/:page?', lazy: protectedPage(lists, (m) => m.AutoplaysPage) },
  {
    path: 'my-account/subscriptions/ticket/:id',
    lazy: protectedPage(() => import('./pages/recurring/SubscriptionPage'), (m) => m.SubscriptionPage),
  },
  { path: 'my-account/subscriptions/:page?', lazy: protectedPage(lists, (m) => m.SubscriptionsPage) },
  { path: 'my-account/recurring-purchases/:page?', lazy: protectedPage(lists, (m) => m.RecurringPurchasesPage) },
  {
    path: 'my-account/scheduled-purchases/:id',
    lazy: protectedPage(() => import('./pages/recurring/ScheduledPurchasePage'), (m) => m.ScheduledPurchasePage),
  },
];
