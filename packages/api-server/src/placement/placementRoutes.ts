/**
 * `GET /placement` (shop-specialised §7 'Placement'): recommendation slots by key. The only key
 * served is the pre-cart drawer's recommended draws; other keys (feature placements) have no
 * content here. "A 204 response means an empty list."
 */
import { PRECART_PLACEMENT_KEY } from '@drawkit/contract';
import { placementQuerySchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/AppDeps';
import { NO_CONTENT } from '../http/envelope';
import { registerRoute } from '../http/registerRoute';
import { recommendDraws } from './recommendDraws';

export function registerPlacementRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerRoute(server, deps, 'placement', { query: placementQuerySchema }, async ({ query }) => {
    const placements = query.keys.includes(PRECART_PLACEMENT_KEY)
      ? await recommendDraws(deps.db, deps.clock, PRECART_PLACEMENT_KEY, query.cart)
      : [];
    return placements.length > 0 ? { result: placements } : NO_CONTENT;
  });
}
