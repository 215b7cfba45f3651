/** Anonymous cart token (and partner cart reference) lifetime: 14 days (shop-core §9). */
export const ANON_CART_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** Login cookies last the configured session time, 3600 s unless config says otherwise (shop-core §9). */
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 3600;

export const DEFAULT_STORAGE_PREFIX = 'drawkit';

export interface StorageNames {
  accessToken: string;
  refreshToken: string;
  customerId: string;
  customerToken: string;
  sessionId: string;
  pricingId: string;
  segmentName: string;
  anonCart: string;
  /** The remembered-device token of "Don't require 2FA again for N days"; kept across sign-outs. */
  deviceToken: string;
  /** `1` while the shop's HttpOnly cookie may hold a sign-in to restore (no secret: a flag). */
  signedIn: string;
  partnerCart(slug: string): string;
}

/** Every name the client stores under, prefixed so two embeds on one page keep apart. */
export function storageNames(prefix: string = DEFAULT_STORAGE_PREFIX): StorageNames {
  const name = (key: string) => `${prefix}-${key}`;
  return {
    accessToken: name('access-token'),
    refreshToken: name('refresh-token'),
    customerId: name('customer-id'),
    customerToken: name('customer-token'),
    sessionId: name('session-id'),
    pricingId: name('pricing-id'),
    segmentName: name('segment'),
    anonCart: name('anon-cart'),
    deviceToken: name('device-token'),
    signedIn: name('signed-in'),
    partnerCart: (slug) => name(`partner-cart-${slug.replace(/[^A-Za-z0-9_-]/g, '_')}`),
  };
}
