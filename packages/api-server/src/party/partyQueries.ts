/**
 * Reads of group play, each one query: groups with their counts and the caller's role, sessions
 * with their ticket's shares, draw and the caller's shares, and a customer's party orders with
 * what they won. The views turn rows into the wire types (@drawkit/contract party.ts).
 */
import type { LottoPartyGroup, LottoPartyOrder, LottoPartySession, PartySessionStatus } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { customers, draws, lottoPartyGroups, lottoPartyMembers, lottoPartySessions, syndicates } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { PARTY_OFFER_KEY } from './partyConfig';

/** "First name L.": members never see each other's email or id. */
export const displayName = sql<string>`${customers.firstname} || coalesce(' ' || left(${customers.lastname}, 1) || '.', '')`;

const iso = (d: Date) => d.toISOString();

function groupSelect(me: string, now: Date) {
  return {
    group: lottoPartyGroups,
    organiserName: sql<string>`(select c.firstname from customers c where c.id = lotto_party_groups.organiser_id)`,
    role: sql<'organiser' | 'member' | null>`(select m.role from lotto_party_members m where m.group_id = lotto_party_groups.id and m.customer_id = ${me})`,
    memberCount: sql<number>`(select count(*) from lotto_party_members m where m.group_id = lotto_party_groups.id)`.mapWith(Number),
    openSessionCount: sql<number>`(select count(*) from lotto_party_sessions s join draws d on d.id = s.draw_id
      where s.group_id = lotto_party_groups.id and s.status = 'open' and d.status = 'DRAW_OPEN' and d.stop_at > ${now.toISOString()}::timestamptz)`.mapWith(Number),
  };
}

type GroupRow = { group: typeof lottoPartyGroups.$inferSelect; organiserName: string; role: 'organiser' | 'member' | null; memberCount: number; openSessionCount: number };

export function groupView(row: GroupRow): LottoPartyGroup {
  return {
    id: row.group.id,
    groupName: row.group.groupName,
    publicityStatus: row.group.publicityStatus,
    organiserName: row.organiserName,
    role: row.role,
    memberCount: row.memberCount,
    openSessionCount: row.openSessionCount,
    createdAt: iso(row.group.createdAt),
  };
}

/** The caller's groups, newest first, and how many there are. */
export async function myGroups(db: DbOrTx, me: string, now: Date, limit: number, offset: number): Promise<{ groups: LottoPartyGroup[]; total: number }> {
  const mine = sql`exists (select 1 from lotto_party_members m where m.group_id = lotto_party_groups.id and m.customer_id = ${me})`;
  const rows = await db.select(groupSelect(me, now)).from(lottoPartyGroups).where(mine).orderBy(desc(lottoPartyGroups.createdAt), lottoPartyGroups.id).limit(limit).offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(lottoPartyGroups).where(mine);
  return { groups: rows.map(groupView), total: count?.n ?? 0 };
}

/**
 * A group the caller may see: a member's, or a public or promoted one. A private group of
 * others answers as not found, so its existence is not told.
 */
export async function visibleGroup(db: DbOrTx, id: string, me: string, now: Date): Promise<LottoPartyGroup> {
  const [row] = await db.select(groupSelect(me, now)).from(lottoPartyGroups).where(eq(lottoPartyGroups.id, id));
  if (!row || (row.role === null && row.group.publicityStatus === 'private')) fail('group_not_found', { field: 'id' });
  return groupView(row);
}

export async function groupById(db: DbOrTx, id: string, me: string, now: Date): Promise<LottoPartyGroup | null> {
  const [row] = await db.select(groupSelect(me, now)).from(lottoPartyGroups).where(eq(lottoPartyGroups.id, id));
  return row ? groupView(row) : null;
}

/** The caller's role in a group they belong to; otherwise not found (private) or not a member. */
export async function requireMember(db: DbOrTx, groupId: string, me: string, now: Date): Promise<LottoPartyGroup & { role: 'organiser' | 'member' }> {
  const group = await visibleGroup(db, groupId, me, now);
  if (group.role === null) fail('not_group_member', { field: 'id' });
  return { ...group, role: group.role };
}

function sessionSelect(me: string) {
  return {
    session: lottoPartySessions,
    groupName: lottoPartyGroups.groupName,
    organiserId: lottoPartyGroups.organiserId,
    publicityStatus: lottoPartyGroups.publicityStatus,
    size: syndicates.size,
    sharesSold: syndicates.sharesSold,
    lotteryKey: syndicates.lotteryKey,
    drawNo: draws.drawNo,
    drawStatus: draws.status,
    stopAt: draws.stopAt,
    isMember: sql<boolean>`exists (select 1 from lotto_party_members m where m.group_id = lotto_party_sessions.group_id and m.customer_id = ${me})`,
    myShares: sql<number>`coalesce((select sum((o.details->>'numShares')::int) from orders o
      where o.customer_id = ${me} and o.details->>'syndicateKey' = lotto_party_sessions.syndicate_key), 0)`.mapWith(Number),
  };
}

type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];

function sessionRows(db: DbOrTx, me: string, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select(sessionSelect(me))
    .from(lottoPartySessions)
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .innerJoin(syndicates, eq(syndicates.key, lottoPartySessions.syndicateKey))
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(where)
    .orderBy(desc(lottoPartySessions.createdAt), lottoPartySessions.id);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** §4 "Session status: open, closed, paid, cancelled": the organiser's choice, then the draw's progress. */
export function sessionStatus(stored: 'open' | 'closed' | 'cancelled', drawStatus: string, stopAt: Date, now: Date): PartySessionStatus {
  if (stored === 'cancelled') return 'cancelled';
  if (drawStatus === 'DRAW_PAID' || drawStatus === 'DRAW_EMAILED') return 'paid';
  if (stored === 'closed' || drawStatus !== 'DRAW_OPEN' || stopAt.getTime() <= now.getTime()) return 'closed';
  return 'open';
}

export function sessionView(row: SessionRow, me: string, now: Date): LottoPartySession {
  const s = row.session;
  return {
    sessionId: s.id,
    groupId: s.groupId,
    groupName: row.groupName,
    status: sessionStatus(s.status, row.drawStatus, row.stopAt, now),
    autosessionStatus: s.autosessionStatus,
    draws: [{ drawId: s.drawId, drawNo: row.drawNo, lotteryKey: row.lotteryKey, stop: iso(row.stopAt) }],
    productOfferKey: PARTY_OFFER_KEY,
    lotteryKey: row.lotteryKey,
    syndicateKey: s.syndicateKey,
    numGames: s.numGames,
    numShares: row.size,
    sharesSold: row.sharesSold,
    sharesAvailable: Math.max(0, row.size - row.sharesSold),
    costPerShare: money(s.costPerShareCents),
    myShares: row.myShares,
    isOrganiser: row.organiserId === me || s.createdBy === me,
    createdAt: iso(s.createdAt),
  };
}

/** A session the caller may see (a member's, or a public or promoted group's), with its row. */
export async function visibleSession(db: DbOrTx, id: string, me: string, now: Date): Promise<{ view: LottoPartySession; row: SessionRow }> {
  const [row] = await sessionRows(db, me, eq(lottoPartySessions.id, id));
  if (!row || (!row.isMember && row.publicityStatus === 'private')) fail('session_not_found', { field: 'id' });
  return { view: sessionView(row, me, now), row };
}

/** Open for shares: set open, and its draw still selling. */
const open = (now: Date) => sql`${lottoPartySessions.status} = 'open' and ${draws.status} = 'DRAW_OPEN' and ${draws.stopAt} > ${now.toISOString()}::timestamptz`;

export async function groupSessions(
  db: DbOrTx,
  groupId: string,
  me: string,
  now: Date,
  options: { openOnly: boolean; limit: number; offset: number },
): Promise<{ sessions: LottoPartySession[]; total: number }> {
  const where = options.openOnly ? and(eq(lottoPartySessions.groupId, groupId), open(now)) : eq(lottoPartySessions.groupId, groupId);
  const rows = await sessionRows(db, me, where, options);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(lottoPartySessions)
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(where);
  return { sessions: rows.map((r) => sessionView(r, me, now)), total: count?.n ?? 0 };
}

/** `GET /session/discover`: open sessions the caller can join or see: their groups', and public or promoted groups'. */
export async function discoverSessions(
  db: DbOrTx,
  me: string,
  now: Date,
  options: { drawId: string | null; limit: number; offset: number },
): Promise<{ sessions: LottoPartySession[]; total: number }> {
  const visible = sql`(lotto_party_groups.publicity_status in ('public', 'promoted') or exists (select 1 from lotto_party_members m where m.group_id = lotto_party_sessions.group_id and m.customer_id = ${me}))`;
  const where = and(open(now), visible, options.drawId ? eq(lottoPartySessions.drawId, options.drawId) : undefined);
  const rows = await sessionRows(db, me, where, options);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(lottoPartySessions)
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(where);
  return { sessions: rows.map((r) => sessionView(r, me, now)), total: count?.n ?? 0 };
}

/**
 * `GET /orders/recommended`: open sessions of the caller's groups in which they hold no share yet
 * and shares are left, the soonest draw first (what they could still buy into).
 */
export async function recommendedSessions(
  db: DbOrTx,
  me: string,
  now: Date,
  options: { limit: number; offset: number },
): Promise<{ sessions: LottoPartySession[]; total: number }> {
  const mine = sql`exists (select 1 from lotto_party_members m where m.group_id = lotto_party_sessions.group_id and m.customer_id = ${me})`;
  const unbought = sql`not exists (select 1 from orders o where o.customer_id = ${me} and o.details->>'syndicateKey' = lotto_party_sessions.syndicate_key)`;
  const where = and(open(now), mine, unbought, sql`${syndicates.sharesSold} < ${syndicates.size}`);
  const rows = await db
    .select(sessionSelect(me))
    .from(lottoPartySessions)
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .innerJoin(syndicates, eq(syndicates.key, lottoPartySessions.syndicateKey))
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(where)
    .orderBy(draws.stopAt, lottoPartySessions.id)
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(lottoPartySessions)
    .innerJoin(syndicates, eq(syndicates.key, lottoPartySessions.syndicateKey))
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(where);
  return { sessions: rows.map((r) => sessionView(r, me, now)), total: count?.n ?? 0 };
}

export async function groupMembers(db: DbOrTx, groupId: string, me: string) {
  const rows = await db
    .select({ name: displayName, role: lottoPartyMembers.role, joinedAt: lottoPartyMembers.joinedAt, customerId: lottoPartyMembers.customerId })
    .from(lottoPartyMembers)
    .innerJoin(customers, eq(customers.id, lottoPartyMembers.customerId))
    .where(eq(lottoPartyMembers.groupId, groupId))
    .orderBy(sql`case ${lottoPartyMembers.role} when 'organiser' then 0 else 1 end`, lottoPartyMembers.joinedAt, lottoPartyMembers.customerId);
  return rows.map((r) => ({ name: r.name, role: r.role, joinedAt: iso(r.joinedAt), isMe: r.customerId === me }));
}

interface OrderRow {
  order_id: string;
  checkout_id: string;
  session_id: string;
  group_id: string;
  group_name: string;
  draw_no: number;
  stop_at: Date | string;
  num_shares: number;
  size: number;
  price_cents: number | string;
  stored_status: 'open' | 'closed' | 'cancelled';
  draw_status: string;
  created_at: Date | string;
  scored: boolean;
  prize_cents: number | string | null;
}

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function orderView(row: OrderRow, now: Date): LottoPartyOrder {
  const stop = toDate(row.stop_at);
  return {
    orderId: row.order_id,
    checkoutId: row.checkout_id,
    socialSyndicateId: row.session_id,
    groupId: row.group_id,
    groupName: row.group_name,
    drawNo: Number(row.draw_no),
    drawStop: iso(stop),
    numShares: Number(row.num_shares),
    totalShares: Number(row.size),
    price: money(Number(row.price_cents)),
    sessionStatus: sessionStatus(row.stored_status, row.draw_status, stop, now),
    winnings: row.scored ? money(Number(row.prize_cents ?? 0)) : null,
    purchasedAt: iso(toDate(row.created_at)),
  };
}

/**
 * The caller's orders of lotto party shares: upcoming (draw not yet drawn) or past, newest
 * first; or one order; or one session's. Winnings are the ticket results' prizes (the scorer
 * split the group ticket's prize by share, draws/syndicateShares).
 */
export async function partyOrders(
  db: DbOrTx,
  me: string,
  now: Date,
  filter: { status?: 'past_products' | 'upcoming_products' | undefined; orderId?: string; sessionId?: string; limit: number; offset: number },
): Promise<{ orders: LottoPartyOrder[]; total: number }> {
  const conditions = [sql`o.customer_id = ${me}`];
  if (filter.status === 'upcoming_products') conditions.push(sql`d.status in ('DRAW_OPEN', 'DRAW_CLOSED')`);
  if (filter.status === 'past_products') conditions.push(sql`d.status not in ('DRAW_OPEN', 'DRAW_CLOSED')`);
  if (filter.orderId) conditions.push(sql`o.id = ${filter.orderId}`);
  if (filter.sessionId) conditions.push(sql`s.id = ${filter.sessionId}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`from orders o
    join lotto_party_sessions s on s.syndicate_key = o.details->>'syndicateKey'
    join lotto_party_groups g on g.id = s.group_id
    join syndicates y on y.key = s.syndicate_key
    join draws d on d.id = s.draw_id`;
  const fetched = await db.execute(sql`
    select o.id as order_id, o.checkout_id, s.id as session_id, g.id as group_id, g.group_name, d.draw_no, d.stop_at,
      (o.details->>'numShares')::int as num_shares, y.size, o.price_cents, s.status as stored_status, d.status as draw_status, o.created_at,
      exists (select 1 from tickets t join ticket_results r on r.ticket_id = t.id where t.order_id = o.id) as scored,
      (select sum(r.prize_cents) from tickets t join ticket_results r on r.ticket_id = t.id where t.order_id = o.id) as prize_cents
    ${from} where ${where}
    order by o.created_at desc, o.id limit ${filter.limit} offset ${filter.offset}`);
  const counted = await db.execute(sql`select count(*) as n ${from} where ${where}`);
  const rows = (fetched as unknown as { rows: OrderRow[] }).rows;
  const total = Number((counted as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
  return { orders: rows.map((r) => orderView(r, now)), total };
}

/** Who holds shares of a session's ticket (bought), by name. */
export async function sessionHoldings(db: DbOrTx, syndicateKey: string, me: string) {
  const fetched = await db.execute(sql`
    select o.customer_id, c.firstname || coalesce(' ' || left(c.lastname, 1) || '.', '') as name, sum((o.details->>'numShares')::int) as shares
    from orders o join customers c on c.id = o.customer_id
    where o.details->>'syndicateKey' = ${syndicateKey}
    group by o.customer_id, c.firstname, c.lastname order by min(o.created_at)`);
  const rows = (fetched as unknown as { rows: { customer_id: string; name: string; shares: number | string }[] }).rows;
  return rows.map((r) => ({ name: r.name, numShares: Number(r.shares), isMe: r.customer_id === me }));
}

/** What the session's share holders received together (their split of the group ticket's prize), or null until scored. */
export async function sessionWinningsCents(db: DbOrTx, syndicateKey: string): Promise<number | null> {
  const fetched = await db.execute(sql`
    select count(r.ticket_id) as scored, coalesce(sum(r.prize_cents), 0) as prize
    from orders o join tickets t on t.order_id = o.id join ticket_results r on r.ticket_id = t.id
    where o.details->>'syndicateKey' = ${syndicateKey}`);
  const row = (fetched as unknown as { rows: { scored: number | string; prize: number | string }[] }).rows[0];
  return row && Number(row.scored) > 0 ? Number(row.prize) : null;
}
