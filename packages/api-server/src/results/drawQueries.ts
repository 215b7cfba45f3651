/** Reads behind the draw details, prizes and winners calls. */
import type { DivisionResult, PublicWinner, RafflePrize, RaffleWinner, DivisionWinners } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import {
  customers,
  drawDivisionResults,
  draws,
  lotteries,
  prizeDivisions,
  productOffers,
  rafflePrizes,
  raffleWinners,
  ticketResults,
  tickets,
} from '../db/schema';
import type { DrawRow } from '../draws/openDraws';
import { fail } from '../http/ApiFailure';

/** Winners listed by name per division; the count is always complete. */
export const NAMED_WINNERS_PER_DIVISION = 10;

export interface ResolvedDraw {
  offerKey: string;
  lottery: typeof lotteries.$inferSelect;
  draw: DrawRow;
}

export async function resolveDraw(db: DbOrTx, productOfferKey: string, drawNo: number): Promise<ResolvedDraw> {
  const [offer] = await db
    .select({ key: productOffers.key, lotteryKey: productOffers.lotteryKey })
    .from(productOffers)
    .where(eq(productOffers.key, productOfferKey));
  if (!offer) fail('offer_not_found', { field: 'productOfferKey' });
  const [row] = await db
    .select({ draw: draws, lottery: lotteries })
    .from(draws)
    .innerJoin(lotteries, eq(lotteries.key, draws.lotteryKey))
    .where(and(eq(draws.lotteryKey, offer.lotteryKey), eq(draws.drawNo, drawNo)));
  if (!row) fail('draw_not_found', { field: 'drawNo' });
  return { offerKey: offer.key, lottery: row.lottery, draw: row.draw };
}

/** The lottery's divisions, with winners and each game's prize once the draw is scored. */
export async function divisionResults(db: DbOrTx, draw: DrawRow): Promise<DivisionResult[]> {
  const rows = await db
    .select({ division: prizeDivisions, result: drawDivisionResults })
    .from(prizeDivisions)
    .leftJoin(
      drawDivisionResults,
      and(eq(drawDivisionResults.drawId, draw.id), eq(drawDivisionResults.division, prizeDivisions.division)),
    )
    .where(eq(prizeDivisions.lotteryKey, draw.lotteryKey))
    .orderBy(asc(prizeDivisions.division));
  return rows.map(({ division, result }) => ({
    division: division.division,
    name: division.name,
    matches: division.matches,
    prize: division.amountCents === null ? null : money(division.amountCents),
    sharesPrizePool: division.amountCents === null,
    winners: result ? result.winners : null,
    prizeEach: result?.prizeEachCents == null ? null : money(result.prizeEachCents),
  }));
}

function rafflePrizeView(row: typeof rafflePrizes.$inferSelect): RafflePrize {
  return {
    prizeId: row.id,
    name: row.name,
    value: money(row.valueCents),
    isMainPrize: row.isMain,
    cash: row.cash,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "Raffle prizes are sorted main prize first, then by timestamp and id ascending" (shop-specialised §9). */
export async function rafflePrizeList(db: DbOrTx, lotteryKey: string): Promise<RafflePrize[]> {
  const rows = await db
    .select()
    .from(rafflePrizes)
    .where(eq(rafflePrizes.lotteryKey, lotteryKey))
    .orderBy(desc(rafflePrizes.isMain), asc(rafflePrizes.createdAt), asc(rafflePrizes.id));
  return rows.map(rafflePrizeView);
}

export function publicWinner(customer: { firstname: string; lastname: string; suburb: string }): PublicWinner {
  const initial = customer.lastname.trim().charAt(0).toUpperCase();
  return { name: initial ? `${customer.firstname} ${initial}.` : customer.firstname, suburb: customer.suburb };
}

const winnerColumns = { firstname: customers.firstname, lastname: customers.lastname, suburb: customers.suburb };

export async function divisionWinners(db: DbOrTx, draw: DrawRow): Promise<DivisionWinners[]> {
  const divisions = await divisionResults(db, draw);
  const out: DivisionWinners[] = [];
  for (const division of divisions) {
    if (division.winners === null) continue;
    const people =
      division.winners === 0
        ? []
        : await db
            .select(winnerColumns)
            .from(ticketResults)
            .innerJoin(customers, eq(customers.id, ticketResults.customerId))
            .where(
              and(
                eq(ticketResults.drawId, draw.id),
                // Every winner has a best division: what the index of the draw's winners holds (schema/results).
                isNotNull(ticketResults.bestDivision),
                // A ticket that won this division on any line has a best division at least as good:
                // a cheap test before the json columns (schema/results) are cast for containment.
                lte(ticketResults.bestDivision, division.division),
                // A system or Powerhit ticket wins a division on any of its lines, not only its best one.
                sql`(${ticketResults.divisions}::jsonb @> ${JSON.stringify([division.division])}::jsonb
                  or ${ticketResults.winningLines}::jsonb @> ${JSON.stringify([[{ division: division.division }]])}::jsonb)`,
              ),
            )
            .orderBy(asc(ticketResults.ticketId))
            .limit(NAMED_WINNERS_PER_DIVISION);
    out.push({
      division: division.division,
      name: division.name,
      winners: division.winners,
      prizeEach: division.prizeEach,
      people: people.map(publicWinner),
    });
  }
  return out;
}

/** Raffle winners by prize, main prize first; a prize nobody drew (too few tickets) has no winner. */
export async function raffleWinnerList(db: DbOrTx, draw: DrawRow): Promise<RaffleWinner[]> {
  const prizes = await rafflePrizeList(db, draw.lotteryKey);
  const rows = await db
    .select({ prizeId: raffleWinners.prizeId, ticketNo: raffleWinners.ticketNo, ...winnerColumns })
    .from(raffleWinners)
    .innerJoin(tickets, eq(tickets.id, raffleWinners.ticketId))
    .innerJoin(customers, eq(customers.id, tickets.customerId))
    .where(eq(raffleWinners.drawId, draw.id));
  const byPrize = new Map(rows.map((row) => [row.prizeId, row]));
  return prizes.map((prize) => {
    const won = byPrize.get(prize.prizeId);
    return { prize, ticketNo: won?.ticketNo ?? null, winner: won ? publicWinner(won) : null };
  });
}
