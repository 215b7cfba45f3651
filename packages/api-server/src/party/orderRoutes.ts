/**
 * What the group bought and the customer's part (shop-specialised §7): `GET /orders` (status
 * past_products or upcoming_products, limit, offset), `GET /orders/{id}?show_details=true` and
 * `GET /orders/social_syndicate_session/{id}?show_details=true`. An order is the customer's
 * purchase of shares in a session (its socialSyndicateId); winnings are the scorer's split of the
 * group ticket's prize by share.
 */
import type { LottoPartyOrderDetails, LottoPartySessionOrders } from '@drawkit/contract';
import { money, PARTY_DEFAULT_PAGE_SIZE } from '@drawkit/contract';
import { partyIdParamsSchema, partyOrdersQuerySchema, partyPageQuerySchema, partyShowDetailsQuerySchema } from '@drawkit/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { draws, lottoPartySessions, syndicates } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import type { DbOrTx } from '../db/Db';
import { requireSocialSyndicates } from './partyAccess';
import { partyOrders, recommendedSessions, sessionHoldings, sessionWinningsCents, visibleSession } from './partyQueries';

/** The group ticket's games and the draw's results (once drawn). */
async function ticketOf(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ games: syndicates.games, results: draws.results })
    .from(lottoPartySessions)
    .innerJoin(syndicates, eq(syndicates.key, lottoPartySessions.syndicateKey))
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(eq(lottoPartySessions.id, sessionId));
  return { games: (row?.games ?? []) as Record<string, number[]>[], results: row?.results ?? null };
}

export function registerPartyOrderRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'partyOrders', { query: partyOrdersQuerySchema }, async ({ auth, query }) => {
    await requireSocialSyndicates(db, auth.customerId);
    const { orders, total } = await partyOrders(db, auth.customerId, clock.now(), query);
    return { result: orders, pageInfo: { limit: query.limit, offset: query.offset, total } };
  });

  registerRoute(server, deps, 'partyOrdersRecommended', { query: partyPageQuerySchema(PARTY_DEFAULT_PAGE_SIZE) }, async ({ auth, query }) => {
    await requireSocialSyndicates(db, auth.customerId);
    const { sessions, total } = await recommendedSessions(db, auth.customerId, clock.now(), query);
    return { result: sessions, pageInfo: { limit: query.limit, offset: query.offset, total } };
  });

  registerRoute(server, deps, 'partyOrder', { params: partyIdParamsSchema, query: partyShowDetailsQuerySchema }, async ({ auth, params }) => {
    await requireSocialSyndicates(db, auth.customerId);
    const [order] = (await partyOrders(db, auth.customerId, clock.now(), { orderId: params.id, limit: 1, offset: 0 })).orders;
    // Another customer's order is not found, as a missing one is.
    if (!order) fail('not_found', { field: 'id', message: 'This Lotto Party ticket was not found.' });
    const result: LottoPartyOrderDetails = { ...order, ...(await ticketOf(db, order.socialSyndicateId)) };
    return { result };
  });

  registerRoute(server, deps, 'partySessionOrders', { params: partyIdParamsSchema, query: partyShowDetailsQuerySchema }, async ({ auth, params }) => {
    await requireSocialSyndicates(db, auth.customerId);
    const { view } = await visibleSession(db, params.id, auth.customerId, clock.now());
    const { orders } = await partyOrders(db, auth.customerId, clock.now(), { sessionId: params.id, limit: 50, offset: 0 });
    const ticket = await ticketOf(db, params.id);
    const scored = orders.some((o) => o.winnings !== null);
    const mine = orders.reduce((sum, o) => sum + (o.winnings?.amount ?? 0), 0);
    const group = await sessionWinningsCents(db, view.syndicateKey);
    const result: LottoPartySessionOrders = {
      session: view,
      ...ticket,
      holdings: await sessionHoldings(db, view.syndicateKey, auth.customerId),
      myOrders: orders,
      groupWinnings: group === null ? null : money(group),
      myWinnings: scored ? money(mine) : null,
    };
    return { result };
  });
}
