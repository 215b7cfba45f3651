import type { RouteSpec } from './routeSpec';

/**
 * The routes a first screen calls (an embedded `<drawkit-purchase>` before its first
 * interaction, the storefront's start-up): session, site config, catalogue, carts, partner and
 * sign-in. Every other route is in MORE_ROUTES, loaded by the SDK on first use.
 */
export const CORE_ROUTES = {
  config: { method: 'GET', path: '/config', version: 'default' },
  capabilities: { method: 'GET', path: '/capabilities', version: 'default' },
  branding: { method: 'GET', path: '/branding', version: 'default' },
  productOffers: { method: 'GET', path: '/pricing/:pricing/product_offers', version: 'productOffers' },
  upcomingDraws: { method: 'GET', path: '/draws/upcoming/:lotteryKey', version: 'default' },
  anonCartCreate: { method: 'POST', path: '/anon-cart', version: 'cart' },
  anonCartGet: { method: 'GET', path: '/anon-cart/:ref', version: 'cart' },
  signup: { method: 'POST', path: '/signup', version: 'signup' },
  login: { method: 'POST', path: '/login', version: 'login' },
  refresh: { method: 'POST', path: '/refresh', version: 'default', form: true },
  logout: { method: 'GET', path: '/logout', version: 'default', auth: true },
  checkEmail: { method: 'POST', path: '/check-email', version: 'default' },
  customer: { method: 'GET', path: '/customer', version: 'default', auth: true },
  cartGet: { method: 'GET', path: '/cart/items', version: 'cart', auth: true },
  partner: { method: 'GET', path: '/partners/:slug', version: 'default' },
  partnerCart: { method: 'POST', path: '/cart/partner/:slug', version: 'cart', auth: true },
  anonPartnerCart: { method: 'POST', path: '/anon-cart/partner/:slug', version: 'cart' },
} as const satisfies Record<string, RouteSpec>;

/** Fills `:name` parameters, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
