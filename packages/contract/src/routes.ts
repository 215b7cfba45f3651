import type { ApiVersionName, ServiceName } from './apiVersions';
import { CORE_ROUTES } from './coreRoutes';
import { MORE_ROUTES } from './moreRoutes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteSpec {
  method: HttpMethod;
  /** Path under the main API prefix (`/v2`), with `:name` parameters. */
  path: string;
  version: ApiVersionName;
  /** Body sent form-urlencoded instead of JSON. */
  form?: true;
  /** Needs a signed-in customer (bearer token). */
  auth?: true;
  /** The service family whose base URL (from discovery) the path is under; `main` when absent. */
  service?: ServiceName;
}

/**
 * The main-API calls the shop makes, with the spec's paths and versions (shop-core §7,
 * shop-specialised §7). The server registers these paths; the SDK calls them.
 * `GET /discover` is served at the root, outside the `/v2` prefix.
 *
 * Two tables, so a page that embeds the shop downloads only the routes its first screen calls:
 * the SDK imports CORE_ROUTES up front and loads MORE_ROUTES on the first call to another route.
 * Add new routes to MORE_ROUTES (moreRoutes.ts) unless a first screen calls them.
 */
export const ROUTES = { ...CORE_ROUTES, ...MORE_ROUTES } as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;
