import { describe, expect, it } from 'vitest';
import { aud, lotteryDraw } from '../../__tests__/fixtures';
import { formatDrawDate } from '../formatDrawDate';
import { formatJackpot } from '../formatJackpot';
import { formatMoney } from '../formatMoney';

describe('formatMoney', () => {
  it.each([
    [1250, '$12.50'],
    [5000, '$50.00'],
    [5, '$0.05'],
    [123456789, '$1,234,567.89'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatMoney(aud(cents))).toBe(text);
  });
});

describe('formatJackpot: "from 1 million up, the amount in millions rounded down to one decimal"', () => {
  const jackpot = (dollars: number) => formatJackpot(lotteryDraw({ prizePool: aud(dollars * 100) }));

  it.each([
    [20_560_000, '$20.5 Million'],
    [20_000_000, '$20 Million'],
    [20_599_999, '$20.5 Million'],
    [1_000_000, '$1 Million'],
    [1_090_000, '$1 Million'],
    [150_000_000, '$150 Million'],
  ])('shows %i as %s', (dollars, text) => {
    expect(jackpot(dollars)).toBe(text);
  });

  it.each([
    [850_000, '$850,000'],
    [999_999, '$999,999'],
    [5_000, '$5,000'],
  ])('"otherwise the amount": %i as %s, no cents', (dollars, text) => {
    expect(jackpot(dollars)).toBe(text);
  });

  it('"unknown prize pool shows Announced soon"', () => {
    expect(formatJackpot(lotteryDraw({ isPrizePoolUnknown: true }))).toBe('Announced soon');
    expect(formatJackpot(lotteryDraw({ prizePool: null }))).toBe('Announced soon');
    expect(formatJackpot(null)).toBe('Announced soon');
  });
});

describe('formatDrawDate', () => {
  it('shows the instant in AEST, en-AU', () => {
    // 10:30 UTC is 8:30 pm in Brisbane (UTC+10).
    expect(formatDrawDate('2026-11-26T10:30:00.000Z')).toBe('Thu 26 Nov 2026, 8:30 pm AEST');
  });

  it('stays on UTC+10 when the southern states are on daylight time', () => {
    expect(formatDrawDate('2026-01-01T00:05:00Z')).toBe('Thu 1 Jan 2026, 10:05 am AEST');
  });

  it('moves past midnight into the next day in Brisbane, with en-AU month names', () => {
    expect(formatDrawDate('2026-07-04T15:00:00Z')).toBe('Sun 5 July 2026, 1:00 am AEST');
  });

  it('returns an empty text for an unreadable date', () => {
    expect(formatDrawDate('not a date')).toBe('');
  });
});
