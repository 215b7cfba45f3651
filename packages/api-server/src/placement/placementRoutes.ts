/**
 * `GET /placement` (shop-specialised §7 'Placement'): recommendation slots by key. The only key
 * served is the pre-cart drawer's recommended draws; other keys (feature placements) have no
 * content here. "A 204 response means an empty list." The cart is the query's `cart`, else the
 * one primed for the segment ids (`POST /placement/cart/prime`); `branding_key` names the offer
 * whose page asks (its id in GET /branding), whose lottery is then not recommended to itself.
 */
import { PRECART_PLACEMENT_KEY, type PlacementPrimeResult } from '@drawkit/contract';
import { placementPrimeSchema, placementQuerySchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { loadOffers } from '../catalogue/catalogueQueries';
import type { AppDeps } from '../http/AppDeps';
import { NO_CONTENT } from '../http/envelope';
import { registerRoute } from '../http/registerRoute';
import { primeCart, primedCart } from './placementPrimes';
import { recommendDraws } from './recommendDraws';

export function registerPlacementRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'placement', { query: placementQuerySchema }, async ({ query }) => {
    if (!query.keys.includes(PRECART_PLACEMENT_KEY)) return NO_CONTENT;
    const cart = query.cart.length > 0 ? query.cart : ((await primedCart(db, clock, query)) ?? []);
    const exclude = new Set<string>();
    if (query.brandingKey) {
      const branded = (await loadOffers(db, { availableOnly: true })).find(({ offer }) => offer.key === query.brandingKey);
      if (branded) exclude.add(branded.offer.lotteryKey);
    }
    const placements = await recommendDraws(db, clock, PRECART_PLACEMENT_KEY, cart, exclude);
    return placements.length > 0 ? { result: placements } : NO_CONTENT;
  });

  registerRoute(server, deps, 'placementCartPrime', { body: placementPrimeSchema }, async ({ body }) => {
    const expiresAt = await primeCart(db, clock, body, body.cart);
    const result: PlacementPrimeResult = { items: body.cart.length, expiresAt: expiresAt.toISOString() };
    return { result };
  });
}
