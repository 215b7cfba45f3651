import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionState, StatisticsState } from '../clientTypes';
import type { StoreContext } from './storeContext';

export const EMPTY_TIPS: StatisticsState['tips'] = { status: 'idle', data: null, errors: [] };

/** The store's actions (statisticsActions.ts). */
export type StatisticsActions = Pick<StatisticsState, 'loadStatistics' | 'loadTips'>;

/**
 * Number statistics per lottery (`GET /statistics/{lotteryKey}`) and tips (`GET /tips`)
 * (shop-specialised §4: "Statistics and tips: fetching or loaded"). Tips are cached 18 minutes
 * by the call layer's cache table; "a change of pricing variant clears ... statistics" (shop-core
 * §4), so a new pricing id empties the store.
 *
 * The state and `clear` are here; the calls are in statisticsActions.ts, imported on the first
 * load, so pages that never show statistics do not download them first.
 */
export function createStatisticsStore(context: StoreContext, session: StoreApi<SessionState>): StoreApi<StatisticsState> {
  let generation = 0;
  let loading: Promise<StatisticsActions> | null = null;
  const actions = (): Promise<StatisticsActions> => {
    loading ??= import('./statisticsActions').then((m) => m.createStatisticsActions(context, store, () => generation));
    return loading;
  };

  const store = createStore<StatisticsState>()((set) => ({
    byLottery: {},
    tips: EMPTY_TIPS,
    loadStatistics: async (lotteryKey) => (await actions()).loadStatistics(lotteryKey),
    loadTips: async () => (await actions()).loadTips(),
    clear() {
      generation += 1;
      set({ byLottery: {}, tips: EMPTY_TIPS });
    },
  }));

  session.subscribe((state, previous) => {
    if (previous.pricingId && state.pricingId !== previous.pricingId) store.getState().clear();
  });
  return store;
}
