/**
 * What the draws store does, loaded on first use (see drawsStore.ts): a purchase element never
 * shows draw details, prizes or winners before the shopper's first interaction, so the calls
 * stay out of its first download.
 */
import type { RouteName } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { DrawsState, Loadable } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { drawKey, type DrawsActions, type DrawSlice } from './drawsStore';
import type { StoreContext } from './storeContext';

const ROUTE_OF: Record<DrawSlice, RouteName> = { details: 'drawDetails', prizes: 'drawPrizes', winners: 'drawWinners' };

export function createDrawsActions(context: StoreContext, store: StoreApi<DrawsState>): DrawsActions {
  const { api } = context;
  const set = store.setState;
  const get = store.getState;
  // The latest call per slice and draw, so an older answer never overwrites a newer one.
  const latest = new Map<string, number>();
  let calls = 0;

  return async function load(slice, productOfferKey, drawNo) {
    const key = drawKey(productOfferKey, drawNo);
    const current = get()[slice][key];
    if (current?.status === 'loading') return;
    const call = ++calls;
    latest.set(`${slice}:${key}`, call);
    const put = (entry: Loadable<unknown>) => set((state) => ({ [slice]: { ...state[slice], [key]: entry } }) as Partial<DrawsState>);
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
  };
}
