/** "Draw-days bitmask maps to Monday to Sunday" (shop-specialised §9): bit 0 is Monday. */
export const DRAW_DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DrawDayName = (typeof DRAW_DAY_NAMES)[number];

/** The weekday names set in a draw-days bitmask, Monday first. */
export function drawDayNames(mask: number): DrawDayName[] {
  return DRAW_DAY_NAMES.filter((_, bit) => (mask & (1 << bit)) !== 0);
}

/** The bitmask of weekday names: the inverse of `drawDayNames`. */
export function drawDaysMask(names: readonly string[]): number {
  return DRAW_DAY_NAMES.reduce((mask, name, bit) => (names.includes(name) ? mask | (1 << bit) : mask), 0);
}
