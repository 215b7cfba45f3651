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

/** The purchase statuses a draw sells under (none set is `open`). */
const ON_SALE_PURCHASE_STATUSES = ['open', 'pre_order'] as const;

/** Whether a draw can be bought now: open, before its stop, and selling (or taking pre-orders). */
export function isDrawOnSale(draw: Pick<DrawRow, 'status' | 'stopAt' | 'purchaseStatus'>, now: Date): boolean {
  return (
    draw.status === 'DRAW_OPEN' &&
    draw.stopAt > now &&
    (draw.purchaseStatus === null || (ON_SALE_PURCHASE_STATUSES as readonly string[]).includes(draw.purchaseStatus))
  );
}

/**
 * isDrawOnSale as a condition on the `draws` table's columns, for a statement that must decide in
 * the database (the purchase's write locks its draws and checks them in one statement). `now` is
 * the statement's placeholder for the instant, e.g. `$8::timestamptz`. The two are held equal by
 * draws/__tests__/drawOnSale.test.ts.
 */
export function drawOnSaleSql(now: string): string {
  const statuses = ON_SALE_PURCHASE_STATUSES.map((status) => `'${status}'`).join(', ');
  return `status = 'DRAW_OPEN' and stop_at > ${now} and (purchase_status is null or purchase_status in (${statuses}))`;
}
