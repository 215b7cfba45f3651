/**
 * A multi-entry game's numbers (shop-specialised §3 "Number entry"): "Numbers list plus
 * optional Favourites, entryCount. An empty slot is null." Set names keep their wire spelling.
 */
export interface NumberEntry {
  Numbers: (number | null)[];
  Favourites?: number[];
  entryCount: number;
}

/**
 * "Number entries are padded with blanks or trimmed so the total equals the entry count;
 * favourites are kept" (shop-specialised §5). Trimming drops empty slots before picked numbers,
 * then picks from the end, so a shrinking entry loses as few choices as it can.
 */
export function fitNumberEntry(entry: NumberEntry, entryCount: number = entry.entryCount): NumberEntry {
  const favourites = entry.Favourites;
  const room = Math.max(0, entryCount - (favourites?.length ?? 0));
  let numbers = entry.Numbers.slice();
  if (numbers.length > room) {
    const picked = numbers.filter((n): n is number => n !== null);
    numbers = picked.length >= room ? picked.slice(0, room) : [...picked, ...Array<null>(room - picked.length).fill(null)];
  }
  while (numbers.length < room) numbers.push(null);
  const fitted: NumberEntry = { Numbers: numbers, entryCount };
  if (favourites) fitted.Favourites = favourites.slice();
  return fitted;
}
