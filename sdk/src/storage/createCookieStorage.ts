import type { StorageAdapter } from '../clientTypes';

export interface CookieStorageOptions {
  /** The document whose cookies are used; `globalThis.document` when absent. */
  document?: { cookie: string };
  /** Adds `Secure`; by default on when the page is served over https. */
  secure?: boolean;
}

/**
 * Keeps values in first-party cookies (`path=/`, `SameSite=Lax`, `max-age` from the spec's
 * lifetimes). Nothing is read or written until a method is called. Every script on the page can
 * read these cookies, so a browser client keeps no token here: with `refreshTokenIn: 'cookie'`
 * (its default) they hold only cart references, the remembered-device token, pricing and segment,
 * and the flag that there is a sign-in to restore.
 */
export function createCookieStorage(options: CookieStorageOptions = {}): StorageAdapter {
  const doc = () => options.document ?? (globalThis as { document?: { cookie: string } }).document;
  const secure = () => options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';

  function write(name: string, value: string, maxAgeSeconds: number): void {
    const target = doc();
    if (!target) return;
    const attributes = [`path=/`, `max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'SameSite=Lax'];
    if (secure()) attributes.push('Secure');
    target.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
  }

  // The page's cookie string parsed once per value: a client reads several names in a row (the
  // stored session is seven), and each read would split the whole string again.
  let parsed: { raw: string; values: Map<string, string | undefined> } | undefined;
  function cookieValues(): Map<string, string | undefined> {
    const raw = doc()?.cookie ?? '';
    if (parsed?.raw === raw) return parsed.values;
    const values = new Map<string, string | undefined>();
    for (const part of raw.split(';')) {
      const separator = part.indexOf('=');
      if (separator === -1) continue;
      const name = part.slice(0, separator).trim();
      if (values.has(name)) continue; // the first of two same-named cookies wins, as before
      let value: string | undefined;
      try {
        value = decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        value = undefined; // a malformed cookie is as good as none
      }
      values.set(name, value);
    }
    parsed = { raw, values };
    return values;
  }

  return {
    get: (name) => cookieValues().get(encodeURIComponent(name)),
    set: write,
    remove(name) {
      write(name, '', 0);
    },
  };
}
