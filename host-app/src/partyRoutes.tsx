import { Navigate, type RouteObject } from 'react-router';
import { protectedPage } from './session/protectedPage';

const groups = protectedPage(() => import('./pages/party/PartyGroupsPage'), (m) => m.PartyGroupsPage);

/**
 * Group play, the lotto party (shop-specialised §2 'Group play (lotto party)'; shop-core §2):
 * the public `/lotto-party`, `/lotto-party/group` (?token= joins) and `/social-play`, and the
 * account's `/my-account/lotto-party/{page}`, `/group/{id}/{page}`, `/session/{id}`,
 * `/ticket/{id}` (protected; each page checks social-syndicates). Static paths outrank
 * `:productOfferKey`; the offer's own `/lotto-party/{offerKey}` page is untouched.
 */
export const partyRoutes: RouteObject[] = [
  { path: 'lotto-party', lazy: () => import('./pages/party/LottoPartyPage').then((m) => ({ Component: m.LottoPartyPage })) },
  { path: 'lotto-party/group', lazy: () => import('./pages/party/LottoPartyGroupPage').then((m) => ({ Component: m.LottoPartyGroupPage })) },
  { path: 'social-play', lazy: () => import('./pages/party/SocialPlayPage').then((m) => ({ Component: m.SocialPlayPage })) },
  { path: 'my-account/lotto-party', element: <Navigate to="/my-account/lotto-party/1" replace /> },
  { path: 'my-account/lotto-party/:page', lazy: groups },
  { path: 'my-account/lotto-party/group/:id', element: <Navigate to="1" relative="path" replace /> },
  { path: 'my-account/lotto-party/group/:id/:page', lazy: protectedPage(() => import('./pages/party/PartyGroupPage'), (m) => m.PartyGroupPage) },
  { path: 'my-account/lotto-party/session/:id', lazy: protectedPage(() => import('./pages/party/PartySessionPage'), (m) => m.PartySessionPage) },
  { path: 'my-account/lotto-party/ticket/:id', lazy: protectedPage(() => import('./pages/party/PartyTicketPage'), (m) => m.PartyTicketPage) },
];
