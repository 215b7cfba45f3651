import type { AddCartItemRequest, GameOffer } from '@drawkit/contract';

/** How full a syndicate is: shares sold of its size, and the shares still to buy. */
export function syndicateFill(gameOffer: Pick<GameOffer, 'numShares' | 'sharesSold' | 'sharesAvailable'>): {
  sold: number;
  size: number;
  left: number;
  /** Whole per cent sold, rounded down (a syndicate is only "100%" when it is full). */
  percent: number;
} {
  const size = gameOffer.numShares ?? 0;
  const sold = Math.min(size, gameOffer.sharesSold ?? 0);
  const left = gameOffer.sharesAvailable ?? Math.max(0, size - sold);
  return { sold, size, left, percent: size > 0 ? Math.floor((sold * 100) / size) : 0 };
}

export interface SyndicateShareDraft {
  lotteryKey: string;
  productOfferKey: string;
  gameOffer: string;
  syndicateKey: string;
  numShares: number;
  /** The game type selling the shares: 'syndicate' (default) or 'lotto_party' (a group ticket sold in shares). */
  gameType?: 'syndicate' | 'lotto_party';
  /** The spec's `syndicate.isAutoplay`: 1 draw with recurring enabled. */
  isAutoplay?: boolean;
  drawNo?: number;
}

/** The add-to-cart body for syndicate shares (no numbers: the syndicate's games are its own). */
export function toSyndicateCartItem(draft: SyndicateShareDraft): AddCartItemRequest {
  const body: AddCartItemRequest = {
    productType: 'syndicate_share',
    lotteryKey: draft.lotteryKey,
    productOfferKey: draft.productOfferKey,
    gameType: draft.gameType ?? 'syndicate',
    gameOffer: draft.gameOffer,
    games: [],
    numDraws: 1,
    quickpick: false,
    syndicateKey: draft.syndicateKey,
    numShares: draft.numShares,
    recurringPurchase: { enabled: draft.isAutoplay === true },
  };
  if (draft.drawNo !== undefined) body.drawNo = draft.drawNo;
  return body;
}
