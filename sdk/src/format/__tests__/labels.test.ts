import { describe, expect, it } from 'vitest';
import { aud, lotteryDraw } from '../../__tests__/fixtures';
import { DRAW_DAY_NAMES, drawDayNames, drawDaysMask } from '../drawDayNames';
import { formatCardNumber } from '../formatCardNumber';
import { formatJackpot, formatJackpotAmount } from '../formatJackpot';
import { formatLongDate } from '../formatLongDate';
import { formatPrizeThousands } from '../formatPrizeThousands';
import { forwardDrawLabel, ordinal } from '../forwardDrawLabel';
import { GAME_TYPE_ORDER, gameTypeFromUrlSuffix, gameTypeUrlSuffix, sortGameTypes } from '../gameTypeUrlSuffix';
import { numberPlaceholder } from '../numberPlaceholder';
import { relativeDrawDayLabel } from '../relativeDrawDayLabel';

describe('relativeDrawDayLabel (computed in AEST)', () => {
  // Monday 23 November 2026, 9:00 am in Brisbane (23:00 UTC the day before).
  const now = Date.parse('2026-11-22T23:00:00Z');
  const aest = (local: string) => new Date(`${local}+10:00`).toISOString();

  it('"Tonight is after 18:00 today"', () => {
    expect(relativeDrawDayLabel(aest('2026-11-23T20:30:00'), now)).toBe('Tonight');
    expect(relativeDrawDayLabel(aest('2026-11-23T18:00:00'), now)).toBe('Tonight');
  });

  it('"Today" before 18:00', () => {
    expect(relativeDrawDayLabel(aest('2026-11-23T17:59:00'), now)).toBe('Today');
  });

  it('"Tomorrow"', () => {
    expect(relativeDrawDayLabel(aest('2026-11-24T20:30:00'), now)).toBe('Tomorrow');
  });

  it('"This {weekday} within 7 days"', () => {
    expect(relativeDrawDayLabel(aest('2026-11-26T20:30:00'), now)).toBe('This Thursday');
    expect(relativeDrawDayLabel(aest('2026-11-29T20:30:00'), now)).toBe('This Sunday');
  });

  it('"Next {weekday} within 14 days"', () => {
    expect(relativeDrawDayLabel(aest('2026-11-30T20:30:00'), now)).toBe('Next Monday');
    expect(relativeDrawDayLabel(aest('2026-12-06T20:30:00'), now)).toBe('Next Sunday');
  });

  it('"otherwise a long date" (en-AU)', () => {
    expect(relativeDrawDayLabel(aest('2026-12-07T20:30:00'), now)).toBe('Monday 7 December 2026');
    expect(relativeDrawDayLabel(aest('2026-11-20T20:30:00'), now)).toBe('Friday 20 November 2026');
  });

  it('uses the AEST day, not the UTC day: 8:30 pm Thursday AEST is still Thursday morning in UTC', () => {
    const thursdayNight = '2026-11-26T10:30:00Z';
    expect(relativeDrawDayLabel(thursdayNight, Date.parse('2026-11-26T00:30:00Z'))).toBe('Tonight');
    // 23:30 UTC Wednesday is 9:30 am Thursday in Brisbane.
    expect(relativeDrawDayLabel(thursdayNight, Date.parse('2026-11-25T23:30:00Z'))).toBe('Tonight');
    expect(relativeDrawDayLabel(thursdayNight, Date.parse('2026-11-25T13:30:00Z'))).toBe('Tomorrow');
  });

  it('is empty for an unreadable date', () => {
    expect(relativeDrawDayLabel('soon', now)).toBe('');
  });
});

describe('forwardDrawLabel', () => {
  it('"0 is Next Available Draw, then 1st, 2nd and 3rd Forward Draw, then Nth"', () => {
    expect([0, 1, 2, 3, 4, 5].map(forwardDrawLabel)).toEqual([
      'Next Available Draw',
      '1st Forward Draw',
      '2nd Forward Draw',
      '3rd Forward Draw',
      '4th Forward Draw',
      '5th Forward Draw',
    ]);
  });

  it('writes English ordinals past ten', () => {
    expect([11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual(['11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th']);
  });
});

describe('drawDayNames', () => {
  it('"Draw-days bitmask maps to Monday to Sunday", bit 0 is Monday', () => {
    expect(drawDayNames(0b0000001)).toEqual(['Monday']);
    expect(drawDayNames(8)).toEqual(['Thursday']);
    expect(drawDayNames(0b1000101)).toEqual(['Monday', 'Wednesday', 'Sunday']);
    expect(drawDayNames(0b1111111)).toEqual([...DRAW_DAY_NAMES]);
    expect(drawDayNames(0)).toEqual([]);
  });

  it('turns names back into the bitmask', () => {
    expect(drawDaysMask(['Monday', 'Wednesday', 'Sunday'])).toBe(0b1000101);
    expect(drawDaysMask(['Saturday'])).toBe(32);
  });
});

describe('game-type URL suffixes and order (shop-specialised §2)', () => {
  it('"deferred /subscriptions, powerhit /powerhit, powerpik /powerpik, random /random, reduced_system /systems, standard /standard, strike_boxed /boxed, mega_combo /super-combos, syndicate /syndicates, lotto_party /lotto-party"', () => {
    expect(
      ['deferred', 'powerhit', 'powerpik', 'random', 'reduced_system', 'standard', 'strike_boxed', 'mega_combo', 'syndicate', 'lotto_party'].map(gameTypeUrlSuffix),
    ).toEqual(['/subscriptions', '/powerhit', '/powerpik', '/random', '/systems', '/standard', '/boxed', '/super-combos', '/syndicates', '/lotto-party']);
  });

  it('"sequential and strike_standard have none"', () => {
    expect(gameTypeUrlSuffix('sequential')).toBe('');
    expect(gameTypeUrlSuffix('strike_standard')).toBe('');
  });

  it('reads a suffix back to its game type', () => {
    expect(gameTypeFromUrlSuffix('systems')).toBe('reduced_system');
    expect(gameTypeFromUrlSuffix('/super-combos')).toBe('mega_combo');
    expect(gameTypeFromUrlSuffix('nope')).toBeUndefined();
  });

  it('"Game types in order: deferred, standard, sequential, random, strike_standard, strike_boxed, reduced_system, mega_combo, powerhit, powerpik, syndicate, lotto_party"', () => {
    expect(GAME_TYPE_ORDER).toEqual(
      'deferred, standard, sequential, random, strike_standard, strike_boxed, reduced_system, mega_combo, powerhit, powerpik, syndicate, lotto_party'.split(', '),
    );
    const types = ['powerpik', 'powerpik_system', 'standard', 'deferred', 'powerhit'].map((key) => ({ key }));
    expect(sortGameTypes(types).map((t) => t.key)).toEqual(['deferred', 'standard', 'powerhit', 'powerpik', 'powerpik_system']);
  });
});

describe('numberPlaceholder', () => {
  it('"Placeholders: Powerhit PH, Powerpik PP"', () => {
    expect(numberPlaceholder('powerhit')).toBe('PH');
    expect(numberPlaceholder('powerpik')).toBe('PP');
    expect(numberPlaceholder('standard')).toBeUndefined();
    expect(numberPlaceholder('powerhit_super_combo', { placeholder: 'PH' })).toBe('PH');
  });
});

describe('formatCardNumber', () => {
  it('"Card numbers are displayed in groups of four"', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000 0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('378282246310005')).toBe('3782 8224 6310 005');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('prize amounts', () => {
  it('"prize descriptions show thousands"', () => {
    expect(formatPrizeThousands(aud(85_000_000))).toBe('$850K');
    expect(formatPrizeThousands(aud(1_259_900))).toBe('$12.5K');
    expect(formatPrizeThousands(aud(100_000))).toBe('$1K');
    expect(formatPrizeThousands(aud(50_000))).toBe('$500');
  });

  it('"from 1 million up, the amount in millions rounded down to one decimal" in prize descriptions too', () => {
    expect(formatPrizeThousands(aud(159_000_000))).toBe('$1.5 Million');
    expect(formatJackpotAmount(aud(2_059_999_999))).toBe('$20.5 Million');
  });

  it('formatJackpot shows an amount under a million in full, as "otherwise the amount"', () => {
    expect(formatJackpot(lotteryDraw({ prizePool: aud(85_000_000) }))).toBe('$850,000');
  });
});

describe('formatLongDate', () => {
  it('shows the AEST date in en-AU long form', () => {
    // 15:00 UTC on 4 July is 1 am on 5 July in Brisbane.
    expect(formatLongDate('2026-07-04T15:00:00Z')).toBe('Sunday 5 July 2026');
    expect(formatLongDate('later')).toBe('');
  });
});
