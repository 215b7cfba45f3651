export { CACHE_TTL_MS, DEFAULT_CACHE_TTL_MS } from './cacheTable';

interface CachedResponse {
  expiresAt: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/** Marks a response served from the cache, so it is not stored again. */
export const CACHE_HIT_HEADER = 'x-drawkit-cache';

export interface ResponseCache {
  get(key: string): Response | undefined;
  set(key: string, response: Response, body: string, ttlMs: number): void;
  clear(): void;
}

/** An in-memory cache of raw GET responses, one per client. */
export function createResponseCache(now: () => number = Date.now): ResponseCache {
  const entries = new Map<string, CachedResponse>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      const headers = new Headers(entry.headers);
      headers.set(CACHE_HIT_HEADER, 'hit');
      return new Response(entry.body, { status: entry.status, headers });
    },
    set(key, response, body, ttlMs) {
      entries.set(key, { expiresAt: now() + ttlMs, status: response.status, headers: [...response.headers], body });
    },
    clear() {
      entries.clear();
    },
  };
}
