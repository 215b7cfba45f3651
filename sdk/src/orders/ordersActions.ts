import { ORDERS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE, type OrderDetails, type OrderListStatus, type OrderSummary, type WalletTransaction } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { ListPage, OrderListName, OrdersActions, OrdersState } from './ordersStore';

const PRINTABLE_LIMIT = 100;

const STATUS_OF: Record<OrderListName, OrderListStatus> = {
  upcoming: 'upcoming_products',
  past: 'past_products',
  printable: 'upcoming_products',
};

/** The orders store's work, loaded on its first action. */
export function createOrdersActions(client: DrawkitClient, store: StoreApi<OrdersState>): OrdersActions {
  const { api } = client;
  const signedIn = () => client.session.getState().isAuthenticated;

  /** Loads one page into a list; a newer load of the same list wins over an older one still running. */
  async function loadPage<K extends 'upcoming' | 'past' | 'printable' | 'transactions', T>(
    key: K,
    page: number,
    limit: number,
    fetch: (offset: number) => Promise<{ items: T[]; total: number }>,
  ): Promise<void> {
    const wanted = Math.max(1, Math.floor(page));
    const current = store.getState()[key] as ListPage<unknown>;
    // Another page's items are not shown as this page's while it loads.
    const items = current.page === wanted ? current.items : [];
    store.setState({ [key]: { ...current, status: 'loading', page: wanted, limit, items, errors: [] } } as Partial<OrdersState>);
    try {
      const { items, total } = await fetch((wanted - 1) * limit);
      if ((store.getState()[key] as ListPage<unknown>).page !== wanted) return;
      store.setState({ [key]: { status: 'succeeded', page: wanted, limit, total, items, errors: [] } } as Partial<OrdersState>);
    } catch (error) {
      if (isAbortError(error)) return;
      const latest = store.getState()[key] as ListPage<unknown>;
      store.setState({ [key]: { ...latest, status: 'failed', items: [], errors: messagesOf(error) } } as Partial<OrdersState>);
    }
  }

  return {
    async loadOrders(list, page = 1) {
      if (!signedIn()) return;
      const limit = list === 'printable' ? PRINTABLE_LIMIT : ORDERS_PAGE_SIZE;
      await loadPage(list, list === 'printable' ? 1 : page, limit, async (offset) => {
        const envelope = await api.request<OrderSummary[] | OrderDetails[]>('ticketOrders', {
          searchParams: { status: STATUS_OF[list], limit, offset, ...(list === 'printable' ? { show_details: true } : {}) },
        });
        return { items: envelope.result, total: envelope.pageInfo?.total ?? envelope.result.length };
      });
    },

    async loadOrder(id) {
      if (!signedIn()) return;
      store.setState({ details: { status: 'loading', id, order: null, errors: [] } });
      try {
        const { result } = await api.request<OrderDetails>('ticketOrder', { params: { id }, searchParams: { show_details: true } });
        if (store.getState().details.id !== id) return;
        store.setState({ details: { status: 'succeeded', id, order: result, errors: [] } });
      } catch (error) {
        if (isAbortError(error) || store.getState().details.id !== id) return;
        store.setState({ details: { status: 'failed', id, order: null, errors: messagesOf(error) } });
      }
    },

    async loadTransactions(page = 1) {
      if (!signedIn()) return;
      await loadPage('transactions', page, TRANSACTIONS_PAGE_SIZE, async (offset) => {
        const envelope = await api.request<WalletTransaction[]>('transactions', { searchParams: { limit: TRANSACTIONS_PAGE_SIZE, offset } });
        return { items: envelope.result, total: envelope.pageInfo?.total ?? envelope.result.length };
      });
    },
  };
}
