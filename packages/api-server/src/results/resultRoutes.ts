/**
 * Draw details, prizes and winners per draw, lottery statistics and tips (shop-core §7 'Draws',
 * shop-specialised §7). Draw details and tips are cached reads (http/cachedRead.ts).
 */
import type { DrawDetails, DrawPrizes, DrawWinners, Tip } from '@drawkit/contract';
import { RESULT_DRAW_STATUSES } from '@drawkit/contract';
import { drawDetailsParamsSchema, lotteryKeyParamsSchema } from '@drawkit/contract/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lotteries, tips } from '../db/schema';
import { drawView } from '../draws/drawView';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { READ_TTL_SECONDS } from '../http/cachedRead';
import { registerRoute } from '../http/registerRoute';
import { divisionResults, divisionWinners, rafflePrizeList, raffleWinnerList, resolveDraw } from './drawQueries';
import { lotteryStatistics } from './lotteryStatistics';

export function registerResultRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerRoute(server, deps, 'drawDetails', { params: drawDetailsParamsSchema }, async ({ params }) => {
    const { offerKey, lottery, draw } = await resolveDraw(deps.db, params.productOfferKey, params.drawNo);
    const available = RESULT_DRAW_STATUSES.includes(draw.status);
    const result: DrawDetails = {
      productOfferKey: offerKey,
      kind: draw.kind,
      status: draw.status,
      draw: drawView(draw, lottery),
      results: available ? draw.results : null,
      divisions: draw.kind === 'lottery' ? await divisionResults(deps.db, draw) : [],
      prizes: draw.kind === 'raffle' ? await rafflePrizeList(deps.db, draw.lotteryKey) : [],
    };
    return { result };
  }, { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } });

  registerRoute(server, deps, 'drawPrizes', { params: drawDetailsParamsSchema }, async ({ params }) => {
    const { offerKey, draw } = await resolveDraw(deps.db, params.productOfferKey, params.drawNo);
    const result: DrawPrizes = {
      productOfferKey: offerKey,
      drawNo: draw.drawNo,
      kind: draw.kind,
      divisions: draw.kind === 'lottery' ? await divisionResults(deps.db, draw) : [],
      prizes: draw.kind === 'raffle' ? await rafflePrizeList(deps.db, draw.lotteryKey) : [],
    };
    return { result };
  });

  registerRoute(server, deps, 'drawWinners', { params: drawDetailsParamsSchema }, async ({ params }) => {
    const { offerKey, draw } = await resolveDraw(deps.db, params.productOfferKey, params.drawNo);
    const drawn = RESULT_DRAW_STATUSES.includes(draw.status);
    const result: DrawWinners = {
      productOfferKey: offerKey,
      drawNo: draw.drawNo,
      kind: draw.kind,
      status: draw.status,
      divisions: draw.kind === 'lottery' ? await divisionWinners(deps.db, draw) : [],
      raffleWinners: draw.kind === 'raffle' && drawn ? await raffleWinnerList(deps.db, draw) : [],
    };
    return { result };
  });

  registerRoute(server, deps, 'statistics', { params: lotteryKeyParamsSchema }, async ({ params }) => {
    const [lottery] = await deps.db.select({ key: lotteries.key }).from(lotteries).where(eq(lotteries.key, params.lotteryKey));
    if (!lottery) fail('offer_not_found', { field: 'lotteryKey' });
    return { result: await lotteryStatistics(deps.db, lottery.key) };
  });

  registerRoute(server, deps, 'tips', {}, async () => {
    const rows = await deps.db.select().from(tips).orderBy(asc(tips.position));
    const result: Tip[] = rows.map((row) => ({ id: row.id, lotteryKey: row.lotteryKey, title: row.title, body: row.body }));
    return { result };
  }, { cache: { maxAgeSeconds: READ_TTL_SECONDS.tips } });
}
