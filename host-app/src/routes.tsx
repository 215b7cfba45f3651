import type { RouteObject } from 'react-router';
import { ErrorFallback } from './errors/ErrorFallback';
import { PageLoading } from './layout/PageLoading';
import { PartnerLayout } from './layout/PartnerLayout';
import type { RouteHandle } from './layout/routeHandle';
import { StorefrontLayout } from './layout/StorefrontLayout';
import { signInRoutes } from './signInRoutes';
import { accountRoutes } from './accountRoutes';
import { recurringRoutes } from './recurringRoutes';
import { catalogueRoutes, offerRoutes } from './catalogueRoutes';
import { resultsRoutes } from './resultsRoutes';
import { dailyWinnersRoutes } from './dailyWinnersRoutes';
import { ordersRoutes } from './ordersRoutes';
import { walletRoutes } from './walletRoutes';
import { myAccountRoutes } from './myAccountRoutes';
import { identityRoutes, partnerIdentityRoutes } from './identityRoutes';
import { contentRoutes } from './contentRoutes';
import { partyRoutes } from './partyRoutes';

/** The route holding the storefront's pages, which the router is given as URLs need them (routeDiscovery.ts). */
export const STOREFRONT_PAGES = 'storefront-pages';
/** Where the partner pages live (their layout's path). */
export const PARTNER_PAGES_PATH = 'purchase/:partnerSlug';

const checkout: RouteHandle = { checkout: true };
const auth: RouteHandle = { auth: true };

/**
 * The storefront's route table. Layouts load with the app; every page is its own module,
 * fetched by the route's `lazy` the first time the route matches.
 */
export const routes: RouteObject[] = [
  {
    id: 'storefront',
    Component: StorefrontLayout,
    errorElement: <ErrorFallback />,
    children: [
      {
        // A failing page shows the fallback inside the navigation bar and footer.
        id: STOREFRONT_PAGES,
        // While the first page's module loads, the frame (navigation bar, footer, cookie banner)
        // is drawn around this (the router renders down to the nearest fallback): it paints with
        // the app's own chunk instead of after the page's.
        HydrateFallback: PageLoading,
        errorElement: <ErrorFallback />,
        children: [
          { index: true, lazy: () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage })) },
          { path: 'login', handle: auth, lazy: () => import('./pages/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          // Sign-in links, logout, password pages and login-and-security (issue 4).
          ...signInRoutes,
          // /deposit, spend limits, precommitment (deposit) limit and verification (issue 4, block-reason links).
          ...accountRoutes,
          // Autoplay, subscriptions, the combined list and scheduled purchases (issue 12).
          ...recurringRoutes,
          { path: 'cart', handle: checkout, lazy: () => import('./pages/CartPage').then((m) => ({ Component: m.CartPage })) },
          {
            path: 'cart/replay/:replayId',
            handle: checkout,
            lazy: () => import('./pages/cart/CartReplayPage').then((m) => ({ Component: m.CartReplayPage })),
          },
          {
            path: 'checkout',
            handle: checkout,
            lazy: () => import('./pages/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
          },
          // "Buy the cart now" links (shop-core §2 /cart/buy): the cart's checkout.
          {
            path: 'cart/buy',
            handle: checkout,
            lazy: () => import('./pages/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
          },
          // PayPal deposit return (protected, shop-core §2).
          {
            path: 'checkout/deposit/:depositId/success',
            handle: checkout,
            lazy: () => import('./pages/DepositReturnPage').then((m) => ({ Component: m.DepositSuccessPage })),
          },
          {
            path: 'checkout/deposit/:depositId/cancel',
            handle: checkout,
            lazy: () => import('./pages/DepositReturnPage').then((m) => ({ Component: m.DepositCancelPage })),
          },
          {
            path: 'my-account/deposit/:depositId/cancel',
            lazy: () => import('./pages/DepositReturnPage').then((m) => ({ Component: m.AccountDepositCancelPage })),
          },
          {
            path: 'receipt/:checkoutId',
            handle: checkout,
            lazy: () => import('./pages/ReceiptPage').then((m) => ({ Component: m.ReceiptPage })),
          },
          // Issue 3: listings, causes and the per-offer pages (shop-core §2). Static segments
          // outrank `:productOfferKey`, so `/syndicates` is the listing, not an offer.
          ...catalogueRoutes,
          // Issue 5: results, per offer and across offers (shop-core §2 'Results').
          ...resultsRoutes,
          // Issue 5: the daily-winners programme (shop-specialised §2); static paths outrank offer keys.
          ...dailyWinnersRoutes,
          // Issue 12: tickets, transactions, cards, favourite numbers and giveaway entries under /my-account.
          ...ordersRoutes,
          // Issue 12: withdraw and the account deposit pages (shop-core §2 'Account routes').
          ...walletRoutes,
          // Issue 12: the account home, details, preferences and closing (static paths outrank offer keys).
          ...myAccountRoutes,
          // Issue 12: /account-verification, social sign-in's return page (shop-core §2).
          ...identityRoutes,
          // Issue 12: info pages, blog, previews and app pages from the CMS; static paths outrank offer keys.
          ...contentRoutes,
          // Issue 12: group play, the lotto party (shop-specialised §2); static paths outrank offer keys.
          ...partyRoutes,
          { path: ':productOfferKey', lazy: () => import('./pages/OfferPage').then((m) => ({ Component: m.OfferPage })) },
          ...offerRoutes,
          // Unknown paths: a page the CMS lists, else the 404 page (shop-core §2).
          { path: '*', lazy: () => import('./pages/content/CatchAllPage').then((m) => ({ Component: m.CatchAllPage })) },
        ],
      },
    ],
  },
  {
    id: 'partner',
    path: PARTNER_PAGES_PATH,
    Component: PartnerLayout,
    errorElement: <ErrorFallback />,
    children: [
      {
        // As the storefront's pages: the partner frame first, this inside it.
        HydrateFallback: PageLoading,
        errorElement: <ErrorFallback />,
        children: [
          {
            index: true,
            lazy: () => import('./pages/PartnerPurchasePage').then((m) => ({ Component: m.PartnerPurchasePage })),
          },
          {
            path: 'receipt/:checkoutId',
            lazy: () => import('./pages/PartnerReceiptPage').then((m) => ({ Component: m.PartnerReceiptPage })),
          },
          // Issue 12: a partner's autologin link (shop-core §2 'Partner purchase').
          ...partnerIdentityRoutes,
          // "partner 404 for /purchase/{partnerSlug}/*" (shop-specialised §2).
          { path: '*', lazy: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];
