import type { GameNumbers, GameOffer, NumberSet } from '@drawkit/contract';

/** An integer from `min` to `max` inclusive. Injectable so tests can pick the numbers. */
export type RandomInt = (min: number, max: number) => number;

/** A game with every slot of every set empty. */
export function emptyGame(gameOffer: Pick<GameOffer, 'numberSets'>): GameNumbers {
  return Object.fromEntries(gameOffer.numberSets.map((set) => [set.name, Array<number | null>(set.count).fill(null)]));
}

function slotsOf(game: GameNumbers, set: NumberSet): (number | null)[] {
  const current = game[set.name] ?? [];
  // Padded or trimmed to the set's count, so a stale game never overflows its set.
  return Array.from({ length: set.count }, (_, i) => current[i] ?? null);
}

/**
 * Chooses or clears `n` in `set` (shop-specialised §4: "choosing a number fills the first empty
 * slot"). In a set of unique numbers, choosing a picked number clears it; a full set ignores
 * further picks; numbers outside the set's range are ignored. Returns a new game.
 */
export function toggleNumber(game: GameNumbers, set: NumberSet, n: number): GameNumbers {
  if (!Number.isInteger(n) || n < set.min || n > set.max) return game;
  const slots = slotsOf(game, set);
  const picked = slots.indexOf(n);
  if (set.unique && picked !== -1) {
    slots[picked] = null;
  } else {
    const empty = slots.indexOf(null);
    if (empty === -1) return game;
    slots[empty] = n;
  }
  return { ...game, [set.name]: slots };
}

/** Empties one slot: how a repeated digit in a non-unique set is taken back. */
export function clearSlot(game: GameNumbers, set: NumberSet, index: number): GameNumbers {
  const slots = slotsOf(game, set);
  if (index < 0 || index >= slots.length) return game;
  slots[index] = null;
  return { ...game, [set.name]: slots };
}

/** A uniform integer in [min, max] from `crypto.getRandomValues`, without modulo bias. */
export const cryptoRandomInt: RandomInt = (min, max) => {
  const range = max - min + 1;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return min + (value % range);
  }
};

function pickSet(set: NumberSet, random: RandomInt): number[] {
  let numbers: number[];
  if (set.unique) {
    // A partial Fisher–Yates shuffle of the range: each pick is unique by construction.
    const pool = Array.from({ length: set.max - set.min + 1 }, (_, i) => set.min + i);
    const count = Math.min(set.count, pool.length);
    for (let i = 0; i < count; i++) {
      const j = random(i, pool.length - 1);
      [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
    }
    numbers = pool.slice(0, count);
  } else {
    numbers = Array.from({ length: set.count }, () => random(set.min, set.max));
  }
  return set.ordered ? numbers : numbers.sort((a, b) => a - b);
}

/** A quick pick: random numbers within each set's first and last value, sorted unless order matters. */
export function quickPickGame(gameOffer: Pick<GameOffer, 'numberSets'>, random: RandomInt = cryptoRandomInt): GameNumbers {
  return Object.fromEntries(gameOffer.numberSets.map((set) => [set.name, pickSet(set, random)]));
}

/** "A set of numbers is complete when every name has the required count without empty slots" (shop-specialised §5). */
export function isGameComplete(gameOffer: Pick<GameOffer, 'numberSets'>, game: GameNumbers): boolean {
  return gameOffer.numberSets.every((set) => {
    const numbers = game[set.name];
    if (!numbers || numbers.length !== set.count) return false;
    if (!numbers.every((n) => n !== null && Number.isInteger(n) && n >= set.min && n <= set.max)) return false;
    return !set.unique || new Set(numbers).size === numbers.length;
  });
}
