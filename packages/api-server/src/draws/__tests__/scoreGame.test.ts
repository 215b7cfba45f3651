import type { NumberSet } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { PRIZE_TABLES } from '../../seed/drawData';
import { divisionFor, matchGame } from '../scoreGame';

const set = (name: string, count: number, min: number, max: number, unique = true, ordered = false): NumberSet => ({
  name,
  count,
  min,
  max,
  unique,
  ordered,
});
const rules = (key: string) => (PRIZE_TABLES[key]?.divisions ?? []).map((d, i) => ({ division: i + 1, matches: d.matches }));

describe('scoring a game', () => {
  const powerball = [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)];
  const drawn = { Numbers: [2, 5, 9, 14, 21, 30, 33], Powerball: [7] };

  it('counts unordered matches per set and picks the best Powerball-like division', () => {
    const cases: [number[], number, string | null][] = [
      [[2, 5, 9, 14, 21, 30, 33], 7, '7 + PB'],
      [[2, 5, 9, 14, 21, 30, 33], 8, '7'],
      [[2, 5, 9, 14, 21, 30, 1], 7, '6 + PB'],
      [[2, 5, 9, 14, 3, 4, 1], 8, null],
      [[2, 5, 9, 14, 21, 3, 1], 8, '5'],
      [[2, 5, 9, 3, 4, 6, 1], 7, '3 + PB'],
      [[2, 5, 3, 4, 6, 8, 1], 7, '2 + PB'],
      [[1, 3, 4, 6, 8, 10, 11], 7, null],
    ];
    for (const [numbers, pb, expected] of cases) {
      const matches = matchGame(powerball, 'any', { Numbers: numbers, Powerball: [pb] }, drawn);
      const division = divisionFor(matches, rules('super_jackpot_lottery'));
      const name = division === null ? null : PRIZE_TABLES.super_jackpot_lottery?.divisions[division - 1]?.name;
      expect(name, JSON.stringify(matches)).toBe(expected);
    }
  });

  it('matches Strike numbers in order from the first', () => {
    const strike = [set('Numbers', 4, 1, 45, true, true)];
    const results = { Numbers: [12, 3, 40, 7] };
    expect(matchGame(strike, 'leading', { Numbers: [12, 3, 7, 40] }, results)).toEqual({ Numbers: 2 });
    expect(matchGame(strike, 'leading', { Numbers: [3, 12, 40, 7] }, results)).toEqual({ Numbers: 0 });
    expect(divisionFor({ Numbers: 2 }, rules('lotto_strike'))).toBe(3);
  });

  it('matches a Boxed Strike game in any order ("Boxed: your numbers win in any order")', () => {
    const boxed = [set('Numbers', 4, 1, 45)];
    const results = { Numbers: [12, 3, 40, 7] };
    expect(matchGame(boxed, 'boxed', { Numbers: [3, 12, 40, 7] }, results)).toEqual({ Numbers: 4 });
    expect(matchGame(boxed, 'boxed', { Numbers: [40, 3, 12, 9] }, results)).toEqual({ Numbers: 3 });
    // The first number drawn is not among the picks: nothing counts, however many others are.
    expect(matchGame(boxed, 'boxed', { Numbers: [3, 40, 7, 9] }, results)).toEqual({ Numbers: 0 });
    expect(divisionFor({ Numbers: 4 }, rules('lotto_strike'))).toBe(1);
  });

  it('matches Super 66 digits from the first or from the last, whichever is longer', () => {
    const digits = [set('Numbers', 6, 0, 9, false, true)];
    const results = { Numbers: [4, 4, 0, 9, 1, 7] };
    expect(matchGame(digits, 'leading_or_trailing', { Numbers: [4, 4, 0, 2, 2, 2] }, results)).toEqual({ Numbers: 3 });
    expect(matchGame(digits, 'leading_or_trailing', { Numbers: [5, 5, 0, 9, 1, 7] }, results)).toEqual({ Numbers: 4 });
    expect(matchGame(digits, 'leading_or_trailing', { Numbers: [4, 4, 0, 9, 1, 7] }, results)).toEqual({ Numbers: 6 });
  });
});
