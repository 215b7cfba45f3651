/**
 * Recurring purchases (shop-specialised §3 "Subscription or autoplay", "ScheduledPurchase",
 * "PaymentResolution"; §7 "Recurring purchases (API v3.3 unless noted)"; shop-core §7 Draws →
 * Autoplay). Autoplays and subscriptions are started by buying a recurring item; the shop buys
 * an autoplay's item into each later draw of its lottery (wallet first, then the customer's
 * recurring-purchase card) until it is paused or cancelled.
 */
import type { Money } from './money';
import type { RecurringMode } from './enums';

export const RECURRING_STATUSES = [
  'recurring_status_active',
  'recurring_status_paused',
  'recurring_status_timed_pause',
  'recurring_status_cancelled',
] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/** "Autoplay last attempt is purchased, soft_failure or hard_failure". */
export const LAST_ATTEMPT_STATUSES = ['purchased', 'soft_failure', 'hard_failure'] as const;
export type LastAttemptStatus = (typeof LAST_ATTEMPT_STATUSES)[number];

/** "Fund kinds: unfunded, wallet, cc, paypal, bank." */
export const FUND_KINDS = ['unfunded', 'wallet', 'cc', 'paypal', 'bank'] as const;
export type FundKind = (typeof FUND_KINDS)[number];

/** What pays a recurring purchase when the wallet is short: `cc` with the card, or the wallet only. */
export interface RecurringFund {
  kind: FundKind;
  /** The card's fund id (kind cc). */
  id: string | null;
  brand: string | null;
  last4: string | null;
}

export type RecurringProductType = 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share';

/** An autoplay or subscription as lists show it (shop-specialised §3, autoplay list fields). */
export interface RecurringPurchase {
  autoplayId: string;
  /** The lottery's key. */
  lotteryId: string;
  productType: RecurringProductType;
  type: RecurringMode;
  status: RecurringStatus;
  /** ISO instant a timed pause ends; null otherwise. */
  pausedUntil: string | null;
  defaultFund: RecurringFund;
  lastAttemptStatus: LastAttemptStatus | null;
  /** Why the last attempt failed, in words. */
  lastAttemptMessage: string | null;
  productOfferKey: string;
  offerName: string;
  gameOffer: string;
  gameOfferName: string;
  numberOfGames: number;
  numberOfTickets: number;
  numberOfShares: number;
  description: string;
  /** 0 when every draw is bought. */
  minimumJackpotAmount: Money;
  quickpick: boolean;
  causeKey: string | null;
  /** What one draw costs. */
  price: Money;
  /** The first draw the shop will buy next (the purchase paid for the ones before). */
  nextDrawNo: number;
  /** Monthly products (shop-specialised §4 autoplay label); weekly otherwise. */
  monthly: boolean;
  createdAt: string;
}

/** One draw an autoplay bought, skipped or failed to pay. */
export interface RecurringAttempt {
  drawNo: number;
  drawAt: string;
  outcome: LastAttemptStatus | 'skipped';
  message: string | null;
  checkoutId: string | null;
}

/** `GET /autoplay/{id}` and `GET /subscriptions/{id}`: the item's numbers and its history. */
export interface RecurringPurchaseDetail extends RecurringPurchase {
  games: Record<string, (number | null)[]>[];
  /** The purchase that started it (a subscription: its latest renewal, whose weeks `scheduled` lists). */
  checkoutId: string;
  attempts: RecurringAttempt[];
  /** A subscription's weeks bought ahead (ticketed as their draws open). */
  scheduled: ScheduledPurchase[];
}

export type ScheduledPurchaseStatus = 'scheduled_status_active' | 'scheduled_status_cancelled';
export type ScheduledPurchaseKind = 'scheduled_purchase' | 'pre_order';

/** A pre-order, or a subscription's week bought ahead (shop-specialised §3 ScheduledPurchase). */
export interface ScheduledPurchase {
  encodedId: string;
  status: ScheduledPurchaseStatus;
  kind: ScheduledPurchaseKind;
  lotteryKey: string;
  productOfferKey: string;
  offerName: string;
  description: string;
  drawNo: number;
  /** ISO instant; null while the draw is not created yet. */
  drawAt: string | null;
  amount: Money;
  /** Paid with the purchase (a subscription's weeks); a pre-order is paid when its draw opens. */
  paid: boolean;
  /** The ticket was issued. */
  ticketed: boolean;
  lastAttemptStatus: LastAttemptStatus | null;
  failureReason: string | null;
  checkoutId: string;
  createdAt: string;
}

/** `GET /payment_resolutions`: recurring purchases whose last payment failed, and what pays them. */
export interface PaymentResolution {
  fundSource: { id: string | null; fundKind: FundKind };
  recurringPurchases: { subscriptions: RecurringPurchase[]; autoplays: RecurringPurchase[] };
}

/** `GET /customer/recurring-purchase-method`. */
export interface RecurringPurchaseMethod {
  /** wallet: the wallet only; cc: the wallet, then this card. */
  method: 'wallet' | 'cc';
  fund: RecurringFund;
  /** The stored cards the customer may choose from (`recurring_purchase_method` takes one's id, or `wallet`). */
  cards: { id: string; brand: string; last4: string; isDefault: boolean }[];
}

/** `PATCH /autoplays/{id}/status`, `PATCH /subscriptions/{id}/status`. */
export interface RecurringStatusRequest {
  status: RecurringStatus;
  pausedUntil?: string | null;
}

/** `PATCH /autoplay/{id}`, `PATCH /subscriptions/{id}`: the changed fields. */
export interface RecurringUpdateRequest {
  gameOffer?: string;
  causeKey?: string;
  numGames?: number;
}

/** "Paused means paused or timed pause." */
export function isPausedStatus(status: RecurringStatus): boolean {
  return status === 'recurring_status_paused' || status === 'recurring_status_timed_pause';
}
