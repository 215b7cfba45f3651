import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';

/**
 * Open draws whose sales stop has passed are closed; a raffle's draw becomes a past draw for
 * buyers. The draws are locked in id order first (the order purchases lock them in, see
 * purchase/lockPurchaseDraws), so a draw a purchase is still buying into closes only after that
 * purchase commits, and its tickets are drawn and scored with the rest.
 */
export async function closeExpiredDraws(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const closed = await db.execute(sql`
    update draws
    set status = 'DRAW_CLOSED',
      purchase_status = case when kind = 'raffle' then 'past_draw' else purchase_status end
    where id in (
      select id from draws
      where status = 'DRAW_OPEN' and stop_at <= ${now.toISOString()}::timestamptz
      order by id
      for update
    ) and status = 'DRAW_OPEN'
    returning id`);
  // PGlite and node-postgres both answer with `rows`.
  return (closed as unknown as { rows: unknown[] }).rows.length;
}
