/**
 * What every element's attribute parser shares (STYLE 9: parse at the boundary): the shape of a
 * parse result and the Drawkit server's origin. `<drawkit-purchase>` needs these at once; the
 * other parts parsers share (elementAttributes.ts) load with the other elements.
 */

/** The client settings an element's attributes give, or why the element cannot start. */
export type ElementAttributes<T> =
  | (T & { ok: true; appKey: string; apiOrigin: string; storagePrefix: string })
  | { ok: false; message: string };

/** The origin the element script was loaded from: the Drawkit server that served it. */
export function scriptOrigin(): string {
  return new URL(import.meta.url).origin;
}

/** The `api-origin` attribute as an origin (the script's own when absent), or why it is not one. */
export function apiOriginOf(given: string | undefined): { ok: true; origin: string } | { ok: false; message: string } {
  const value = given?.trim();
  if (!value) return { ok: true, origin: scriptOrigin() };
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { ok: false, message: `The api-origin attribute must be an http or https origin, e.g. https://shop.example.com (got "${value}").` };
  }
  return { ok: true, origin: url.origin };
}
