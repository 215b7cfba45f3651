/**
 * DRAW_SCORED → DRAW_PAID: one 'prize' ledger row per winning ticket, credited to the ticket
 * holder's wallet, in one INSERT ... SELECT. The unique index on prize rows per ticket makes it
 * idempotent even outside the status guard: a ticket is paid once, whatever runs twice.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/Db';
import { advanceDraw } from './advanceDraw';
import type { DrawRow } from './openDraws';

/** Credits the draw's winning tickets; returns how many rows were written now. */
export async function insertPrizeRows(tx: Tx, draw: DrawRow, now: Date): Promise<number> {
  const inserted = await tx.execute(sql`
    insert into ledger_entries (id, customer_id, kind, amount_cents, ticket_id, description, created_at)
    select gen_random_uuid()::text, r.customer_id, 'prize', r.prize_cents, r.ticket_id,
      'Prize: ' || l.name || ' draw ' || ${draw.drawNo}::text, ${now.toISOString()}::timestamptz
    from ticket_results r
    join lotteries l on l.key = ${draw.lotteryKey}
    where r.draw_id = ${draw.id} and r.prize_cents > 0
    on conflict (ticket_id) where kind = 'prize' do nothing
    returning id`);
  // PGlite and node-postgres both answer with `rows`.
  return (inserted as unknown as { rows: unknown[] }).rows.length;
}

export function payDraw(db: Db, drawId: string, now: Date): Promise<boolean> {
  return advanceDraw(db, drawId, 'DRAW_SCORED', 'DRAW_PAID', async (tx, draw) => {
    await insertPrizeRows(tx, draw, now);
  });
}
