import type { Capabilities, CapabilityName, SiteConfig } from '@drawkit/contract';
import { DEFAULT_SEGMENT, PRICING_ID, WHOLESALE_PRICING_ID } from '../seed/catalogueData';

/** `GET /config`: constants of shop-core §9. */
export const SITE_CONFIG: SiteConfig = {
  locale: 'en-AU',
  currency: 'AUD',
  timeZone: 'Australia/Brisbane',
  defaultPricingId: PRICING_ID,
  defaultSegment: DEFAULT_SEGMENT,
  sessionTimeoutSeconds: 3600,
  minimumAge: 18,
  walletPurchase: true,
  // The pre-cart drawer prompt (shop-core §4): off unless the deployment turns it on.
  precartDrawer: process.env['DRAWKIT_PRECART_DRAWER'] === '1',
  heartbeat: false,
};

/** What this server really supports; more capabilities join as their features land. */
const DEFAULT_CAPABILITIES: CapabilityName[] = [
  'commercial-lotteries',
  'charity-lotteries',
  'multi-offer-site',
  'partner-purchase',
  'wallet-balance',
  'wallet_deposit',
  // Withdrawals to a bank account (wallet/, issue 12).
  'wallet-withdrawal',
  // Responsible-gambling tools and verification (limits/).
  'spend-limits',
  'deposit_limits',
  'verify-ID',
  // The pre-cart drawer's recommended draws (GET /placement).
  'pre-cart-recommended-draws',
  'placements',
  // The daily-winners programme (membership/): its pages, and Premium bought through the cart.
  'membership-programme',
  'membership-purchase',
  // The account's order pages, giveaway entries and favourite numbers (issue 12, orders/).
  'viewing-orders',
  'giveaway-entries',
  'favourite-numbers',
  // Closing the account (account/closeAccountRoutes.ts, /close-my-account).
  'customer-deactivate',
  // Recurring purchases (recurring/): managing autoplays and subscriptions (and viewing-orders above).
  'autoplay',
  'subscription-manage',
  // Site content (content/): info pages, blog, cookie consent, feedback, banner, the bell, migration.
  'responsible-gambling',
  'cookie-consent',
  'blog',
  'feedback',
  'sitewide-banner',
  'notifications-feed',
  'customer-migration',
  'native-app',
  // Group play, the lotto party (party/): groups, sessions and the group-creation modal.
  'social-syndicates',
];

export const CAPABILITIES: Capabilities = {
  defaultSegment: DEFAULT_SEGMENT,
  segments: [{ name: DEFAULT_SEGMENT, capabilities: DEFAULT_CAPABILITIES }],
};

export const PRICING_IDS: readonly string[] = [PRICING_ID, WHOLESALE_PRICING_ID];
