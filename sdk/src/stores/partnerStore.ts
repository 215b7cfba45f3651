import type { Partner } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PartnerState } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { StoreContext } from './storeContext';

/**
 * The partner of a `/purchase/{slug}` page or element: ready, then pending, then resolved or
 * rejected (shop-specialised §4). A partner held or on its way is not asked for again: a page's
 * frame and its widget both load it (the storefront's partner header and purchase widget), and a
 * second call went to the server, as discovery's copy is handed out once, with the widget's offer
 * waiting behind it. The latest slug asked for still wins.
 */
export function createPartnerStore(context: StoreContext): StoreApi<PartnerState> {
  const { api } = context;
  let latest = 0;
  // The slug of the latest load and its answer; forgotten when that load fails, so it is asked again.
  let asked: string | undefined;
  let answer = Promise.resolve();

  return createStore<PartnerState>()((set) => ({
    status: 'ready',
    partner: null,
    errors: [],

    load(slug) {
      if (slug === asked) return answer;
      asked = slug;
      const call = ++latest;
      set({ status: 'pending', errors: [] });
      answer = (async () => {
        try {
          const { result } = await api.request<Partner>('partner', { params: { slug } });
          if (call === latest) set({ status: 'resolved', partner: result });
        } catch (error) {
          if (call !== latest) return;
          asked = undefined;
          if (!isAbortError(error)) set({ status: 'rejected', partner: null, errors: messagesOf(error) });
        }
      })();
      return answer;
    },
  }));
}
