import type { AddCartItemRequest, EntryPrice, Money, RaffleDraw, RafflePurchaseStatus } from '@drawkit/contract';

/** "only open and pre_order draws are offered for purchase" (shop-specialised §4). */
export const PURCHASABLE_RAFFLE_STATUSES: readonly RafflePurchaseStatus[] = ['open', 'pre_order'];

export function isPurchasableRaffleDraw(draw: Pick<RaffleDraw, 'purchaseStatus'>): boolean {
  return PURCHASABLE_RAFFLE_STATUSES.includes(draw.purchaseStatus);
}

/** The raffle's ticket bundles: the named entries of the per-entry price list, fewest tickets first. */
export function ticketBundles(prices: readonly EntryPrice[]): (EntryPrice & { key: string })[] {
  return prices.filter((p): p is EntryPrice & { key: string } => typeof p.key === 'string').sort((a, b) => a.games - b.games);
}

/** What one ticket of a bundle costs, in whole cents rounded down (to show the saving). */
export function bundleTicketPrice(bundle: Pick<EntryPrice, 'games' | 'price'>): Money {
  return { amount: Math.floor(bundle.price.amount / Math.max(1, bundle.games)), currency: bundle.price.currency };
}

export interface RaffleTicketDraft {
  lotteryKey: string;
  productOfferKey?: string;
  gameType: string;
  gameOffer: string;
  /** A bundle of the price list (its key), or a plain count of tickets. */
  bundleKey?: string;
  numRaffleTickets?: number;
  draw: Pick<RaffleDraw, 'drawNo' | 'purchaseStatus'>;
  causeKey?: string | null;
  /** Buy into every draw (autoplay): 1 draw with recurring enabled. */
  recurring?: boolean;
}

/**
 * The add-to-cart body for raffle tickets: a bundle key or ticket count, the cause, the draw,
 * and a pre-order draw marked `scheduledPurchase.type = pre_order` (shop-core §3 cart item).
 */
export function toRaffleCartItem(draft: RaffleTicketDraft): AddCartItemRequest {
  const body: AddCartItemRequest = {
    productType: 'raffle_ticket',
    lotteryKey: draft.lotteryKey,
    gameType: draft.gameType,
    gameOffer: draft.gameOffer,
    games: [],
    numDraws: 1,
    drawNo: draft.draw.drawNo,
    quickpick: false,
    recurringPurchase: { enabled: draft.recurring === true },
  };
  if (draft.productOfferKey) body.productOfferKey = draft.productOfferKey;
  if (draft.bundleKey) body.bundleKey = draft.bundleKey;
  else body.numRaffleTickets = draft.numRaffleTickets ?? 1;
  if (draft.causeKey) body.causeKey = draft.causeKey;
  if (draft.draw.purchaseStatus === 'pre_order') body.scheduledPurchase = { type: 'pre_order' };
  return body;
}
