import type { GameOffer } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { aud, powerballOffer } from '../../__tests__/fixtures';
import { clearSlot, emptyGame, isGameComplete, quickPickGame, toggleNumber, type RandomInt } from '../ticketRules';

const [numbers, powerball] = powerballOffer.numberSets as [GameOffer['numberSets'][0], GameOffer['numberSets'][0]];

const super66: GameOffer = {
  ...powerballOffer,
  key: 'super_66',
  numberSets: [{ name: 'Numbers', count: 6, min: 0, max: 9, unique: false, ordered: true }],
  prices: [],
  pricePerGame: aud(110),
};

describe('ticket rules', () => {
  it('an empty game has every slot of every set empty', () => {
    expect(emptyGame(powerballOffer)).toEqual({ Numbers: [null, null, null, null, null, null, null], Powerball: [null] });
  });

  it('"choosing a number fills the first empty slot"', () => {
    let game = emptyGame(powerballOffer);
    game = toggleNumber(game, numbers, 12);
    game = toggleNumber(game, numbers, 3);
    expect(game['Numbers']).toEqual([12, 3, null, null, null, null, null]);
    game = toggleNumber(game, numbers, 12);
    expect(game['Numbers']).toEqual([null, 3, null, null, null, null, null]);
    game = toggleNumber(game, numbers, 30);
    expect(game['Numbers']).toEqual([30, 3, null, null, null, null, null]);
  });

  it('choosing a picked number clears it; a full set ignores further picks', () => {
    let game = emptyGame(powerballOffer);
    for (const n of [1, 2, 3, 4, 5, 6, 7]) game = toggleNumber(game, numbers, n);
    const full = game;
    expect(toggleNumber(full, numbers, 8)).toBe(full);
    expect(toggleNumber(full, numbers, 4)['Numbers']).toEqual([1, 2, 3, null, 5, 6, 7]);
  });

  it('ignores numbers outside the set and leaves other sets alone', () => {
    const game = toggleNumber(emptyGame(powerballOffer), powerball, 21);
    expect(game['Powerball']).toEqual([null]);
    expect(toggleNumber(game, powerball, 20)).toEqual({ ...game, Powerball: [20] });
  });

  it('lets a set of repeatable digits take the same digit twice; clearSlot takes one back', () => {
    const [digits] = super66.numberSets as [GameOffer['numberSets'][0]];
    let game = emptyGame(super66);
    game = toggleNumber(game, digits, 7);
    game = toggleNumber(game, digits, 7);
    expect(game['Numbers']).toEqual([7, 7, null, null, null, null]);
    expect(clearSlot(game, digits, 0)['Numbers']).toEqual([null, 7, null, null, null, null]);
  });

  it('"a set of numbers is complete when every name has the required count without empty slots"', () => {
    let game = emptyGame(powerballOffer);
    for (const n of [1, 2, 3, 4, 5, 6, 7]) game = toggleNumber(game, numbers, n);
    expect(isGameComplete(powerballOffer, game)).toBe(false);
    game = toggleNumber(game, powerball, 9);
    expect(isGameComplete(powerballOffer, game)).toBe(true);
    expect(isGameComplete(powerballOffer, { ...game, Numbers: [1, 1, 3, 4, 5, 6, 7] })).toBe(false);
    expect(isGameComplete(powerballOffer, { ...game, Numbers: [1, 2, 3, 4, 5, 6, 36] })).toBe(false);
  });

  it('"quick pick fills random unique numbers between each set\'s first and last value", sorted', () => {
    for (let i = 0; i < 200; i++) {
      const game = quickPickGame(powerballOffer);
      expect(isGameComplete(powerballOffer, game)).toBe(true);
      const picked = game['Numbers'] as number[];
      expect(picked).toEqual([...picked].sort((a, b) => a - b));
    }
  });

  it('quick pick uses the injected random source, and keeps the order where order matters', () => {
    // Always the last index: the partial shuffle swaps 35 to the front, then walks 1, 2, 3, ... after it.
    const highest: RandomInt = (_min, max) => max;
    expect(quickPickGame(powerballOffer, highest)).toEqual({ Numbers: [1, 2, 3, 4, 5, 6, 35], Powerball: [20] });
    const sequence = [3, 1, 4, 1, 5, 9];
    const next: RandomInt = () => sequence.shift() ?? 0;
    expect(quickPickGame(super66, next)).toEqual({ Numbers: [3, 1, 4, 1, 5, 9] });
  });
});
