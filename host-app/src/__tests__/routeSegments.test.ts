// The server sends a storefront page under an unknown first segment with status 404 (api-server
// http/pageStatus.ts, from the contract's list): every page of the route table must be on it.
import { STOREFRONT_SEGMENTS } from '@drawkit/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';

/** Every route's whole path, its parents' joined in. */
function fullPaths(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    return [...(route.path === undefined ? [] : [path]), ...fullPaths(route.children ?? [], path)];
  });
}

describe('the storefront route table and the server\'s page status', () => {
  const paths = fullPaths(routes);

  it('finds the table\'s pages', () => {
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toContain('/purchase/:partnerSlug/autologin/:autologinToken');
  });

  it('puts every page under a first segment the server knows, or a product offer key', () => {
    const firstSegments = new Set(paths.map((path) => path.split('/')[1] ?? ''));
    // `:productOfferKey` (and the 404 page's `*`) are answered from the database, not the list.
    const unknown = [...firstSegments].filter((segment) => !segment.startsWith(':') && segment !== '*' && !STOREFRONT_SEGMENTS.has(segment));
    expect(unknown).toEqual([]);
  });
});
