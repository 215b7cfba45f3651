import { numberPlaceholder, type GameOffer, type NumberSet } from '@drawkit/sdk';
import type { GameShape } from '../ticketOptions';

/** A game offer's shape, read from its flags (placeholders of shop-specialised §9). */
export function gameShape(gameTypeKey: string, gameOffer: GameOffer): GameShape {
  const placeholder = numberPlaceholder(gameTypeKey, gameOffer);
  const shopPicks = gameOffer.quickpickOnly === true;
  // A placeholder game type covers (powerhit) or fills (powerpik) every set but Numbers.
  const hidden = (set: NumberSet) => placeholder !== undefined && set.name !== 'Numbers';
  const placeholderSets = [
    ...(gameOffer.coveredSets ?? []),
    ...gameOffer.numberSets.filter(hidden).map((s) => s.name),
  ].filter((name, i, all) => all.indexOf(name) === i);
  return {
    shopPicks,
    gridSets: shopPicks ? [] : gameOffer.numberSets.filter((s) => !hidden(s) && !gameOffer.coveredSets?.includes(s.name)),
    placeholderSets: placeholder ? placeholderSets : [],
    placeholder,
    entryCounts: gameOffer.prices.filter((p) => p.key === undefined).map((p) => p.games),
  };
}

