/**
 * What the statistics store does, loaded on first use (see statisticsStore.ts): a purchase
 * element never shows statistics or tips before the shopper's first interaction, so the calls
 * stay out of its first download.
 */
import type { LotteryStatistics, Tip } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { Loadable, StatisticsState } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { EMPTY_TIPS, type StatisticsActions } from './statisticsStore';
import type { StoreContext } from './storeContext';

export function createStatisticsActions(
  context: StoreContext,
  store: StoreApi<StatisticsState>,
  /** Goes up on every `clear()`: an answer to a call started before it is dropped. */
  generation: () => number,
): StatisticsActions {
  const { api } = context;
  const set = store.setState;
  const get = store.getState;

  return {
    async loadStatistics(lotteryKey) {
      const current = get().byLottery[lotteryKey];
      if (current?.status === 'loading') return;
      const started = generation();
      const put = (entry: Loadable<LotteryStatistics>) => {
        if (started === generation()) set((state) => ({ byLottery: { ...state.byLottery, [lotteryKey]: entry } }));
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
      const started = generation();
      const put = (tips: Loadable<Tip[]>) => {
        if (started === generation()) set({ tips });
      };
      put({ status: 'loading', data: current.data, errors: [] });
      try {
        // Asked every time: the call layer answers from its 18-minute tips cache (shop-core §9).
        const { result } = await api.request<Tip[]>('tips');
        put({ status: 'succeeded', data: result, errors: [] });
      } catch (error) {
        put(isAbortError(error) ? EMPTY_TIPS : { status: 'failed', data: null, errors: messagesOf(error) });
      }
    },
  };
}
