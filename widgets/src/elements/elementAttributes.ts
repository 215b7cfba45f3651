/** Attribute parts the lazily loaded elements' parsers share (the builder, raffle and results). */

/** The `app-key` attribute, else the partner slug, else `fallback`. */
export function appKeyOf(raw: { appKey?: string | undefined; partner?: string | undefined }, fallback: string): string {
  return raw.appKey?.trim() || raw.partner?.trim() || fallback;
}

/** A key of the shop (an offer, a cause): letters, digits, `_` and `-`, as the API takes them. */
export function isShopKey(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(value);
}

/** A whole number of at least 1 (a draw number), or undefined for anything else. */
export function positiveInteger(value: string | number | undefined): number | undefined {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** A flag attribute: present (any value but "false") is on. */
export function flag(value: string | boolean | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return value !== undefined && value !== null && value.trim().toLowerCase() !== 'false';
}
