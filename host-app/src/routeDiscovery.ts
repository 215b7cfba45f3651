import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/**
 * The storefront's pages reach the router as the URLs need them. Creating a router with the whole
 * table flattens every path into branches, compiles a regular expression for each level of each
 * and ranks them, then matches the URL against them in rank order: 265 ms of the first task at
 * 4x CPU in profiles of the home page for the ~120 pages, before anything is drawn; 100 ms this
 * way (docs/performance.md). The router starts with the pages that could match the URL it opens
 * on, and React Router's `patchRoutesOnNavigation` adds those of each later URL.
 *
 * A page can match a URL only when its first segment is the URL's (case aside, as React Router
 * matches) or is a parameter, a splat or optional; so the pages under one first segment go in
 * together with every page whose first segment could be anything. What the router matches is
 * then what the whole table would match: the pages that could outrank it are all there. (Equal
 * ranks go by table order, and pages arrive out of it: routeDiscovery.test.ts matches a URL of
 * every page as the whole table does, the pages given in several orders.)
 */
export interface RouteDiscovery {
  /** The table to create the router with, holding the pages `pathname` could need. */
  initialRoutes(pathname: string): RouteObject[];
  /** For the router's options: adds the pages a URL could need that it does not have yet. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/** Pages that can match under any first segment: a parameter, a splat, an optional segment, or no path of their own. */
const ANY_SEGMENT = Symbol('any first segment');

function firstSegmentOfPage(page: RouteObject): string | typeof ANY_SEGMENT {
  if (page.index) return '';
  const first = page.path?.split('/').find((segment) => segment !== '');
  // A pathless page (or one at '') holds children whose paths could start with anything.
  if (first === undefined || first.startsWith(':') || first.includes('*') || first.endsWith('?')) return ANY_SEGMENT;
  return first.toLowerCase();
}

function firstSegmentOfUrl(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    // Not valid percent-encoding: React Router keeps such a segment as it is.
    return first.toLowerCase();
  }
}

function findRoute(table: readonly RouteObject[], id: string): RouteObject | undefined {
  for (const route of table) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/** `table` with the route `holderId` holding `pages` instead of its children (routes on the way copied). */
function withPages(table: readonly RouteObject[], holderId: string, pages: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    if (route.id === holderId) return { ...route, children: pages } as RouteObject;
    if (!route.children || !findRoute(route.children, holderId)) return route;
    return { ...route, children: withPages(route.children, holderId, pages) } as RouteObject;
  });
}

/**
 * Discovery for the pages under the route `holderId` of `table` (which is left as it is); one
 * discovery per router, as it remembers what it has given that router.
 */
export function createRouteDiscovery(table: readonly RouteObject[], holderId: string): RouteDiscovery {
  const pages = findRoute(table, holderId)?.children;
  if (!pages) throw new Error(`Route discovery: no route ${holderId} with pages in the table`);
  const given = new Set<RouteObject>();
  const bySegment = new Map<string | typeof ANY_SEGMENT, RouteObject[]>();
  for (const page of pages) {
    const segment = firstSegmentOfPage(page);
    const group = bySegment.get(segment);
    if (group) group.push(page);
    else bySegment.set(segment, [page]);
  }

  /** The pages `pathname` could match that the router has not been given, in the table's order. */
  const newPagesFor = (pathname: string): RouteObject[] => {
    const candidates = new Set([...(bySegment.get(firstSegmentOfUrl(pathname)) ?? []), ...(bySegment.get(ANY_SEGMENT) ?? [])]);
    const fresh = pages.filter((page) => candidates.has(page) && !given.has(page));
    for (const page of fresh) given.add(page);
    return fresh;
  };

  return {
    initialRoutes: (pathname) => withPages(table, holderId, newPagesFor(pathname)),
    patchRoutesOnNavigation: ({ path, patch }) => {
      const fresh = newPagesFor(path);
      // Each patch re-ranks the router's whole table: none when nothing is new.
      if (fresh.length > 0) patch(holderId, fresh);
    },
  };
}
