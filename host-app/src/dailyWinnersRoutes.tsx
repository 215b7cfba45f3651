import type { RouteObject } from 'react-router';

/**
 * The daily-winners programme (shop-specialised §2): `/daily-winners`, `/daily-winners/winners`,
 * `/daily-winners/deposit`, `/daily-winners/giveaways/{giveawayType}/{drawNumber}` and
 * `/daily-winners/membership-tiers`. Each page checks its capabilities (DailyWinnersGate).
 */
export const dailyWinnersRoutes: RouteObject[] = [
  {
    id: 'daily-winners',
    path: 'daily-winners',
    lazy: () => import('./pages/dailyWinners/DailyWinnersPage').then((m) => ({ Component: m.DailyWinnersPage })),
  },
  {
    id: 'daily-winners-winners',
    path: 'daily-winners/winners',
    lazy: () => import('./pages/dailyWinners/PastWinnersPage').then((m) => ({ Component: m.PastWinnersPage })),
  },
  {
    id: 'daily-winners-deposit',
    path: 'daily-winners/deposit',
    lazy: () => import('./pages/dailyWinners/DailyWinnersDepositPage').then((m) => ({ Component: m.DailyWinnersDepositPage })),
  },
  {
    id: 'daily-winners-giveaway',
    path: 'daily-winners/giveaways/:giveawayType/:drawNumber',
    lazy: () => import('./pages/dailyWinners/GiveawayDetailsPage').then((m) => ({ Component: m.GiveawayDetailsPage })),
  },
  {
    id: 'daily-winners-membership-tiers',
    path: 'daily-winners/membership-tiers',
    lazy: () => import('./pages/dailyWinners/MembershipTiersPage').then((m) => ({ Component: m.MembershipTiersPage })),
  },
];
