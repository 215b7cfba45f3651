import { siteContentStore } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../NotFoundPage';
import { cmsSlugOf, InfoPage } from './InfoPage';

/**
 * The catch-all (shop-core §2 "A catch-all route handles unknown paths"): a path the CMS's
 * route list names is its page ("CMS pages take precedence"), anything else the 404 page.
 * The layout loads the route list; until it is here the answer is the 404 page.
 */
export function CatchAllPage() {
  const routes = useStore(siteContentStore(useDrawkit()), (state) => state.routes);
  const { pathname } = useLocation();
  return routes.some((route) => route.slug === cmsSlugOf(pathname)) ? <InfoPage /> : <NotFoundPage />;
}
