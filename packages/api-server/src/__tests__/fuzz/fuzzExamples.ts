/**
 * Good requests the fuzz suite spoils one part at a time, so that bad values reach past the
 * schema's first refusal (and good-looking values with odd characters reach the handlers and
 * the database). A route without an example is still fuzzed with every generic case; its
 * fields are found from the server's own 422 answer ("This field is required" names them).
 */
import type { RouteName } from '@drawkit/contract';
import { card, signupRequest, superJackpotItem } from '../helpers/fixtures';

/** Path parameters by name; a name not here gets `x1`. Ids the suite makes are filled in at run time. */
export const PARAM_EXAMPLES: Record<string, string> = {
  pricing: 'standard',
  lotteryKey: 'super_jackpot_lottery',
  productOfferKey: 'super_jackpot_lottery',
  drawNo: '1',
  year: '2026',
  month: '3',
  key: 'make_a_smile',
  slug: 'demo-partner',
  gateway: 'sandbox',
  period: 'week',
  file: 'logo.svg',
  collection: 'blog_posts',
  '*': 'lotteries/super_jackpot_lottery',
};

const amount = { amount: 500, currency: 'AUD' };
const purchase = { channelKey: 'web', metadata: { pageUrl: 'http://localhost:8080/cart', utmSource: 'fuzz' } };

/** JSON bodies in camelCase (sent in snake_case); form bodies as their fields. */
/** A contract route's name, or `METHOD path` of an EXTRA_ROUTES entry. */
type ExampleKey = RouteName | `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'} /${string}`;

export const BODY_EXAMPLES: Partial<Record<ExampleKey, Record<string, unknown>>> = {
  signup: {
    ...signupRequest({ email: 'fuzz-signup@example.test' }),
    addressLine2: 'Unit 4',
    attribution: { utmSource: 'fuzz' },
    metadata: { source: 'fuzz' },
  },
  login: { email: 'fuzz-nobody@example.test', password: 'not the password', otp: '123456', rememberDevice: true, deviceToken: 'device-1' },
  refresh: { refresh_token: 'not-a-refresh-token' },
  checkEmail: { emailOrToken: 'fuzz-nobody@example.test' },
  anonCartCreate: {},
  anonCartAddItem: superJackpotItem() as unknown as Record<string, unknown>,
  anonCartUpdateItem: superJackpotItem() as unknown as Record<string, unknown>,
  cartAddItem: superJackpotItem() as unknown as Record<string, unknown>,
  cartUpdateItem: superJackpotItem() as unknown as Record<string, unknown>,
  partnerCart: { cartReference: 'ref-1', cartItem: superJackpotItem() },
  anonPartnerCart: { cartItem: superJackpotItem() },
  cartBuild: { cartItems: [superJackpotItem()] },
  anonCartBuild: { cartItems: [superJackpotItem()] },
  cartPromotion: { promotionCode: 'WELCOME5' },
  anonCartPromotion: { promotionCode: 'WELCOME5' },
  cartPurchase: { ...purchase, purchaseData: { paymentMethod: 'wallet' } },
  depositPurchase: { deposit: { amount, card: card(), saveCard: false }, purchase },
  partnerPurchase: { cartItem: superJackpotItem(), deposit: null, purchase: { channelKey: 'demo_partner_web' } },
  addCard: { card: card(), makeDefault: true },
  fundDeposit: { amount, securityCode: '123' },
  payPalDeposit: { amount, purchase, partnerSlug: 'demo-partner', returnUrl: 'http://localhost:8081/return' },
  autologin: { token: 'a'.repeat(24), code: '123456', rememberDevice: true, deviceToken: 'device-1' },
  transfer: { token: 'a'.repeat(24), code: '123456' },
  twoFactorResend: { emailOrToken: 'fuzz-nobody@example.test' },
  passwordForgot: { email: 'fuzz-nobody@example.test' },
  passwordReset: { token: 'a'.repeat(24), password: 'a new password' },
  passwordForceChange: { password: 'a new password' },
  changePassword: { current_password: 'not the password', new_password: 'a new password' },
  // Account area (issue 12): details as a full record, preferences as a map and as the unsubscribe form, and a
  // closure with a wrong password, so no variant closes the suite's account.
  customerDetailsUpdate: {
    firstname: 'Fuzz',
    lastname: 'Shopper',
    email: 'fuzz-details@example.test',
    phone: '0412 345 678',
    address: '1 Fuzz Street',
    addressLine2: 'Unit 2',
    suburb: 'Brisbane City',
    state: 'QLD',
    postcode: '4000',
    country: 'Australia',
  },
  communicationPreferencesUpdate: { preferences: { email: true, sms: false } },
  communicationPreferencesUnsubscribe: { preferences: { email: false }, unsubscribeReasons: ['Other'] },
  customerClose: { password: 'not the password', reason: 'fuzz' },
  twoFactorAuthenticatorConfirm: { code: '123456' },
  autologinToken: { purpose: 'autologin' },
  favouriteNumbers: { favouriteNumbers: { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] } },
  membershipJoin: { membershipProgram: 'daily_winners', membershipStatus: 'member', metadata: { source: 'fuzz' } },
  giveawayUnlock: { entryStatus: 'unlocked' },
  membershipRenewal: { enabled: false },
  spendLimitSet: { amount: '25' },
  spendLimitEdit: { amount: '25.50' },
  precommitmentSet: { limit: '100', period: 'week' },
  bankAccountAdd: { code: '062-000', accountNumber: '12345678', accountName: 'Fuzz Account', type: 'national' },
  withdraw: { amount: 100, currency: 'AUD' },
  customerVerificationLicence: { licenceNumber: 'AB1234', licenceState: 'QLD', cardNumber: 'CD123456' },
  autoplayUpdate: { numGames: 3, causeKey: 'kids_hospital' },
  autoplaySetMinimumJackpot: { minimum_jackpot_amount: '20000000' },
  autoplaySetQuickpick: { quickpick: 'true' },
  autoplayPause: { paused_until: '2030-01-01' },
  autoplayStatus: { status: 'recurring_status_timed_pause', pausedUntil: '2030-01-01T00:00:00Z' },
  subscriptionUpdate: { causeKey: 'kids_hospital' },
  subscriptionStatus: { status: 'recurring_status_cancelled' },
  'POST /3ds/notify': { deposit_id: 'dep-1', token: 't'.repeat(12), outcome: 'complete' },
  'POST /sandbox/paypal/approve/:depositId': { token: 't'.repeat(12), outcome: 'approve' },
  'POST /__test/clock': { advance_ms: 1000 },
  feedbackEvent: { category: 'user', eventType: 'feedback_event', name: 'feedback', rating: 'neutral', comment: 'fuzz', source: '/', variant: '' },
  cmsCreateItem: { name: 'Fuzz', email: 'fuzz-nobody@example.test', message: 'Hello' },
  notificationsRead: { ids: [] },
};

/** Query strings of routes that read one, as their parameters (snake_case, as sent). */
export const QUERY_EXAMPLES: Partial<Record<ExampleKey, Record<string, string>>> = {
  upcomingDraws: { limit: '5' },
  pastResults: { limit: '5', offset: '0', category: 'lottery', product_offer_key: 'super_jackpot_lottery' },
  pastCustomerResults: { limit: '5', offset: '0' },
  fullResultBatch: { keys: 'super_jackpot_lottery:1,super_jackpot_lottery:2' },
  fullResultCustomerBatch: { keys: 'super_jackpot_lottery:1' },
  causes: { slug: 'make_a_smile', limit: '10' },
  paymentMethods: { filter: 'funds.cart eq true' },
  autoplays: { limit: '10', offset: '0' },
  subscriptions: { limit: '10', offset: '0', lottery_keys: 'set_for_life2020,super_jackpot_lottery' },
  recurringPurchases: { limit: '10', offset: '0' },
  scheduledPurchases: { limit: '10', offset: '0' },
  recurringPurchaseMethodSet: { recurring_purchase_method: 'wallet' },
  giveaways: { type: 'daily', when: 'upcoming', limit: '10', offset: '0' },
  placement: { keys: 'home,cart', branding_key: 'default', cart: '[{"lottery_key":"super_jackpot_lottery","draw_number":1}]' },
  'GET /v2/draws/events': { app_key: 'drawkit-storefront', offers: 'super_jackpot_lottery', events: 'draw-completed' },
  'GET /benefits/sso': { token: 't'.repeat(20) },
  'GET /dev/mailbox/messages': { to: 'fuzz-nobody@example.test', kind: 'two_factor_code', limit: '5' },
  'GET /3ds/challenge/:depositId': { token: 't'.repeat(12) },
  'GET /sandbox/paypal/approve/:depositId': { token: 't'.repeat(12) },
  cmsPages: { slug: 'about', locale: 'en-AU' },
  cmsItems: { category: 'lotto-news', page: '1' },
  cmsPreviewItems: { preview_token: 'p'.repeat(20), status: 'any' },
};
