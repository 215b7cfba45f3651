import type { ApiVersionName, ServiceName } from './apiVersions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteSpec {
  method: HttpMethod;
  /** Path under the main API prefix (`/v2`), with `:name` parameters. */
  path: string;
  version: ApiVersionName;
  /** Body sent form-urlencoded instead of JSON. */
  form?: true;
  /** Needs a signed-in customer (bearer token). */
  auth?: true;
  /** The service family whose base URL (from discovery) the path is under; `main` when absent. */
  service?: ServiceName;
}

/**
 * The main-API calls the shop makes, with the spec's paths and versions (shop-core §7,
 * shop-specialised §7). The server registers these paths; the SDK calls them.
 * `GET /discover` is served at the root, outside the `/v2` prefix.
 */
export const ROUTES = {
  config: { method: 'GET', path: '/config', version: 'default' },
  capabilities: { method: 'GET', path: '/capabilities', version: 'default' },
  branding: { method: 'GET', path: '/branding', version: 'default' },
  productOffers: { method: 'GET', path: '/pricing/:pricing/product_offers', version: 'productOffers' },
  upcomingDraws: { method: 'GET', path: '/draws/upcoming/:lotteryKey', version: 'default' },
  drawDetails: { method: 'GET', path: '/draw/details/:productOfferKey/:drawNo', version: 'default' },
  drawPrizes: { method: 'GET', path: '/draw/details/:productOfferKey/:drawNo/prizes', version: 'default' },
  drawWinners: { method: 'GET', path: '/draw/details/:productOfferKey/:drawNo/winners', version: 'default' },
  statistics: { method: 'GET', path: '/statistics/:lotteryKey', version: 'default' },
  tips: { method: 'GET', path: '/tips', version: 'default' },
  resultKeys: { method: 'GET', path: '/draws/pricing/:pricing/past/result_keys', version: 'default' },
  pastResults: { method: 'GET', path: '/draws/pricing/:pricing/past', version: 'default' },
  pastCustomerResults: { method: 'GET', path: '/draws/past_customer', version: 'default', auth: true },
  archivedResults: { method: 'GET', path: '/draws/past/archived/:productOfferKey/:year/:month', version: 'default' },
  fullResult: { method: 'GET', path: '/draw/full_result/:productOfferKey/:drawNo', version: 'default' },
  fullResultCustomer: { method: 'GET', path: '/draw/full_result_customer/:productOfferKey/:drawNo', version: 'default', auth: true },
  /** Batch of full results, `?keys=offer:drawNo,...`: the SDK gathers draw-result requests (1 ms) into one. */
  fullResultBatch: { method: 'GET', path: '/draw/full_result', version: 'default' },
  fullResultCustomerBatch: { method: 'GET', path: '/draw/full_result_customer', version: 'default', auth: true },
  drawPreview: { method: 'GET', path: '/draw/preview/:productOfferKey/:drawNo', version: 'default' },
  /** Causes (shop-core §7 lists them under CMS; served by the main API here). */
  causes: { method: 'GET', path: '/causes', version: 'default' },
  cause: { method: 'GET', path: '/causes/:key', version: 'default' },
  /** Saves the signed-in customer's one set of favourite numbers. */
  favouriteNumbers: { method: 'PUT', path: '/favourite-numbers', version: 'default', auth: true },

  anonCartCreate: { method: 'POST', path: '/anon-cart', version: 'cart' },
  anonCartGet: { method: 'GET', path: '/anon-cart/:ref', version: 'cart' },
  anonCartAddItem: { method: 'POST', path: '/anon-cart/:ref/items', version: 'cart' },
  anonCartUpdateItem: { method: 'PUT', path: '/anon-cart/:ref/items/:id', version: 'cart' },
  anonCartDeleteItem: { method: 'DELETE', path: '/anon-cart/:ref/items/:id', version: 'cart' },
  anonCartConvert: { method: 'POST', path: '/anon-cart/:ref/convert', version: 'cart', auth: true },

  signup: { method: 'POST', path: '/signup', version: 'signup' },
  login: { method: 'POST', path: '/login', version: 'login' },
  refresh: { method: 'POST', path: '/refresh', version: 'default', form: true },
  logout: { method: 'GET', path: '/logout', version: 'default', auth: true },
  checkEmail: { method: 'POST', path: '/check-email', version: 'default' },
  autologin: { method: 'POST', path: '/autologin', version: 'default' },
  transfer: { method: 'POST', path: '/transfer', version: 'default', form: true },
  twoFactorResend: { method: 'POST', path: '/two-factor/resend', version: 'default' },
  passwordForgot: { method: 'POST', path: '/password/forgot', version: 'default' },
  passwordReset: { method: 'POST', path: '/password/reset', version: 'default' },
  passwordForceChange: { method: 'POST', path: '/password/force-change', version: 'default', auth: true },
  changePassword: { method: 'POST', path: '/customer/change-password', version: 'default', form: true, auth: true },
  twoFactorStatus: { method: 'GET', path: '/customer/two-factor-auth', version: 'default', auth: true },
  twoFactorDisable: { method: 'DELETE', path: '/customer/two-factor-auth', version: 'default', auth: true },
  twoFactorAuthenticatorBegin: { method: 'POST', path: '/customer/two-factor-auth/authenticator', version: 'default', auth: true },
  twoFactorAuthenticatorConfirm: {
    method: 'POST',
    path: '/customer/two-factor-auth/authenticator/confirm',
    version: 'default',
    auth: true,
  },
  twoFactorEmail: { method: 'POST', path: '/customer/two-factor-auth/email', version: 'default', auth: true },
  autologinToken: { method: 'POST', path: '/customer/autologin-token', version: 'default', auth: true },
  customer: { method: 'GET', path: '/customer', version: 'default', auth: true },
  customerConfirmAddress: { method: 'PATCH', path: '/customer/confirm-address', version: 'default', auth: true },
  customerConfirmEmailAddress: { method: 'PATCH', path: '/customer/confirm-email-address', version: 'default', auth: true },
  /** Multipart: the verification files. */
  customerVerificationFiles: { method: 'POST', path: '/customer/verification', version: 'default', auth: true },

  cartGet: { method: 'GET', path: '/cart/items', version: 'cart', auth: true },
  cartAddItem: { method: 'POST', path: '/cart/items', version: 'cart', auth: true },
  cartUpdateItem: { method: 'PUT', path: '/cart/items/:id', version: 'cart', auth: true },
  cartDeleteItem: { method: 'DELETE', path: '/cart/items/:id', version: 'cart', auth: true },
  cartPurchase: { method: 'POST', path: '/cart/purchase', version: 'cart', auth: true },
  cartPromotion: { method: 'POST', path: '/cart/promotion', version: 'cart', auth: true },
  /** Adds several items at once, all or none (body `cart_items`). */
  cartBuild: { method: 'POST', path: '/cart/build', version: 'cart', auth: true },
  anonCartBuild: { method: 'POST', path: '/anon-cart/:ref/build', version: 'cart' },
  anonCartPromotion: { method: 'POST', path: '/anon-cart/:ref/promotion', version: 'cart' },
  /** Re-adds the items of a past checkout (the replay id is the checkout id) to the customer's cart. */
  cartReplay: { method: 'POST', path: '/cart/replay/:replayId', version: 'cart', auth: true },
  depositPurchase: { method: 'POST', path: '/deposit_purchase', version: 'default', auth: true },
  paymentMethods: { method: 'GET', path: '/payment_methods', version: 'default', auth: true },
  checkout: { method: 'GET', path: '/checkout/:checkoutId', version: 'checkout', auth: true },
  cardGateways: { method: 'GET', path: '/funds/card_gateways', version: 'default', auth: true },
  addCard: { method: 'POST', path: '/funds/card/:gateway', version: 'default', auth: true },
  fundDefault: { method: 'POST', path: '/funds/:id/default', version: 'default', auth: true },
  fundDelete: { method: 'DELETE', path: '/funds/:id', version: 'default', auth: true },
  /** `POST /funds/{id}/deposit`, version 3.0 ... */
  fundDeposit: { method: 'POST', path: '/funds/:id/deposit', version: 'default', auth: true },
  /** ... and 3.4 when a security code is sent (shop-core §7): the same path. */
  fundDepositWithCode: { method: 'POST', path: '/funds/:id/deposit', version: 'checkout', auth: true },
  payPalDeposit: { method: 'POST', path: '/funds/pl/sandbox/deposit', version: 'default', auth: true },
  depositGet: { method: 'GET', path: '/deposits/:depositId', version: 'default', auth: true },
  depositComplete: { method: 'POST', path: '/deposits/:depositId/complete', version: 'default', auth: true },
  depositCancel: { method: 'POST', path: '/deposits/:depositId/cancel', version: 'default', auth: true },

  partner: { method: 'GET', path: '/partners/:slug', version: 'default' },
  partnerCart: { method: 'POST', path: '/cart/partner/:slug', version: 'cart', auth: true },
  anonPartnerCart: { method: 'POST', path: '/anon-cart/partner/:slug', version: 'cart' },
  partnerPurchase: { method: 'POST', path: '/cart/partner/:slug/purchase', version: 'partnerPurchase', auth: true },

  /** The daily-winners programme (shop-specialised §7 'Membership programme'). */
  membershipConfig: { method: 'GET', path: '/config', version: 'default', service: 'membershipConfig' },
  membershipCustomer: { method: 'GET', path: '/customer', version: 'default', service: 'membership', auth: true },
  membershipJoin: { method: 'PUT', path: '/membership', version: 'membership', auth: true },
  /** Giveaways by `type`, `when` (upcoming or past), `limit`, `offset`; entry statuses when signed in. */
  giveaways: { method: 'GET', path: '/draws', version: 'default', service: 'membership' },
  giveaway: { method: 'GET', path: '/draws/:id', version: 'default', service: 'membership' },
  giveawayUnlock: { method: 'PUT', path: '/draws/:id', version: 'default', service: 'membership', auth: true },
  membershipBenefits: { method: 'GET', path: '/benefits', version: 'default', service: 'membership', auth: true },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

/** Fills `:name` parameters, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
