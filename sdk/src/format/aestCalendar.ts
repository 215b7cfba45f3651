/** AEST is UTC+10 all year (the shop shows Queensland time, which keeps no daylight saving). */
const AEST_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The AEST calendar day of an instant, as whole days since 1970-01-01, and its minutes past midnight. */
export function aestDay(instant: number): { day: number; minutes: number } {
  const shifted = instant + AEST_OFFSET_MS;
  const day = Math.floor(shifted / DAY_MS);
  return { day, minutes: Math.floor((shifted - day * DAY_MS) / 60_000) };
}

// en-AU's short names, as Intl gives them ("June", "July" and "Sept" in short form). The draw dates and
// prices of a widget's first render are formatted by hand: a page's first Intl call loads the
// locale's data, about 60 ms of a phone's main thread before the widget can be used.
export const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** The AEST wall-clock fields of an instant (month and weekday 0-based, as Date gives them). */
export interface AestFields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/** An instant's fields on the AEST calendar and clock. */
export function aestFields(instant: number): AestFields {
  const shifted = new Date(instant + AEST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}
