import { aestDay } from './aestCalendar';
import { DRAW_DAY_NAMES } from './drawDayNames';
import { formatLongDate } from './formatLongDate';

/** Draws at or after this time of day (AEST) are "Tonight". */
const EVENING_MINUTES = 18 * 60;

/**
 * A draw day as the shop names it (shop-specialised §9): "Tonight is after 18:00 today; Today;
 * Tomorrow; This \{weekday\} within 7 days; Next \{weekday\} within 14 days; otherwise a long date".
 * Days are AEST calendar days; a draw at 18:00 exactly counts as tonight. Past draws get the long date.
 */
export function relativeDrawDayLabel(drawIso: string, now: number = Date.now()): string {
  const instant = Date.parse(drawIso);
  if (Number.isNaN(instant)) return '';
  const draw = aestDay(instant);
  const days = draw.day - aestDay(now).day;
  if (days === 0) return draw.minutes >= EVENING_MINUTES ? 'Tonight' : 'Today';
  if (days === 1) return 'Tomorrow';
  // Day 0 of the epoch (1 Jan 1970) was a Thursday: index 3 of the Monday-first names.
  const weekday = DRAW_DAY_NAMES[(((draw.day + 3) % 7) + 7) % 7] as string;
  if (days > 1 && days < 7) return `This ${weekday}`;
  if (days >= 7 && days < 14) return `Next ${weekday}`;
  return formatLongDate(instant);
}
