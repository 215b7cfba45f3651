// Prices and dates of a widget's first render are formatted by hand, not by Intl (which loads the
// locale's data on its first call): these sweeps hold them to what Intl's en-AU says.
import { describe, expect, it } from 'vitest';
import { formatDrawDate } from '../formatDrawDate';
import { formatCount } from '../formatCount';
import { formatLongDate, formatMonthYear } from '../formatLongDate';
import { formatMoney, formatWholeCurrency } from '../formatMoney';

const currency = (value: number, fractionDigits: number, minimumFractionDigits = fractionDigits) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits, maximumFractionDigits: fractionDigits }).format(value);

/** A repeatable spread of values: every small one, then growing steps through the billions. */
function sweep(count: number, step: (i: number) => number): number[] {
  return Array.from({ length: count }, (_, i) => step(i));
}

describe('AUD by hand, as Intl en-AU writes it', () => {
  const cents = [...sweep(2_000, (i) => i), ...sweep(2_000, (i) => Math.floor(1.013 ** i * 7)), -1, -1250, -123456789].filter(Number.isSafeInteger);

  it('formatMoney: two decimals, grouped thousands, a minus before the sign', () => {
    for (const amount of cents) expect(formatMoney({ amount, currency: 'AUD' }), `${amount} cents`).toBe(currency(amount / 100, 2));
  });

  it('formatWholeCurrency: whole dollars, and tenths with no trailing ".0"', () => {
    for (const amount of cents) {
      const dollars = Math.floor(amount / 100);
      expect(formatWholeCurrency(dollars, 'AUD', 0), `${dollars} dollars`).toBe(currency(dollars, 0));
      const tenths = Math.floor(amount / 10) / 10;
      expect(formatWholeCurrency(tenths, 'AUD', 1), `${tenths} dollars`).toBe(currency(tenths, 1, 0));
    }
  });

  it('formatCount: a whole count with grouped thousands', () => {
    for (const count of cents) expect(formatCount(count), `${count}`).toBe(count.toLocaleString('en-AU'));
  });

  it('other currencies still go through Intl', () => {
    expect(formatMoney({ amount: 123450, currency: 'GBP' })).toBe(new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'GBP' }).format(1234.5));
  });
});

describe('AEST dates by hand, as Intl en-AU in Australia/Brisbane writes them', () => {
  // Every 7 hours and 13 minutes for three years: each month, weekday, hour and both sides of midnight and noon.
  const instants = sweep(3 * 365 * 4, (i) => Date.UTC(2025, 0, 1) + i * (7 * 60 + 13) * 60_000);
  const intlDrawDate = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Brisbane',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const intlLongDate = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  it('formatDrawDate: "Thu 26 Nov 2026, 8:30 pm AEST"', () => {
    for (const instant of instants) {
      const p = Object.fromEntries(intlDrawDate.formatToParts(instant).map((part) => [part.type, part.value]));
      const expected = `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod?.toLowerCase()} AEST`;
      expect(formatDrawDate(new Date(instant).toISOString())).toBe(expected);
    }
  });

  it('formatLongDate: "Thursday 26 November 2026"', () => {
    for (const instant of instants) expect(formatLongDate(instant)).toBe(intlLongDate.format(instant));
  });

  it('formatMonthYear: "November 2026"', () => {
    for (let year = 1999; year <= 2031; year++) {
      for (let month = 1; month <= 12; month++) {
        const intl = new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
        expect(formatMonthYear(year, month)).toBe(intl);
      }
    }
  });
});
