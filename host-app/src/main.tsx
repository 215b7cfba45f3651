import { createDrawkit, startDiscovery } from '@drawkit/sdk';
import { DrawkitProvider } from '@drawkit/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { reportPolicyViolations } from './errors/reportPolicyViolations';
import { createRouteDiscovery } from './routeDiscovery';
import { PARTNER_PAGES_PATH, routes, STOREFRONT_PAGES } from './routes';

// The widgets' CSS (`drawkitStyles`, `notificationStyles`) is in the storefront's stylesheet,
// added at build time (rollup.config.mjs), so nothing is adopted here before the first render.

// The refresh token stays in the shop's HttpOnly cookie and the other tokens in memory, out of
// reach of any script on the page; a reload signs back in through the cookie (during init).
// The page's start-up reads come with discovery's answer, a round of calls fewer: config and
// capabilities, then on a partner page (/purchase/<slug>) its partner and offer (a round more),
// on the others the catalogue (every storefront page lists the offers), and on an offer's results
// page its latest results: the list and the draw shown in full, which otherwise wait for the
// page's module and then for each other.
const partnerPage = matchPath({ path: PARTNER_PAGES_PATH, end: false }, location.pathname);
const resultsPage = matchPath('/:productOfferKey/results', location.pathname) ?? matchPath('/:productOfferKey/winners', location.pathname);
const startup = partnerPage
  ? `partner=${encodeURIComponent(partnerPage.params.partnerSlug ?? '')}`
  : `catalogue=true${resultsPage ? `&results=${encodeURIComponent(resultsPage.params.productOfferKey ?? '')}` : ''}`;
const discoveryUrl = `${location.origin}/discover?${startup}`;
const appKey = 'drawkit-storefront';
// Discovery leaves now: the client's own call would leave only after the first render below,
// and the cookie banner (the page's largest paint) waits for its capabilities.
startDiscovery({ discoveryUrl, appKey });
const client = createDrawkit({ discoveryUrl, appKey, refreshTokenIn: 'cookie' });
// Content-Security-Policy violations go where the client reports its own failures (shop-core §8).
reportPolicyViolations(document, (error, details) => client.config.onError?.(error, details));
// The landing page's utm parameters (shop-core §9 "Kept query parameters"): carried to /cart after
// an add, into signup attribution and the channel key.
client.session.getState().keepQueryParameters(location.href);

// Restore the session (config, capabilities, stored sign-in), then the cart for the nav badge.
// Failures stay in the stores' state for the pages to show; nothing here should stop the render.
void client.session
  .getState()
  .init()
  .then(() => client.cart.getState().load())
  .catch((error: unknown) => console.error('Drawkit session start failed', error));
// Storefront pages list the offers (the footer's play and results links, the listings), so the
// catalogue is asked for as soon as the session's pricing is known, not after the page's chunk
// and first render; a partner page (/purchase/<slug>) asks for its own offer only.
if (!partnerPage) void client.catalogue.getState().load();
// A results page: its widget's first calls (on an offer's page, answered from discovery's answer)
// wait for the results store's code, a chunk it would fetch only once the page had drawn, a round
// trip after the page's own scripts. Fetched now, beside them.
const showsResults = resultsPage ?? matchPath('/:productOfferKey/results/*', location.pathname) ?? matchPath('/lotto-results/*', location.pathname);
if (showsResults) void client.results.getState().prepare();

// The router starts with the pages this URL could need, not all ~120 (routeDiscovery.ts).
const discovery = createRouteDiscovery(routes, STOREFRONT_PAGES);
const router = createBrowserRouter(discovery.initialRoutes(location.pathname), {
  patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
});
const root = document.getElementById('root');
if (!root) throw new Error('host-app: index.html has no #root element');

// Drawn in a task of its own, after the router has settled the URL's matches. On a URL with a
// parameter (an offer, its results, a partner page) the router asks patchRoutesOnNavigation first
// and then publishes the matches, in microtasks after its creation: drawn before that, the whole
// frame was drawn twice (48 components and 33 ms at 4x CPU). The start-up calls above leave first too.
setTimeout(() => {
  createRoot(root).render(
    <StrictMode>
      <DrawkitProvider client={client}>
        <RouterProvider router={router} />
      </DrawkitProvider>
    </StrictMode>,
  );
}, 0);
