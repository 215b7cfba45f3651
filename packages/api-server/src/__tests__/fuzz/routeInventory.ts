/**
 * The routes the fuzz suite covers (the contract's ROUTES and the server's EXTRA_ROUTES) and
 * the routes the app under test really registered, read from Fastify's own route tree.
 */
import type { RouteName } from '@drawkit/contract';
import { ROUTES, SERVICE_PREFIXES } from '@drawkit/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerMode } from '../../config/readEnv';
import { EXTRA_ROUTES } from '../../http/extraRoutes';

export type FuzzMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

export interface FuzzTarget {
  /** The contract's route name, or `METHOD path` for a route of EXTRA_ROUTES. */
  name: string;
  method: FuzzMethod;
  /** Fastify's form, prefix included: `/v2/cart/items/:id`, `/*`. */
  path: string;
  auth: boolean;
  body: 'json' | 'form' | 'none';
  contract: boolean;
}

const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route to fuzz in a mode: the contract's first, then the server's own that exist in it. */
export function fuzzTargets(mode: ServerMode): FuzzTarget[] {
  const contract = (Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]).map(([name, route]): FuzzTarget => {
    const form = 'form' in route && route.form === true;
    return {
      name,
      method: route.method,
      path: `${SERVICE_PREFIXES['service' in route ? route.service : 'main']}${route.path}`,
      auth: 'auth' in route && route.auth === true,
      body: METHODS_WITH_BODY.has(route.method) ? (form ? 'form' : 'json') : 'none',
      contract: true,
    };
  });
  // fundDeposit and fundDepositWithCode share a path and method (two API versions): fuzz it once.
  const seen = new Set<string>();
  const unique = contract.filter((target) => {
    const key = routeKey(target.method, target.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const extra = EXTRA_ROUTES.filter((route) => route.modes === undefined || route.modes.includes(mode)).map(
    (route): FuzzTarget => ({
      name: `${route.method} ${route.path}`,
      method: route.method,
      path: route.path,
      auth: false,
      body: route.body ?? (METHODS_WITH_BODY.has(route.method) ? 'json' : 'none'),
      contract: false,
    }),
  );
  return [...unique, ...extra];
}

/** A method and path with parameter names erased: Fastify merges `:a` and `:b` at one place. */
export function routeKey(method: string, path: string): string {
  return `${method} ${path.replace(/:[A-Za-z0-9_]+(\|:[A-Za-z0-9_]+)*/g, ':')}`;
}

/**
 * The routes the app registered, from Fastify's `printRoutes()`: one line per node of the
 * route tree, `│   ` or four spaces per level, then `├── ` or `└── `, the node's part of the
 * path and its methods in brackets when it has any; a route's path is its nodes' parts joined.
 * (The `commonPrefix: false` form is shorter but leaves out some nodes, e.g. `/x/*` next to `/x/a`.)
 */
export function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) {
      if (line.trim() !== '') throw new Error(`Cannot read this line of printRoutes: ${JSON.stringify(line)}`);
      continue;
    }
    const depth = (match[1] ?? '').length / 4;
    const parent = prefixes[depth - 1] ?? '';
    // A route outside '/' (@fastify/cors's `OPTIONS *`) puts an unnamed node at the root.
    const part = match[2] === '(empty root node)' ? '' : (match[2] ?? '');
    const path = parent + part;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      routes.push({ method, path: path.startsWith('/') ? path : `/${path}` });
    }
  }
  return routes;
}

/** Registered routes that neither table lists (for the app's mode); HEAD counts as part of its GET (Fastify adds it). */
export function unlistedRoutes(app: FastifyInstance, targets: readonly FuzzTarget[]): string[] {
  const listed = new Set(targets.map((t) => routeKey(t.method, t.path)));
  const registered = registeredRoutes(app);
  const keys = new Set(registered.map((r) => routeKey(r.method, r.path)));
  return registered
    .filter((r) => !listed.has(routeKey(r.method, r.path)))
    .filter((r) => !(r.method === 'HEAD' && keys.has(routeKey('GET', r.path))))
    .map((r) => `${r.method} ${r.path}`);
}
