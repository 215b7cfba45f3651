import type { PricedItem } from '../cart/cartItemRules';
import { newId } from '../db/ids';
import type { orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** What an order row takes from its purchase rather than from the priced item. */
export interface OrderPlacement {
  checkoutId: string;
  customerId: string;
  /** The item's place in its checkout (the receipt's order). */
  position: number;
  status: OrderRow['status'];
  createdAt: Date;
  /** Whether the order belongs to a recurring purchase; the item's own choice when absent. */
  recurring?: boolean;
}

/**
 * The order row of one priced item: what was bought (offer, games, draws, price) from the item,
 * where it was bought from `placement`. A cart's purchase and an autoplay's draw write the same row.
 */
export function orderRowOf(item: PricedItem, placement: OrderPlacement): OrderRow {
  return {
    id: newId(),
    checkoutId: placement.checkoutId,
    customerId: placement.customerId,
    productType: item.offer.offer.type,
    offerKey: item.offer.offer.key,
    lotteryKey: item.input.lotteryKey,
    gameType: item.input.gameType,
    gameOffer: item.input.gameOffer,
    games: item.syndicate ? item.syndicate.games : item.input.games,
    numGames: item.numGames,
    numDraws: item.input.numDraws,
    // A membership is the one product without draws (its order's first draw is 0).
    firstDrawNo: item.draws[0]?.drawNo ?? 0,
    recurring: placement.recurring ?? item.input.recurring,
    quickpick: item.input.quickpick,
    causeKey: item.causeKey,
    description: item.description,
    priceCents: item.totalPriceCents,
    position: placement.position,
    status: placement.status,
    details: item.input.details,
    createdAt: placement.createdAt,
  };
}
