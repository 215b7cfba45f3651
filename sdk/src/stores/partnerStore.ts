import type { Partner } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PartnerState } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { StoreContext } from './storeContext';

/** The partner of a `/purchase/{slug}` page or element: ready, then pending, then resolved or rejected (shop-specialised §4). */
export function createPartnerStore(context: StoreContext): StoreApi<PartnerState> {
  const { api } = context;
  let latest = 0;

  return createStore<PartnerState>()((set) => ({
    status: 'ready',
    partner: null,
    errors: [],

    async load(slug) {
      const call = ++latest;
      set({ status: 'pending', errors: [] });
      try {
        const { result } = await api.request<Partner>('partner', { params: { slug } });
        if (call === latest) set({ status: 'resolved', partner: result });
      } catch (error) {
        if (call !== latest || isAbortError(error)) return;
        set({ status: 'rejected', partner: null, errors: messagesOf(error) });
      }
    },
  }));
}
