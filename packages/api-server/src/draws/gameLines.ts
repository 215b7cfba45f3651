/**
 * Scoring a game by every line it plays. A game's picks for a set can differ from what the
 * draw draws of that set in two ways, and both are entries that play many lines at once:
 * - more picks than the set's count (a system: System 8 of a 7-number lottery plays every
 *   7-of-8 combination, 8 lines): every `count`-combination of the picks is a line;
 * - no picks at all for a set the lottery draws (Powerhit: the Powerball is covered): every
 *   `count`-combination of the set's whole range is a line.
 * Both apply to unordered ('any') sets only. Lines are never listed: per set, the number of
 * lines with j matches is a hypergeometric count, C(hit, j) × C(miss, count − j), and a line of
 * the game is one choice per set, so the lines per (matches per set) are the product of the
 * sets' counts. A System 20 costs a handful of multiplications, not 77,520 lines.
 */
import type { GameNumbers, NumberSet } from '@drawkit/contract';
import { divisionFor, type DivisionRule, type Matching, matchGame } from './scoreGame';

/** How many of a game's lines match `matches` numbers of one set. */
export interface SetLines {
  matches: number;
  lines: number;
}

export interface GameScore {
  /** Per set, the most matches any line has (what the customer's numbers matched). */
  matches: Record<string, number>;
  /** The best division any line won, or null. */
  division: number | null;
  /** Winning lines per division, best division first; divisions no line won are left out. */
  wins: { division: number; lines: number }[];
  /** Every line the game plays (1 for a standard game). */
  lines: number;
}

/** C(n, k) for the small n of a lottery (exact: every intermediate value is an integer). */
export function choose(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= r; i += 1) result = (result * (n - r + i)) / i;
  return result;
}

/**
 * Lines with j matches when `count` numbers are played out of `pool` candidates, `hit` of which
 * were drawn: C(hit, j) × C(pool − hit, count − j) for every j that has lines.
 */
export function hypergeometricLines(pool: number, hit: number, count: number): SetLines[] {
  const out: SetLines[] = [];
  for (let j = Math.min(hit, count); j >= Math.max(0, count - (pool - hit)); j -= 1) {
    out.push({ matches: j, lines: choose(hit, j) * choose(pool - hit, count - j) });
  }
  return out;
}

function distinctPicks(picks: readonly (number | null)[]): number[] {
  return [...new Set(picks.filter((p): p is number => p !== null))];
}

/**
 * The lines of one set of a game by matches, most matches first; null when the set plays one
 * line (a standard pick, or any ordered set), which matchGame then counts as before.
 */
export function setLines(set: NumberSet, matching: Matching, picks: readonly (number | null)[] | undefined, drawn: readonly number[]): SetLines[] | null {
  if (matching !== 'any' || !set.unique) return null;
  const covered = picks === undefined || picks.length === 0;
  if (!covered && picks.length <= set.count) return null;
  const inRange = distinctPicks(drawn).filter((n) => n >= set.min && n <= set.max);
  // Covered: every value of the set's range is played.
  if (covered) return hypergeometricLines(set.max - set.min + 1, inRange.length, set.count);
  const played = distinctPicks(picks);
  const drawnSet = new Set(inRange);
  const hit = played.filter((p) => drawnSet.has(p)).length;
  return hypergeometricLines(played.length, hit, set.count);
}

/**
 * One set of a game as it is played: the matches of its one line (a standard pick, or any
 * ordered set), or its lines by matches (a system or a covered set: setLines).
 */
export type SetPlay = number | readonly SetLines[];

/** Scores one game against a draw's results by every line it plays. */
export function scoreGameLines(
  numberSets: readonly NumberSet[],
  matching: Matching,
  divisions: readonly DivisionRule[],
  game: GameNumbers,
  results: Record<string, number[]>,
): GameScore {
  const lines = numberSets.map((set) => setLines(set, matching, game[set.name], results[set.name] ?? []));
  const single = matchGame(numberSets, matching, game, results);
  return scoreSetPlays(
    numberSets,
    divisions,
    numberSets.map((set, i) => lines[i] ?? single[set.name] ?? 0),
  );
}

/**
 * Scores a game from how each of its sets is played (in numberSets order). What a game wins
 * depends on nothing else, so the batch scorer (drawScorer) scores each distinct set of plays once.
 */
export function scoreSetPlays(numberSets: readonly NumberSet[], divisions: readonly DivisionRule[], plays: readonly SetPlay[]): GameScore {
  // The common case, one line: as scored before systems and Powerhit were expanded.
  if (plays.every((play) => typeof play === 'number')) {
    const matches: Record<string, number> = {};
    numberSets.forEach((set, i) => {
      matches[set.name] = plays[i] as number;
    });
    const division = divisionFor(matches, divisions);
    return { matches, division, wins: division === null ? [] : [{ division, lines: 1 }], lines: 1 };
  }

  const options: (readonly SetLines[])[] = plays.map((play) => (typeof play === 'number' ? [{ matches: play, lines: 1 }] : play));
  const matches: Record<string, number> = {};
  numberSets.forEach((set, i) => {
    matches[set.name] = options[i]?.reduce((best, o) => Math.max(best, o.lines > 0 ? o.matches : 0), 0) ?? 0;
  });
  const byDivision = new Map<number, number>();
  let total = 0;
  const current: Record<string, number> = {};
  const walk = (index: number, lines: number): void => {
    if (lines === 0) return;
    if (index === numberSets.length) {
      total += lines;
      const division = divisionFor(current, divisions);
      if (division !== null) byDivision.set(division, (byDivision.get(division) ?? 0) + lines);
      return;
    }
    const name = (numberSets[index] as NumberSet).name;
    for (const option of options[index] ?? []) {
      current[name] = option.matches;
      walk(index + 1, lines * option.lines);
    }
  };
  walk(0, 1);
  const wins = [...byDivision].map(([division, lines]) => ({ division, lines })).sort((a, b) => a.division - b.division);
  return { matches, division: wins[0]?.division ?? null, wins, lines: total };
}
