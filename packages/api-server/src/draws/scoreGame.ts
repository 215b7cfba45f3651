/**
 * Scoring one game against a draw's results: how many numbers of each set match, and which
 * prize division (if any) that wins. Pure, so the batch scorer (drawScorer) and the tests share it.
 */
import type { NumberSet } from '@drawkit/contract';
import type { GameNumbers } from '@drawkit/contract';

/**
 * 'any': unordered sets, a pick matches if it was drawn at all.
 * 'leading': in order from the first position (Lotto Strike: the first n picks in place).
 * 'leading_or_trailing': in order from the first or from the last position, whichever is longer (Super 66).
 * 'boxed': a Lotto Strike Boxed game, whose numbers "win in any order": as many numbers from
 *   the first position as are all among the picks, whatever order they were picked in.
 */
export type Matching = 'any' | 'leading' | 'leading_or_trailing' | 'boxed';

/** How a lottery's draws are matched (its draw rules); 'boxed' belongs to a game type instead. */
export type LotteryMatching = Exclude<Matching, 'boxed'>;

/** The game type whose games are scored 'boxed' whatever their lottery's matching. */
export const BOXED_GAME_TYPE = 'strike_boxed';

export interface DivisionRule {
  division: number;
  /** Matches needed per set name; a set not named needs none. */
  matches: Record<string, number>;
}

function countAny(picks: readonly (number | null)[], pool: ReadonlySet<number>): number {
  let count = 0;
  for (const pick of picks) if (pick !== null && pool.has(pick)) count += 1;
  return count;
}

function countLeading(picks: readonly (number | null)[], drawn: readonly number[]): number {
  let count = 0;
  while (count < picks.length && count < drawn.length && picks[count] === drawn[count]) count += 1;
  return count;
}

function countTrailing(picks: readonly (number | null)[], drawn: readonly number[]): number {
  let count = 0;
  while (
    count < picks.length &&
    count < drawn.length &&
    picks[picks.length - 1 - count] === drawn[drawn.length - 1 - count]
  ) {
    count += 1;
  }
  return count;
}

function countBoxed(picks: readonly (number | null)[], drawn: readonly number[]): number {
  const mine = new Set(picks);
  let count = 0;
  while (count < picks.length && count < drawn.length && mine.has(drawn[count] as number)) count += 1;
  return count;
}

/** Matches per set name of one game. */
export function matchGame(
  numberSets: readonly NumberSet[],
  matching: Matching,
  game: GameNumbers,
  results: Record<string, number[]>,
): Record<string, number> {
  const matches: Record<string, number> = {};
  for (const set of numberSets) {
    const drawn = results[set.name] ?? [];
    matches[set.name] = countMatches(matching, game[set.name] ?? [], drawn, new Set(drawn));
  }
  return matches;
}

/** Matches of one set's picks; `drawnSet` is `new Set(drawn)`, made once per draw by the batch scorer. */
export function countMatches(
  matching: Matching,
  picks: readonly (number | null)[],
  drawn: readonly number[],
  drawnSet: ReadonlySet<number>,
): number {
  return matching === 'any'
    ? countAny(picks, drawnSet)
    : matching === 'leading'
      ? countLeading(picks, drawn)
      : matching === 'boxed'
        ? countBoxed(picks, drawn)
        : Math.max(countLeading(picks, drawn), countTrailing(picks, drawn));
}

/** The best division the matches win (divisions sorted best first), or null. */
export function divisionFor(matches: Record<string, number>, divisions: readonly DivisionRule[]): number | null {
  for (const rule of divisions) {
    if (Object.entries(rule.matches).every(([set, needed]) => (matches[set] ?? 0) >= needed)) return rule.division;
  }
  return null;
}
