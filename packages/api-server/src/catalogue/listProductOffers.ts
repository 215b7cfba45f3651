/**
 * `GET /pricing/{pricing}/product_offers` (3.9): the available offers in the spec's list order,
 * with their upcoming draws in `entities.draws`; with `?keys=` or `?causes=`, only those offers (or the
 * causes' offers) and their draws. Lottery draws are those on sale; raffle draws
 * are every draw not yet stopped, whatever its purchase status (open, sold_out, pre_order), so a
 * shop can show a sold-out draw as sold out.
 */
import type { Draw, ProductOffer, ProductOfferCollection, Restriction } from '@drawkit/contract';
import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { draws, lottoPartySessions, syndicates } from '../db/schema';
import { drawView } from '../draws/drawView';
import { type DrawRow, openDraws } from '../draws/openDraws';
import { loadOffers } from './catalogueQueries';
import { offerView } from './offerView';
import { orderOffers } from './orderOffers';

/** The draw's wire form, with the pre-order start the draw view does not carry yet. */
export function catalogueDrawView(row: DrawRow, lottery: Parameters<typeof drawView>[1]): Draw {
  const view = drawView(row, lottery);
  if ('drawData' in view && row.preOrderStartAt) {
    return { ...view, drawData: { ...view.drawData, drawPreOrderStartDate: row.preOrderStartAt.toISOString() } };
  }
  return view;
}

async function upcomingRaffleDraws(db: DbOrTx, now: Date, keys: string[]): Promise<DrawRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(draws)
    .where(and(inArray(draws.lotteryKey, keys), eq(draws.status, 'DRAW_OPEN'), gt(draws.stopAt, now)))
    .orderBy(asc(draws.drawAt));
}

export async function listProductOffers(
  db: DbOrTx,
  clock: Clock,
  options: {
    /** Product types this pricing does not sell (a pricing outside the membership programme: membership). */
    withoutTypes?: readonly ProductOffer['type'][];
    /** Only these offers (`?keys=`), in the listing's order; unknown keys are left out. */
    keys?: readonly string[] | undefined;
    /** Only the offers raising money for these causes (`?causes=`); with `keys`, either's. */
    causes?: readonly string[] | undefined;
  } = {},
): Promise<{ result: ProductOfferCollection; entities: { draws: Record<string, Draw> } }> {
  const { keys, causes } = options;
  const wanted = (o: { key: string; causes: readonly string[] }) =>
    (!keys && !causes) || (keys?.includes(o.key) ?? false) || (causes?.some((cause) => o.causes.includes(cause)) ?? false);
  // Ordered as the whole listing first, so a subset keeps the listing's order.
  const offers = orderOffers(
    (await loadOffers(db, { availableOnly: true }))
      .map((o) => ({ ...o, ...o.offer }))
      .filter((o) => !options.withoutTypes?.includes(o.type)),
  ).filter(wanted);
  const lotteryByKey = new Map(offers.map((o) => [o.lottery.key, o.lottery]));
  const raffleKeys = [...lotteryByKey.values()].filter((l) => l.kind === 'raffle').map((l) => l.key);
  const lotteryKeys = [...lotteryByKey.values()].filter((l) => l.kind !== 'raffle').map((l) => l.key);
  const rows = [...(await openDraws(db, clock, lotteryKeys)), ...(await upcomingRaffleDraws(db, clock.now(), raffleKeys))];
  const drawEntities: Record<string, Draw> = {};
  const drawIdsByLottery = new Map<string, string[]>();
  for (const row of rows) {
    drawEntities[row.id] = catalogueDrawView(row, lotteryByKey.get(row.lotteryKey));
    drawIdsByLottery.set(row.lotteryKey, [...(drawIdsByLottery.get(row.lotteryKey) ?? []), row.id]);
  }
  const syndicateOfferKeys = offers.filter((o) => o.type === 'syndicate_share').map((o) => o.key);
  const syndicateRows = syndicateOfferKeys.length === 0 ? [] : await db
          .select()
          .from(syndicates)
          // A lotto party session's group ticket is its group's, not a listed game offer (party/).
          .where(and(inArray(syndicates.offerKey, syndicateOfferKeys), notExists(db.select({ one: sql`1` }).from(lottoPartySessions).where(eq(lottoPartySessions.syndicateKey, syndicates.key)))));
  const syndicatesByKey = new Map(syndicateRows.map((s) => [s.key, s]));
  const restrictions: Record<string, Restriction[]> = {};
  for (const o of offers) if (o.offer.restrictions.length > 0) restrictions[o.key] = o.offer.restrictions;
  return {
    result: {
      offers: offers.map((o) => offerView(o, drawIdsByLottery.get(o.lottery.key) ?? [], syndicatesByKey)),
      orderedKeys: offers.map((o) => o.key),
      rankings: Object.fromEntries(offers.map((o) => [o.key, o.offer.ranking])),
      restrictions,
    },
    entities: { draws: drawEntities },
  };
}
