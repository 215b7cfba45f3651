import { aestFields, SHORT_MONTHS, SHORT_WEEKDAYS } from './aestCalendar';

/** An ISO instant as the shop shows draw times, e.g. "Thu 26 Nov 2026, 8:30 pm AEST"; '' if unreadable. */
export function formatDrawDate(iso: string): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  const { year, month, day, weekday, hour, minute } = aestFields(instant);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return `${SHORT_WEEKDAYS[weekday]} ${day} ${SHORT_MONTHS[month]} ${year}, ${clock} AEST`;
}
