/** "A default of 18 games is shown for a standard game type" (shop-specialised §5). */
export const DEFAULT_STANDARD_GAMES = 18;

/**
 * Games a new ticket starts with: 18 for the standard game type, the offer's minimum otherwise;
 * always inside the offer's minGames..maxGames, so an offer capped below 18 still starts valid.
 */
export function defaultGameCount(gameTypeKey: string, offer: { minGames: number; maxGames: number }): number {
  const wanted = gameTypeKey === 'standard' ? DEFAULT_STANDARD_GAMES : offer.minGames;
  return Math.min(Math.max(wanted, offer.minGames), offer.maxGames);
}
