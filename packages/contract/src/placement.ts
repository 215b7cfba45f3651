import type { Draw } from './catalogue';
import type { ProductType } from './enums';

/** The placement key of the pre-cart drawer's recommendations ("pre-cart recommended draws", shop-specialised §6). */
export const PRECART_PLACEMENT_KEY = 'pre_cart_recommended_draws';

/** "Placement ticket-day count 7" (shop-specialised §9): recommended draws are drawn within this many days. */
export const PLACEMENT_TICKET_DAYS = 7;

/** How many draws one placement recommends at most. */
export const PLACEMENT_MAX_DRAWS = 3;

/** "A pre-cart item carries lottery_key and draw_number" (shop-specialised §3); sent as JSON in `cart`. */
export interface PlacementCartItem {
  lotteryKey: string;
  drawNumber: number;
}

/** A draw a placement recommends, with what a page needs to link to it. */
export interface RecommendedDraw {
  productOfferKey: string;
  /** The offer's name, e.g. "Super Jackpot". */
  name: string;
  /** The offer page's path segment (`/{url}`). */
  url: string;
  lotteryKey: string;
  draw: Draw;
}

/** "Placement: key and config.productType" (shop-specialised §3): one slot of recommendations. */
export interface Placement {
  key: string;
  config: { productType: ProductType };
  draws: RecommendedDraw[];
}

/**
 * `GET /placement` query (shop-specialised §7 'Placement'): `keys`, `branding_key`, `pricing_id`,
 * and either `customer_key`, `cart` (a list of lottery_key and draw_number), `segment_device_id`
 * and `segment_user_id`, or just `keys` for a feature placement. A 204 means an empty list.
 */
export interface PlacementQuery {
  keys: string;
  brandingKey?: string;
  pricingId?: string;
  customerKey?: string;
  cart?: string;
  segmentDeviceId?: string;
  segmentUserId?: string;
}
