/**
 * The draws a purchase buys into, locked for the rest of the purchase transaction and checked
 * again under the lock. The draw engine's close step takes the conflicting lock (draws/
 * closeExpiredDraws), so a draw cannot close, and so cannot be drawn or scored, while a purchase
 * is writing tickets into it; a purchase that finds its draw closed meanwhile is refused with
 * the reason, and the transaction rolls back whole.
 *
 * Lottery draws are locked FOR SHARE, so purchases into the same draw still run side by side;
 * raffle draws FOR UPDATE, because their ticket numbers are handed out one purchase at a time
 * (issueTickets). Locks are taken in id order, the order the close step locks in too, so
 * purchases and the engine never wait on each other in a cycle: one statement for draws of one
 * kind, one draw at a time when a cart mixes lottery and raffle draws.
 */
import type { Clock } from '../clock';
import type { PricedItem } from '../cart/cartItemRules';
import { refuseDraw } from '../cart/rules/drawChoice';
import type { Tx } from '../db/Db';
import { runStatement, statement } from '../db/statements';
import { type DrawRow, isDrawOnSale } from '../draws/openDraws';

type LockedDraw = Pick<DrawRow, 'id' | 'lotteryKey' | 'drawNo' | 'status' | 'purchaseStatus' | 'stopAt'>;

const COLUMNS = `id, lottery_key as "lotteryKey", draw_no as "drawNo", status, purchase_status as "purchaseStatus", stop_at as "stopAt"`;
// Rows are locked in the ORDER BY's order.
const lockForShare = statement<LockedDraw>('lock_draws_for_share', `select ${COLUMNS} from draws where id = any($1::text[]) order by id for share`);
const lockForUpdate = statement<LockedDraw>('lock_draws_for_update', `select ${COLUMNS} from draws where id = any($1::text[]) order by id for update`);

export async function lockPurchaseDraws(tx: Tx, clock: Clock, items: readonly PricedItem[]): Promise<void> {
  const now = clock.now();
  const wanted = new Map<string, 'lottery' | 'raffle'>();
  for (const item of items) for (const draw of item.draws) wanted.set(draw.id, draw.kind);
  const ids = [...wanted.keys()].sort();
  if (ids.length === 0) return;
  const kinds = new Set(wanted.values());
  // Draws of one kind are locked by one statement.
  const batches = kinds.size === 1 ? [ids] : ids.map((id) => [id]);
  for (const batch of batches) {
    const rows = await runStatement(tx, wanted.get(batch[0] as string) === 'raffle' ? lockForUpdate : lockForShare, [batch]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of batch) {
      const row = byId.get(id);
      if (!row || !isDrawOnSale(row, now)) await refuseDraw(tx, row?.lotteryKey ?? '', row?.drawNo ?? 0);
    }
  }
}
