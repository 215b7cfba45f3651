import { NotificationStack, useDrawkit, useStore } from '@drawkit/widgets';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CondensedFooter, Footer } from './Footer';
import { footerVariant } from './footerVariant';
import { NavBar } from './NavBar';
import { RouteProgress } from './RouteProgress';
import { useRouteHandle } from './routeHandle';
import { AccountRedirects } from '../session/AccountRedirects';
import { useActivityReporting } from '../session/useActivityReporting';

// The group-creation modal's host (shop-core §2): its own chunk, rendering nothing until route state opens it.
const GroupCreationHost = lazy(() => import('../pages/party/GroupCreationHost'));

/** The branded storefront's frame: navigation bar, the page, and the full or condensed footer. */
export function StorefrontLayout() {
  const client = useDrawkit();
  const route = useRouteHandle();
  useActivityReporting();
  const cartCount = useStore(client.cart, (state) => state.count());
  const isAuthenticated = useStore(client.session, (state) => state.isAuthenticated);

  return (
    <div className={route.checkout ? 'site site--checkout' : 'site'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <RouteProgress />
      <NavBar />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {footerVariant(route, cartCount, isAuthenticated) === 'condensed' ? <CondensedFooter /> : <Footer />}
      <NotificationStack />
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
