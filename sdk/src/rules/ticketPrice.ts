import type { GameOffer, Money } from '@drawkit/contract';
import { entryPrice, multiDrawPrice } from './entryPrice';

/**
 * Price of `numGames` games over `numDraws` draws. "A lottery with a per-entry price list uses
 * the entry count" (shop-specialised §5); otherwise each game costs `pricePerGame`.
 */
export function ticketPrice(gameOffer: Pick<GameOffer, 'pricePerGame' | 'prices'>, numGames: number, numDraws: number): Money {
  const perDraw = entryPrice(gameOffer, numGames) ?? { amount: 0, currency: gameOffer.pricePerGame.currency };
  return multiDrawPrice(perDraw, numDraws);
}
