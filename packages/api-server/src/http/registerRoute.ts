/**
 * Registers one main-API route of the contract's ROUTES table with the request pipeline:
 * app key and origin, timestamp, bearer token and signature, then params, query and body
 * (keys converted to camelCase) parsed by the route's zod schemas, then the handler, whose
 * answer goes out in the snake_case envelope. A public read registered with `cache` is answered
 * through the response cache, with Cache-Control, ETag and 304 (http/cachedRead.ts).
 */
import type { RouteName } from '@drawkit/contract';
import { HEADERS, ROUTES, SERVICE_PREFIXES, toCamelKeys } from '@drawkit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fail } from './ApiFailure';
import type { AppDeps } from './AppDeps';
import type { AppRecord } from './appRegistry';
import { answerCachedRead, type ReadCachePolicy, responseCacheFor } from './cachedRead';
import { NO_CONTENT, type RouteOutcome, successBody } from './envelope';
import { type AuthContext, identifyApp, requireAuth, verifySignedRequest } from './verifyRequest';
import { zodFailure } from './zodFailure';

const EMPTY = z.object({});
type Empty = typeof EMPTY;

type NeedsAuth<N extends RouteName> = (typeof ROUTES)[N] extends { auth: true } ? AuthContext : AuthContext | null;

export interface RouteContext<N extends RouteName, P, Q, B> {
  params: P;
  query: Q;
  body: B;
  app: AppRecord;
  /** The signed-in customer: always set on protected routes. */
  auth: NeedsAuth<N>;
  /** The `Idempotency-Key` header, if sent. */
  idempotencyKey: string | null;
  request: FastifyRequest;
}

/** Any zod schema: the form schemas are written with zod/mini (`@drawkit/contract/forms`) so the browser shares them. */
type Schema = z.core.$ZodType;

export interface RouteSchemas<P extends Schema, Q extends Schema, B extends Schema> {
  params?: P;
  query?: Q;
  body?: B;
}

export function parse<S extends Schema>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw zodFailure(parsed.error, prefix);
  return parsed.data;
}

/**
 * Query strings and form bodies are parsed into objects with a bare prototype, which the
 * case conversion does not treat as plain; copy them into plain objects first.
 */
export function plain(value: unknown): unknown {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype ? value : { ...(value as Record<string, unknown>) };
}

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[HEADERS.idempotencyKey.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (value === undefined || value === '') return null;
  if (!/^[A-Za-z0-9_.:-]{1,200}$/.test(value)) {
    fail('bad_request', { message: 'The Idempotency-Key header must be 1 to 200 letters, digits or -_.:' });
  }
  return value;
}

export interface RouteOptions {
  /** A public read kept in the response cache and sent with Cache-Control and an ETag. */
  cache?: ReadCachePolicy;
}

/** The API version a call asks for (part of a cached read's key: answers may come to differ by it). */
function apiVersionOf(request: FastifyRequest): string {
  const raw = request.headers[HEADERS.apiVersion.toLowerCase()];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 20) ?? '';
}

export function registerRoute<
  N extends RouteName,
  P extends Schema = Empty,
  Q extends Schema = Empty,
  B extends Schema = Empty,
>(
  server: FastifyInstance,
  deps: AppDeps,
  name: N,
  schemas: RouteSchemas<P, Q, B>,
  handler: (context: RouteContext<N, z.output<P>, z.output<Q>, z.output<B>>) => Promise<RouteOutcome>,
  options: RouteOptions = {},
): void {
  const route = ROUTES[name];
  const cache = options.cache && route.method === 'GET' ? { policy: options.cache, store: responseCacheFor(server, deps) } : null;
  server.route({
    method: route.method,
    url: `${SERVICE_PREFIXES['service' in route ? route.service : 'main']}${route.path}`,
    handler: async (request, reply) => {
      const app = await identifyApp(request, deps);
      const bearer = await verifySignedRequest(request, deps, app);
      const auth = ('auth' in route && route.auth ? requireAuth(bearer) : bearer.kind === 'valid' ? bearer : null) as NeedsAuth<N>;
      const params = parse(schemas.params ?? EMPTY, request.params) as z.output<P>;
      const query = parse(schemas.query ?? EMPTY, toCamelKeys(plain(request.query))) as z.output<Q>;
      const body = (schemas.body ? parse(schemas.body, toCamelKeys(plain(request.body))) : {}) as z.output<B>;
      const run = () => handler({ params, query, body, app, auth, idempotencyKey: idempotencyKeyOf(request), request });
      let outcome: RouteOutcome;
      if (cache && !(cache.policy.personalWhenSignedIn && bearer.kind !== 'none')) {
        // The key: route, parsed params and query (so equivalent spellings share it), API version.
        const key = `${name}\n${JSON.stringify(params)}\n${JSON.stringify(query)}\n${apiVersionOf(request)}`;
        const unsent = await answerCachedRead(
          request,
          reply,
          { cache: cache.store, key, policy: cache.policy, now: () => deps.clock.now().getTime() },
          run,
        );
        if (unsent === null) return reply;
        outcome = unsent;
      } else {
        outcome = await run();
      }
      if (outcome === NO_CONTENT) return reply.code(204).send();
      return reply.code(outcome.status ?? 200).send(successBody(outcome));
    },
  });
}
