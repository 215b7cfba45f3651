import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { draws } from '../db/schema';

/** Open draws whose sales stop has passed are closed; a raffle's draw becomes a past draw for buyers. */
export async function closeExpiredDraws(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const lotteryRows = await db
    .update(draws)
    .set({ status: 'DRAW_CLOSED' })
    .where(and(eq(draws.status, 'DRAW_OPEN'), eq(draws.kind, 'lottery'), lte(draws.stopAt, now)))
    .returning({ id: draws.id });
  const raffleRows = await db
    .update(draws)
    .set({ status: 'DRAW_CLOSED', purchaseStatus: 'past_draw' })
    .where(and(eq(draws.status, 'DRAW_OPEN'), eq(draws.kind, 'raffle'), lte(draws.stopAt, now)))
    .returning({ id: draws.id });
  return lotteryRows.length + raffleRows.length;
}
