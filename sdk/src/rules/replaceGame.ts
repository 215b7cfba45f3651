import type { GameNumbers } from '@drawkit/contract';

/** "A game can be replaced" (shop-specialised §4): a new list with `game` at `index`; unchanged if out of range. */
export function replaceGame(games: readonly GameNumbers[], index: number, game: GameNumbers): GameNumbers[] {
  if (!Number.isInteger(index) || index < 0 || index >= games.length) return games.slice();
  return games.map((current, i) => (i === index ? game : current));
}
