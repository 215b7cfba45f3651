/**
 * Stored funds, card gateways, pending deposits (card challenge, PayPal) and the browser data a
 * card challenge needs (shop-core §3 'Funds', §5, §7 'Funds and payments', §9).
 */
import type { Money } from './money';
import type { BrowserInfo, ChallengeWindowSize, FundVerification } from './paymentTerms';
import type { CardInput, PurchaseDetails } from './purchase';

// The shared payment words live in paymentTerms (purchase.ts needs them too); this module still offers them.
export { CHALLENGE_WINDOW_SIZES, COLOUR_DEPTHS, FUND_VERIFICATION_LABELS, PAYMENT_CODES } from './paymentTerms';
export type { BrowserInfo, ChallengeWindowSize, ColourDepth, FundVerification, PaymentCode } from './paymentTerms';

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
