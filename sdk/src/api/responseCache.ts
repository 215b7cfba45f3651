import type { RouteName } from '@drawkit/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Default lifetime of a cached GET (shop-core §9: "Response cache: 60 s default"). */
export const DEFAULT_CACHE_TTL_MS = MINUTE;

/**
 * The GET routes the spec caches (shop-core §7 "Cached GETs") and how long (shop-core §9).
 * Routes missing here are never cached; a route listed without a number of its own gets the
 * 60 s default. The full table (tips, result keys, CMS, ...) grows with the routes.
 */
export const CACHE_TTL_MS: Partial<Record<RouteName, number>> = {
  config: DEFAULT_CACHE_TTL_MS,
  capabilities: DEFAULT_CACHE_TTL_MS,
  branding: 24 * HOUR,
  productOffers: 18 * MINUTE, // 1,080,000 ms
};

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
