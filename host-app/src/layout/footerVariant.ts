import type { RouteHandle } from './routeHandle';

export type FooterVariant = 'full' | 'condensed';

/**
 * "A condensed footer replaces it on checkout pages when the cart has items, and on login and
 * register pages when signed out" (shop-core §2).
 */
export function footerVariant(route: RouteHandle, cartCount: number, isAuthenticated: boolean): FooterVariant {
  if (route.checkout && cartCount > 0) return 'condensed';
  if (route.auth && !isAuthenticated) return 'condensed';
  return 'full';
}
