import type { GameNumbers } from '@drawkit/sdk';

/** A game in plain text for print: "Numbers 1 6 11 16 21 26 31 · Powerball 1". */
export function gameText(game: GameNumbers): string {
  return Object.entries(game)
    .map(([set, values]) => `${set} ${values.filter((v): v is number => v !== null).join(' ')}`)
    .join(' · ');
}
