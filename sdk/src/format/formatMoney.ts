import type { Money } from '@drawkit/contract';

const LOCALE = 'en-AU';

/** Money at the UI edge: two decimals in en-AU, e.g. "$12.50". */
export function formatMoney(money: Money): string {
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(money.amount / 100);
}

/** Whole dollars or tenths, no trailing ".0": the jackpot style. */
export function formatWholeCurrency(value: number, currency: Money['currency'], fractionDigits: 0 | 1): string {
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
