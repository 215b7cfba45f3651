/**
 * The customer's orders (shop-core §2 account ticket pages; shop-specialised §7
 * `GET /orders` with status past_products or upcoming_products, limit, offset, and
 * `GET /orders/{id}?show_details=true`), behind the viewing-orders capability. A page is read
 * as one list of ids, then the orders and their tickets in two reads, so a page of ten orders
 * costs the same few queries however many tickets the customer holds.
 */
import type { OrderSummary } from '@drawkit/contract';
import { orderParamsSchema, orderQuerySchema, ordersQuerySchema } from '@drawkit/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import type { DbOrTx } from '../db/Db';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { orderPage, ordersByIds, scheduledCounts, syndicatesByKey, ticketsOf } from './orderQueries';
import { orderDetailsView, type OrderParts, orderSummaryView } from './orderView';

/** Refuses the call when the customer's segment lacks viewing-orders ("order pages need viewing-orders", shop-core §2). */
export async function requireViewingOrders(db: DbOrTx, customerId: string): Promise<void> {
  const [customer] = await db.select({ segment: customers.segment }).from(customers).where(eq(customers.id, customerId));
  if (!customer) fail('unauthorised');
  requireCapability(customer.segment, 'viewing-orders');
}

/** The orders (by id, in the order given) with their tickets, waiting draws and syndicates. */
async function orderParts(db: DbOrTx, customerId: string, ids: readonly string[]): Promise<OrderParts[]> {
  const found = await ordersByIds(db, customerId, ids);
  const foundIds = found.map((row) => row.order.id);
  const [ticketRows, waiting, syndicates] = await Promise.all([
    ticketsOf(db, customerId, foundIds),
    scheduledCounts(db, foundIds),
    syndicatesByKey(
      db,
      found.flatMap((row) => (row.order.details.syndicateKey ? [row.order.details.syndicateKey] : [])),
    ),
  ]);
  return found.map(({ order, offerName }) => ({
    order,
    offerName,
    tickets: ticketRows.filter((row) => row.ticket.orderId === order.id),
    waiting: waiting.get(order.id) ?? 0,
    syndicate: order.details.syndicateKey ? syndicates.get(order.details.syndicateKey) : undefined,
  }));
}

export function registerOrdersRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  registerRoute(server, deps, 'ticketOrders', { query: ordersQuerySchema }, async ({ auth, query }) => {
    await requireViewingOrders(db, auth.customerId);
    const page = await orderPage(db, auth.customerId, query.status, query.limit, query.offset);
    const parts = await orderParts(db, auth.customerId, page.ids);
    const result: OrderSummary[] = parts.map(query.showDetails === 'true' ? orderDetailsView : orderSummaryView);
    return { result, pageInfo: page.pageInfo };
  });

  registerRoute(server, deps, 'ticketOrder', { params: orderParamsSchema, query: orderQuerySchema }, async ({ auth, params }) => {
    await requireViewingOrders(db, auth.customerId);
    const [parts] = await orderParts(db, auth.customerId, [params.id]);
    // Another customer's order reads exactly as one that does not exist.
    if (!parts) fail('order_not_found', { field: 'id' });
    return { result: orderDetailsView(parts) };
  });
}
