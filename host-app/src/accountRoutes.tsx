import type { RouteObject } from 'react-router';
import type { RouteHandle } from './layout/routeHandle';
import { protectedPage } from './session/protectedPage';

const checkout: RouteHandle = { checkout: true };

/**
 * The wallet deposit and the account pages block reasons point to (shop-core §2): /deposit,
 * spend limits, the precommitment (deposit) limit and verification. All protected and lazy;
 * each page checks its capability.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'deposit', handle: checkout, lazy: protectedPage(() => import('./pages/account/DepositPage'), (m) => m.DepositPage) },
  { path: 'my-account/spend-limits', lazy: protectedPage(() => import('./pages/account/SpendLimitsPage'), (m) => m.SpendLimitsPage) },
  {
    path: 'my-account/precommitment-limit',
    lazy: protectedPage(() => import('./pages/account/PrecommitmentLimitPage'), (m) => m.PrecommitmentLimitPage),
  },
  { path: 'my-account/verify-account', lazy: protectedPage(() => import('./pages/account/VerifyAccountPage'), (m) => m.VerifyAccountPage) },
  {
    path: 'my-account/manual-verification',
    lazy: protectedPage(() => import('./pages/account/VerifyAccountPage'), (m) => m.ManualVerificationPage),
  },
];
