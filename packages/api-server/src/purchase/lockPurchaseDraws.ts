/**
 * The draws a purchase buys into, locked for the rest of the purchase transaction and checked
 * again under the lock. The draw engine's close step takes the conflicting lock (draws/
 * closeExpiredDraws), so a draw cannot close, and so cannot be drawn or scored, while a purchase
 * is writing tickets into it; a purchase that finds its draw closed meanwhile is refused with
 * the reason, and the transaction rolls back whole.
 *
 * Lottery draws are locked FOR SHARE, so purchases into the same draw still run side by side;
 * raffle draws FOR UPDATE, because their ticket numbers are handed out one purchase at a time
 * (issueTickets). Locks are taken one draw at a time in id order, the order the close step
 * locks in too, so purchases and the engine never wait on each other in a cycle.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { PricedItem } from '../cart/cartItemRules';
import { refuseDraw } from '../cart/rules/drawChoice';
import type { Tx } from '../db/Db';
import { draws } from '../db/schema';
import { isDrawOnSale } from '../draws/openDraws';

export async function lockPurchaseDraws(tx: Tx, clock: Clock, items: readonly PricedItem[]): Promise<void> {
  const now = clock.now();
  const wanted = new Map<string, 'lottery' | 'raffle'>();
  for (const item of items) for (const draw of item.draws) wanted.set(draw.id, draw.kind);
  const ids = [...wanted.keys()].sort();
  for (const id of ids) {
    const query = tx.select().from(draws).where(eq(draws.id, id));
    const [row] = await (wanted.get(id) === 'raffle' ? query.for('update') : query.for('share'));
    if (!row || !isDrawOnSale(row, now)) await refuseDraw(tx, row?.lotteryKey ?? '', row?.drawNo ?? 0);
  }
}
