import { CORE_ROUTES, type RouteName, type RouteSpec } from '@drawkit/contract';
import { ValidationError } from '../errors/ValidationError';

const coreRoutes: Partial<Record<RouteName, RouteSpec>> = CORE_ROUTES;

/**
 * The routes outside the core table (contract `routes.ts`), a chunk of their own. Chunks whose
 * calls need them ask for it as they load, beside discovery, rather than with their first call.
 */
export const loadMoreRoutes = (): Promise<typeof import('./moreRoutes')> => import('./moreRoutes');

/**
 * A route's spec. The routes first screens call are bundled; the rest load with the first call
 * that needs one, so an embed does not download every route up front.
 */
export async function routeSpec(route: RouteName): Promise<RouteSpec> {
  const spec = coreRoutes[route] ?? ((await loadMoreRoutes()).MORE_ROUTES as Partial<Record<RouteName, RouteSpec>>)[route];
  if (!spec) throw new ValidationError(`There is no route named "${String(route)}".`);
  return spec;
}
