/**
 * The game scorer as it was before scoring went batched (issue 11): scoreGame.ts and
 * gameLines.ts copied unchanged, so the comparison test (scorerComparison.test.ts) holds the new
 * scorer to today's results. Do not edit to follow the new code: this is the reference.
 */
import type { GameNumbers, NumberSet } from '@drawkit/contract';

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

function countAny(picks: readonly (number | null)[], drawn: readonly number[]): number {
  const pool = new Set(drawn);
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
    const picks = game[set.name] ?? [];
    const drawn = results[set.name] ?? [];
    matches[set.name] =
      matching === 'any'
        ? countAny(picks, drawn)
        : matching === 'leading'
          ? countLeading(picks, drawn)
          : matching === 'boxed'
            ? countBoxed(picks, drawn)
            : Math.max(countLeading(picks, drawn), countTrailing(picks, drawn));
  }
  return matches;
}

/** The best division the matches win (divisions sorted best first), or null. */
export function divisionFor(matches: Record<string, number>, divisions: readonly DivisionRule[]): number | null {
  for (const rule of divisions) {
    if (Object.entries(rule.matches).every(([set, needed]) => (matches[set] ?? 0) >= needed)) return rule.division;
  }
  return null;
}

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

/** Scores one game against a draw's results by every line it plays. */
export function scoreGameLines(
  numberSets: readonly NumberSet[],
  matching: Matching,
  divisions: readonly DivisionRule[],
  game: GameNumbers,
  results: Record<string, number[]>,
): GameScore {
  let perSet: (SetLines[] | null)[] | null = null;
  for (let i = 0; i < numberSets.length; i += 1) {
    const set = numberSets[i] as NumberSet;
    const lines = setLines(set, matching, game[set.name], results[set.name] ?? []);
    if (lines === null) continue;
    perSet ??= numberSets.map(() => null);
    perSet[i] = lines;
  }
  // The common case, one line: as scored before systems and Powerhit were expanded.
  if (perSet === null) {
    const matches = matchGame(numberSets, matching, game, results);
    const division = divisionFor(matches, divisions);
    return { matches, division, wins: division === null ? [] : [{ division, lines: 1 }], lines: 1 };
  }

  const single = matchGame(numberSets, matching, game, results);
  const options: SetLines[][] = numberSets.map((set, i) => perSet[i] ?? [{ matches: single[set.name] ?? 0, lines: 1 }]);
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
