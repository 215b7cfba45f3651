import { formatMoney, showsContentLink, siteContentStore } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { signInPath } from '../session/safeRedirect';
import { useCapabilities } from '../session/useCapabilities';
import { shopLinks } from './shopLinks';
import { SiteLink, SiteNavLink } from './SiteLink';

/** Logo home, Login or Account (with the wallet balance), and the cart with its item count (shop-core §2). */
export function NavBar() {
  const client = useDrawkit();
  const location = useLocation();
  const isAuthenticated = useStore(client.session, (state) => state.isAuthenticated);
  const cartCount = useStore(client.cart, (state) => state.count());
  const showBell = useCapabilities()('notifications-feed');

  return (
    <header className="site-header">
      <nav className="navbar" aria-label="Main">
        <SiteLink to="/" className="navbar__logo" aria-label="Drawkit home">
          <span className="navbar__logo-mark" aria-hidden="true">
            ●
          </span>
          Drawkit
        </SiteLink>
        <ShopNav />
        <div className="navbar__actions">
          {isAuthenticated && showBell && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          {isAuthenticated ? (
            <AccountMenu />
          ) : (
            <SiteLink className="navbar__login" to={location.pathname === '/login' ? '/login' : signInPath(location.pathname)}>
              Login
            </SiteLink>
          )}
          <CartLink count={cartCount} />
        </div>
      </nav>
    </header>
  );
}

export function CartLink({ count }: { count: number }) {
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <SiteLink to="/cart" className="navbar__cart" aria-label={label}>
      Cart
      {count > 0 && (
        <span className="badge" data-testid="cart-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </SiteLink>
  );
}

/** "Account", with the wallet balance when the wallet-balance capability is on. */
function AccountMenu() {
  const client = useDrawkit();
  const customer = useStore(client.session, (state) => state.customer);
  const showBalance = useCapabilities()('wallet-balance');

  useEffect(() => {
    if (!customer) void client.session.getState().loadCustomer();
  }, [client, customer]);

  return (
    <details className="account-menu">
      <summary className="account-menu__button" data-testid="account-button">
        Account
        {showBalance && customer && <span className="account-menu__balance">{formatMoney(customer.balance)}</span>}
      </summary>
      <div className="account-menu__panel">
        {customer && (
          <p>
            Signed in as {customer.firstname} {customer.lastname}
          </p>
        )}
        <p>
          <SiteLink to="/my-account">My account</SiteLink>
        </p>
        <button type="button" className="button" onClick={() => void client.session.getState().logout()}>
          Log out
        </button>
      </div>
    </details>
  );
}

// Signed in, with the notifications feed only: the bell and its store load on demand.
const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })));

// Loaded only for segments with the programme: its store and rules stay out of the first route.
const MembershipNavItem = lazy(() => import('./MembershipNavItem'));

/** The primary items: the listings the segment's capabilities allow (shop-core §2), and the daily-winners item. */
function ShopNav() {
  const client = useDrawkit();
  const can = useCapabilities();
  // "the social-play item goes straight to the group page if the cart holds a syndicate share" (shop-core §2).
  const holdsShare = useStore(client.cart, (state) => state.cart?.cartItems.some((item) => item.productType === 'syndicate_share') ?? false);
  const links = shopLinks(can).map((link) => (link.to === '/social-play' && holdsShare ? { ...link, to: '/lotto-party/group' } : link));
  const membership = can('membership-programme');
  // The CMS's primary items (internal or external links), after the listings.
  const cmsLinks = useStore(siteContentStore(useDrawkit()), (state) => state.siteConfig?.navigation ?? []).filter((link) => showsContentLink(link, can));
  if (links.length === 0 && !membership && cmsLinks.length === 0) return null;
  return (
    <ul className="navbar__items">
      {links.map((link) => (
        <li key={link.to}>
          <SiteNavLink to={link.to}>{link.label}</SiteNavLink>
        </li>
      ))}
      {membership && (
        <li>
          <Suspense fallback={null}>
            <MembershipNavItem />
          </Suspense>
        </li>
      )}
      {cmsLinks.map((link) => (
        <li key={link.href}>{link.external ? <a href={link.href} rel="noopener noreferrer">{link.label}</a> : <SiteNavLink to={link.href}>{link.label}</SiteNavLink>}</li>
      ))}
    </ul>
  );
}
