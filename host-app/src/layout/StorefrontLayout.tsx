import { siteContentStore, SITEWIDE_BANNER_LAYER } from '@drawkit/sdk';
import { NotificationStack, useDrawkit, useStore } from '@drawkit/widgets';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsentBanner } from './CookieConsentBanner';
import { CondensedFooter, Footer } from './Footer';
import { footerVariant } from './footerVariant';
import { NavBar } from './NavBar';
import { RouteProgress } from './RouteProgress';
import { useRouteHandle } from './routeHandle';
import { useOverlayRoom } from './useOverlayRoom';
import { AccountRedirects } from '../session/AccountRedirects';
import { useActivityReporting } from '../session/useActivityReporting';

// Loaded after the first render: the banner overlays the page (so its arrival shifts nothing) and the migration modal opens on its own.
const SitewideBannerBar = lazy(() => import('./SitewideBannerBar').then((m) => ({ default: m.SitewideBannerBar })));
const MigrationModal = lazy(() => import('./MigrationModal').then((m) => ({ default: m.MigrationModal })));
// Signed-in customers only, and only when the overview asks them to confirm something.
const ConfirmationBanner = lazy(() => import('./ConfirmationBanner').then((m) => ({ default: m.ConfirmationBanner })));
// The group-creation modal's host (shop-core §2): its own chunk, rendering nothing until route state opens it.
const GroupCreationHost = lazy(() => import('../pages/party/GroupCreationHost'));

/** The branded storefront's frame: navigation bar, the page, and the full or condensed footer. */
export function StorefrontLayout() {
  const client = useDrawkit();
  const route = useRouteHandle();
  useActivityReporting();
  const overlays = useRef<HTMLDivElement>(null);
  useOverlayRoom(overlays);
  const cartCount = useStore(client.cart, (state) => state.count());
  const isAuthenticated = useStore(client.session, (state) => state.isAuthenticated);
  // Navigation, footer, banner and the CMS route list (cached 24 h by the call layer).
  useEffect(() => {
    void siteContentStore(client).getState().load();
  }, [client]);
  // The same elements on every render: the layout redraws with each change of route or router
  // state, and these redraw only on what they read themselves (the location, the stores).
  const navBar = useMemo(() => <NavBar />, []);
  const cookieBanner = useMemo(() => <CookieConsentBanner />, []);
  const footer = useMemo(() => <Footer />, []);

  return (
    <div className={route.checkout ? 'site site--checkout' : 'site'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <RouteProgress />
      {/* Both arrive after the first paint: over the foot of the page, at the banner's layer, their
          arrival moves nothing on it. The banner is above the cookie question because it never comes
          first (it needs the capabilities the question waits on, and the site content, its own chunk
          and an effect's render besides), and what arrives above what shows moves nothing at all. */}
      <div className="site-overlays" ref={overlays} style={{ zIndex: SITEWIDE_BANNER_LAYER }}>
        <Suspense fallback={null}>
          <SitewideBannerBar />
        </Suspense>
        {cookieBanner}
      </div>
      {navBar}
      {isAuthenticated && (
        <Suspense fallback={null}>
          <ConfirmationBanner />
        </Suspense>
      )}
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {footerVariant(route, cartCount, isAuthenticated) === 'condensed' ? <CondensedFooter /> : footer}
      <NotificationStack />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <MigrationModal />
        </Suspense>
      )}
      <AccountRedirects />
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <GroupCreationHost signedIn={isAuthenticated} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
