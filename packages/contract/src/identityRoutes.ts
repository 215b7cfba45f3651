import type { RouteSpec } from './routeSpec';

/**
 * Routes of issue 12's parts 6–8 (shop-core §7 'Sign-in and customer', 'Verification';
 * shop-specialised §7 'Placement'). `POST /customer/verification` (multipart) was in
 * MORE_ROUTES already as `customerVerificationFiles`.
 */
export const IDENTITY_ROUTES = {
  /** "GET /locate": the country (and subvariant) the request comes from. */
  locate: { method: 'GET', path: '/locate', version: 'default' },
  termsAccept: { method: 'POST', path: '/customer/terms-and-conditions', version: 'default', auth: true },
  termsAcceptLocation: { method: 'POST', path: '/customer/terms-and-conditions/location', version: 'default', auth: true },
  /** Social sign-in: an id token from the provider signs in the customer who linked it. */
  socialAuthentication: { method: 'POST', path: '/social-authentication', version: 'default' },
  socialLink: { method: 'POST', path: '/social-authentication/link', version: 'default', auth: true },
  socialList: { method: 'GET', path: '/social-authentication/list', version: 'default', auth: true },
  socialUnlink: { method: 'POST', path: '/social-authentication/unlink', version: 'default', auth: true },
  /** "POST /customer/verify" (customer-verify family, version 1.0): the customer's verification, re-read. */
  customerVerify: { method: 'POST', path: '/customer/verify', version: 'customerVerify', auth: true },
  verificationConnectId: { method: 'POST', path: '/customer/verification/connectid', version: 'default', auth: true },
  verificationConnectIdCallback: { method: 'POST', path: '/customer/verification/connectid/callback', version: 'default', auth: true },
  /** greenID behind the same provider interface (not named by the spec's paths). */
  verificationGreenId: { method: 'POST', path: '/customer/verification/greenid', version: 'default', auth: true },
  verificationGreenIdCallback: { method: 'POST', path: '/customer/verification/greenid/callback', version: 'default', auth: true },
  /** "POST /placement/cart/prime with segment ids". */
  placementCartPrime: { method: 'POST', path: '/placement/cart/prime', version: 'default' },
} as const satisfies Record<string, RouteSpec>;
