// The router is given the storefront's pages as URLs need them (routeDiscovery.ts): whatever
// order URLs come in, it must match each as the whole table would.
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouteDiscovery } from '../routeDiscovery';
import { routes, STOREFRONT_PAGES } from '../routes';
import { waitForIdle } from './renderApp';

/** The table's shape (paths, ids, nesting) without its lazy pages, so matching loads nothing. */
function shapeOf(table: readonly RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const { path, index, id, caseSensitive, children } = route;
    const shape = { ...(path === undefined ? {} : { path }), ...(id === undefined ? {} : { id }), ...(caseSensitive === undefined ? {} : { caseSensitive }) };
    return (index ? { ...shape, index: true } : { ...shape, ...(children ? { children: shapeOf(children) } : {}) }) as RouteObject;
  });
}

/** Every route's whole path, its parents' joined in. */
function fullPaths(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    return [...(route.index || (route.path !== undefined && !route.children) ? [path || '/'] : []), ...fullPaths(route.children ?? [], path)];
  });
}

/** URLs a path pattern matches: parameters filled in, optional ones with and without, the splat with two segments. */
function urlsOf(pattern: string): string[] {
  const filled = pattern.replace(/:[\w-]+(?!\?)/g, (name) => `${name.slice(1)}-1`).replace(/\*$/, 'deep/page');
  const withOptional = filled.replace(/:([\w-]+)\?/g, '$1-2');
  const withoutOptional = filled.replace(/\/:[\w-]+\?/g, '');
  return [...new Set([withOptional, withoutOptional])];
}

const shape = shapeOf(routes);
const EDGE_CASES = [
  '/',
  '/nothing-here',
  '/nothing/here/at/all',
  '/CART',
  '/c%61rt',
  '/cart/',
  '//cart',
  '/super_jackpot_lottery',
  '/super_jackpot_lottery/results/2026-03',
  '/super_jackpot_lottery/power-hit',
  '/about/somewhere/deeper',
  '/purchase/demo-partner',
  '/purchase/demo-partner/nothing',
  '/my-account/nothing',
];
const URLS = [...new Set([...fullPaths(shape).flatMap(urlsOf), ...EDGE_CASES])];

/** What the whole table matches at `url`: each level's path (or "index") and the params. */
function expected(url: string) {
  const matches = matchRoutes(shape, url);
  return matches && describeMatches(matches);
}

function describeMatches(matches: { route: RouteObject; params: Record<string, string | undefined> }[]) {
  return { levels: matches.map(({ route }) => route.path ?? (route.index ? 'index' : '(pathless)')), params: matches.at(-1)?.params };
}

/** A deterministic shuffle (a fixed linear congruential sequence), so a failure reproduces. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('route discovery', () => {
  it('walks a table of over a hundred URLs, every page of it included', () => {
    expect(URLS.length).toBeGreaterThan(120);
  });

  it('starts the router with the pages a URL could need, a small part of the table', () => {
    const discovery = createRouteDiscovery(shape, STOREFRONT_PAGES);
    const pagesOf = (table: RouteObject[]) => table[0]?.children?.[0]?.children?.length ?? 0;
    const all = pagesOf(shape);
    expect(pagesOf(createRouteDiscovery(shape, STOREFRONT_PAGES).initialRoutes('/'))).toBeLessThan(all / 4);
    expect(pagesOf(discovery.initialRoutes('/my-account/transactions'))).toBeLessThan(all / 2);
    // The table it was made from is left whole.
    expect(pagesOf(shape)).toBe(all);
  });

  it('matches every URL on a router started there as the whole table does', async () => {
    for (const url of URLS) {
      const discovery = createRouteDiscovery(shape, STOREFRONT_PAGES);
      const router = createMemoryRouter(discovery.initialRoutes(url), { initialEntries: [url], patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
      await waitForIdle(router);
      expect({ url, ...describeMatches(router.state.matches) }).toEqual({ url, ...expected(url) });
      router.dispose();
    }
  });

  it('matches every URL as the whole table does after navigations in any order', async () => {
    for (const seed of [1, 2, 3]) {
      // A path starting '//' is another host's to a navigation.
      const order = shuffled(URLS.filter((url) => !url.startsWith('//')), seed);
      const start = order[0] as string;
      const discovery = createRouteDiscovery(shape, STOREFRONT_PAGES);
      const router = createMemoryRouter(discovery.initialRoutes(start), { initialEntries: [start], patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
      await waitForIdle(router);
      for (const url of order.slice(1)) {
        await router.navigate(url);
        await waitForIdle(router);
        expect({ seed, url, ...describeMatches(router.state.matches) }).toEqual({ seed, url, ...expected(url) });
      }
      router.dispose();
    }
  });

  it('refuses a table without the route it is to fill', () => {
    expect(() => createRouteDiscovery(shape, 'no-such-route')).toThrow('no route no-such-route');
  });
});
