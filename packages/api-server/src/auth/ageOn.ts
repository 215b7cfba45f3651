/** Whole years from an ISO birth date (yyyy-mm-dd) to the AEST calendar date of `now`. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return Number.NaN;
  const today = new Date(now.getTime() + 10 * 60 * 60 * 1000);
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}
