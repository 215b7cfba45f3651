import type { RouteObject } from 'react-router';

const allResults = () => import('./pages/results/AllResultsPage').then((m) => ({ Component: m.AllResultsPage }));
const offerResults = () => import('./pages/results/OfferResultsPage').then((m) => ({ Component: m.OfferResultsPage }));

/**
 * Results (shop-core §2): `/lotto-results/{page?}`, `/lotto-results/raffles/{page?}` (route name
 * all-raffles-results), `/lotto-results/lotteries/{page?}` (all-lotteries-results), and per offer
 * `/{key}/results`, `/{key}/winners`, `/{key}/results/draw/{drawNo}`, `/{key}/results/{date}`
 * (archived by month). A page query parameter works beside the path's page; pages are at least 1.
 */
export const resultsRoutes: RouteObject[] = [
  { id: 'all-results', path: 'lotto-results/:page?', lazy: allResults },
  { id: 'all-raffles-results', path: 'lotto-results/raffles/:page?', lazy: allResults },
  { id: 'all-lotteries-results', path: 'lotto-results/lotteries/:page?', lazy: allResults },
  { path: ':productOfferKey/results', lazy: offerResults },
  { path: ':productOfferKey/winners', lazy: offerResults },
  { path: ':productOfferKey/results/draw/:drawNo', lazy: offerResults },
  {
    path: ':productOfferKey/results/:date',
    lazy: () => import('./pages/results/ArchivedResultsPage').then((m) => ({ Component: m.ArchivedResultsPage })),
  },
];
