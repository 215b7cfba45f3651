import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { draws } from '../db/schema';
import { randomJackpot, randomResults } from '../draws/drawRandom';
import { drawId, drawSlots } from '../draws/drawSchedule';
import type { LotterySeed } from './catalogueData';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const PAST_WEEKS = 8;

/**
 * History for a new shop: the last weeks' draws, drawn with crypto-random results and prize
 * pools. A slot whose sales stopped but whose draw time is still ahead is closed, not drawn;
 * past raffle draws are left closed for the draw engine to draw among their sold tickets.
 */
export async function seedPastDraws(db: DbOrTx, clock: Clock, lotteries: readonly LotterySeed[], weeks = PAST_WEEKS): Promise<void> {
  const now = clock.now();
  const from = new Date(now.getTime() - weeks * WEEK_MS);
  // Include slots whose draw is at most an hour ahead (sales already stopped).
  const to = new Date(now.getTime() + 2 * 60 * 60 * 1000);
  for (const lottery of lotteries) {
    const slots = drawSlots(lottery, from, to).filter((slot) => slot.stopAt <= now);
    if (slots.length === 0) continue;
    await db
      .insert(draws)
      .values(
        slots.map((slot) => {
          const raffle = lottery.kind === 'raffle';
          // A raffle's winners are drawn among its sold tickets, so the draw engine draws past raffles on first start.
          const drawn = slot.drawAt <= now && !raffle;
          return {
            id: drawId(lottery.key, slot.drawNo),
            lotteryKey: lottery.key,
            kind: lottery.kind,
            drawNo: slot.drawNo,
            status: drawn ? ('DRAW_DRAWN' as const) : ('DRAW_CLOSED' as const),
            purchaseStatus: raffle ? ('past_draw' as const) : null,
            stopAt: slot.stopAt,
            drawAt: slot.drawAt,
            prizePoolCents: raffle
              ? (lottery.rafflePrize?.valueCents ?? null)
              : lottery.jackpot
                ? randomJackpot(lottery.jackpot.minCents, lottery.jackpot.maxCents)
                : null,
            prizePoolSuffix: lottery.prizePoolSuffix,
            results: drawn ? randomResults(lottery.numberSets) : null,
            createdAt: now,
          };
        }),
      )
      .onConflictDoNothing();
  }
}
