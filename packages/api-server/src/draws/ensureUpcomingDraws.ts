/**
 * Tops up the draws of every lottery so that the next weeks are open for sale. Idempotent and
 * safe to run from several processes at once: a slot's draw number is fixed by the schedule and
 * (lottery, draw number) is unique, so a second insert of a slot does nothing.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { draws, lotteries } from '../db/schema';
import { randomJackpot } from './drawRandom';
import { drawId, drawSlots } from './drawSchedule';

export const UPCOMING_WEEKS = 6;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function ensureUpcomingDraws(db: Db, clock: Clock, weeks = UPCOMING_WEEKS): Promise<number> {
  const now = clock.now();
  const horizon = new Date(now.getTime() + weeks * WEEK_MS);
  const rows = await db.select().from(lotteries);
  let created = 0;
  for (const lottery of rows) {
    const slots = drawSlots(lottery, now, horizon).filter((slot) => slot.stopAt > now);
    if (slots.length > 0) {
      const inserted = await db
        .insert(draws)
        .values(
          slots.map((slot) => ({
            id: drawId(lottery.key, slot.drawNo),
            lotteryKey: lottery.key,
            kind: lottery.kind,
            drawNo: slot.drawNo,
            status: 'DRAW_OPEN' as const,
            purchaseStatus: lottery.kind === 'raffle' ? ('open' as const) : null,
            stopAt: slot.stopAt,
            drawAt: slot.drawAt,
            // A raffle's prize is known up front; a fixed prize (min = max) is known too.
            prizePoolCents:
              lottery.kind === 'raffle'
                ? (lottery.rafflePrize?.valueCents ?? null)
                : lottery.jackpotMinCents !== null && lottery.jackpotMinCents === lottery.jackpotMaxCents
                  ? lottery.jackpotMinCents
                  : null,
            prizePoolSuffix: lottery.prizePoolSuffix,
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: draws.id });
      created += inserted.length;
    }
    await announceNextJackpot(db, lottery, now);
  }
  return created;
}

/** The next open draw of a jackpot lottery gets its announced jackpot; later ones stay "Announced soon". */
async function announceNextJackpot(
  db: Db,
  lottery: typeof lotteries.$inferSelect,
  now: Date,
): Promise<void> {
  if (lottery.kind !== 'lottery' || lottery.jackpotMinCents === null || lottery.jackpotMaxCents === null) return;
  const [next] = await db
    .select({ id: draws.id, prizePoolCents: draws.prizePoolCents })
    .from(draws)
    .where(and(eq(draws.lotteryKey, lottery.key), eq(draws.status, 'DRAW_OPEN'), gt(draws.stopAt, now)))
    .orderBy(asc(draws.drawAt))
    .limit(1);
  if (!next || next.prizePoolCents !== null) return;
  await db
    .update(draws)
    .set({ prizePoolCents: randomJackpot(lottery.jackpotMinCents, lottery.jackpotMaxCents) })
    .where(and(eq(draws.id, next.id), isNull(draws.prizePoolCents)));
}
