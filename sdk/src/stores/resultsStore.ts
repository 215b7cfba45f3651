/**
 * Past results (shop-core §7 'Draws'): result keys, pages of past results ("Past results default
 * page size 5"; "Page numbers are at least 1"), archived months, full results of a draw (the
 * customer's own tickets when signed in) and live updates. Full-result requests made within
 * 1 ms ("Draw-result batching 1 ms") go out as one `?keys=` call.
 *
 * Every client has this store, but most pages (a partner's purchase element) never show results:
 * the store's state is here and its work is in resultsActions.ts, imported on the first action,
 * so it is not part of their first download.
 */
import type { ApiMessage, DrawCompletedEvent, DrawResult, FullDrawResult, LoadStatus, ResultCategory } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionState } from '../clientTypes';
import type { EventSourceFactory } from './drawEventStream';
import type { StoreContext } from './storeContext';

/** Which list a page belongs to: every offer's latest result (optionally one category), one offer's past, or the customer's draws. */
export type ResultsList =
  | { kind: 'latest'; category?: ResultCategory }
  | { kind: 'offer'; offerKey: string }
  | { kind: 'archived'; offerKey: string; year: number; month: number }
  | { kind: 'customer'; category?: ResultCategory };

export interface ResultsPage {
  status: LoadStatus;
  /** At least 1. */
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  results: DrawResult[];
  errors: ApiMessage[];
}

export interface FullResultEntry {
  status: LoadStatus;
  result: FullDrawResult | null;
  errors: ApiMessage[];
}

export interface ResultsState {
  resultKeys: string[];
  resultKeysStatus: LoadStatus;
  /** Pages by `listKey(list)` then page number. */
  pages: Record<string, Record<number, ResultsPage>>;
  /** Full results by `resultDrawKey(offerKey, drawNo)`. */
  fullResults: Record<string, FullResultEntry>;
  /** The last live event heard per offer. */
  lastEvent: Record<string, DrawCompletedEvent>;
  /** `GET /draws/pricing/{id}/past/result_keys` (cached 24 h by the call layer). */
  loadResultKeys(): Promise<void>;
  /** Loads one page of a list; page numbers below 1 (or not numbers) are page 1. */
  loadPage(list: ResultsList, page?: number, pageSize?: number): Promise<void>;
  /** The full result of a draw; concurrent calls within 1 ms share one request. */
  loadFullResult(offerKey: string, drawNo: number, options?: { force?: boolean }): Promise<void>;
  /**
   * Hears when a draw of `offerKey` completes (drawn, scored, paid) over server-sent events;
   * loaded pages of that offer and the draw's full result reload first, then `listener` is told.
   * Returns the unsubscribe function.
   */
  subscribeToDrawResults(offerKey: string, listener?: (event: DrawCompletedEvent) => void): () => void;
}

export { listKey, resultDrawKey } from './resultsKeys';

export interface ResultsStoreOptions {
  /** Sent as `app_key` on the events stream (EventSource cannot send headers). */
  appKey: string;
  /** How server-sent events are opened; the browser's EventSource by default, none in Node. */
  eventSource?: EventSourceFactory | undefined;
}

/** The store's actions (ResultsState without its data). */
export type ResultsActions = Pick<ResultsState, 'loadResultKeys' | 'loadPage' | 'loadFullResult' | 'subscribeToDrawResults'>;

/** What resultsActions.ts gives the store: the actions and what a sign-in or sign-out does. */
export interface LoadedResultsActions extends ResultsActions {
  /** Signing in or out changes whose tickets a full result shows: fetch the loaded ones again. */
  sessionChanged(): void;
}

export function createResultsStore(
  context: StoreContext,
  session: StoreApi<SessionState>,
  options: ResultsStoreOptions,
): StoreApi<ResultsState> {
  let loading: Promise<LoadedResultsActions> | null = null;
  // Set once the actions are here; until then nothing is loaded, so a sign-in has nothing to redo.
  let loaded: LoadedResultsActions | null = null;
  const actions = (): Promise<LoadedResultsActions> => {
    loading ??= import('./resultsActions').then((m) => (loaded = m.createResultsActions(context, session, options, store)));
    return loading;
  };

  const store = createStore<ResultsState>()(() => ({
    resultKeys: [],
    resultKeysStatus: 'idle',
    pages: {},
    fullResults: {},
    lastEvent: {},
    loadResultKeys: async () => (await actions()).loadResultKeys(),
    loadPage: async (list, page, pageSize) => (await actions()).loadPage(list, page, pageSize),
    loadFullResult: async (offerKey, drawNo, loadOptions) => (await actions()).loadFullResult(offerKey, drawNo, loadOptions),
    subscribeToDrawResults(offerKey, listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void actions().then((ready) => {
        if (!stopped) stop = ready.subscribeToDrawResults(offerKey, listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  }));

  session.subscribe((state, previous) => {
    if (state.isAuthenticated !== previous.isAuthenticated) loaded?.sessionChanged();
  });

  return store;
}
