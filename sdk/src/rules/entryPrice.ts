import type { EntryPrice, Money } from '@drawkit/contract';

/** The price fields of a game offer this module reads (narrow, so any offer shape fits). */
export interface PricedGameOffer {
  /** Price of one game, where the offer has one. */
  pricePerGame?: Money;
  /** The per-entry price list: the price of an entry of `games` numbers or games. */
  prices?: readonly EntryPrice[];
  defaultEntryCount?: number;
}

/** "Default price entry count is defaultEntryCount or the first price's games" (shop-specialised §5). */
export function defaultPriceEntryCount(offer: PricedGameOffer): number | undefined {
  return offer.defaultEntryCount ?? offer.prices?.[0]?.games;
}

/**
 * The price of one entry of `entryCount`. "A lottery with a per-entry price list uses the entry
 * count" (shop-specialised §5): the listed price for that count; a count the list lacks falls back
 * to `pricePerGame` times the count, and is unpriced (null) when the offer has no game price.
 */
export function entryPrice(offer: PricedGameOffer, entryCount: number): Money | null {
  const listed = offer.prices?.find((entry) => entry.games === entryCount);
  if (listed) return { amount: listed.price.amount, currency: listed.price.currency };
  if (!offer.pricePerGame || !Number.isInteger(entryCount) || entryCount < 1) return null;
  return { amount: offer.pricePerGame.amount * entryCount, currency: offer.pricePerGame.currency };
}

/** "A purchased multi-draw price is the entry price times draws times weeks" (shop-specialised §5). */
export function multiDrawPrice(price: Money, numDraws: number, numWeeks: number = 1): Money {
  return { amount: price.amount * numDraws * numWeeks, currency: price.currency };
}
