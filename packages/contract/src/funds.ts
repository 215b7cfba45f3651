/**
 * Stored funds, card gateways, pending deposits (card challenge, PayPal) and the browser data a
 * card challenge needs (shop-core §3 'Funds', §5, §7 'Funds and payments', §9).
 */
import type { Money } from './money';
import type { CardInput, PurchaseDetails } from './purchase';

/** Payment codes (shop-core §3). */
export const PAYMENT_CODES = ['ap', 'bp', 'cc', 'bd', 'dd', 'gp', 'pl', 'td'] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

/** Fund verification labels (shop-core §3). */
export const FUND_VERIFICATION_LABELS = ['Failed Verification', 'Pending Verification', 'Unverified', 'Verified'] as const;
export type FundVerification = (typeof FUND_VERIFICATION_LABELS)[number];

/** "Challenge window sizes: Small, Medium, Large, ExtraLarge, FullScreen" (shop-core §9). */
export const CHALLENGE_WINDOW_SIZES = ['Small', 'Medium', 'Large', 'ExtraLarge', 'FullScreen'] as const;
export type ChallengeWindowSize = (typeof CHALLENGE_WINDOW_SIZES)[number];

/** "Card colour depth is normalised to the nearest of 1, 4, 8, 15, 16, 24, 32, 48" (shop-core §5). */
export const COLOUR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;
export type ColourDepth = (typeof COLOUR_DEPTHS)[number];

/** What the browser tells the card gateway for a challenge. */
export interface BrowserInfo {
  colourDepth: ColourDepth;
  screenWidth: number;
  screenHeight: number;
  /** The window the client can show; the server answers with the one it picked. */
  challengeWindowSize: ChallengeWindowSize;
  language?: string;
  timeZoneOffset?: number;
}

/** A stored card (shop-core §3 'Funds'): only brand, last four, expiry and the gateway's token are kept. */
export interface StoredFund {
  id: string;
  type: 'cc';
  gateway: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  default: boolean;
  verification: FundVerification;
}

/** `POST /funds/card/{gateway}`: the card is tokenised by the gateway; its number is never stored. */
export interface AddCardRequest {
  card: CardInput;
  makeDefault?: boolean;
}

export interface CardGatewayInfo {
  code: string;
  /** Whether payments with a stored card of this gateway need the security code. */
  cscRequired: boolean;
}

/** `GET /funds/card_gateways`. */
export interface CardGateways {
  availableCardGateways: string[];
  priorityGateway: string;
  gateways: CardGatewayInfo[];
}

/** `POST /funds/{id}/deposit` (3.4 when a security code is sent): a wallet deposit from a stored card. */
export interface FundDepositRequest {
  amount: Money;
  securityCode?: string;
  browser?: BrowserInfo;
}

/** A card challenge to show (EMV 3-D Secure style), in the window size the server picked. */
export interface CardChallenge {
  url: string;
  windowSize: ChallengeWindowSize;
  /** Pixels; null for FullScreen. */
  width: number | null;
  height: number | null;
}

export type PendingDepositStatus = 'pending' | 'approved' | 'completed' | 'failed' | 'cancelled';

/**
 * A deposit waiting for the shopper (code `deposit_pending`, HTTP 202): a card challenge, or a
 * PayPal approval. Resend the same request with the same Idempotency-Key once the challenge is
 * done; PayPal returns to `/checkout/deposit/{depositId}/success` or `/cancel`.
 */
export interface PendingDeposit {
  depositId: string;
  kind: 'card_challenge' | 'paypal';
  status: PendingDepositStatus;
  amount: Money;
  challenge?: CardChallenge;
  approvalUrl?: string;
  /** Set once the deposit bought the cart. */
  checkoutId?: string | null;
}

/** `POST /funds/pl/sandbox/deposit`: PayPal deposit of `amount`, then buy the cart with `purchase` (when given). */
export interface PayPalDepositRequest {
  amount: Money;
  /** Absent: an account deposit, money into the wallet with no cart to buy (`/my-account/deposit`). */
  purchase?: PurchaseDetails;
  /** Pays a partner's cart instead of the main cart (the partner purchase of shop-specialised §2). */
  partnerSlug?: string;
  /**
   * Where PayPal's return lands instead of the storefront's `/checkout/deposit/{depositId}/success`
   * or `/cancel`: a page of the calling app's origins, told `drawkit_deposit` and `drawkit_paypal`
   * (success or cancel) in its query, so a partner page takes the shopper back into its flow.
   */
  returnUrl?: string;
}

/** `GET /payment_methods` query: `filter` repeated, or joined by " and " (see the server README). */
export const PAYMENT_METHOD_FILTERS = ['funds.cart', 'funds.withdraw', 'funds.digital_wallets', 'funds.failed_verification'] as const;
export type PaymentMethodFilter = (typeof PAYMENT_METHOD_FILTERS)[number];
