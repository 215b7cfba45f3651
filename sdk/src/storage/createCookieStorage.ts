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

  return {
    get(name) {
      const cookies = doc()?.cookie ?? '';
      const wanted = encodeURIComponent(name);
      for (const part of cookies.split(';')) {
        const separator = part.indexOf('=');
        if (separator === -1 || part.slice(0, separator).trim() !== wanted) continue;
        try {
          return decodeURIComponent(part.slice(separator + 1).trim());
        } catch {
          return undefined; // a malformed cookie is as good as none
        }
      }
      return undefined;
    },
    set: write,
    remove(name) {
      write(name, '', 0);
    },
  };
}
