import type { GameOffer, Money } from '@drawkit/contract';

/**
 * Price of `numGames` games over `numDraws` draws. "A lottery with a per-entry price list uses
 * the entry count" (shop-specialised §5); otherwise each game costs `pricePerGame`.
 */
export function ticketPrice(gameOffer: GameOffer, numGames: number, numDraws: number): Money {
  const listed = gameOffer.prices.find((entry) => entry.games === numGames);
  const perDraw = listed ? listed.price.amount : gameOffer.pricePerGame.amount * numGames;
  return { amount: perDraw * numDraws, currency: listed?.price.currency ?? gameOffer.pricePerGame.currency };
}
