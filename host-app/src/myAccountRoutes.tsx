import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { protectedPage } from './session/protectedPage';

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => () => load().then((m) => ({ Component: pick(m) }));

/**
 * The account area's home, details and preferences (issue 12 part 1a; shop-core §2): /my-account,
 * my-details, confirm-address/{token?} (not protected), /change-Password, communication
 * preferences (protected, and by an emailed link), unsubscribe, and closing the account. Static
 * paths, so they come before `:productOfferKey`.
 */
export const myAccountRoutes: RouteObject[] = [
  { path: 'my-account', lazy: protectedPage(() => import('./pages/myAccount/AccountHomePage'), (m) => m.AccountHomePage) },
  { path: 'my-account/my-details', lazy: protectedPage(() => import('./pages/myAccount/MyDetailsPage'), (m) => m.MyDetailsPage) },
  { path: 'my-account/confirm-address/:token?', lazy: page(() => import('./pages/myAccount/ConfirmAddressPage'), (m) => m.ConfirmAddressPage) },
  { path: 'change-Password', lazy: protectedPage(() => import('./pages/myAccount/ChangePasswordPage'), (m) => m.ChangePasswordPage) },
  {
    path: 'communication-preferences',
    lazy: protectedPage(() => import('./pages/myAccount/CommunicationPreferencesPage'), (m) => m.CommunicationPreferencesPage),
  },
  {
    path: 'communication-preferences/:id',
    lazy: page(() => import('./pages/myAccount/CommunicationPreferencesPage'), (m) => m.LinkedCommunicationPreferencesPage),
  },
  { path: 'unsubscribe/:customerId/:productOfferKey?', lazy: page(() => import('./pages/myAccount/UnsubscribePage'), (m) => m.UnsubscribePage) },
  // Guards itself: once the account is closed the session ends and the page goes to /success (shop-core §4).
  { path: 'close-my-account', lazy: page(() => import('./pages/myAccount/CloseAccountPage'), (m) => m.CloseAccountPage) },
  { path: 'close-my-account/success', lazy: page(() => import('./pages/myAccount/CloseAccountPage'), (m) => m.CloseAccountSuccessPage) },
];
