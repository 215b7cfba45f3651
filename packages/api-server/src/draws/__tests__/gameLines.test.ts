import type { GameNumbers, NumberSet } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { PRIZE_TABLES } from '../../seed/drawData';
import { choose, hypergeometricLines, scoreGameLines } from '../gameLines';
import { divisionFor, matchGame } from '../scoreGame';

const set = (name: string, count: number, min: number, max: number, unique = true): NumberSet => ({
  name,
  count,
  min,
  max,
  unique,
  ordered: false,
});
const rules = (key: string) => (PRIZE_TABLES[key]?.divisions ?? []).map((d, i) => ({ division: i + 1, matches: d.matches }));

/** Every line a game plays, listed the slow way: the reference the counting is checked against. */
function combinations(values: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (values.length < k) return [];
  const [first, ...rest] = values as [number, ...number[]];
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}
const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

function listedWins(sets: NumberSet[], game: GameNumbers, results: Record<string, number[]>, divisions: ReturnType<typeof rules>) {
  let lines: GameNumbers[] = [{}];
  for (const s of sets) {
    const picks = game[s.name] ?? [];
    const pool = picks.length === 0 ? range(s.min, s.max) : (picks as number[]);
    const choices = combinations(pool, s.count);
    lines = lines.flatMap((line) => choices.map((c) => ({ ...line, [s.name]: c })));
  }
  const wins = new Map<number, number>();
  for (const line of lines) {
    const division = divisionFor(matchGame(sets, 'any', line, results), divisions);
    if (division !== null) wins.set(division, (wins.get(division) ?? 0) + 1);
  }
  return { lines: lines.length, wins: [...wins].map(([division, n]) => ({ division, lines: n })).sort((a, b) => a.division - b.division) };
}

describe('counting the lines a game plays', () => {
  it('counts the k-combinations of a system exactly', () => {
    expect(choose(8, 6)).toBe(28);
    expect(choose(20, 7)).toBe(77_520);
    expect(choose(45, 6)).toBe(8_145_060);
    expect(choose(3, 5)).toBe(0);
  });

  it('System 7 of a 6-number lotto with 4 of 6 drawn numbers marked: 3 lines of 4 matches and 4 of 3', () => {
    // A System 7 plays C(7, 6) = 7 lines. A line leaves out one of the 7 numbers: leaving out one
    // of the 3 losing numbers keeps all 4 matches (3 lines), leaving out a drawn one keeps 3 (4 lines).
    expect(hypergeometricLines(7, 4, 6)).toEqual([
      { matches: 4, lines: 3 },
      { matches: 3, lines: 4 },
    ]);
    const lotto = [set('Numbers', 6, 1, 45)];
    const score = scoreGameLines(lotto, 'any', rules('monday_lotto'), { Numbers: [1, 2, 3, 4, 40, 41, 42] }, { Numbers: [1, 2, 3, 4, 5, 6] });
    // Monday Lotto: division 3 is "4" ($30), division 4 is "3" ($15).
    expect(score).toEqual({ matches: { Numbers: 4 }, division: 3, wins: [{ division: 3, lines: 3 }, { division: 4, lines: 4 }], lines: 7 });
  });

  it('System 8 of a 6-number lotto plays 28 lines; with all 6 drawn numbers marked it wins 1 first, 12 second and 15 third division lines', () => {
    // Division 1 (6): C(6,6)·C(2,0) = 1; division 2 (5): C(6,5)·C(2,1) = 12; division 3 (4): C(6,4)·C(2,2) = 15.
    const lotto = [set('Numbers', 6, 1, 45)];
    const score = scoreGameLines(lotto, 'any', rules('monday_lotto'), { Numbers: [1, 2, 3, 4, 5, 6, 44, 45] }, { Numbers: [6, 5, 4, 3, 2, 1] });
    expect(score.lines).toBe(28);
    expect(score.division).toBe(1);
    expect(score.wins).toEqual([
      { division: 1, lines: 1 },
      { division: 2, lines: 12 },
      { division: 3, lines: 15 },
    ]);
  });

  it('Powerhit plays all 20 Powerballs: 1 line with the drawn Powerball and 19 without, whatever is drawn', () => {
    const sets = [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)];
    const game = { Numbers: [2, 5, 9, 14, 21, 3, 4] }; // 5 of the 7 drawn numbers
    for (const powerball of [1, 7, 20]) {
      const score = scoreGameLines(sets, 'any', rules('super_jackpot_lottery'), game, { Numbers: [2, 5, 9, 14, 21, 30, 33], Powerball: [powerball] });
      // "5 + PB" is division 5, "5" is division 7.
      expect(score).toEqual({ matches: { Numbers: 5, Powerball: 1 }, division: 5, wins: [{ division: 5, lines: 1 }, { division: 7, lines: 19 }], lines: 20 });
    }
    // 2 numbers win only with the Powerball ("2 + PB", division 9): one line.
    const two = scoreGameLines(sets, 'any', rules('super_jackpot_lottery'), { Numbers: [2, 5, 1, 3, 4, 6, 7] }, { Numbers: [2, 5, 9, 14, 21, 30, 33], Powerball: [11] });
    expect(two.wins).toEqual([{ division: 9, lines: 1 }]);
  });

  it('a Powerhit System 8 (super combo part) plays 8 × 20 = 160 lines, counted as the listed lines are', () => {
    const sets = [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)];
    const results = { Numbers: [2, 5, 9, 14, 21, 30, 33], Powerball: [13] };
    const game = { Numbers: [2, 5, 9, 14, 21, 30, 1, 3] }; // 6 of 7 drawn among 8
    const score = scoreGameLines(sets, 'any', rules('super_jackpot_lottery'), game, results);
    const listed = listedWins(sets, game, results, rules('super_jackpot_lottery'));
    expect(score.lines).toBe(160);
    expect(listed.lines).toBe(160);
    expect(score.wins).toEqual(listed.wins);
    // "6 + PB" on C(6,6)·C(2,1) = 2 lines; "6" on 2 × 19 = 38; "5 + PB" on C(6,5)·C(2,2) = 6; "5" on 6 × 19 = 114.
    expect(score.wins).toEqual([
      { division: 3, lines: 2 },
      { division: 4, lines: 38 },
      { division: 5, lines: 6 },
      { division: 7, lines: 114 },
    ]);
  });

  it('agrees with the listed lines for systems of every size and any number of matches', () => {
    const lotto = [set('Numbers', 6, 1, 20)];
    const results = { Numbers: [1, 2, 3, 4, 5, 6] };
    for (let size = 6; size <= 12; size += 1) {
      for (let hit = 0; hit <= 6; hit += 1) {
        const picks = [...range(1, hit), ...range(11, 10 + size - hit)];
        const game = { Numbers: picks };
        const score = scoreGameLines(lotto, 'any', rules('monday_lotto'), game, results);
        const listed = listedWins(lotto, game, results, rules('monday_lotto'));
        expect(score.lines, `System ${size}, ${hit} matched`).toBe(listed.lines);
        expect(score.wins, `System ${size}, ${hit} matched`).toEqual(listed.wins);
        expect(score.matches.Numbers).toBe(Math.min(hit, 6));
      }
    }
  });

  it('a System 20 of a 7-of-35 lottery is counted without listing its 77,520 lines', () => {
    const sets = [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)];
    const results = { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [3] };
    const score = scoreGameLines(sets, 'any', rules('super_jackpot_lottery'), { Numbers: range(1, 20), Powerball: [3] }, results);
    expect(score.lines).toBe(77_520);
    // All 7 drawn numbers are among the 20 and the Powerball is right: exactly one jackpot line.
    expect(score.wins[0]).toEqual({ division: 1, lines: 1 });
    // "6 + PB": C(7,6)·C(13,1) = 91 lines.
    expect(score.wins[1]).toEqual({ division: 3, lines: 91 });
  });

  it('scores a standard game, an ordered set and a Powerpik game (Powerball picked by the shop) as one line', () => {
    const sets = [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)];
    const results = { Numbers: [2, 5, 9, 14, 21, 30, 33], Powerball: [7] };
    expect(scoreGameLines(sets, 'any', rules('super_jackpot_lottery'), { Numbers: [2, 5, 9, 1, 3, 4, 6], Powerball: [7] }, results)).toEqual({
      matches: { Numbers: 3, Powerball: 1 },
      division: 8,
      wins: [{ division: 8, lines: 1 }],
      lines: 1,
    });
    const strike = [{ ...set('Numbers', 4, 1, 45), ordered: true }];
    expect(scoreGameLines(strike, 'leading', rules('lotto_strike'), { Numbers: [12, 3, 7, 40] }, { Numbers: [12, 3, 40, 7] })).toEqual({
      matches: { Numbers: 2 },
      division: 3,
      wins: [{ division: 3, lines: 1 }],
      lines: 1,
    });
  });
});
