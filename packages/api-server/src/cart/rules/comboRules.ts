/**
 * Super combos (mega_combo): one entry holds the combo's parts (e.g. one System 8 and ten
 * standard games), all quick-picked by the shop. A shopper sends blank entries; a stored item
 * sends the games the shop picked, which must still have the combo's shape.
 */
import type { GameNumbers, GameOffer, NumberSet } from '@drawkit/contract';
import { fail } from '../../http/ApiFailure';
import { gamesOutOfRange, isBlankGame, quickPick, setProblem } from './gameRules';

function partSets(gameOffer: GameOffer, systemSize: number): NumberSet[] {
  return gameOffer.numberSets.map((set) => (set.name === 'Numbers' ? { ...set, count: systemSize } : set));
}

/** The game shapes of one combo entry, in order. */
function comboShape(gameOffer: GameOffer): NumberSet[][] {
  const shape: NumberSet[][] = [];
  for (const part of gameOffer.combo?.parts ?? []) {
    for (let i = 0; i < part.games; i += 1) shape.push(partSets(gameOffer, part.systemSize));
  }
  return shape;
}

/** Checks (and for blank entries, picks) the games of combo entries; returns the games and the entry count. */
export function comboGames(gameOffer: GameOffer, games: GameNumbers[]): { games: GameNumbers[]; entries: number } {
  const shape = comboShape(gameOffer);
  if (shape.length === 0) throw new Error(`Game offer ${gameOffer.key} has no combo parts`);
  if (games.length > 0 && games.every(isBlankGame)) {
    if (games.length < gameOffer.minGames || games.length > gameOffer.maxGames) gamesOutOfRange(gameOffer.minGames, gameOffer.maxGames, 'combos');
    return { games: games.flatMap(() => shape.map((sets) => quickPick(sets))), entries: games.length };
  }
  const entries = games.length / shape.length;
  if (!Number.isInteger(entries) || entries < gameOffer.minGames || entries > gameOffer.maxGames) {
    gamesOutOfRange(gameOffer.minGames, gameOffer.maxGames, 'combos');
  }
  games.forEach((game, index) => {
    const sets = shape[index % shape.length] ?? [];
    const problem = sets.map((set) => setProblem(set, game[set.name])).find((p) => p !== null);
    if (problem) fail('invalid_ticket', { field: `games.${index}`, message: `Game ${index + 1} is not complete: ${problem}` });
  });
  return { games, entries };
}
