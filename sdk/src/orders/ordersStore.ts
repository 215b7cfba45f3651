/**
 * The signed-in customer's orders, tickets and wallet transactions (shop-core §2: upcoming-tickets,
 * past-tickets, their ticket pages, syndicate-tickets/share, print-tickets, transactions; §7
 * `GET /orders`, `GET /orders/{id}?show_details=true`, `GET /transactions?limit&offset`). Pages are
 * numbered from 1 with the spec's page size 10. Made on demand for a client (`ordersStoreOf`), so
 * pages that never show orders carry none of it; the work is in ordersActions.ts, imported on first use.
 */
import type { ApiMessage, LoadStatus, OrderDetails, OrderSummary, WalletTransaction } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';

/** One page of a list, as the account pages show it. */
export interface ListPage<T> {
  status: LoadStatus;
  /** 1-based. */
  page: number;
  limit: number;
  total: number;
  items: T[];
  errors: ApiMessage[];
}

/** The order lists: upcoming and past tickets, and the print view (every upcoming order with its tickets). */
export type OrderListName = 'upcoming' | 'past' | 'printable';

export interface OrderDetailsState {
  status: LoadStatus;
  id: string | null;
  order: OrderDetails | null;
  errors: ApiMessage[];
}

export interface OrdersState {
  upcoming: ListPage<OrderSummary>;
  past: ListPage<OrderSummary>;
  /** Every upcoming order (up to 100) with its tickets: the printable view. */
  printable: ListPage<OrderDetails>;
  transactions: ListPage<WalletTransaction>;
  /** The order of a ticket page. */
  details: OrderDetailsState;
  /** Page `page` (from 1) of a list; the printable list is one page of up to 100. */
  loadOrders(list: OrderListName, page?: number): Promise<void>;
  /** `GET /orders/{id}?show_details=true`. */
  loadOrder(id: string): Promise<void>;
  /** Page `page` (from 1) of `GET /transactions`, newest first. */
  loadTransactions(page?: number): Promise<void>;
}

export type OrdersActions = Pick<OrdersState, 'loadOrders' | 'loadOrder' | 'loadTransactions'>;

export function emptyListPage<T>(limit: number): ListPage<T> {
  return { status: 'idle', page: 1, limit, total: 0, items: [], errors: [] };
}

function emptyState() {
  return {
    upcoming: emptyListPage<OrderSummary>(10),
    past: emptyListPage<OrderSummary>(10),
    printable: emptyListPage<OrderDetails>(100),
    transactions: emptyListPage<WalletTransaction>(10),
    details: { status: 'idle', id: null, order: null, errors: [] } satisfies OrderDetailsState,
  };
}

export function createOrdersStore(client: DrawkitClient): StoreApi<OrdersState> {
  let loading: Promise<OrdersActions> | null = null;
  const actions = (): Promise<OrdersActions> => {
    loading ??= import('./ordersActions').then((m) => m.createOrdersActions(client, store));
    return loading;
  };
  const store = createStore<OrdersState>()(() => ({
    ...emptyState(),
    loadOrders: async (list, page) => (await actions()).loadOrders(list, page),
    loadOrder: async (id) => (await actions()).loadOrder(id),
    loadTransactions: async (page) => (await actions()).loadTransactions(page),
  }));
  // What was the last customer's is not shown to the next one.
  client.on('session-change', () => store.setState(emptyState()));
  return store;
}

const stores = new WeakMap<DrawkitClient, StoreApi<OrdersState>>();

/** The one orders store of a client, made on first use. */
export function ordersStoreOf(client: DrawkitClient): StoreApi<OrdersState> {
  let store = stores.get(client);
  if (!store) {
    store = createOrdersStore(client);
    stores.set(client, store);
  }
  return store;
}
