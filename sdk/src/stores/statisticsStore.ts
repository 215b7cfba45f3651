import type { LotteryStatistics, Tip } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Loadable, SessionState, StatisticsState } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { StoreContext } from './storeContext';

const EMPTY: StatisticsState['tips'] = { status: 'idle', data: null, errors: [] };

/**
 * Number statistics per lottery (`GET /statistics/{lotteryKey}`) and tips (`GET /tips`)
 * (shop-specialised §4: "Statistics and tips: fetching or loaded"). Tips are cached 18 minutes
 * by the call layer's cache table; "a change of pricing variant clears ... statistics" (shop-core
 * §4), so a new pricing id empties the store.
 */
export function createStatisticsStore(context: StoreContext, session: StoreApi<SessionState>): StoreApi<StatisticsState> {
  const { api } = context;
  let generation = 0;

  const store = createStore<StatisticsState>()((set, get) => ({
    byLottery: {},
    tips: EMPTY,

    async loadStatistics(lotteryKey) {
      const current = get().byLottery[lotteryKey];
      if (current?.status === 'loading') return;
      const started = generation;
      const put = (entry: Loadable<LotteryStatistics>) => {
        if (started === generation) set((state) => ({ byLottery: { ...state.byLottery, [lotteryKey]: entry } }));
      };
      put({ status: 'loading', data: current?.data ?? null, errors: [] });
      try {
        const { result } = await api.request<LotteryStatistics>('statistics', { params: { lotteryKey } });
        put({ status: 'succeeded', data: result, errors: [] });
      } catch (error) {
        put(isAbortError(error) ? { status: 'idle', data: null, errors: [] } : { status: 'failed', data: null, errors: messagesOf(error) });
      }
    },

    async loadTips() {
      const current = get().tips;
      if (current.status === 'loading') return;
      const started = generation;
      const put = (tips: Loadable<Tip[]>) => {
        if (started === generation) set({ tips });
      };
      put({ status: 'loading', data: current.data, errors: [] });
      try {
        // Asked every time: the call layer answers from its 18-minute tips cache (shop-core §9).
        const { result } = await api.request<Tip[]>('tips');
        put({ status: 'succeeded', data: result, errors: [] });
      } catch (error) {
        put(isAbortError(error) ? EMPTY : { status: 'failed', data: null, errors: messagesOf(error) });
      }
    },

    clear() {
      generation += 1;
      set({ byLottery: {}, tips: EMPTY });
    },
  }));

  session.subscribe((state, previous) => {
    if (previous.pricingId && state.pricingId !== previous.pricingId) store.getState().clear();
  });
  return store;
}
