/** An English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, ... */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "Forward draw label: 0 is Next Available Draw, then 1st, 2nd and 3rd Forward Draw, then Nth" (shop-specialised §9). */
export function forwardDrawLabel(drawOffset: number): string {
  if (drawOffset <= 0) return 'Next Available Draw';
  return `${ordinal(drawOffset)} Forward Draw`;
}
