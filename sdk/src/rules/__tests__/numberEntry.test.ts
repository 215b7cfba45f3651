import type { GameNumbers } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { isEntryComplete, isMultiEntryGameType } from '../isEntryComplete';
import { moveFavourite } from '../moveFavourite';
import { fitNumberEntry } from '../numberEntry';
import { quickPickEntry } from '../quickPickEntry';
import { replaceGame } from '../replaceGame';
import type { RandomInt } from '../ticketRules';

const numbersSet = { name: 'Numbers', count: 7, min: 1, max: 35, unique: true, ordered: false };
const powerballSet = { name: 'Powerball', count: 1, min: 1, max: 20, unique: true, ordered: false };

describe('fitNumberEntry: "Number entries are padded with blanks or trimmed so the total equals the entry count; favourites are kept"', () => {
  it('pads Numbers with blanks up to the entry count', () => {
    expect(fitNumberEntry({ Numbers: [4, 9], entryCount: 5 })).toEqual({ Numbers: [4, 9, null, null, null], entryCount: 5 });
  });

  it('counts favourites in the total and keeps them', () => {
    expect(fitNumberEntry({ Numbers: [4], Favourites: [7, 11], entryCount: 5 })).toEqual({
      Numbers: [4, null, null],
      Favourites: [7, 11],
      entryCount: 5,
    });
  });

  it('trims to a smaller entry count, dropping blanks before picked numbers', () => {
    expect(fitNumberEntry({ Numbers: [null, 3, null, 8, 12], entryCount: 5 }, 3)).toEqual({ Numbers: [3, 8, 12], entryCount: 3 });
    expect(fitNumberEntry({ Numbers: [1, 2, 3, 4], Favourites: [9], entryCount: 5 }, 3)).toEqual({
      Numbers: [1, 2],
      Favourites: [9],
      entryCount: 3,
    });
  });

  it('keeps every favourite even when they alone exceed the entry count', () => {
    expect(fitNumberEntry({ Numbers: [1, 2], Favourites: [5, 6, 7], entryCount: 2 })).toEqual({
      Numbers: [],
      Favourites: [5, 6, 7],
      entryCount: 2,
    });
  });
});

describe('ticket editing (shop-specialised §4)', () => {
  it('"Favourites numbers move between sets": from Numbers to Favourites and back, the total unchanged', () => {
    const entry = { Numbers: [3, 8, null], Favourites: [20], entryCount: 4 };
    const toFavourites = moveFavourite(entry, 8, 'Favourites');
    expect(toFavourites).toEqual({ Numbers: [3, null], Favourites: [20, 8], entryCount: 4 });
    expect(moveFavourite(toFavourites, 20, 'Numbers')).toEqual({ Numbers: [3, 20, null], Favourites: [8], entryCount: 4 });
  });

  it('leaves the entry alone when the number is not in the other set', () => {
    const entry = { Numbers: [3, null], Favourites: [20], entryCount: 3 };
    expect(moveFavourite(entry, 5, 'Favourites')).toBe(entry);
    expect(moveFavourite(entry, 3, 'Numbers')).toBe(entry);
  });

  it('"a game can be replaced"', () => {
    const a: GameNumbers = { Numbers: [1] };
    const b: GameNumbers = { Numbers: [2] };
    const c: GameNumbers = { Numbers: [3] };
    const games = [a, b];
    expect(replaceGame(games, 1, c)).toEqual([a, c]);
    expect(games).toEqual([a, b]);
    expect(replaceGame(games, 2, c)).toEqual([a, b]);
  });
});

describe('quickPickEntry', () => {
  it('"Quick pick fills random unique numbers between each set\'s first and last value" into the empty slots', () => {
    const set = { min: 1, max: 10 };
    for (let i = 0; i < 100; i++) {
      const picked = quickPickEntry(set, { Numbers: [4, null, null, null, null, null, null], Favourites: [9], entryCount: 8 });
      const numbers = picked.Numbers as number[];
      expect(numbers[0]).toBe(4);
      expect(numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 10)).toBe(true);
      expect(new Set([...numbers, 9]).size).toBe(8);
    }
  });

  it('uses the injected random source', () => {
    const first: RandomInt = (min) => min;
    expect(quickPickEntry({ min: 1, max: 45 }, { Numbers: [null, 2, null], entryCount: 3 }, first).Numbers).toEqual([1, 2, 3]);
  });
});

describe('isEntryComplete', () => {
  const standard = { numberSets: [numbersSet, powerballSet] };

  it('"A set of numbers is complete when every name has the required count without empty slots" for a standard game', () => {
    expect(isEntryComplete(standard, { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [3] }, 'standard')).toBe(true);
    expect(isEntryComplete(standard, { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [null] }, 'standard')).toBe(false);
    expect(isEntryComplete(standard, { Numbers: [1, 2, 3, 4, 5, 6], Powerball: [3] }, 'standard')).toBe(false);
  });

  it('"For a multi-entry game type only the Numbers set must be filled and Favourites must be non-empty if present"', () => {
    expect(isMultiEntryGameType('powerhit')).toBe(true);
    expect(isMultiEntryGameType('standard')).toBe(false);
    // Powerhit covers every Powerball, so that set is not asked for.
    expect(isEntryComplete(standard, { Numbers: [1, 2, 3, 4, 5, 6] }, 'powerhit')).toBe(true);
    expect(isEntryComplete(standard, { Numbers: [1, 2, 3, 4, 5, null] }, 'powerhit')).toBe(false);
    expect(isEntryComplete(standard, { Numbers: [] }, 'powerhit')).toBe(false);
    expect(isEntryComplete(standard, { Numbers: [1, 2, 3, 4, 5, 6], Favourites: [] }, 'powerhit')).toBe(false);
    expect(isEntryComplete(standard, { Numbers: [1, 2, 3, 4, 5], Favourites: [6] }, 'powerhit')).toBe(true);
  });

  it("follows the game offer's multiEntry flag over the game type", () => {
    const game = { Numbers: [1, 2, 3, 4, 5, 6] };
    expect(isEntryComplete({ ...standard, multiEntry: true }, game, 'standard')).toBe(true);
    expect(isEntryComplete({ ...standard, multiEntry: false }, game, 'powerhit')).toBe(false);
  });

  it('rejects a multi-entry game with repeated or out-of-range numbers', () => {
    const multi = { numberSets: [numbersSet], multiEntry: true };
    expect(isEntryComplete(multi, { Numbers: [1, 1, 3, 4, 5, 6, 7, 8] })).toBe(false);
    expect(isEntryComplete(multi, { Numbers: [1, 2, 3, 4, 5, 6, 7, 36] })).toBe(false);
  });
});
