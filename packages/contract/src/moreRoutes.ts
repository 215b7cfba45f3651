import { ORDERS_ROUTES } from './ordersRoutes';
import { ACCOUNT_ROUTES } from './accountRoutes';
import { RECURRING_ROUTES } from './recurringRoutes';
import { IDENTITY_ROUTES } from './identityRoutes';
import type { RouteSpec } from './routeSpec';
import { WALLET_ROUTES } from './walletRoutes';
import { CONTENT_ROUTES } from './contentRoutes';
import { PARTY_ROUTES } from './partyRoutes';

/** Every route not in CORE_ROUTES (see routes.ts): the SDK loads this table on first use. */
export const MORE_ROUTES = {
  ...ACCOUNT_ROUTES,
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
  anonCartAddItem: { method: 'POST', path: '/anon-cart/:ref/items', version: 'cart' },
  anonCartUpdateItem: { method: 'PUT', path: '/anon-cart/:ref/items/:id', version: 'cart' },
  anonCartDeleteItem: { method: 'DELETE', path: '/anon-cart/:ref/items/:id', version: 'cart' },
  anonCartConvert: { method: 'POST', path: '/anon-cart/:ref/convert', version: 'cart', auth: true },
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
  customerConfirmAddress: { method: 'PATCH', path: '/customer/confirm-address', version: 'default', auth: true },
  customerConfirmEmailAddress: { method: 'PATCH', path: '/customer/confirm-email-address', version: 'default', auth: true },
  /** Multipart: the verification files. */
  customerVerificationFiles: { method: 'POST', path: '/customer/verification', version: 'default', auth: true },
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
  /** Not named by the spec: turns Premium's monthly renewal from the wallet on or off (body `enabled`). */
  membershipRenewal: { method: 'PUT', path: '/membership/renewal', version: 'default', service: 'membership', auth: true },
  /** Limits (shop-specialised §7 'Limits'); the precommitment limit is the deposit limit. */
  spendLimits: { method: 'GET', path: '/spend-limits', version: 'default', auth: true },
  spendLimitSet: { method: 'PUT', path: '/spend-limits/:period', version: 'default', form: true, auth: true },
  spendLimitEdit: { method: 'POST', path: '/spend-limits/:period', version: 'default', form: true, auth: true },
  spendLimitDelete: { method: 'DELETE', path: '/spend-limits/:spendLimitId', version: 'default', auth: true },
  /** Not named by the spec: reads what `POST /precommitment` set. */
  precommitment: { method: 'GET', path: '/precommitment', version: 'default', auth: true },
  precommitmentSet: { method: 'POST', path: '/precommitment', version: 'default', form: true, auth: true },
  precommitmentDelete: { method: 'DELETE', path: '/precommitment', version: 'default', auth: true },
  /** A driver's licence sent for manual verification (shop-core §7 'Verification'). */
  customerVerificationLicence: { method: 'POST', path: '/customer/verification/licence', version: 'default', auth: true },
  /** Recommendation slots (shop-specialised §7 'Placement'); served by the main API here. 204 is an empty list. */
  placement: { method: 'GET', path: '/placement', version: 'default' },
  ...ORDERS_ROUTES,
  ...WALLET_ROUTES,
  ...RECURRING_ROUTES,
  ...IDENTITY_ROUTES,
  ...CONTENT_ROUTES,
  /** Group play (issue 12): partyRoutes.ts. */
  ...PARTY_ROUTES,
} as const satisfies Record<string, RouteSpec>;
