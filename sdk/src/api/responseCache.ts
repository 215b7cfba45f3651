export { CACHE_TTL_MS, DEFAULT_CACHE_TTL_MS } from './cacheTable';

/** A kept GET answer. Past `expiresAt` it is kept only if it has an ETag, to revalidate. */
export interface CachedResponse {
  expiresAt: number;
  status: number;
  headers: [string, string][];
  body: string;
  /** The answer's validator, sent back as `If-None-Match` once the TTL has run out. */
  etag: string | null;
}

/** Marks a response served from the cache, so it is not stored again. */
export const CACHE_HIT_HEADER = 'x-drawkit-cache';

export interface ResponseCache {
  /** The kept answer while its TTL runs. */
  get(key: string): Response | undefined;
  /** An answer past its TTL that has an ETag: the server may confirm it (304) instead of sending it again. */
  stale(key: string): (CachedResponse & { etag: string }) | undefined;
  set(key: string, response: Response, body: string, ttlMs: number): void;
  /** The server answered 304 to `entry`'s ETag: it is current again for `ttlMs`, and is the answer. */
  renew(key: string, entry: CachedResponse, ttlMs: number): Response;
  clear(): void;
}

/**
 * The text of responses made here from a string: readEnvelope takes it from here. Reading a body
 * resolves a task later in browsers, and a page's start-up reads (cached, or brought with
 * discovery) follow one another, each waiting for the last.
 */
export const knownBodies = new WeakMap<Response, string>();

/**
 * Bodies up to this many characters are read at once. A bigger one (the whole catalogue, 62 KB)
 * is still read a task later: parsing and converting it then has a task of its own. Read at once,
 * it joined the storefront's other start-up work in one task, 160 ms long on a slow machine.
 */
const READ_AT_ONCE = 16_384;

/** A response with `body`, readable at once (knownBodies) when it is small. */
export function responseOf(body: string, init: ResponseInit): Response {
  const response = new Response(body, init);
  if (body.length <= READ_AT_ONCE) knownBodies.set(response, body);
  return response;
}

function toResponse(entry: CachedResponse): Response {
  const headers = new Headers(entry.headers);
  headers.set(CACHE_HIT_HEADER, 'hit');
  return responseOf(entry.body, { status: entry.status, headers });
}

/** An in-memory cache of raw GET responses, one per client. */
export function createResponseCache(now: () => number = Date.now): ResponseCache {
  const entries = new Map<string, CachedResponse>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return toResponse(entry);
      // Without a validator an expired answer is of no more use.
      if (entry.etag === null) entries.delete(key);
      return undefined;
    },
    stale(key) {
      const entry = entries.get(key);
      return entry && entry.etag !== null && entry.expiresAt <= now() ? (entry as CachedResponse & { etag: string }) : undefined;
    },
    set(key, response, body, ttlMs) {
      const etag = response.headers.get('etag');
      entries.set(key, { expiresAt: now() + ttlMs, status: response.status, headers: [...response.headers], body, etag });
    },
    renew(key, entry, ttlMs) {
      // Stored again even if the cache was cleared meanwhile: the server has just said it is current.
      const renewed = { ...entry, expiresAt: now() + ttlMs };
      entries.set(key, renewed);
      return toResponse(renewed);
    },
    clear() {
      entries.clear();
    },
  };
}
