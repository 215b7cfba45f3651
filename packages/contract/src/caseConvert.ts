/**
 * Key case conversion for the wire: JSON bodies travel in snake_case and are read in
 * camelCase. Number-set names (`Numbers`, `Powerball`, `Favourites`) keep their spelling
 * (shop-core §7), and so does any key that starts with a capital letter.
 */
export const PRESERVED_KEYS: ReadonlySet<string> = new Set(['Numbers', 'Powerball', 'Favourites']);

function keepsSpelling(key: string): boolean {
  return PRESERVED_KEYS.has(key) || /^[A-Z]/.test(key);
}

export function snakeCase(key: string): string {
  if (keepsSpelling(key)) return key;
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
}

export function camelCase(key: string): string {
  if (keepsSpelling(key)) return key;
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string, dictionaryKeys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert, dictionaryKeys));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const newKey = convert(key);
    // Maps keyed by ids (entities, blockedReasons) keep their keys but convert their values.
    out[newKey] =
      dictionaryKeys.has(newKey) && isPlainObject(inner)
        ? Object.fromEntries(Object.entries(inner).map(([k, v]) => [k, convertKeys(v, convert, dictionaryKeys)]))
        : convertKeys(inner, convert, dictionaryKeys);
  }
  return out;
}

/** Object keys whose own keys are ids or other data, not field names. */
const DICTIONARY_KEYS: ReadonlySet<string> = new Set([
  'blockedReasons',
  'blocked_reasons',
  'blockedReasonActions',
  'blocked_reason_actions',
  'preferences',
  'draws',
  'rankings',
  'restrictions',
  // The membership programme's navigation text, keyed by status (anonymous, non-member, draw_locked, draw_unlocked).
  'text',
]);

export function toSnakeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeCase, DICTIONARY_KEYS) as T;
}

export function toCamelKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, camelCase, DICTIONARY_KEYS) as T;
}
