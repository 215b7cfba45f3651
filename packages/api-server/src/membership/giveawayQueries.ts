/**
 * Reading giveaways: a page of upcoming (open) or past (closed or paid) giveaways, one by id or
 * by type and number, and the customer's upcoming giveaways; each with the customer's entry,
 * the count of drawn entries and the winners, read for the page's giveaways only.
 */
import type { GiveawayDraw, GiveawayEntryStatus, GiveawayPage, GiveawayType } from '@drawkit/contract';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { customers, giveawayDraws, giveawayEntries, giveawayWinners } from '../db/schema';
import { DRAWN_ENTRY_STATUSES } from './entryRules';
import { type GiveawayRow, giveawayView, type WinnerRecord } from './giveawayView';
import { PROGRAM } from './programConfig';

export interface GiveawayListQuery {
  type?: GiveawayType | undefined;
  when: 'upcoming' | 'past';
  limit: number;
  offset: number;
}

function listFilter(query: Pick<GiveawayListQuery, 'type' | 'when'>): SQL | undefined {
  return and(
    eq(giveawayDraws.program, PROGRAM),
    query.when === 'upcoming' ? eq(giveawayDraws.state, 'DRAW_OPEN') : inArray(giveawayDraws.state, ['DRAW_CLOSED', 'DRAW_PAID']),
    query.type ? eq(giveawayDraws.type, query.type) : undefined,
  );
}

/** The wire forms of `rows`, in their order, for `customerId` (null: anonymous). */
export async function viewGiveaways(db: DbOrTx, rows: GiveawayRow[], customerId: string | null, now: Date): Promise<GiveawayDraw[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const own = customerId
    ? await db
        .select({ drawId: giveawayEntries.drawId, status: giveawayEntries.status })
        .from(giveawayEntries)
        .where(and(eq(giveawayEntries.customerId, customerId), inArray(giveawayEntries.drawId, ids)))
    : [];
  const counts = await db
    .select({ drawId: giveawayEntries.drawId, entries: count() })
    .from(giveawayEntries)
    .where(and(inArray(giveawayEntries.drawId, ids), inArray(giveawayEntries.status, [...DRAWN_ENTRY_STATUSES])))
    .groupBy(giveawayEntries.drawId);
  const winners: WinnerRecord[] = await db
    .select({
      drawId: giveawayWinners.drawId,
      customerId: giveawayWinners.customerId,
      firstname: customers.firstname,
      lastname: customers.lastname,
      state: customers.state,
      prizeIndex: giveawayWinners.prizeIndex,
      prizeName: giveawayWinners.prizeName,
      prizeValueCents: giveawayWinners.prizeValueCents,
    })
    .from(giveawayWinners)
    .innerJoin(customers, eq(customers.id, giveawayWinners.customerId))
    .where(inArray(giveawayWinners.drawId, ids));
  const statusByDraw = new Map<string, GiveawayEntryStatus>(own.map((e) => [e.drawId, e.status]));
  const countByDraw = new Map(counts.map((c) => [c.drawId, Number(c.entries)]));
  return rows.map((row) =>
    giveawayView(row, {
      now,
      customerId,
      entryStatus: statusByDraw.get(row.id) ?? null,
      entryCount: countByDraw.get(row.id) ?? 0,
      winners: winners.filter((w) => w.drawId === row.id),
    }),
  );
}

export async function listGiveaways(db: DbOrTx, query: GiveawayListQuery, customerId: string | null, now: Date): Promise<GiveawayPage> {
  const where = listFilter(query);
  const order = query.when === 'upcoming' ? [asc(giveawayDraws.closeAt), asc(giveawayDraws.id)] : [desc(giveawayDraws.closeAt), desc(giveawayDraws.id)];
  const rows = await db.select().from(giveawayDraws).where(where).orderBy(...order).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ total: count() }).from(giveawayDraws).where(where);
  return {
    draws: await viewGiveaways(db, rows, customerId, now),
    limit: query.limit,
    offset: query.offset,
    total: Number(total?.total ?? 0),
  };
}

const TYPE_AND_NUMBER = /^(daily|major|monthly|preview|special)-(\d{1,9})$/;

/**
 * A giveaway by id, by `{type}-{number}` (the storefront's /giveaways/{giveawayType}/{drawNumber}),
 * or by external id (previews are addressed by it).
 */
export async function findGiveaway(db: DbOrTx, id: string): Promise<GiveawayRow | null> {
  const [byId] = await db.select().from(giveawayDraws).where(and(eq(giveawayDraws.program, PROGRAM), eq(giveawayDraws.id, id)));
  if (byId) return byId;
  const typed = TYPE_AND_NUMBER.exec(id);
  if (typed) {
    const [byNumber] = await db
      .select()
      .from(giveawayDraws)
      .where(
        and(
          eq(giveawayDraws.program, PROGRAM),
          eq(giveawayDraws.type, typed[1] as GiveawayType),
          eq(giveawayDraws.number, Number(typed[2])),
        ),
      );
    if (byNumber) return byNumber;
  }
  const [byExternal] = await db
    .select()
    .from(giveawayDraws)
    .where(and(eq(giveawayDraws.program, PROGRAM), eq(giveawayDraws.externalId, id)));
  return byExternal ?? null;
}

/** "upcomingDraws": every open giveaway with the customer's entry, soonest to close first. */
export async function upcomingDraws(db: DbOrTx, customerId: string, now: Date): Promise<GiveawayDraw[]> {
  const rows = await db
    .select()
    .from(giveawayDraws)
    .where(and(eq(giveawayDraws.program, PROGRAM), eq(giveawayDraws.state, 'DRAW_OPEN')))
    .orderBy(asc(giveawayDraws.closeAt), asc(giveawayDraws.id));
  return viewGiveaways(db, rows, customerId, now);
}
