import type { NumberSet } from '@drawkit/contract';
import type { NumberEntry } from './numberEntry';
import { cryptoRandomInt, type RandomInt } from './ticketRules';

/**
 * Quick pick for a multi-entry game: "fills random unique numbers between each set's first and
 * last value" (shop-specialised §5) into every empty slot of Numbers, never repeating a number
 * already picked or held in Favourites. Slots stay empty only if the range runs out.
 */
export function quickPickEntry(set: Pick<NumberSet, 'min' | 'max'>, entry: NumberEntry, random: RandomInt = cryptoRandomInt): NumberEntry {
  const taken = new Set<number>([...entry.Numbers.filter((n): n is number => n !== null), ...(entry.Favourites ?? [])]);
  const pool: number[] = [];
  for (let n = set.min; n <= set.max; n++) if (!taken.has(n)) pool.push(n);
  const numbers = entry.Numbers.map((slot) => {
    if (slot !== null || pool.length === 0) return slot;
    const [picked] = pool.splice(random(0, pool.length - 1), 1);
    return picked ?? null;
  });
  return { ...entry, Numbers: numbers };
}
