/**
 * Reads behind the past-results calls. Only draws whose results are out are read ("results
 * available for drawn, scored, paid, emailed", shop-core §4). Every list is one page: draws
 * are read newest first through the (lottery_key, draw_no) index with LIMIT/OFFSET, so a page
 * costs the same however many draws an offer has had.
 */
import type { CustomerDrawTicket, DrawResult, FullDrawResult, PageInfo, ResultCategory } from '@drawkit/contract';
import { money, RESULT_DRAW_STATUSES } from '@drawkit/contract';
import { and, asc, count, desc, eq, exists, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { draws, lotteries, productOffers, raffleWinners, ticketResults, tickets } from '../db/schema';
import type { DrawRow } from '../draws/openDraws';
import { fail } from '../http/ApiFailure';
import { divisionResults, raffleWinnerList, resolveDraw } from './drawQueries';

export interface Page {
  limit: number;
  offset: number;
}

type OfferRow = Pick<typeof productOffers.$inferSelect, 'key' | 'name' | 'lotteryKey'>;
type LotteryRow = typeof lotteries.$inferSelect;

// Written out as literals (constants, not input) so the planner matches the partial index
// draws_results_idx, whose predicate is this same list.
const resultStatus = sql`${draws.status} in (${sql.raw(RESULT_DRAW_STATUSES.map((status) => `'${status}'`).join(', '))})`;
/** Syndicate shares play a lottery's draws; its results are listed under the lottery's own offer. */
const resultOfferTypes = ['lottery_ticket', 'raffle_ticket'] as const;
const offerColumns = { key: productOffers.key, name: productOffers.name, lotteryKey: productOffers.lotteryKey };

export function hasResults(status: DrawRow['status']): boolean {
  return RESULT_DRAW_STATUSES.includes(status);
}

export function drawResultView(offer: OfferRow, draw: DrawRow, lottery: Pick<LotteryRow, 'rafflePrize'> | undefined): DrawResult {
  const prizePoolCents = draw.prizePoolCents ?? (draw.kind === 'raffle' ? (lottery?.rafflePrize?.valueCents ?? null) : null);
  return {
    productOfferKey: offer.key,
    productOfferName: offer.name,
    lotteryKey: draw.lotteryKey,
    kind: draw.kind,
    drawNo: draw.drawNo,
    drawDate: draw.drawAt.toISOString(),
    status: draw.status,
    results: draw.results ?? {},
    prizePool: prizePoolCents === null ? null : money(prizePoolCents),
    isPrizePoolUnknown: prizePoolCents === null,
  };
}

const categoryType = (category: ResultCategory) => (category === 'raffle' ? 'raffle_ticket' : 'lottery_ticket');

function offerFilter(category: ResultCategory | undefined) {
  const drawn = exists(
    sql`(select 1 from ${draws} where ${draws.lotteryKey} = ${productOffers.lotteryKey} and ${resultStatus} limit 1)`,
  );
  const type = category ? eq(productOffers.type, categoryType(category)) : inArray(productOffers.type, [...resultOfferTypes]);
  return and(type, drawn);
}

/** `result_keys`: every offer with at least one result (one index probe per offer). */
export async function resultKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ key: productOffers.key })
    .from(productOffers)
    .where(offerFilter(undefined))
    .orderBy(asc(productOffers.ranking), asc(productOffers.key));
  return rows.map((row) => row.key);
}

async function latestDraw(db: DbOrTx, lotteryKey: string): Promise<{ draw: DrawRow; lottery: LotteryRow } | undefined> {
  const [row] = await db
    .select({ draw: draws, lottery: lotteries })
    .from(draws)
    .innerJoin(lotteries, eq(lotteries.key, draws.lotteryKey))
    .where(and(eq(draws.lotteryKey, lotteryKey), resultStatus))
    .orderBy(desc(draws.drawNo))
    .limit(1);
  return row;
}

/** The latest result of each offer with results, one page of offers (by ranking). */
export async function latestResultPerOffer(
  db: DbOrTx,
  page: Page,
  category: ResultCategory | undefined,
): Promise<{ result: DrawResult[]; pageInfo: PageInfo }> {
  const where = offerFilter(category);
  const [offers, [total]] = await Promise.all([
    db.select(offerColumns).from(productOffers).where(where).orderBy(asc(productOffers.ranking), asc(productOffers.key)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(productOffers).where(where),
  ]);
  const latest = await Promise.all(offers.map((offer) => latestDraw(db, offer.lotteryKey)));
  const result: DrawResult[] = [];
  offers.forEach((offer, index) => {
    const row = latest[index];
    if (row) result.push(drawResultView(offer, row.draw, row.lottery));
  });
  return { result, pageInfo: { ...page, total: total?.n ?? 0 } };
}

export async function resultOffer(db: DbOrTx, productOfferKey: string): Promise<OfferRow & { lottery: LotteryRow }> {
  const [row] = await db
    .select({ offer: offerColumns, lottery: lotteries })
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(eq(productOffers.key, productOfferKey));
  if (!row) fail('offer_not_found', { field: 'productOfferKey' });
  return { ...row.offer, lottery: row.lottery };
}

/** One page of an offer's results, newest first; `range` narrows to draws in [from, to). */
export async function offerResults(
  db: DbOrTx,
  productOfferKey: string,
  page: Page,
  range?: { from: Date; to: Date },
): Promise<{ result: DrawResult[]; pageInfo: PageInfo }> {
  const offer = await resultOffer(db, productOfferKey);
  const where = and(
    eq(draws.lotteryKey, offer.lotteryKey),
    resultStatus,
    range ? and(gte(draws.drawAt, range.from), lt(draws.drawAt, range.to)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(draws).where(where).orderBy(desc(draws.drawNo)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(draws).where(where),
  ]);
  return { result: rows.map((draw) => drawResultView(offer, draw, offer.lottery)), pageInfo: { ...page, total: total?.n ?? 0 } };
}

/** Draws a month spans in AEST (UTC+10, no daylight saving in Brisbane). */
export function aestMonthRange(year: number, month: number): { from: Date; to: Date } {
  const offset = 10 * 60 * 60 * 1000;
  return { from: new Date(Date.UTC(year, month - 1, 1) - offset), to: new Date(Date.UTC(year, month, 1) - offset) };
}

/** Draws the customer had tickets in, newest first, one page (tickets read by the customer index). */
export async function customerPastResults(
  db: DbOrTx,
  customerId: string,
  page: Page,
  category: ResultCategory | undefined,
): Promise<{ result: DrawResult[]; pageInfo: PageInfo }> {
  const played = sql`${draws.id} in (select ${tickets.drawId} from ${tickets} where ${tickets.customerId} = ${customerId})`;
  const where = and(resultStatus, played, category ? eq(draws.kind, category) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ draw: draws, lottery: lotteries })
      .from(draws)
      .innerJoin(lotteries, eq(lotteries.key, draws.lotteryKey))
      .where(where)
      .orderBy(desc(draws.drawAt), asc(draws.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(draws).where(where),
  ]);
  const lotteryKeys = [...new Set(rows.map((row) => row.draw.lotteryKey))];
  const offers = lotteryKeys.length
    ? await db
        .select(offerColumns)
        .from(productOffers)
        .where(and(inArray(productOffers.lotteryKey, lotteryKeys), ne(productOffers.type, 'syndicate_share')))
    : [];
  const byLottery = new Map(offers.map((offer) => [offer.lotteryKey, offer]));
  const result = rows.map(({ draw, lottery }) =>
    drawResultView(byLottery.get(draw.lotteryKey) ?? { key: draw.lotteryKey, name: lottery.name, lotteryKey: draw.lotteryKey }, draw, lottery),
  );
  return { result, pageInfo: { ...page, total: total?.n ?? 0 } };
}

async function customerTickets(db: DbOrTx, draw: DrawRow, customerId: string): Promise<CustomerDrawTicket[]> {
  const rows = await db
    .select({ ticket: tickets, score: ticketResults, won: raffleWinners.ticketNo })
    .from(tickets)
    .leftJoin(ticketResults, eq(ticketResults.ticketId, tickets.id))
    .leftJoin(raffleWinners, and(eq(raffleWinners.drawId, tickets.drawId), eq(raffleWinners.ticketId, tickets.id)))
    .where(and(eq(tickets.drawId, draw.id), eq(tickets.customerId, customerId)))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
  return rows.map(({ ticket, score, won }) => ({
    ticketId: ticket.id,
    games: ticket.games,
    matches: score?.matches ?? [],
    divisions: score?.divisions ?? ticket.games.map(() => null),
    winningLines: score?.winningLines ?? [],
    bestDivision: score?.bestDivision ?? null,
    prize: score ? money(score.prizeCents) : null,
    winningTicketNo: won ?? null,
  }));
}

/** A drawn draw in full: winning numbers, divisions or raffle winners, and the customer's tickets when asked. */
export async function fullResult(
  db: DbOrTx,
  productOfferKey: string,
  drawNo: number,
  customerId: string | null,
): Promise<FullDrawResult> {
  const { offerKey, lottery, draw } = await resolveDraw(db, productOfferKey, drawNo);
  if (!hasResults(draw.status)) fail('results_not_available', { field: 'drawNo' });
  const [offer] = await db.select(offerColumns).from(productOffers).where(eq(productOffers.key, offerKey));
  const [divisions, winners, mine] = await Promise.all([
    draw.kind === 'lottery' ? divisionResults(db, draw) : [],
    draw.kind === 'raffle' ? raffleWinnerList(db, draw) : [],
    customerId === null ? null : customerTickets(db, draw, customerId),
  ]);
  return {
    ...drawResultView(offer ?? { key: offerKey, name: lottery.name, lotteryKey: lottery.key }, draw, lottery),
    divisions,
    raffleWinners: winners,
    customerTickets: mine,
  };
}
