/** AEST is UTC+10 all year (the shop shows Queensland time, which keeps no daylight saving). */
const AEST_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The AEST calendar day of an instant, as whole days since 1970-01-01, and its minutes past midnight. */
export function aestDay(instant: number): { day: number; minutes: number } {
  const shifted = instant + AEST_OFFSET_MS;
  const day = Math.floor(shifted / DAY_MS);
  return { day, minutes: Math.floor((shifted - day * DAY_MS) / 60_000) };
}
