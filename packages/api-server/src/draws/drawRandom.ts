/** Draw results and prize pools from the crypto RNG. */
import { randomInt } from 'node:crypto';
import type { NumberSet } from '@drawkit/contract';

function pickUnique(count: number, min: number, max: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const picked: number[] = [];
  for (let i = 0; i < count && pool.length > 0; i += 1) {
    const [value] = pool.splice(randomInt(pool.length), 1);
    if (value !== undefined) picked.push(value);
  }
  return picked;
}

/** Winning numbers by set name; unordered sets are sorted as results are published. */
export function randomResults(numberSets: readonly NumberSet[]): Record<string, number[]> {
  const results: Record<string, number[]> = {};
  for (const set of numberSets) {
    const numbers = set.unique
      ? pickUnique(set.count, set.min, set.max)
      : Array.from({ length: set.count }, () => randomInt(set.min, set.max + 1));
    results[set.name] = set.ordered ? numbers : numbers.sort((a, b) => a - b);
  }
  return results;
}

/** A jackpot between min and max: whole $100,000s from a million up, whole $1,000s below. */
export function randomJackpot(minCents: number, maxCents: number): number {
  if (maxCents <= minCents) return minCents;
  const step = minCents >= 100_000_000 ? 10_000_000 : 100_000;
  return minCents + randomInt(Math.floor((maxCents - minCents) / step) + 1) * step;
}
