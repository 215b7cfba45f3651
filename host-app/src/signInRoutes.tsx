import type { RouteObject } from 'react-router';
import type { RouteHandle } from './layout/routeHandle';
import { protectedPage } from './session/protectedPage';

const auth: RouteHandle = { auth: true };
const checkoutAuth: RouteHandle = { checkout: true, auth: true };

/**
 * Sign-in and account-security routes (shop-core §2 "Sign-in and checkout routes",
 * /my-account/login-and-security and upgrade-account). Every page is lazy.
 */
export const signInRoutes: RouteObject[] = [
  {
    path: 'login/autologin/:autologinToken',
    handle: auth,
    lazy: () => import('./pages/signIn/TokenSignInPage').then((m) => ({ Component: m.AutologinPage })),
  },
  {
    path: 'login/transfer/:autologinToken',
    handle: auth,
    lazy: () => import('./pages/signIn/TokenSignInPage').then((m) => ({ Component: m.TransferPage })),
  },
  {
    path: 'login/reset/:token',
    handle: auth,
    lazy: () => import('./pages/signIn/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  { path: 'logout', lazy: () => import('./pages/signIn/LogoutPage').then((m) => ({ Component: m.LogoutPage })) },
  {
    path: 'forgot-password',
    handle: auth,
    lazy: () => import('./pages/signIn/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'force-password-change',
    lazy: protectedPage(() => import('./pages/signIn/ForcePasswordChangePage'), (m) => m.ForcePasswordChangePage),
  },
  {
    path: 'checkout/login',
    handle: checkoutAuth,
    lazy: () => import('./pages/signIn/CheckoutLoginPage').then((m) => ({ Component: m.CheckoutLoginPage })),
  },
  {
    path: 'my-account/login-and-security',
    lazy: protectedPage(() => import('./pages/account/LoginAndSecurityPage'), (m) => m.LoginAndSecurityPage),
  },
  {
    path: 'my-account/upgrade-account',
    lazy: protectedPage(() => import('./pages/signIn/UpgradeAccountPage'), (m) => m.UpgradeAccountPage),
  },
];
