import type { ApiMessage, RouteName } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawsState, Loadable } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { StoreContext } from './storeContext';

/** `{productOfferKey}/{drawNo}`: how the draws store keys what it holds. */
export function drawKey(productOfferKey: string, drawNo: number): string {
  return `${productOfferKey}/${drawNo}`;
}

/** Nothing asked for yet: what a selector returns for a draw not in the store. */
export const IDLE_LOADABLE: Loadable<never> = Object.freeze({ status: 'idle', data: null, errors: Object.freeze([]) as unknown as ApiMessage[] });

type Slice = 'details' | 'prizes' | 'winners';
const ROUTE_OF: Record<Slice, RouteName> = { details: 'drawDetails', prizes: 'drawPrizes', winners: 'drawWinners' };

/**
 * Draw details, prizes and winners per product offer and draw number. A load while the same
 * one is in flight does nothing; a later load asks again (a draw's status moves on), keeping
 * what was loaded on screen meanwhile.
 */
export function createDrawsStore(context: StoreContext): StoreApi<DrawsState> {
  const { api } = context;
  // The latest call per slice and draw, so an older answer never overwrites a newer one.
  const latest = new Map<string, number>();
  let calls = 0;

  return createStore<DrawsState>()((set, get) => {
    async function load(slice: Slice, productOfferKey: string, drawNo: number): Promise<void> {
      const key = drawKey(productOfferKey, drawNo);
      const current = get()[slice][key];
      if (current?.status === 'loading') return;
      const call = ++calls;
      latest.set(`${slice}:${key}`, call);
      const put = (entry: Loadable<unknown>) =>
        set((state) => ({ [slice]: { ...state[slice], [key]: entry } }) as Partial<DrawsState>);
      put({ status: 'loading', data: current?.data ?? null, errors: [] });
      try {
        const { result } = await api.request<unknown>(ROUTE_OF[slice], { params: { productOfferKey, drawNo } });
        if (latest.get(`${slice}:${key}`) === call) put({ status: 'succeeded', data: result, errors: [] });
      } catch (error) {
        if (latest.get(`${slice}:${key}`) !== call) return;
        if (isAbortError(error)) {
          put({ status: current?.data ? 'succeeded' : 'idle', data: current?.data ?? null, errors: [] });
          return;
        }
        put({ status: 'failed', data: null, errors: messagesOf(error) });
      }
    }

    return {
      details: {},
      prizes: {},
      winners: {},
      loadDetails: (offerKey, drawNo) => load('details', offerKey, drawNo),
      loadPrizes: (offerKey, drawNo) => load('prizes', offerKey, drawNo),
      loadWinners: (offerKey, drawNo) => load('winners', offerKey, drawNo),
    };
  });
}
