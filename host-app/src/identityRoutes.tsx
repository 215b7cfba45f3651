import type { RouteObject } from 'react-router';
import type { RouteHandle } from './layout/routeHandle';

const auth: RouteHandle = { auth: true };

/**
 * Identity routes of issue 12 (parts 6–8): the public /account-verification landing and the
 * social sign-in return page. Every page is lazy; the account's own verification pages are in
 * accountRoutes.tsx (/my-account/verify-account, manual-verification).
 */
export const identityRoutes: RouteObject[] = [
  {
    path: 'account-verification',
    lazy: () => import('./pages/identity/AccountVerificationPage').then((m) => ({ Component: m.AccountVerificationPage })),
  },
  {
    path: 'login/social/:provider',
    handle: auth,
    lazy: () => import('./pages/identity/SocialReturnPage').then((m) => ({ Component: m.SocialReturnPage })),
  },
];

/** Children of `/purchase/:partnerSlug` (the partner layout). */
export const partnerIdentityRoutes: RouteObject[] = [
  {
    path: 'autologin/:autologinToken',
    lazy: () => import('./pages/identity/PartnerAutologinPage').then((m) => ({ Component: m.PartnerAutologinPage })),
  },
];
