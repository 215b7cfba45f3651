/**
 * What the cart's item rules produce and the membership rules price (cartItemRules,
 * membership/memberDiscount and membershipCartItem share it, so none of them imports another's types).
 */
import type { GameNumbers, GameOffer, GameType } from '@drawkit/contract';
import type { OfferWithLottery } from '../catalogue/catalogueQueries';
import type { ItemDetails } from '../db/schema';
import type { DrawSlot } from '../draws/drawSchedule';
import type { DrawRow } from '../draws/openDraws';
import type { ItemProductType } from './rules/resolveOffer';
import type { SyndicateRow } from './rules/syndicateRules';

/** A member discount taken off an item's prices (membership/memberDiscount). */
export interface AppliedDiscount {
  description: string;
  percentOff: number;
  /** Off the item's total (all its draws). */
  cents: number;
}

/** An item as the cart keeps it (autoplay already turned into 1 draw with recurring on). */
export interface CartItemInput {
  productType: ItemProductType;
  lotteryKey: string;
  /** '' until resolved: the offer's first game type (raffles) or 'syndicate' / 'lotto_party'. */
  gameType: string;
  /** '' until resolved: the game type's first game offer, or the syndicate. */
  gameOffer: string;
  games: GameNumbers[];
  numDraws: number;
  recurring: boolean;
  /** A chosen first draw, or null for the next open draw. */
  drawNo: number | null;
  quickpick: boolean;
  affiliateCode: string | null;
  details: ItemDetails;
}

export interface PricedItem {
  /** The item as it is stored: resolved keys, shop-picked numbers, recurring type. */
  input: CartItemInput;
  offer: OfferWithLottery;
  gameType: GameType;
  gameOffer: GameOffer;
  /** The draws the item buys, soonest first. */
  draws: DrawRow[];
  numGames: number;
  /** Price of the item for one draw. */
  unitPriceCents: number;
  totalPriceCents: number;
  description: string;
  causeKey: string | null;
  syndicate: SyndicateRow | null;
  /** Bought into a pre_order raffle draw: scheduled, not paid now (counts in preOrderTotal). */
  preOrder: boolean;
  /** Chosen days for more weeks than are open: the later draws, paid now, ticketed when they open. */
  laterDraws?: DrawSlot[];
  /** A member discount already taken off the prices above (membership/memberDiscount). */
  memberDiscount?: AppliedDiscount;
}

export interface ItemRuleOptions {
  /** A partner cart may hold only the partner's offers. */
  allowedOfferKeys?: readonly string[];
  /** The buyer, when known: the offer's restrictions are checked for them (rules/restrictionRules). */
  customerId?: string | null;
}
