import { aestFields, MONTHS, WEEKDAYS } from './aestCalendar';

/** An instant's AEST date in en-AU long form, e.g. "Thursday 26 November 2026"; '' if unreadable. */
export function formatLongDate(iso: string | number): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  const { year, month, day, weekday } = aestFields(instant);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]} ${year}`;
}
