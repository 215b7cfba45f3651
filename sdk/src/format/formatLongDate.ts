let longDateFormat: Intl.DateTimeFormat | undefined;

/** An instant's AEST date in en-AU long form, e.g. "Thursday 26 November 2026"; '' if unreadable. */
export function formatLongDate(iso: string | number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Created on first use so importing the SDK does no work.
  longDateFormat ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Brisbane',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return longDateFormat.format(date);
}
