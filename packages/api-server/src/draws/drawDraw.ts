/**
 * DRAW_CLOSED → DRAW_DRAWN: a lottery draws its winning numbers per set from the crypto RNG; a
 * raffle numbers its sold tickets and draws one winning ticket per prize among them, main prize
 * first. Results already present (a draw imported with its results) are kept.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/Db';
import { lotteries, rafflePrizes, raffleTicketNumbers, raffleWinners } from '../db/schema';
import { advanceDraw, type DrawChanges } from './advanceDraw';
import { randomJackpot, randomResults } from './drawRandom';
import { loadDrawRules } from './drawRules';
import type { DrawRow } from './openDraws';

/** Raffle ticket numbers of a draw start here, so every number has six digits. */
export const FIRST_RAFFLE_TICKET_NO = 100_001;
export const RAFFLE_RESULT_SET = 'WinningTicket';

export function drawDraw(db: Db, drawId: string): Promise<boolean> {
  return advanceDraw(db, drawId, 'DRAW_CLOSED', 'DRAW_DRAWN', (tx, draw) =>
    draw.kind === 'raffle' ? drawRaffle(tx, draw) : drawLottery(tx, draw),
  );
}

async function drawLottery(tx: Tx, draw: DrawRow): Promise<DrawChanges> {
  const rules = await loadDrawRules(tx, draw.lotteryKey);
  const changes: DrawChanges = { results: draw.results ?? randomResults(rules.numberSets) };
  if (draw.prizePoolCents === null) {
    // A draw that closed before its jackpot was announced still has one when drawn.
    const [lottery] = await tx.select().from(lotteries).where(eq(lotteries.key, draw.lotteryKey));
    if (lottery?.jackpotMinCents != null && lottery.jackpotMaxCents != null) {
      changes.prizePoolCents = randomJackpot(lottery.jackpotMinCents, lottery.jackpotMaxCents);
    }
  }
  return changes;
}

/** Numbers the draw's raffle tickets in purchase order: each game of a ticket row is one raffle ticket. */
async function numberRaffleTickets(tx: Tx, drawId: string): Promise<number> {
  await tx.execute(sql`
    insert into raffle_ticket_numbers (ticket_id, draw_id, first_no, count)
    select id, draw_id,
      (${FIRST_RAFFLE_TICKET_NO} + coalesce(sum(n) over (order by created_at, id rows between unbounded preceding and 1 preceding), 0))::int,
      n
    from (
      select id, draw_id, created_at, jsonb_array_length(games) as n
      from tickets where draw_id = ${drawId} and jsonb_array_length(games) > 0
    ) sold
    on conflict do nothing`);
  const [row] = await tx
    .select({ sold: sql<string | number>`coalesce(sum(${raffleTicketNumbers.count}), 0)` })
    .from(raffleTicketNumbers)
    .where(eq(raffleTicketNumbers.drawId, drawId));
  return Number(row?.sold ?? 0);
}

async function drawRaffle(tx: Tx, draw: DrawRow): Promise<DrawChanges> {
  const sold = await numberRaffleTickets(tx, draw.id);
  const prizes = await tx
    .select()
    .from(rafflePrizes)
    .where(eq(rafflePrizes.lotteryKey, draw.lotteryKey))
    .orderBy(desc(rafflePrizes.isMain), asc(rafflePrizes.createdAt), asc(rafflePrizes.id));
  const taken = new Set<number>();
  const winningNumbers: number[] = [];
  for (const prize of prizes) {
    // One ticket wins one prize at most; prizes beyond the tickets sold are not won.
    if (taken.size >= sold) break;
    let index = randomInt(sold);
    while (taken.has(index)) index = randomInt(sold);
    taken.add(index);
    const ticketNo = FIRST_RAFFLE_TICKET_NO + index;
    const [holder] = await tx
      .select({ ticketId: raffleTicketNumbers.ticketId })
      .from(raffleTicketNumbers)
      .where(
        and(
          eq(raffleTicketNumbers.drawId, draw.id),
          lte(raffleTicketNumbers.firstNo, ticketNo),
          gt(sql`${raffleTicketNumbers.firstNo} + ${raffleTicketNumbers.count}`, ticketNo),
        ),
      );
    if (!holder) throw new Error(`Raffle ticket ${ticketNo} of draw ${draw.id} has no holder`);
    await tx.insert(raffleWinners).values({ drawId: draw.id, prizeId: prize.id, ticketId: holder.ticketId, ticketNo });
    winningNumbers.push(ticketNo);
  }
  return { results: { [RAFFLE_RESULT_SET]: winningNumbers }, purchaseStatus: 'past_draw' };
}
