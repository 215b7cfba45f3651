/** A setting's text as a whole number from `min` to `max` (digits only: no sign, point or exponent), or null. */
export function wholeNumberIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
