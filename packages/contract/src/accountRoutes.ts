import type { RouteSpec } from './routeSpec';

/**
 * The account area (issue 12 part 1a): details, confirmations, communication preferences and
 * closing the account (shop-core §7 "Sign-in and customer"). `PATCH /customer/confirm-address`
 * and `/confirm-email-address` are in MORE_ROUTES already.
 */
export const ACCOUNT_ROUTES = {
  customerDetails: { method: 'GET', path: '/customer/details', version: 'customerDetails', auth: true },
  customerDetailsUpdate: { method: 'POST', path: '/customer/details', version: 'customerDetails', auth: true },
  /**
   * Not named by the spec: the emailed `/my-account/confirm-address/{token}` link confirms
   * without a sign-in; the single-use token says whether it is for the postal or email address.
   */
  customerConfirmByLink: { method: 'PATCH', path: '/customer/confirm-address/:token', version: 'default' },
  /**
   * `{id}` is the signed-in customer's id, or the signed id of an emailed link (`/communication-preferences/{id}`,
   * `/unsubscribe/{id}`), which works without a sign-in for that customer only.
   */
  communicationPreferences: { method: 'GET', path: '/customer/:id/communication-preferences', version: 'default' },
  communicationPreferencesUpdate: { method: 'PUT', path: '/customer/:id/communication-preferences', version: 'default' },
  /** The marketing unsubscribe with its optional trailing segment (the product offer the email was about). */
  communicationPreferencesUnsubscribe: {
    method: 'PUT',
    path: '/customer/:id/communication-preferences/:productOfferKey',
    version: 'default',
  },
  /** Closes the signed-in customer's account (form: `password`, optional `reason`). */
  customerClose: { method: 'DELETE', path: '/customer', version: 'default', form: true, auth: true },
} as const satisfies Record<string, RouteSpec>;
