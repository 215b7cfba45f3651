import type { RouteSpec } from './routeSpec';

/**
 * The customer's orders, tickets and transactions (issue 12): `GET /orders?status&limit&offset`,
 * `GET /orders/{id}?show_details=true` (shop-specialised §7; on the main API, see orders.ts) and
 * `GET /transactions?limit&offset` (listed under shop-specialised §7 "Recurring purchases (API v3.3
 * unless noted)", so 3.3: the `cart` version).
 */
export const ORDERS_ROUTES = {
  ticketOrders: { method: 'GET', path: '/orders', version: 'default', auth: true },
  ticketOrder: { method: 'GET', path: '/orders/:id', version: 'default', auth: true },
  transactions: { method: 'GET', path: '/transactions', version: 'cart', auth: true },
} as const satisfies Record<string, RouteSpec>;
