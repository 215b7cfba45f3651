/**
 * Query and path schemas of the orders and transactions calls: `GET /orders?status&limit&offset`,
 * `GET /orders/{id}?show_details=true`, `GET /transactions?limit&offset`. Page size 10 by default
 * ("default page size 10", shop-specialised §9), at most 100.
 */
import { z } from 'zod';
import { ORDER_LIST_STATUSES, ORDERS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from '../orders';

const OFFSET_MESSAGE = 'offset must be a whole number from 0.';

/** A `limit` query parameter: `size` when absent, at most `max`, with the message that says so. */
export function pageLimitSchema(size: number, max = 100) {
  const message = `limit must be a whole number from 1 to ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(size);
}

/** An `offset` query parameter: 0 when absent. */
export const pageOffsetSchema = z.coerce
  .number({ error: OFFSET_MESSAGE })
  .int(OFFSET_MESSAGE)
  .min(0, OFFSET_MESSAGE)
  .max(1_000_000, OFFSET_MESSAGE)
  .default(0);

/** `show_details=true` is what the spec sends for one order; a list given it carries each order's tickets (the print view). */
const showDetails = z.enum(['true', 'false'], { error: 'show_details must be true or false.' }).optional();

export const ordersQuerySchema = z.object({
  status: z.enum(ORDER_LIST_STATUSES, { error: `status must be one of ${ORDER_LIST_STATUSES.join(', ')}.` }),
  limit: pageLimitSchema(ORDERS_PAGE_SIZE),
  offset: pageOffsetSchema,
  showDetails,
});

export const orderParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.'),
});

/** One order always comes with its details; `show_details` is accepted as the spec sends it. */
export const orderQuerySchema = z.object({ showDetails });

export const transactionsQuerySchema = z.object({ limit: pageLimitSchema(TRANSACTIONS_PAGE_SIZE), offset: pageOffsetSchema });

export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
