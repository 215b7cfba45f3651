import type { RouteSpec } from './routeSpec';
import { CORE_ROUTES } from './coreRoutes';
import { MORE_ROUTES } from './moreRoutes';

export type { HttpMethod, RouteSpec } from './routeSpec';

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
