import type { ApiMessage } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawsState, Loadable } from '../clientTypes';
import type { StoreContext } from './storeContext';

/** `{productOfferKey}/{drawNo}`: how the draws store keys what it holds. */
export function drawKey(productOfferKey: string, drawNo: number): string {
  return `${productOfferKey}/${drawNo}`;
}

/** Nothing asked for yet: what a selector returns for a draw not in the store. */
export const IDLE_LOADABLE: Loadable<never> = Object.freeze({ status: 'idle', data: null, errors: Object.freeze([]) as unknown as ApiMessage[] });

export type DrawSlice = 'details' | 'prizes' | 'winners';

/** The store's work (drawsActions.ts): loads one slice of one draw. */
export type DrawsActions = (slice: DrawSlice, productOfferKey: string, drawNo: number) => Promise<void>;

/**
 * Draw details, prizes and winners per product offer and draw number. A load while the same
 * one is in flight does nothing; a later load asks again (a draw's status moves on), keeping
 * what was loaded on screen meanwhile.
 *
 * The state is here and the calls are in drawsActions.ts, imported on the first load, so pages
 * that never show a draw (a partner's purchase element) do not download them first.
 */
export function createDrawsStore(context: StoreContext): StoreApi<DrawsState> {
  let loading: Promise<DrawsActions> | null = null;
  const load = async (slice: DrawSlice, productOfferKey: string, drawNo: number): Promise<void> => {
    loading ??= import('./drawsActions').then((m) => m.createDrawsActions(context, store));
    return (await loading)(slice, productOfferKey, drawNo);
  };

  const store = createStore<DrawsState>()(() => ({
    details: {},
    prizes: {},
    winners: {},
    loadDetails: (offerKey, drawNo) => load('details', offerKey, drawNo),
    loadPrizes: (offerKey, drawNo) => load('prizes', offerKey, drawNo),
    loadWinners: (offerKey, drawNo) => load('winners', offerKey, drawNo),
  }));
  return store;
}
