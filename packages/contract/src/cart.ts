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
}

/** Body of `POST /cart/items`, `POST /anon-cart/{ref}/items` and `PUT .../items/{id}`. */
export interface AddCartItemRequest {
  productType: 'lottery_ticket';
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
}

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
