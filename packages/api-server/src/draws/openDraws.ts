import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { draws } from '../db/schema';

export type DrawRow = typeof draws.$inferSelect;

/** Draws still on sale: open, before their sales stop, and (raffles) open or pre-order. */
function onSale(now: Date) {
  return and(
    eq(draws.status, 'DRAW_OPEN'),
    gt(draws.stopAt, now),
    or(isNull(draws.purchaseStatus), inArray(draws.purchaseStatus, ['open', 'pre_order'])),
  );
}

/** The open draws of some lotteries, soonest first. */
export async function openDraws(db: DbOrTx, clock: Clock, lotteryKeys: readonly string[]): Promise<DrawRow[]> {
  if (lotteryKeys.length === 0) return [];
  return db
    .select()
    .from(draws)
    .where(and(inArray(draws.lotteryKey, [...lotteryKeys]), onSale(clock.now())))
    .orderBy(asc(draws.drawAt), asc(draws.lotteryKey));
}

export function isDrawOnSale(draw: DrawRow, now: Date): boolean {
  return (
    draw.status === 'DRAW_OPEN' &&
    draw.stopAt > now &&
    (draw.purchaseStatus === null || draw.purchaseStatus === 'open' || draw.purchaseStatus === 'pre_order')
  );
}
