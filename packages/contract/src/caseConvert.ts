/**
 * Key case conversion for the wire: JSON bodies travel in snake_case and are read in
 * camelCase. Number-set names (`Numbers`, `Powerball`, `Favourites`) keep their spelling
 * (shop-core §7), and so does any key that starts with a capital letter.
 */
export const PRESERVED_KEYS: ReadonlySet<string> = new Set(['Numbers', 'Powerball', 'Favourites']);

function keepsSpelling(key: string): boolean {
  return PRESERVED_KEYS.has(key) || /^[A-Z]/.test(key);
}

/**
 * Remembers up to `size` conversions. Answers repeat the same few hundred field names thousands of
 * times (an offer list is mostly keys), and the regular expressions were a widget's hottest code
 * after rendering. Bounded, because keys may come from anyone: past `size` it starts over.
 */
function remembered(convert: (key: string) => string, size = 2048): (key: string) => string {
  let known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size >= size) known = new Map();
      known.set(key, converted);
    }
    return converted;
  };
}

export const snakeCase: (key: string) => string = /* @__PURE__ */ remembered((key) => {
  if (keepsSpelling(key)) return key;
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
});

export const camelCase: (key: string) => string = /* @__PURE__ */ remembered((key) => {
  if (keepsSpelling(key)) return key;
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Objects and arrays inside each other, at most: deeper than any body or answer of the API (the
 * server refuses request bodies nested past 32 levels before converting them). It bounds the
 * recursion, so no value, a cycle included, can overflow the stack.
 */
export const MAX_CONVERT_DEPTH = 256;

/**
 * Copies `value` with object keys converted; a map keyed by ids (`keepKeys`) keeps its keys but
 * converts its values. `__proto__` is defined, not assigned, so it stays a plain own key
 * (assignment would set the prototype); every other key is assigned, which is about twice as
 * fast as defining it (a 62 KB offer list: 0.45 ms against 0.8 ms in Node 20).
 *
 * A page converts its first answers (the storefront's 70 KB offer list among them) before this
 * code is optimised, where each step costs more: a primitive (most values) returns before any
 * other check, a key is looked up as a dictionary's only when its value is an object, and the
 * keys are walked without `Object.entries`'s pairs. The 70 KB list's first conversion in Node 20:
 * 4.1 ms against 6.1 ms before, interpreted only (`--jitless`) 2.0 against 4.6 ms (medians of 8).
 */
function convertKeys(value: unknown, convert: (key: string) => string, depth: number, keepKeys = false): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (depth >= MAX_CONVERT_DEPTH) throw new TypeError(`Nested deeper than ${MAX_CONVERT_DEPTH} levels: keys not converted`);
  if (isArray) return value.map((item) => convertKeys(item, convert, depth + 1));
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(value)) {
    const item = value[name];
    const key = keepKeys ? name : convert(name);
    const copy = convertKeys(item, convert, depth + 1, !keepKeys && typeof item === 'object' && DICTIONARY_KEYS.has(camelCase(key)) && isPlainObject(item));
    if (key === '__proto__') Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out;
}

/** Object keys (in camelCase) whose own keys are ids or other data, not field names. */
const DICTIONARY_KEYS: ReadonlySet<string> = new Set([
  'blockedReasons',
  'blockedReasonActions',
  'preferences',
  'draws',
  'rankings',
  'restrictions',
  // The membership programme's navigation text, keyed by status (anonymous, non-member, draw_locked, draw_unlocked).
  'text',
]);

export function toSnakeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeCase, 0) as T;
}

export function toCamelKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, camelCase, 0) as T;
}
