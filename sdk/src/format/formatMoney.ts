import { BASE_CURRENCY, type Money } from '@drawkit/contract';

const LOCALE = 'en-AU';

/** Digits grouped in threes with commas, as en-AU writes them: 1234567 → "1,234,567", -1234 → "-1,234". */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * `value` in the base currency as en-AU writes it, with `fractionDigits` decimals, or with up to
 * that many and no trailing zeros when `trim`. By hand rather than Intl: a page's first
 * Intl.NumberFormat loads the locale's data (about 60 ms of a phone's main thread), and the
 * partner widget shows a price and a jackpot in its first render.
 */
function formatBaseCurrency(value: number, fractionDigits: number, trim: boolean): string {
  const scale = 10 ** fractionDigits;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(scaled / scale);
  let fraction = fractionDigits > 0 ? String(scaled - whole * scale).padStart(fractionDigits, '0') : '';
  if (trim) fraction = fraction.replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}$${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Another currency, as Intl's en-AU writes it. */
function formatInIntl(value: number, currency: Money['currency'], minimumFractionDigits: number, maximumFractionDigits: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency, minimumFractionDigits, maximumFractionDigits }).format(value);
}

/** Money at the UI edge: two decimals in en-AU, e.g. "$12.50". */
export function formatMoney(money: Money): string {
  const value = money.amount / 100;
  return money.currency === BASE_CURRENCY ? formatBaseCurrency(value, 2, false) : formatInIntl(value, money.currency, 2, 2);
}

/** Whole dollars or tenths, no trailing ".0": the jackpot style. */
export function formatWholeCurrency(value: number, currency: Money['currency'], fractionDigits: 0 | 1): string {
  return currency === BASE_CURRENCY ? formatBaseCurrency(value, fractionDigits, true) : formatInIntl(value, currency, 0, fractionDigits);
}
