import { groupThousands } from './formatMoney';

/**
 * A whole count as en-AU writes it, e.g. 1234 → "1,234". By hand rather than `toLocaleString`,
 * whose first call loads the locale's data on the page's main thread (formatMoney says more).
 */
export function formatCount(count: number): string {
  return groupThousands(Math.round(count));
}
