/**
 * Raffle draws in every purchase status for a new shop (shop-specialised §4): Make-A-Smile's
 * draw after the open one takes pre-orders (from two days ago), Your Hospice's second draw is
 * sold out. Past draws are past_draw already (seedPastDraws).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { draws, lotteries } from '../db/schema';
import { drawId, drawSlots } from '../draws/drawSchedule';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const PRE_ORDER_RAFFLE = 'make_a_smile_lottery';
export const SOLD_OUT_RAFFLE = 'your_hospice_lottery';

export async function seedRaffleDrawStatuses(db: DbOrTx, clock: Clock): Promise<void> {
  const now = clock.now();
  const [preOrder] = await db.select().from(lotteries).where(eq(lotteries.key, PRE_ORDER_RAFFLE));
  if (preOrder) {
    const slots = drawSlots(preOrder, now, new Date(now.getTime() + 20 * WEEK_MS)).filter((s) => s.stopAt > now);
    const second = slots[1];
    if (second) {
      const preOrderStartAt = new Date(now.getTime() - 2 * DAY_MS);
      await db
        .insert(draws)
        .values({
          id: drawId(preOrder.key, second.drawNo),
          lotteryKey: preOrder.key,
          kind: 'raffle',
          drawNo: second.drawNo,
          status: 'DRAW_OPEN',
          purchaseStatus: 'pre_order',
          preOrderStartAt,
          stopAt: second.stopAt,
          drawAt: second.drawAt,
          prizePoolCents: preOrder.rafflePrize?.valueCents ?? null,
          prizePoolSuffix: preOrder.prizePoolSuffix,
          createdAt: now,
        })
        .onConflictDoUpdate({ target: draws.id, set: { purchaseStatus: 'pre_order', preOrderStartAt } });
    }
  }
  const open = await db
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.lotteryKey, SOLD_OUT_RAFFLE), eq(draws.status, 'DRAW_OPEN'), gt(draws.stopAt, now)))
    .orderBy(asc(draws.drawAt));
  const soldOut = open[1];
  if (soldOut) await db.update(draws).set({ purchaseStatus: 'sold_out' }).where(eq(draws.id, soldOut.id));
}
