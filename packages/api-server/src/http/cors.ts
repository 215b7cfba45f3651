/**
 * CORS through @fastify/cors. Preflights are answered for any origin an app is registered for;
 * responses name such an origin in Access-Control-Allow-Origin, with credentials allowed (an
 * embed's sign-in, refresh and logout carry the HttpOnly refresh cookie, auth/refreshCookie.ts).
 * Whether the origin may use the app key it sent is decided per call (identifyApp: 403
 * origin_not_allowed). Registered before every other hook, so every answer carries the headers.
 */
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './AppDeps';
import { isRegisteredOrigin } from './appRegistry';

export const CORS_ALLOW_HEADERS = [
  'X-App-Key',
  'X-Timestamp',
  'X-Signature',
  'X-Api-Version',
  'X-Session-Id',
  'X-Subvariant',
  'X-Customer-Id',
  'X-Request-Id',
  'Idempotency-Key',
  'Authorization',
  'Content-Type',
  'X-Session-Cookie',
  // Revalidation of cached reads (http/cachedRead.ts).
  'If-None-Match',
];
export const CORS_ALLOW_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;
/** Longer than any origin an app registers; such a header is not looked up. */
const MAX_ORIGIN_LENGTH = 200;

export function registerCors(server: FastifyInstance, deps: AppDeps): void {
  server.register(fastifyCors, {
    origin: (origin, callback) => {
      if (origin === undefined || origin.length > MAX_ORIGIN_LENGTH) return callback(null, false);
      isRegisteredOrigin(deps, origin).then(
        (registered) => callback(null, registered),
        () => callback(null, false),
      );
    },
    credentials: true,
    methods: CORS_ALLOW_METHODS,
    allowedHeaders: CORS_ALLOW_HEADERS,
    // ETag: a client revalidating a read by hand sends it back in If-None-Match.
    exposedHeaders: ['X-Request-Id', 'ETag'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
