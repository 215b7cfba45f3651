import { useMatches } from 'react-router';

/** Static facts about a route, kept in its `handle` so the layout can read them without loading the page. */
export interface RouteHandle {
  /** Checkout routes use the checkout layout (shop-core §2). */
  checkout?: boolean;
  /** Sign-in and register pages. */
  auth?: boolean;
}

/** The merged handles of every matched route, innermost winning. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, match.handle as RouteHandle | undefined);
  return merged;
}
