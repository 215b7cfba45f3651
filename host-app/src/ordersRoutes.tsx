import type { RouteObject } from 'react-router';
import { protectedPage } from './session/protectedPage';

const lists = () => import('./pages/orders/OrdersListPage');
const ticket = () => import('./pages/orders/TicketPage');
const giveaways = () => import('./pages/orders/GiveawaysPage');

/**
 * The account's tickets, transactions, cards, favourite numbers and giveaway entries (shop-core §2
 * 'Account routes', issue 12). All protected and lazy; each page checks its capability
 * (viewing-orders for tickets, favourite-numbers, giveaway-entries). The spec's `{page}` is
 * accepted optional here, so the bare list address shows page 1 too.
 */
export const ordersRoutes: RouteObject[] = [
  { path: 'my-account/upcoming-tickets/:page?', lazy: protectedPage(lists, (m) => m.UpcomingTicketsPage) },
  { path: 'my-account/upcoming-tickets/ticket/:id', lazy: protectedPage(ticket, (m) => m.UpcomingTicketPage) },
  { path: 'my-account/past-tickets/:page?', lazy: protectedPage(lists, (m) => m.PastTicketsPage) },
  { path: 'my-account/past-tickets/ticket/:id', lazy: protectedPage(ticket, (m) => m.PastTicketPage) },
  { path: 'my-account/syndicate-tickets/share/:id', lazy: protectedPage(ticket, (m) => m.SyndicateSharePage) },
  {
    path: 'my-account/print-tickets',
    lazy: protectedPage(() => import('./pages/orders/PrintTicketsPage'), (m) => m.PrintTicketsPage),
  },
  {
    path: 'my-account/transactions/:page?',
    lazy: protectedPage(() => import('./pages/orders/TransactionsPage'), (m) => m.TransactionsPage),
  },
  {
    path: 'my-account/cards-and-accounts',
    lazy: protectedPage(() => import('./pages/orders/CardsAndAccountsPage'), (m) => m.CardsAndAccountsPage),
  },
  {
    path: 'my-account/favourite-numbers',
    lazy: protectedPage(() => import('./pages/orders/FavouriteNumbersPage'), (m) => m.FavouriteNumbersPage),
  },
  { path: 'my-account/current-giveaways/:page?', lazy: protectedPage(giveaways, (m) => m.CurrentGiveawaysPage) },
  { path: 'my-account/closed-giveaways/:page?', lazy: protectedPage(giveaways, (m) => m.ClosedGiveawaysPage) },
];
