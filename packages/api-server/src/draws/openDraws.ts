import { openStatusDraws } from '../catalogue/catalogueCache';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import type { draws } from '../db/schema';

export type DrawRow = typeof draws.$inferSelect;

/** The draws of some lotteries still on sale (isDrawOnSale), soonest first: read from the catalogue cache. */
export async function openDraws(db: DbOrTx, clock: Clock, lotteryKeys: readonly string[]): Promise<DrawRow[]> {
  if (lotteryKeys.length === 0) return [];
  const now = clock.now();
  return (await openStatusDraws(db)).filter((draw) => lotteryKeys.includes(draw.lotteryKey) && isDrawOnSale(draw, now));
}

export function isDrawOnSale(draw: Pick<DrawRow, 'status' | 'stopAt' | 'purchaseStatus'>, now: Date): boolean {
  return (
    draw.status === 'DRAW_OPEN' &&
    draw.stopAt > now &&
    (draw.purchaseStatus === null || draw.purchaseStatus === 'open' || draw.purchaseStatus === 'pre_order')
  );
}
