// Enumerations named by the spec, shared by the server and the SDK.

/** Cart item and product offer types (shop-core §3, shop-specialised §3). */
export const PRODUCT_TYPES = [
  'lottery_ticket',
  'multi_draw_ticket',
  'raffle_ticket',
  'syndicate_share',
  'social_syndicate_share',
  'membership',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** ProductOffer.type (shop-specialised §3). */
export const PRODUCT_OFFER_TYPES = ['lottery_ticket', 'raffle_ticket', 'syndicate_share', 'membership'] as const;
export type ProductOfferType = (typeof PRODUCT_OFFER_TYPES)[number];

/** Draw statuses in lifecycle order (shop-core §4). */
export const DRAW_STATUSES = [
  'DRAW_OPEN',
  'DRAW_CLOSED',
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
  'DRAW_CAPPED',
] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/** "results available for drawn, scored, paid, emailed" (shop-core §4). */
export const RESULT_DRAW_STATUSES: readonly DrawStatus[] = ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'];

/** Raffle draw purchase statuses; only open and pre_order can be bought (shop-specialised §4). */
export const RAFFLE_PURCHASE_STATUSES = ['open', 'sold_out', 'past_draw', 'pre_order'] as const;
export type RafflePurchaseStatus = (typeof RAFFLE_PURCHASE_STATUSES)[number];

/** "Game types in order" (shop-specialised §2). */
export const GAME_TYPE_ORDER = [
  'deferred',
  'standard',
  'sequential',
  'random',
  'strike_standard',
  'strike_boxed',
  'reduced_system',
  'mega_combo',
  'powerhit',
  'powerpik',
  'syndicate',
  'lotto_party',
] as const;

/** Every game type key: the ordered ones, plus the extra keys of §3. */
export const GAME_TYPE_KEYS = [...GAME_TYPE_ORDER, 'powerhit_super_combo', 'powerpik_system'] as const;
export type GameTypeKey = (typeof GAME_TYPE_KEYS)[number];

/** Game-type suffixes on an offer's URL; sequential and strike_standard have none (shop-specialised §2). */
export const GAME_TYPE_URL_SUFFIXES: Readonly<Record<GameTypeKey, string | null>> = {
  deferred: 'subscriptions',
  standard: 'standard',
  sequential: null,
  random: 'random',
  strike_standard: null,
  strike_boxed: 'boxed',
  reduced_system: 'systems',
  mega_combo: 'super-combos',
  powerhit: 'powerhit',
  powerpik: 'powerpik',
  syndicate: 'syndicates',
  lotto_party: 'lotto-party',
  powerhit_super_combo: null,
  powerpik_system: null,
};

/** Placeholders shown for the shop-picked set of these game types (shop-specialised §9). */
export const GAME_TYPE_PLACEHOLDERS = { powerhit: 'PH', powerpik: 'PP' } as const;

export const AVAILABILITIES = ['available', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Recurring availability (shop-specialised §4). */
export const RECURRING_AVAILABILITIES = ['never', 'optional', 'always'] as const;
export type RecurringAvailability = (typeof RECURRING_AVAILABILITIES)[number];

export const RECURRING_MODES = ['autoplay', 'subscription', 'combined_recurring_purchase'] as const;
export type RecurringMode = (typeof RECURRING_MODES)[number];

/** Checkout steps and their numbers (shop-core §4). */
export const CHECKOUT_STEPS = {
  login_register: 1,
  login: 2,
  register: 2,
  '2fa': 2,
  select_payment: 3,
} as const;
export type CheckoutStep = keyof typeof CHECKOUT_STEPS;

/** Request load states used by every SDK store (shop-core §4). */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Partner fetch status: ready before any fetch, then pending, resolved or rejected (shop-specialised §3). */
export type PartnerStatus = 'ready' | 'pending' | 'resolved' | 'rejected';

/** Capability flags named by the spec (shop-core §1 and §6). */
export const CAPABILITY_NAMES = [
  'account-details-manage',
  'commercial-lotteries',
  'charity-lotteries',
  'responsible-gambling',
  'cookie-consent',
  'blog',
  'terms-of-use',
  'native-app',
  'feedback',
  'multi-offer-site',
  'sub-variants',
  'sitewide-banner',
  'social-syndicates',
  'viewing-orders',
  'giveaway-entries',
  'favourite-numbers',
  'spend-limits',
  'subscription-manage',
  'wallet-withdrawal',
  'verify-ID',
  'syndicates',
  'membership-programme',
  'membership-purchase',
  'partner-purchase',
  'notifications-feed',
  'wallet-balance',
  'customer-migration',
  'wallet_deposit',
  'wallet_withdrawal',
  'wallet_withdrawal_npp',
  'wallet_withdrawal_payid',
  'spend_limits',
  'deposit_limits',
  'autoplay',
  'vouchers',
  'verification',
  'customer-deactivate',
  'pre_order',
  'scheduled_purchase',
  // shop-specialised §6: the pre-cart drawer's recommended draws, and placements in general.
  'pre-cart-recommended-draws',
  'placements',
] as const;
export type CapabilityName = (typeof CAPABILITY_NAMES)[number];

/** Payment method kinds offered at checkout. */
/** `bank`: a stored bank account, which only pays out (withdrawals). */
export const PAYMENT_METHOD_TYPES = ['wallet', 'card', 'paypal', 'bank'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Ledger entry kinds: every movement of money is one of these. */
export const LEDGER_KINDS = ['deposit', 'purchase', 'prize', 'withdrawal', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Channel key: APP when utm_source is app, otherwise web (shop-core §9). */
export type ChannelKey = 'APP' | 'web';
