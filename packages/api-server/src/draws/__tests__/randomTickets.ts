/**
 * Seeded random draws and games of every game type, for the scorer comparison test. Picks lean
 * on the drawn numbers (about half of each game's numbers are drawn ones) so every division,
 * the shared pool and a system's several winning divisions come up in a few thousand tickets.
 */
import type { GameNumbers } from '@drawkit/contract';

export type Random = () => number;

/** mulberry32: a small seeded generator, so a failing run is repeated with its printed seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const randomInt = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** `count` distinct numbers of min..max, ascending; each is one of `lean` (while any is left) with probability `bias`. */
export function pickNumbers(random: Random, count: number, min: number, max: number, lean: readonly number[] = [], bias = 0.5): number[] {
  const picked = new Set<number>();
  const favourites = lean.filter((n) => n >= min && n <= max);
  while (picked.size < count) {
    const fromLean = favourites.filter((n) => !picked.has(n));
    if (fromLean.length > 0 && random() < bias) picked.add(fromLean[Math.floor(random() * fromLean.length)] as number);
    else picked.add(randomInt(random, min, max));
  }
  return [...picked].sort((a, b) => a - b);
}

/** Draw results of a lottery: each set's count of numbers, unique unless `repeats`. */
export function randomResults(random: Random, sets: readonly { name: string; count: number; min: number; max: number; unique: boolean }[]): Record<string, number[]> {
  const results: Record<string, number[]> = {};
  for (const set of sets) {
    if (set.unique) {
      // Drawn order matters to ordered sets: shuffle what pickNumbers sorted.
      const numbers = pickNumbers(random, set.count, set.min, set.max);
      for (let i = numbers.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [numbers[i], numbers[j]] = [numbers[j] as number, numbers[i] as number];
      }
      results[set.name] = numbers;
    } else {
      results[set.name] = Array.from({ length: set.count }, () => randomInt(random, set.min, set.max));
    }
  }
  return results;
}

/**
 * An ordered pick (Strike, Super 66): the drawn numbers in place for a random length from the
 * first (or, with `fromEnd`, from the last) position, random after that.
 */
export function orderedPick(random: Random, drawn: readonly number[], min: number, max: number, unique: boolean, fromEnd = false): number[] {
  const count = drawn.length;
  const kept = randomInt(random, 0, count);
  const pick: (number | null)[] = Array.from({ length: count }, () => null);
  for (let i = 0; i < kept; i += 1) {
    const at = fromEnd ? count - 1 - i : i;
    pick[at] = drawn[at] as number;
  }
  for (let at = 0; at < count; at += 1) {
    if (pick[at] !== null) continue;
    let n = randomInt(random, min, max);
    while (unique && pick.includes(n)) n = randomInt(random, min, max);
    pick[at] = n;
  }
  return pick as number[];
}

/** A boxed Strike pick: some drawn numbers in any order, the rest random. */
export function boxedPick(random: Random, drawn: readonly number[], min: number, max: number): number[] {
  const pick = pickNumbers(random, drawn.length, min, max, drawn, 0.7);
  for (let i = pick.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pick[i], pick[j]] = [pick[j] as number, pick[i] as number];
  }
  return pick;
}

/** A Powerball-style game: `numbers` of 1..`max` and, unless covered, one Powerball. */
export function lottoGame(random: Random, results: Record<string, number[]>, numbers: number, max: number, powerballMax: number | null): GameNumbers {
  const game: GameNumbers = { Numbers: pickNumbers(random, numbers, 1, max, results.Numbers ?? []) };
  if (powerballMax !== null) game.Powerball = pickNumbers(random, 1, 1, powerballMax, results.Powerball ?? [], 0.3);
  return game;
}
