let drawDateFormat: Intl.DateTimeFormat | undefined;

/** Created on first use so importing the SDK does no work. */
function formatter(): Intl.DateTimeFormat {
  drawDateFormat ??= new Intl.DateTimeFormat('en-AU', {
    // Draw times are shown in AEST all year: Queensland keeps no daylight saving.
    timeZone: 'Australia/Brisbane',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return drawDateFormat;
}

/** An ISO instant as the shop shows draw times, e.g. "Thu 26 Nov 2026, 8:30 pm AEST"; '' if unreadable. */
export function formatDrawDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(formatter().formatToParts(date).map((p) => [p.type, p.value]));
  const { weekday, day, month, year, hour, minute, dayPeriod = '' } = parts;
  return `${weekday} ${day} ${month} ${year}, ${hour}:${minute} ${dayPeriod.toLowerCase()} AEST`;
}
