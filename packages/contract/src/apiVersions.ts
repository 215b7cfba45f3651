/**
 * API versions per call (shop-core §7, shop-specialised §7). 3.0 unless the spec gives another;
 * cart and autoplay calls use 3.3.
 */
export const API_VERSIONS = {
  default: '3.0',
  productOffers: '3.9',
  signup: '3.5',
  login: '3.2',
  cart: '3.3',
  checkout: '3.4',
  partnerPurchase: '3.2',
  customerDetails: '3.2',
  withdraw: '3.1',
  membership: '3.2',
  scheduledPurchaseCancel: '3.2',
  /** Recurring purchases (shop-specialised §7): 3.3 unless noted. */
  recurring: '3.3',
  customerVerify: '1.0',
} as const;

export type ApiVersionName = keyof typeof API_VERSIONS;

/** Path prefixes of the service families (ARCHITECTURE: the wire). */
export const SERVICE_PREFIXES = {
  main: '/v2',
  social: '/social/v3',
  membership: '/v3',
  membershipConfig: '/v4',
  cms: '/cms',
  notifications: '/notifications',
  migration: '/migration',
} as const;

export type ServiceName = keyof typeof SERVICE_PREFIXES;
