import type { RouteName } from '@drawkit/contract';
import type { CacheKind } from './cacheTable';
import type { CachedResponse } from './responseCache';

/** How long a call waits for its answer (its headers; the body is read after). */
export const CALL_TIMEOUT_MS = 30_000;

/** What the hooks need to know about a call, carried in ky's `context` (or beside a plain read). */
export interface CallContext {
  route: RouteName | 'discover';
  /** The X-Api-Version value; unset for discovery. */
  apiVersion?: string;
  requestId: string;
  idempotencyKey?: string | undefined;
  /** Set for GETs the spec caches. */
  cacheKind?: CacheKind | undefined;
  /** Whose answer a cached response is: customers never see each other's cart. */
  cacheOwner?: string | undefined;
  /** The expired answer this call asks the server to confirm (`If-None-Match`), set by `serveFromCache`. */
  revalidating?: CachedResponse | undefined;
}

/**
 * The call layer's work around each request (createApiClient), the same whichever way the request
 * goes: through ky (kyTransport.ts) or, for a signed-out shopper's reads, straight over fetch
 * (directRead.ts).
 */
export interface CallHooks {
  /** fetch, with a NetworkError when no response could be had. */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
  /** A kept answer to give instead of asking; past its TTL, sets `If-None-Match` and gives nothing. */
  serveFromCache(request: Request, context: CallContext): Response | undefined;
  sign(request: Request, context: CallContext): Promise<void>;
  /** Keeps a cacheable answer (the response may be read); a 304 to a revalidation gives the kept answer. */
  storeInCache(request: Request, context: CallContext, response: Response): Promise<Response | undefined>;
}

/** A write's body as the caller gave it: ky sends it as JSON, a form (`form` routes) or multipart (a FormData). */
export interface Payload {
  value: unknown;
  form: boolean;
}
