/**
 * Members' entries in open giveaways, written set-wise so a giveaway opening for every member,
 * or a member joining every open giveaway, is one INSERT ... SELECT. The statuses are
 * entryRules' (`entryStatusFor`) in SQL; the unique (draw, customer) index makes it idempotent.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { PROGRAM } from './programConfig';

function rowsOf(result: unknown): Record<string, unknown>[] {
  // PGlite and node-postgres both answer with `rows`.
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Gives members (all, or the one customer) an entry in every open giveaway they lack one in.
 * Returns how many entries were written.
 */
export async function ensureEntries(db: DbOrTx, now: Date, customerId?: string): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    insert into giveaway_entries (id, draw_id, customer_id, status, created_at, updated_at)
    select gen_random_uuid()::text, d.id, m.customer_id,
      case
        when m.tier = 'premium' and m.premium_until > ${at}::timestamptz then 'guaranteed'
        when d.giveaway_tier = 'premium' then 'locked'
        when d.type in ('monthly', 'major') then 'locked'
        else 'guaranteed'
      end,
      ${at}::timestamptz, ${at}::timestamptz
    from customer_memberships m
    join giveaway_draws d on d.program = m.program and d.state = 'DRAW_OPEN'
    where m.program = ${PROGRAM} and m.status = 'member'
      ${customerId === undefined ? sql`` : sql`and m.customer_id = ${customerId}`}
    on conflict (draw_id, customer_id) do nothing
    returning id`);
  return rowsOf(result).length;
}

/** A member who became Premium is entered in every open giveaway: their locked entries are guaranteed now. */
export async function guaranteeOpenEntries(db: DbOrTx, now: Date, customerId: string): Promise<number> {
  const result = await db.execute(sql`
    update giveaway_entries e set status = 'guaranteed', updated_at = ${now.toISOString()}::timestamptz
    from giveaway_draws d
    where d.id = e.draw_id and d.state = 'DRAW_OPEN' and e.customer_id = ${customerId} and e.status = 'locked'
    returning e.id`);
  return rowsOf(result).length;
}

/**
 * A member back on the free tier: their guaranteed entries in open giveaways the free tier has
 * locked (monthly, major and Premium-only ones: entryRules' `entryStatusFor('free', ...)`) are
 * locked again; daily ones stay guaranteed. Monthly and major ones can be unlocked again.
 */
export async function relockForFreeTier(db: DbOrTx, now: Date, customerId: string): Promise<number> {
  const result = await db.execute(sql`
    update giveaway_entries e set status = 'locked', updated_at = ${now.toISOString()}::timestamptz
    from giveaway_draws d
    where d.id = e.draw_id and d.state = 'DRAW_OPEN' and e.customer_id = ${customerId} and e.status = 'guaranteed'
      and (d.giveaway_tier = 'premium' or d.type in ('monthly', 'major'))
    returning e.id`);
  return rowsOf(result).length;
}
