/**
 * The signed-in customer's responsible-gambling limits (shop-specialised §7 'Limits'): spend
 * limits per period and the precommitment (deposit) limit, with the §8 notifications. Made on
 * demand for a client (`limitsStoreOf(client)`), so pages that never show limits, and the
 * partner element, carry none of it; the work is in limitsActions.ts, imported on first use.
 */
import type { ApiMessage, LimitPeriod, LoadStatus, PrecommitmentState, SpendLimit, SpendLimits } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';

/** What a limit change answers: saved (at once or pending the cooling-off period), or the server's messages. */
export type LimitChangeResult = { ok: true; pending: boolean } | { ok: false; messages: ApiMessage[] };

export interface LimitsState {
  /** Loading `GET /spend-limits` and `GET /precommitment`. */
  status: LoadStatus;
  spendLimits: SpendLimits | null;
  precommitment: PrecommitmentState | null;
  /** A change in flight (forms disable their submit). */
  saving: boolean;
  /** Messages of the last failed load or change, for the form ("Forms hold error maps filled from server messages"). */
  errors: ApiMessage[];
  /** Loads both collections (never cached: they change with every purchase). */
  load(): Promise<void>;
  /** `PUT /spend-limits/{period}` when none is set for the period, else `POST` (edit); notifies on success. */
  saveSpendLimit(period: LimitPeriod, amount: string): Promise<LimitChangeResult>;
  /** `DELETE /spend-limits/{id}`: a 422 shows the first server message as a notification; other failures refetch. */
  removeSpendLimit(limit: Pick<SpendLimit, 'id'>): Promise<LimitChangeResult>;
  /** `POST /precommitment` (form body `limit`, and `period`). */
  savePrecommitment(limit: string, period: LimitPeriod): Promise<LimitChangeResult>;
  /** `DELETE /precommitment`. */
  removePrecommitment(): Promise<LimitChangeResult>;
}

export type LimitsActions = Pick<LimitsState, 'load' | 'saveSpendLimit' | 'removeSpendLimit' | 'savePrecommitment' | 'removePrecommitment'>;

export function createLimitsStore(client: DrawkitClient): StoreApi<LimitsState> {
  let loading: Promise<LimitsActions> | null = null;
  const actions = (): Promise<LimitsActions> => {
    loading ??= import('./limitsActions').then((m) => m.createLimitsActions(client, store));
    return loading;
  };
  const store = createStore<LimitsState>()(() => ({
    status: 'idle',
    spendLimits: null,
    precommitment: null,
    saving: false,
    errors: [],
    load: async () => (await actions()).load(),
    saveSpendLimit: async (period, amount) => (await actions()).saveSpendLimit(period, amount),
    removeSpendLimit: async (limit) => (await actions()).removeSpendLimit(limit),
    savePrecommitment: async (limit, period) => (await actions()).savePrecommitment(limit, period),
    removePrecommitment: async () => (await actions()).removePrecommitment(),
  }));
  // What was the last customer's is not shown to the next one.
  client.on('session-change', () => store.setState({ status: 'idle', spendLimits: null, precommitment: null, errors: [], saving: false }));
  return store;
}

const stores = new WeakMap<DrawkitClient, StoreApi<LimitsState>>();

/** The one limits store of a client, made on first use. */
export function limitsStoreOf(client: DrawkitClient): StoreApi<LimitsState> {
  let store = stores.get(client);
  if (!store) {
    store = createLimitsStore(client);
    stores.set(client, store);
  }
  return store;
}
