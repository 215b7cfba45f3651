/**
 * The signed-in customer's recurring purchases (shop-specialised §7 'Recurring purchases'):
 * autoplays, subscriptions, the combined list and scheduled purchases, a page at a time, one
 * item at a time, and the changes a customer makes to them. Made on demand for a client
 * (`recurringStoreOf(client)`), so pages that never show them carry none of it; the work is in
 * recurringActions.ts, imported on first use.
 */
import type {
  ApiMessage,
  LoadStatus,
  PageInfo,
  PaymentResolution,
  RecurringPurchase,
  RecurringPurchaseDetail,
  RecurringPurchaseMethod,
  RecurringUpdateRequest,
  ScheduledPurchase,
} from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';

/** Which list: `GET /autoplay`, `GET /subscriptions`, `GET /recurring_purchases`, `GET /scheduled-purchases`. */
export type RecurringListKind = 'autoplay' | 'subscription' | 'combined' | 'scheduled';

export interface RecurringPage<T> {
  status: LoadStatus;
  page: number;
  items: T[];
  pageInfo: PageInfo | null;
  errors: ApiMessage[];
}

export interface RecurringItemState<T> {
  status: LoadStatus;
  item: T | null;
  errors: ApiMessage[];
}

/** What a change answers: the item as it now is, or the server's messages. */
export type RecurringChangeResult<T = RecurringPurchaseDetail> = { ok: true; item: T } | { ok: false; messages: ApiMessage[] };

export interface RecurringState {
  lists: {
    autoplay: RecurringPage<RecurringPurchase>;
    subscription: RecurringPage<RecurringPurchase>;
    combined: RecurringPage<RecurringPurchase>;
    scheduled: RecurringPage<ScheduledPurchase>;
  };
  /** Autoplays and subscriptions by id (`GET /autoplay/{id}`, `GET /subscriptions/{id}`). */
  details: Record<string, RecurringItemState<RecurringPurchaseDetail>>;
  scheduled: Record<string, RecurringItemState<ScheduledPurchase>>;
  method: RecurringPurchaseMethod | null;
  resolution: PaymentResolution | null;
  /** A change in flight (controls disable themselves). */
  saving: boolean;
  loadPage(kind: RecurringListKind, page: number): Promise<void>;
  loadAutoplay(id: string): Promise<void>;
  loadSubscription(id: string): Promise<void>;
  loadScheduled(id: string): Promise<void>;
  /** Paused until a date (a timed pause), or until unpaused. */
  pauseAutoplay(id: string, pausedUntil?: string): Promise<RecurringChangeResult>;
  unpauseAutoplay(id: string): Promise<RecurringChangeResult>;
  cancelAutoplay(id: string): Promise<RecurringChangeResult>;
  setMinimumJackpot(id: string, amount: string): Promise<RecurringChangeResult>;
  setQuickpick(id: string, quickpick: boolean): Promise<RecurringChangeResult>;
  updateAutoplay(id: string, changes: RecurringUpdateRequest): Promise<RecurringChangeResult>;
  cancelSubscription(id: string): Promise<RecurringChangeResult>;
  cancelScheduled(id: string): Promise<RecurringChangeResult<ScheduledPurchase>>;
  loadMethod(): Promise<void>;
  /** `wallet`, or a stored card's id. */
  setMethod(method: string): Promise<RecurringChangeResult<RecurringPurchaseMethod>>;
  loadResolution(): Promise<void>;
  /** `POST /process_recurring_purchases/sync`: tries the failed payments again now. */
  retryPayments(): Promise<RecurringChangeResult<PaymentResolution>>;
}

export type RecurringActions = Omit<RecurringState, 'lists' | 'details' | 'scheduled' | 'method' | 'resolution' | 'saving'>;

const emptyPage = <T>(): RecurringPage<T> => ({ status: 'idle', page: 1, items: [], pageInfo: null, errors: [] });
const emptyData = () => ({
  lists: { autoplay: emptyPage<RecurringPurchase>(), subscription: emptyPage<RecurringPurchase>(), combined: emptyPage<RecurringPurchase>(), scheduled: emptyPage<ScheduledPurchase>() },
  details: {},
  scheduled: {},
  method: null,
  resolution: null,
  saving: false,
});

export function createRecurringStore(client: DrawkitClient): StoreApi<RecurringState> {
  let loading: Promise<RecurringActions> | null = null;
  const actions = (): Promise<RecurringActions> => {
    loading ??= import('./recurringActions').then((m) => m.createRecurringActions(client, store));
    return loading;
  };
  const store = createStore<RecurringState>()(() => ({
    ...emptyData(),
    loadPage: async (kind, page) => (await actions()).loadPage(kind, page),
    loadAutoplay: async (id) => (await actions()).loadAutoplay(id),
    loadSubscription: async (id) => (await actions()).loadSubscription(id),
    loadScheduled: async (id) => (await actions()).loadScheduled(id),
    pauseAutoplay: async (id, pausedUntil) => (await actions()).pauseAutoplay(id, pausedUntil),
    unpauseAutoplay: async (id) => (await actions()).unpauseAutoplay(id),
    cancelAutoplay: async (id) => (await actions()).cancelAutoplay(id),
    setMinimumJackpot: async (id, amount) => (await actions()).setMinimumJackpot(id, amount),
    setQuickpick: async (id, quickpick) => (await actions()).setQuickpick(id, quickpick),
    updateAutoplay: async (id, changes) => (await actions()).updateAutoplay(id, changes),
    cancelSubscription: async (id) => (await actions()).cancelSubscription(id),
    cancelScheduled: async (id) => (await actions()).cancelScheduled(id),
    loadMethod: async () => (await actions()).loadMethod(),
    setMethod: async (method) => (await actions()).setMethod(method),
    loadResolution: async () => (await actions()).loadResolution(),
    retryPayments: async () => (await actions()).retryPayments(),
  }));
  // What was the last customer's is not shown to the next one.
  client.on('session-change', () => store.setState(emptyData()));
  return store;
}

const stores = new WeakMap<DrawkitClient, StoreApi<RecurringState>>();

/** The one recurring-purchases store of a client, made on first use. */
export function recurringStoreOf(client: DrawkitClient): StoreApi<RecurringState> {
  let store = stores.get(client);
  if (!store) {
    store = createRecurringStore(client);
    stores.set(client, store);
  }
  return store;
}
