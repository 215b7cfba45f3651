import type { RouteObject } from 'react-router';

/** Listings and causes (shop-core §2 "Public and shop routes"). Each page is its own lazy module. */
export const catalogueRoutes: RouteObject[] = [
  { path: 'lotto-tickets', lazy: () => import('./pages/catalogue/LottoTicketsPage').then((m) => ({ Component: m.LottoTicketsPage })) },
  { path: 'charity-tickets', lazy: () => import('./pages/catalogue/CharityTicketsPage').then((m) => ({ Component: m.CharityTicketsPage })) },
  { path: 'syndicates', lazy: () => import('./pages/catalogue/SyndicatesPage').then((m) => ({ Component: m.SyndicatesPage })) },
  { path: 'causes', lazy: () => import('./pages/catalogue/CausesPage').then((m) => ({ Component: m.CausesPage })) },
  { path: 'causes/:causeSlug', lazy: () => import('./pages/catalogue/CausePage').then((m) => ({ Component: m.CausePage })) },
  {
    path: 'causes/:causeSlug/:productOfferKey',
    lazy: () => import('./pages/catalogue/CauseOfferPage').then((m) => ({ Component: m.CauseOfferPage })),
  },
];

const buy = () => import('./pages/offer/OfferBuyPage').then((m) => ({ Component: m.OfferBuyPage }));
const terms = () => import('./pages/offer/TermsPage').then((m) => ({ Component: m.TermsPage }));

/**
 * Per product offer (shop-core §2): `/buy`, `/draw/{drawNo}`, `/draw/{drawNo}/buy`,
 * `/terms-and-conditions[/{drawNo}]`, `/your-support`, `/subscription`, `/statistics`, and
 * `/{gameTypeKey}` last: a static page name always wins over a game-type suffix, and a suffix
 * naming no game type of the offer is the 404 page.
 */
export const offerRoutes: RouteObject[] = [
  { path: ':productOfferKey/buy', lazy: buy },
  { path: ':productOfferKey/draw/:drawNo', lazy: () => import('./pages/offer/RaffleDrawPage').then((m) => ({ Component: m.RaffleDrawPage })) },
  { path: ':productOfferKey/draw/:drawNo/buy', lazy: buy },
  { path: ':productOfferKey/terms-and-conditions', lazy: terms },
  { path: ':productOfferKey/terms-and-conditions/:drawNo', lazy: terms },
  { path: ':productOfferKey/your-support', lazy: () => import('./pages/offer/YourSupportPage').then((m) => ({ Component: m.YourSupportPage })) },
  { path: ':productOfferKey/subscription', lazy: () => import('./pages/offer/SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })) },
  { path: ':productOfferKey/statistics', lazy: () => import('./pages/offer/StatisticsPage').then((m) => ({ Component: m.StatisticsPage })) },
  { path: ':productOfferKey/:gameTypeSuffix', lazy: () => import('./pages/OfferPage').then((m) => ({ Component: m.OfferPage })) },
];
