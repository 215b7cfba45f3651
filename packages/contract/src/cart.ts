import type { LimitPeriod } from './limits';
import type { ProductType } from './enums';
import type { Money } from './money';

/** One game: numbers by set name (`Numbers`, `Powerball`, optional `Favourites`); an empty slot is null. */
export type GameNumbers = Record<string, (number | null)[]>;

export interface CartItemRecurring {
  enabled: boolean;
  type: string | null;
  availability: string | null;
}

export interface CartItem {
  id: string;
  description: string;
  quantity: number;
  unitPrice: Money;
  /** unitPrice times quantity and draws. */
  totalPrice: Money;
  productType: ProductType;
  lotteryKey: string;
  lottery: string;
  gameType: string;
  gameOffer: string;
  games: GameNumbers[];
  numDraws: number;
  numGames: number;
  quickpick: boolean;
  drawDate: string;
  drawNo: number;
  drawEncodedIds: string[];
  favourite: boolean;
  hasFavouriteNumbers: boolean;
  recurringPurchase: CartItemRecurring;
  causeKey: string | null;
  numRaffleTickets: number | null;
  productOfferKey?: string;
  syndicateKey?: string | null;
  syndicateName?: string | null;
  numShares?: number | null;
  /** Pre-orders are scheduled, not paid now; they count in `preOrderTotal`. */
  scheduledPurchase?: { type: 'pre_order' } | null;
  /** Chosen draw days (Monday-to-Sunday bitmask) and weeks, when the lottery has selectable days. */
  days?: number | null;
  numWeeks?: number | null;
  entryCount?: number | null;
  bundleKey?: string | null;
  /** A membership item (shop-core §3): its programme, offer key and offer name. */
  membershipProgram?: string | null;
  membershipOffer?: string | null;
  membershipOfferName?: string | null;
  /**
   * A member discount (the programme config's `discounts`) already taken off `unitPrice` and
   * `totalPrice`: what it is and how much it took off the item; absent when none applies.
   */
  memberDiscount?: { description: string; percentOff: number; amount: Money };
}

export interface Cart {
  cartReference: string;
  customerId: string | null;
  cartItems: CartItem[];
  autoRemovedItems: { id: string; description: string; reason: string }[];
  cartTotal: Money;
  preOrderTotal: Money;
  requiresUnattendedPaymentMethod: boolean;
  /** Reason id to message. */
  blockedReasons: Record<string, string>;
  showRegulation: boolean;
  /** Reason id to the action the shopper can take (shop-core §4 'Block reason action types'). */
  blockedReasonActions?: Record<string, BlockedReasonAction>;
  /** Promotions applied to the cart, each a negative-amount item removable by the item delete routes. */
  promotionItems?: CartPromotionItem[];
  /** The customer's spend limit for the period, when one is set (shop-core §5 'Remaining spend limit'). */
  spendLimit?: CartSpendLimit | null;
}

/** Block reason action types (shop-core §4). */
export const BLOCKED_REASON_ACTIONS = [
  'close',
  'fixed',
  'spend_limit',
  'verify_account_required',
  'deposit_limit',
  'global_spend_limit',
] as const;
export type BlockedReasonAction = (typeof BLOCKED_REASON_ACTIONS)[number];

/** Voucher item types (shop-core §3). */
export const VOUCHER_TYPES = [
  'voucher_fixed_discount',
  'voucher_percent_discount',
  'voucher_fixed_discount_expire',
  'voucher_credit_amount',
] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

/** A promotion in the cart: a voucher item with a negative amount (the discount it gives now). */
export interface CartPromotionItem {
  id: string;
  description: string;
  quantity: 1;
  productType: VoucherType;
  promotionCode: string;
  /** Negative: what the promotion takes off the cart total. */
  unitPrice: Money;
  totalPrice: Money;
}

export interface CartSpendLimit {
  /** The tightest of the customer's spend limits: the one with least left. */
  period: LimitPeriod;
  limit: Money;
  amountSpent: Money;
}

/** Body of `POST /cart/build` and `POST /anon-cart/{ref}/build`: items added together, all or none. */
export interface BuildCartRequest {
  cartItems: AddCartItemRequest[];
}

/** Body of `POST /cart/promotion` and `POST /anon-cart/{cartRef}/promotion`. */
export interface ApplyPromotionRequest {
  promotionCode: string;
}

/** Body of `POST /cart/items`, `POST /anon-cart/{ref}/items` and `PUT .../items/{id}`. */
export interface AddCartItemRequest {
  productType: AddCartItemProductType;
  lotteryKey: string;
  gameType: string;
  gameOffer: string;
  games: GameNumbers[];
  /** A number of draws, or 'autoplay' (1 draw with recurring enabled) (shop-core §5). */
  numDraws: number | 'autoplay';
  /** A particular draw; the next open draw when absent. */
  drawNo?: number;
  quickpick: boolean;
  affiliateCode?: string;
  /** The offer, when a lottery has more than one (a syndicate offer shares its lottery). */
  productOfferKey?: string;
  /** The chosen cause; required when the offer has causes (shop-specialised §5). */
  causeKey?: string;
  /** Raffle tickets: a count, or a bundle of the per-entry price list. */
  numRaffleTickets?: number;
  bundleKey?: string;
  /** Syndicate shares. */
  syndicateKey?: string;
  numShares?: number;
  /** Turns a recurring purchase on with the offer's (or game type's) recurring type. */
  recurringPurchase?: { enabled: boolean };
  /** A pre-order of a raffle draw whose purchase status is pre_order. */
  scheduledPurchase?: { type: 'pre_order' };
  /** Draw days (Monday-to-Sunday bitmask) and weeks, for lotteries with selectable days. */
  days?: number;
  numWeeks?: number;
  /** The first draw by number (same as drawNo) or by offset from the next draw (0 = next). */
  firstDrawNo?: number;
  drawOffset?: number;
  /** Multi-entry and per-entry priced offers: the number of entries (must equal games). */
  entryCount?: number;
  /** A membership (productType membership): the programme (daily_winners) and the membership offer's key. */
  membershipProgram?: string;
  membershipOffer?: string;
}

export type AddCartItemProductType = 'lottery_ticket' | 'multi_draw_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership';

/** Body of `POST /anon-cart/{ref}/convert`: the signed-in customer takes the anonymous cart. */
export type ConvertCartRequest = Record<string, never>;

/** A partner cart (shop-specialised §3). */
export interface PartnerCart extends Cart {
  partnerSlug: string;
}

/** Body of `POST /cart/partner/{slug}` and `POST /anon-cart/partner/{slug}`. */
export interface PartnerCartRequest {
  /** The anonymous partner cart to continue (anon) or to take over (signed in). */
  cartReference?: string;
  /** Replaces the partner cart's content when present. */
  cartItem?: AddCartItemRequest;
}
