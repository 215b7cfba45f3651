import { useDrawkit, useStore } from '@drawkit/widgets';
import type { CustomerOverview } from '@drawkit/sdk';
import { Navigate, useLocation } from 'react-router';

export const FORCE_PASSWORD_CHANGE_PATH = '/force-password-change';
export const UPGRADE_ACCOUNT_PATH = '/my-account/upgrade-account';

/** Paths a flagged customer may still open: the page they are sent to, and logging out. */
const ALLOWED = new Set([FORCE_PASSWORD_CHANGE_PATH, UPGRADE_ACCOUNT_PATH, '/logout']);

/**
 * "A signed-in customer who must change password is redirected to the forced-password-change
 * page; one needing an account upgrade goes to the upgrade page" (shop-core §2). The password
 * change comes first.
 */
export function accountRedirect(customer: CustomerOverview | null, pathname: string): string | null {
  if (!customer || ALLOWED.has(pathname)) return null;
  if (customer.forcePasswordChange) return FORCE_PASSWORD_CHANGE_PATH;
  if (customer.accountUpgrade) return UPGRADE_ACCOUNT_PATH;
  return null;
}

/** Mounted in the storefront layout: sends a flagged, signed-in customer where the flag says. */
export function AccountRedirects() {
  const client = useDrawkit();
  const location = useLocation();
  const isAuthenticated = useStore(client.session, (s) => s.isAuthenticated);
  const customer = useStore(client.session, (s) => s.customer);
  const to = isAuthenticated ? accountRedirect(customer, location.pathname) : null;
  if (!to) return null;
  const back = location.pathname + location.search;
  return <Navigate to={`${to}?redirect=${encodeURIComponent(back)}`} replace />;
}
