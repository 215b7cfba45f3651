import { type AnchorHTMLAttributes, type MouseEvent, useContext } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useLocation } from 'react-router';

/**
 * Links of the storefront's frame (navigation bar, footer, cookie banner) to the shop's own
 * absolute paths, followed in the page as React Router's Link follows them.
 *
 * Link and NavLink resolve their path against the route they sit in, so each one redraws whenever
 * the router's state changes: on an offer's results page, the 30 to 40 links of the frame redrew
 * when the page's module arrived, and each footer link once more on its own afterwards. These
 * read only the router's navigator, which stays the same for the router's life, and SiteNavLink
 * the location as well. The shop has no basename, so `to` is the href.
 */
export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the shop: `/`, `/cart`, `/about/privacy?x=1#y`. */
  to: string;
}

/** As Link: a plain left click without modifier keys, for this window, is followed by the router. */
function followsInPage(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function SiteLink({ to, onClick, target, ...anchor }: SiteLinkProps) {
  // Neither changes while the router lives; the router's location is read at the click.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followsInPage(event, target)) return;
    // The href as the browser resolves it (against the page's <base>), followed in the page.
    const url = new URL(event.currentTarget.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const path = `${url.pathname}${url.search}${url.hash}`;
    // As Link: the page already shown is replaced in the history, not added again.
    const shown = dataRouter?.router.state.location ?? window.location;
    const here = `${shown.pathname}${shown.search}${shown.hash}`;
    if (here === path) navigator.replace(path);
    else navigator.push(path);
  };
  return <a {...anchor} href={to} target={target} onClick={follow} />;
}

/** NavLink's rule (without `end`, case aside): the path itself or a page under it; `/` only itself. */
export function isActivePath(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const path = (to.split(/[?#]/)[0] ?? '').toLowerCase();
  if (here === path) return true;
  if (path === '/') return false;
  const stem = path.endsWith('/') ? path.slice(0, -1) : path;
  return here.startsWith(`${stem}/`);
}

/** A SiteLink marked as NavLink marks it while its page, or one under it, is shown: class `active`, `aria-current="page"`. */
export function SiteNavLink({ className, ...link }: SiteLinkProps) {
  const active = isActivePath(useLocation().pathname, link.to);
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ');
  return <SiteLink {...link} className={classes || undefined} aria-current={active ? 'page' : undefined} />;
}
