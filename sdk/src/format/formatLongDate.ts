import { aestFields } from './aestCalendar';

// en-AU's long names (the short ones are aestCalendar's: here, they load only with a long date).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** An instant's AEST date in en-AU long form, e.g. "Thursday 26 November 2026"; '' if unreadable. */
export function formatLongDate(iso: string | number): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  const { year, month, day, weekday } = aestFields(instant);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]} ${year}`;
}

/** A calendar month in en-AU long form, e.g. (2026, 11) → "November 2026"; `month` counts from 1. */
export function formatMonthYear(year: number, month: number): string {
  return `${MONTHS[month - 1]} ${year}`;
}
