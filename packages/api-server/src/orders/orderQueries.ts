/**
 * Reads behind the customer's order pages (shop-core §2 upcoming-tickets, past-tickets,
 * syndicate-tickets, print-tickets). An order is upcoming while any of its draws is still to be
 * drawn: a ticket in an open or closed draw, or a scheduled purchase (a pre-order, a
 * subscription's later week) not yet ticketed; otherwise it is past. Membership items are no
 * tickets and are never listed. Every read is filtered by the customer, so one customer never
 * reads another's orders.
 */
import type { OrderListStatus, PageInfo } from '@drawkit/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { draws, orders, productOffers, raffleTicketNumbers, syndicates, ticketResults, tickets } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A draw still to be drawn: its results are not out (shop-core §4). */
const UNDRAWN = sql.raw(`('DRAW_OPEN', 'DRAW_CLOSED')`);

/**
 * Per order of the customer: whether a draw is still to come. One scan of the customer's orders
 * (orders_customer_idx) with two probes each (tickets by order, scheduled purchases by order).
 */
function pendingDrawsOf(orderAlias: string) {
  return sql.raw(`(
    (select count(*) from tickets t join draws d on d.id = t.draw_id where t.order_id = ${orderAlias}.id and d.status in ('DRAW_OPEN', 'DRAW_CLOSED'))
    + (select count(*) from scheduled_purchases s where s.order_id = ${orderAlias}.id and s.status = 'scheduled_status_active'
         and s.ticket_id is null and coalesce(s.last_attempt_status, '') <> 'hard_failure')
  )::int`);
}

export interface OrderPage {
  ids: string[];
  pageInfo: PageInfo;
}

/**
 * One page of the customer's upcoming or past orders: upcoming soonest draw first, past newest
 * purchase first (ties by id, so pages never overlap).
 */
export async function orderPage(db: DbOrTx, customerId: string, status: OrderListStatus, limit: number, offset: number): Promise<OrderPage> {
  const upcoming = status === 'upcoming_products';
  const result = await db.execute(sql`
    with mine as (
      select o.id, o.created_at, ${pendingDrawsOf('o')} as pending,
        (select min(d.draw_at) from tickets t join draws d on d.id = t.draw_id
          where t.order_id = o.id and d.status in ${UNDRAWN}) as next_draw_at
      from orders o
      where o.customer_id = ${customerId} and o.product_type <> 'membership'
    )
    select id, count(*) over ()::int as total
    from mine
    where ${upcoming ? sql`pending > 0` : sql`pending = 0`}
    order by ${upcoming ? sql`next_draw_at asc nulls last, created_at desc, id` : sql`created_at desc, id`}
    limit ${limit} offset ${offset}`);
  const rows = rowsOf<{ id: string; total: number }>(result);
  const total = rows[0]?.total ?? (offset > 0 ? await countOrders(db, customerId, upcoming) : 0);
  return { ids: rows.map((row) => row.id), pageInfo: { limit, offset, total: Number(total) } };
}

/** The total when the page asked for lies beyond the last order (no row carried it). */
async function countOrders(db: DbOrTx, customerId: string, upcoming: boolean): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as total from orders o
    where o.customer_id = ${customerId} and o.product_type <> 'membership'
      and ${pendingDrawsOf('o')} ${upcoming ? sql`> 0` : sql`= 0`}`);
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

/** The customer's orders by id (others' ids are simply not found), with their offers' names. */
export async function ordersByIds(db: DbOrTx, customerId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ order: orders, offerName: productOffers.name })
    .from(orders)
    .leftJoin(productOffers, eq(productOffers.key, orders.offerKey))
    .where(and(eq(orders.customerId, customerId), inArray(orders.id, [...ids]), ne(orders.productType, 'membership')));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export type TicketRow = Awaited<ReturnType<typeof ticketsOf>>[number];

/** Every ticket of the orders, each with its draw, its score and its raffle numbers, in draw order. */
export async function ticketsOf(db: DbOrTx, customerId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ ticket: tickets, draw: draws, result: ticketResults, raffle: raffleTicketNumbers })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .leftJoin(ticketResults, eq(ticketResults.ticketId, tickets.id))
    .leftJoin(raffleTicketNumbers, eq(raffleTicketNumbers.ticketId, tickets.id))
    .where(and(eq(tickets.customerId, customerId), inArray(tickets.orderId, [...orderIds])))
    .orderBy(tickets.orderId, draws.drawAt, tickets.id);
}

/** Draws still to be ticketed per order (scheduled purchases waiting for their draw to open). */
export async function scheduledCounts(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select order_id, count(*)::int as waiting from scheduled_purchases
    where order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and status = 'scheduled_status_active' and ticket_id is null
      and coalesce(last_attempt_status, '') <> 'hard_failure'
    group by order_id`);
  return new Map(rowsOf<{ order_id: string; waiting: number }>(result).map((row) => [row.order_id, Number(row.waiting)]));
}

export async function syndicatesByKey(db: DbOrTx, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, typeof syndicates.$inferSelect>();
  const rows = await db.select().from(syndicates).where(inArray(syndicates.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row]));
}

