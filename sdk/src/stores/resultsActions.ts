/**
 * What the results store does, loaded on first use (see resultsStore.ts): the calls, the 1 ms
 * draw-result batches and the live event stream stay out of a page's first download until a
 * results widget asks for them.
 */
import type { FullDrawResult, ResultCategory, ResultKeys, DrawResult } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import { batch } from '../api/batch';
import { loadMoreRoutes } from '../api/routeTable';
import { DEBOUNCE_MS } from '../api/debounce';
import type { SessionState } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { createDrawEventStream } from './drawEventStream';
import { PAST_RESULTS_PAGE_SIZE, pageCount, pageNumber, pageOffset } from './resultsPaging';
import { listKey, resultDrawKey } from './resultsKeys';
import type { FullResultEntry, LoadedResultsActions, ResultsActions, ResultsPage, ResultsState, ResultsStoreOptions } from './resultsStore';
import type { StoreContext } from './storeContext';

/** The server answers at most this many draws per batch call. */
const BATCH_LIMIT = 20;

export function createResultsActions(
  context: StoreContext,
  session: StoreApi<SessionState>,
  options: ResultsStoreOptions,
  store: StoreApi<ResultsState>,
): LoadedResultsActions {
  const { api } = context;
  void loadMoreRoutes().catch(() => undefined); // these calls' routes, beside the first call's discovery
  const set = store.setState;
  const get = store.getState;
  const pageCalls = new Map<string, number>();
  let seq = 0;

  const pricingId = async (): Promise<string> => {
    if (!session.getState().pricingId) await session.getState().init();
    return session.getState().pricingId;
  };

  async function fetchBatch(keys: string[], customer: boolean): Promise<Map<string, FullDrawResult>> {
    const found = new Map<string, FullDrawResult>();
    for (let at = 0; at < keys.length; at += BATCH_LIMIT) {
      const { result } = await api.request<FullDrawResult[]>(customer ? 'fullResultCustomerBatch' : 'fullResultBatch', {
        searchParams: { keys: keys.slice(at, at + BATCH_LIMIT).join(',') },
      });
      for (const full of result) found.set(resultDrawKey(full.productOfferKey, full.drawNo), full);
    }
    return found;
  }
  // Signed in or not decides the call, so each has its own queue.
  const publicBatch = batch(DEBOUNCE_MS.drawResultBatch, (keys: string[]) => fetchBatch(keys, false));
  const customerBatch = batch(DEBOUNCE_MS.drawResultBatch, (keys: string[]) => fetchBatch(keys, true));

  const setPage = (key: string, page: number, value: ResultsPage) =>
    set((state) => ({ pages: { ...state.pages, [key]: { ...state.pages[key], [page]: value } } }));
  const setFull = (key: string, value: FullResultEntry) => set((state) => ({ fullResults: { ...state.fullResults, [key]: value } }));
  const stream = createDrawEventStream({
    mainUrl: async () => (await api.discover()).services.main,
    appKey: options.appKey,
    factory: options.eventSource,
  });

  const actions: ResultsActions = {
    async loadResultKeys() {
      set({ resultKeysStatus: 'loading' });
      try {
        const { result } = await api.request<ResultKeys>('resultKeys', { params: { pricing: await pricingId() } });
        set({ resultKeys: result.productOfferKeys, resultKeysStatus: 'succeeded' });
      } catch (error) {
        if (!isAbortError(error)) set({ resultKeysStatus: 'failed' });
      }
    },

    async loadPage(list, requested, pageSize = PAST_RESULTS_PAGE_SIZE) {
      const key = listKey(list);
      const page = pageNumber(requested);
      const callKey = `${key}#${page}`;
      const call = ++seq;
      pageCalls.set(callKey, call);
      const previous = get().pages[key]?.[page];
      setPage(key, page, {
        status: 'loading',
        page,
        pageSize,
        total: previous?.total ?? 0,
        pageCount: previous?.pageCount ?? 1,
        results: previous?.results ?? [],
        errors: [],
      });
      const searchParams: Record<string, string | number> = { limit: pageSize, offset: pageOffset(page, pageSize) };
      if ((list.kind === 'latest' || list.kind === 'customer') && list.category) searchParams['category'] = list.category;
      try {
        const envelope =
          list.kind === 'customer'
            ? await api.request<DrawResult[]>('pastCustomerResults', { searchParams })
            : list.kind === 'archived'
              ? await api.request<DrawResult[]>('archivedResults', {
                  params: { productOfferKey: list.offerKey, year: list.year, month: list.month },
                  searchParams,
                })
              : await api.request<DrawResult[]>('pastResults', {
                  params: { pricing: await pricingId() },
                  searchParams: list.kind === 'offer' ? { ...searchParams, product_offer_key: list.offerKey } : searchParams,
                });
        if (pageCalls.get(callKey) !== call) return; // a newer load of this page wins
        const total = envelope.pageInfo?.total ?? envelope.result.length;
        setPage(key, page, {
          status: 'succeeded',
          page,
          pageSize,
          total,
          pageCount: pageCount(total, pageSize),
          results: envelope.result,
          errors: [],
        });
      } catch (error) {
        if (pageCalls.get(callKey) !== call || isAbortError(error)) return;
        setPage(key, page, { ...(get().pages[key]?.[page] as ResultsPage), status: 'failed', errors: messagesOf(error) });
      }
    },

    async loadFullResult(offerKey, drawNo, loadOptions = {}) {
      const key = resultDrawKey(offerKey, drawNo);
      const current = get().fullResults[key];
      if (!loadOptions.force && (current?.status === 'succeeded' || current?.status === 'loading')) return;
      setFull(key, { status: 'loading', result: current?.result ?? null, errors: [] });
      try {
        const result = await (session.getState().isAuthenticated ? customerBatch : publicBatch)(key);
        setFull(key, { status: 'succeeded', result, errors: [] });
      } catch (error) {
        if (isAbortError(error)) return;
        const messages = messagesOf(error);
        // A key the batch left out is a draw whose results are not out (or that does not exist).
        const notOut = messages[0]?.message.startsWith('No result for') === true;
        setFull(key, {
          status: 'failed',
          result: null,
          errors: notOut
            ? [{ message: 'The results of this draw are not available yet.', code: 'results_not_available', level: 'error' }]
            : messages,
        });
      }
    },

    subscribeToDrawResults(offerKey, listener) {
      return stream.subscribe((event) => {
        if (event.productOfferKey !== offerKey) return;
        set((state) => ({ lastEvent: { ...state.lastEvent, [offerKey]: event } }));
        const reloads: Promise<void>[] = [actions.loadFullResult(offerKey, event.drawNo, { force: true })];
        // Pages that can show this draw: the offer's first page and every loaded latest-per-offer page.
        for (const [key, pages] of Object.entries(get().pages)) {
          if (key === `offer:${offerKey}`) reloads.push(actions.loadPage({ kind: 'offer', offerKey }, 1, pages[1]?.pageSize));
          if (key.startsWith('latest:')) {
            const category = key.slice('latest:'.length);
            for (const page of Object.values(pages)) {
              reloads.push(
                actions.loadPage(
                  category === 'all' ? { kind: 'latest' } : { kind: 'latest', category: category as ResultCategory },
                  page.page,
                  page.pageSize,
                ),
              );
            }
          }
        }
        void Promise.allSettled(reloads).then(() => listener?.(event));
      });
    },
  };

  return {
    ...actions,
    sessionChanged() {
      const { fullResults, pages } = get();
      set({ pages: Object.fromEntries(Object.entries(pages).filter(([key]) => !key.startsWith('customer:'))) });
      for (const entry of Object.values(fullResults)) {
        if (entry.status !== 'succeeded' || !entry.result) continue;
        void get().loadFullResult(entry.result.productOfferKey, entry.result.drawNo, { force: true });
      }
    },
  };
}
