import { fitNumberEntry, type NumberEntry } from './numberEntry';

/**
 * "Favourites numbers move between sets" (shop-specialised §4): moves `n` into `to` from the other
 * set of the entry. A number moved into Numbers takes the first empty slot; the entry is then
 * refitted so its total still equals the entry count. Unchanged if `n` is not in the other set.
 */
export function moveFavourite(entry: NumberEntry, n: number, to: 'Favourites' | 'Numbers'): NumberEntry {
  const favourites = entry.Favourites ?? [];
  if (to === 'Favourites') {
    const at = entry.Numbers.indexOf(n);
    if (at === -1) return entry;
    const numbers = entry.Numbers.filter((_, i) => i !== at);
    return fitNumberEntry({ ...entry, Numbers: numbers, Favourites: [...favourites, n] });
  }
  if (!favourites.includes(n)) return entry;
  const numbers = entry.Numbers.slice();
  const empty = numbers.indexOf(null);
  if (empty === -1) numbers.push(n);
  else numbers[empty] = n;
  return fitNumberEntry({ ...entry, Numbers: numbers, Favourites: favourites.filter((f) => f !== n) });
}
