/**
 * CORS. Preflights are answered for any origin an app is registered for; actual responses
 * name such an origin in Access-Control-Allow-Origin, with credentials allowed (an embed's
 * sign-in, refresh and logout carry the HttpOnly refresh cookie, auth/refreshCookie.ts). Whether
 * the origin may use the app key it sent is decided per call (identifyApp: 403 origin_not_allowed).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './AppDeps';
import { isRegisteredOrigin } from './appRegistry';
import { addVary } from './compression';

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

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin.length <= 200 ? origin : undefined;
}

/** Adds the allow-origin headers to a response when the request's origin is registered. */
export async function applyCorsHeaders(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<void> {
  const origin = originOf(request);
  addVary(reply, 'Origin');
  if (reply.hasHeader('Access-Control-Allow-Origin') || origin === undefined) return;
  if (!(await isRegisteredOrigin(deps, origin))) return;
  reply.header('Access-Control-Allow-Origin', origin);
  reply.header('Access-Control-Allow-Credentials', 'true');
  // ETag: a client revalidating a read by hand sends it back in If-None-Match.
  reply.header('Access-Control-Expose-Headers', 'X-Request-Id, ETag');
}

export function registerCors(server: FastifyInstance, deps: AppDeps): void {
  server.options('/*', async (request, reply) => {
    const origin = originOf(request);
    reply.header('Vary', 'Origin');
    if (origin !== undefined && (await isRegisteredOrigin(deps, origin))) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
      reply.header('Access-Control-Allow-Methods', CORS_ALLOW_METHODS.join(', '));
      reply.header('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS.join(', '));
      reply.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    }
    // Without the allow headers the browser refuses the call that would have followed.
    return reply.code(204).send();
  });
}
