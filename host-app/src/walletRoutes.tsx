import type { RouteObject } from 'react-router';
import { protectedPage } from './session/protectedPage';

const withdraw = () => import('./pages/wallet/WithdrawalPages');
const deposits = () => import('./pages/wallet/DepositPages');

/**
 * Money out and in from the account (shop-core §2 'Account routes', issue 12): withdraw (with its
 * summary and details) and the account deposit (summary, authorisation, details with /success
 * and /failure). All protected and lazy; each page checks its capability.
 */
export const walletRoutes: RouteObject[] = [
  { path: 'my-account/withdraw', lazy: protectedPage(() => import('./pages/wallet/WithdrawPage'), (m) => m.WithdrawPage) },
  { path: 'my-account/withdraw/summary/:transactionId', lazy: protectedPage(withdraw, (m) => m.WithdrawSummaryPage) },
  { path: 'my-account/withdraw/details/:withdrawId', lazy: protectedPage(withdraw, (m) => m.WithdrawDetailsPage) },
  { path: 'my-account/deposit', lazy: protectedPage(() => import('./pages/wallet/AccountDepositPage'), (m) => m.AccountDepositPage) },
  { path: 'my-account/deposit/summary/:transactionId', lazy: protectedPage(deposits, (m) => m.DepositSummaryPage) },
  { path: 'my-account/deposit/authorisation/:depositId', lazy: protectedPage(deposits, (m) => m.DepositAuthorisationPage) },
  { path: 'my-account/deposit/details/:depositId', lazy: protectedPage(deposits, (m) => m.DepositStatusPage) },
  { path: 'my-account/deposit/details/:depositId/success', lazy: protectedPage(deposits, (m) => m.DepositSuccessDetailsPage) },
  { path: 'my-account/deposit/details/:depositId/failure', lazy: protectedPage(deposits, (m) => m.DepositFailureDetailsPage) },
];
