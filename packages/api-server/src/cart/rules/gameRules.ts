/**
 * Number rules of a game offer (shop-specialised §5 'Ticket'): completeness of every set for a
 * standard game; for a multi-entry game type only the Numbers set must be filled and Favourites
 * must be non-empty if present; the shop fills the sets it picks (quick-pick-only offers, super
 * combos, Powerpik's Powerball) with the crypto RNG.
 */
import type { GameNumbers, GameOffer, NumberSet } from '@drawkit/contract';
import { randomResults } from '../../draws/drawRandom';
import { fail } from '../../http/ApiFailure';

export const FAVOURITES = 'Favourites';

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Why a set of a game is not complete, or null when it is. */
export function setProblem(set: NumberSet, picks: (number | null)[] | undefined): string | null {
  if (!picks) return `${set.name} is missing.`;
  if (picks.length !== set.count || picks.some((n) => n === null)) return `${set.name} needs ${plural(set.count, 'number')}.`;
  const numbers = picks as number[];
  if (numbers.some((n) => !Number.isInteger(n) || n < set.min || n > set.max)) {
    return `${set.name} must be between ${set.min} and ${set.max}.`;
  }
  if (set.unique && new Set(numbers).size !== numbers.length) return `${set.name} must not repeat a number.`;
  return null;
}

/** A set left for the shop to fill: absent, or only empty slots. */
function isBlank(picks: (number | null)[] | undefined): boolean {
  return picks === undefined || picks.every((n) => n === null);
}

export function isBlankGame(game: GameNumbers): boolean {
  return Object.values(game).every((picks) => isBlank(picks));
}

function favouritesProblem(gameOffer: GameOffer, favourites: (number | null)[] | undefined): string | null {
  if (favourites === undefined) return null;
  if (favourites.length === 0 || favourites.some((n) => n === null)) return 'Favourites must not be empty.';
  const numbers = gameOffer.numberSets.find((s) => s.name === 'Numbers');
  if (numbers && favourites.some((n) => n === null || n < numbers.min || n > numbers.max)) {
    return `Favourites must be between ${numbers.min} and ${numbers.max}.`;
  }
  return null;
}

function gameProblem(gameOffer: GameOffer, game: GameNumbers): string | null {
  const names = new Set(gameOffer.numberSets.map((s) => s.name));
  if (gameOffer.multiEntry) names.add(FAVOURITES);
  const unknown = Object.keys(game).find((name) => !names.has(name));
  if (unknown !== undefined) return `${unknown} is not part of this game.`;
  if (!gameOffer.multiEntry) {
    return gameOffer.numberSets.map((set) => setProblem(set, game[set.name])).find((p) => p !== null) ?? null;
  }
  // Multi-entry: the Numbers set must be filled; the others may be left to the shop.
  for (const set of gameOffer.numberSets) {
    const picks = game[set.name];
    if (set.name !== 'Numbers' && isBlank(picks)) continue;
    const problem = setProblem(set, picks);
    if (problem) return problem;
  }
  return favouritesProblem(gameOffer, game[FAVOURITES]);
}

export function gamesOutOfRange(min: number, max: number, word = 'games'): never {
  fail('games_out_of_range', { field: 'games', message: `Choose between ${min} and ${max} ${word}.` });
}

/** Refuses a game count outside minGames..maxGames and any game that is not complete. */
export function checkGames(gameOffer: GameOffer, games: GameNumbers[]): void {
  if (games.length < gameOffer.minGames || games.length > gameOffer.maxGames) gamesOutOfRange(gameOffer.minGames, gameOffer.maxGames);
  games.forEach((game, index) => {
    const problem = gameProblem(gameOffer, game);
    if (problem) fail('invalid_ticket', { field: `games.${index}`, message: `Game ${index + 1} is not complete: ${problem}` });
  });
}

/** Fills the empty sets of a game by quick pick (never a set the game covers in full). */
export function fillBlankSets(gameOffer: GameOffer, game: GameNumbers): GameNumbers {
  const blank = gameOffer.numberSets.filter((set) => isBlank(game[set.name]) && !gameOffer.coveredSets?.includes(set.name));
  if (blank.length === 0) return game;
  const picked = randomResults(blank);
  const filled: GameNumbers = { ...game };
  for (const set of blank) filled[set.name] = picked[set.name] ?? [];
  return filled;
}

/** One quick-picked game of these sets. */
export function quickPick(numberSets: readonly NumberSet[]): GameNumbers {
  return randomResults(numberSets);
}
