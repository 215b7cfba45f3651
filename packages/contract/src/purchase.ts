import type { AddCartItemRequest } from './cart';
import type { ChannelKey, PaymentMethodType, ProductType } from './enums';
import type { Money } from './money';
import type { GameNumbers } from './cart';
import type { BrowserInfo, FundVerification, PaymentCode } from './paymentTerms';
import type { BankAccount, WithdrawalCode } from './wallet';

/** `GET /payment_methods` entry. */
export interface PaymentMethod {
  id: string;
  type: PaymentMethodType;
  name: string;
  enabled: boolean;
  minAmount: Money;
  maxAmount: Money;
  /** Whether the gateway needs the card security code. */
  requiresSecurityCode: boolean;
  /** Wallet only: what it holds now. */
  balance?: Money;
  /** Stored card only. */
  card?: { brand: string; last4: string; expiryMonth: number; expiryYear: number };
  /** The spec's payment code (shop-core §3): cc for cards and stored cards, pl for PayPal. */
  code?: PaymentCode;
  /** Card gateway (stored cards and new cards). */
  gateway?: string;
  /** Stored card: the default fund. */
  default?: boolean;
  /** Stored card: its verification label. */
  verification?: FundVerification;
  /** Bank account only: the account, and the withdrawal method that pays out to it. */
  bankAccount?: BankAccount;
  withdrawalMethodCode?: WithdrawalCode;
  /** What the method serves, matched by the `funds.*` filters. */
  attributes?: { cart: boolean; withdraw: boolean; digitalWallet: boolean };
  availableGateways?: string[];
  /** The spec's rules: enabled, minAmount, maxAmount and per-gateway cscRequired. */
  rules?: { enabled: boolean; minAmount: Money; maxAmount: Money; cscRequired: Record<string, boolean> };
}

export interface PurchaseMetadata {
  pageUrl?: string;
  platform?: 'Web';
  anonymousId?: string;
  fbp?: string;
  fbc?: string;
  utmCampaign?: string;
  utmMedium?: string;
  utmSource?: string;
  utmTerm?: string;
  utmContent?: string;
}

/** The `purchase` part of purchase bodies (shop-core §7). */
export interface PurchaseDetails {
  channelKey: ChannelKey | string;
  partnerKey?: string;
  metadata?: PurchaseMetadata;
}

/** `POST /cart/purchase`: buys the customer's cart from the wallet. */
export interface CartPurchaseRequest extends PurchaseDetails {
  purchaseData?: { paymentMethod: 'wallet' };
}

/** A card entered at checkout. The whole number is never stored: only brand and last four. */
export interface CardInput {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  holderName: string;
}

export interface DepositRequest {
  /** Amount to take from the card. */
  amount: Money;
  card: CardInput;
  /** Browser data for a card challenge (colour depth normalised, window size asked for). */
  browser?: BrowserInfo;
  /** Also keep the card as a stored fund (tokenised by the gateway). */
  saveCard?: boolean;
}

/** A deposit from a stored card (`deposit.methodId` instead of `deposit.card`). */
export interface StoredCardDepositRequest {
  amount: Money;
  methodId: string;
  /** Required when the card's gateway says so (`rules.cscRequired`). */
  securityCode?: string;
  browser?: BrowserInfo;
}

/** `POST /deposit_purchase`: deposit from a card, then buy the cart, in one step. */
export interface DepositPurchaseRequest {
  deposit: DepositRequest | StoredCardDepositRequest;
  purchase: PurchaseDetails;
}

/** `POST /cart/partner/{slug}/purchase` (3.2). */
export interface PartnerPurchaseRequest {
  cartItem?: AddCartItemRequest;
  deposit: DepositRequest | null;
  purchase: PurchaseDetails;
}

export interface ReceiptOrder {
  orderId: string;
  description: string;
  productType: ProductType;
  lotteryKey: string;
  gameOffer: string;
  drawNo: number;
  drawDate: string;
  numDraws: number;
  numGames: number;
  games: GameNumbers[];
  price: Money;
  ticketIds: string[];
  /** Raffle tickets: their numbers in the draw. */
  ticketNumbers?: number[];
  causeKey?: string | null;
  syndicateKey?: string | null;
  numShares?: number | null;
  /** Pre-orders: scheduled, paid when the draw opens for sale. */
  scheduledPurchase?: { type: 'pre_order' } | null;
}

/** `GET /checkout/{checkoutID}` (3.4) and the result of every purchase call. */
export interface Receipt {
  checkoutId: string;
  status: 'completed';
  createdAt: string;
  total: Money;
  paidFromWallet: Money;
  paidByCard: Money;
  card: { brand: string; last4: string } | null;
  walletBalanceAfter: Money;
  partnerSlug: string | null;
  channelKey: string;
  orders: ReceiptOrder[];
}
