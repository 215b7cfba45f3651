import type { GameNumbers, NumberSet } from '@drawkit/contract';
import { isGameComplete } from './ticketRules';

/**
 * Game types that are multi-entry when the game offer does not say (its `multiEntry` flag wins):
 * Powerhit and Powerpik, whose other set the shop covers and shows as a placeholder.
 */
export const MULTI_ENTRY_GAME_TYPES: readonly string[] = ['powerhit', 'powerpik'];

export function isMultiEntryGameType(gameTypeKey: string): boolean {
  return MULTI_ENTRY_GAME_TYPES.includes(gameTypeKey);
}

/** What completeness reads about the game offer. */
export interface EntryRulesOffer {
  numberSets: readonly NumberSet[];
  multiEntry?: boolean;
}

/**
 * Whether one game is ready to buy. A standard game needs every set complete ("A set of numbers
 * is complete when every name has the required count without empty slots"); "For a multi-entry
 * game type only the Numbers set must be filled and Favourites must be non-empty if present"
 * (shop-specialised §5).
 */
export function isEntryComplete(gameOffer: EntryRulesOffer, game: GameNumbers, gameTypeKey = ''): boolean {
  const multiEntry = gameOffer.multiEntry ?? isMultiEntryGameType(gameTypeKey);
  if (!multiEntry) return isGameComplete({ numberSets: gameOffer.numberSets.slice() }, game);
  const numbers = game['Numbers'];
  if (!numbers || numbers.length === 0 || numbers.some((n) => n === null)) return false;
  const set = gameOffer.numberSets.find((s) => s.name === 'Numbers');
  if (set && !numbers.every((n) => n !== null && Number.isInteger(n) && n >= set.min && n <= set.max)) return false;
  if (set?.unique !== false && new Set(numbers).size !== numbers.length) return false;
  const favourites = game['Favourites'];
  return favourites === undefined || favourites.length > 0;
}
