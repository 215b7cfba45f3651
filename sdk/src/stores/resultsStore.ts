
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionState } from '../clientTypes';
import type { EventSourceFactory } from './drawEventStream';
import type { ResultsState } from './resultsState';
import type { StoreContext } from './storeContext';

export type { FullResultEntry, ResultsList, ResultsPage, ResultsState } from './resultsState';

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
    prepare: () => actions().then(() => undefined, () => undefined),
  }));

  session.subscribe((state, previous) => {
    if (state.isAuthenticated !== previous.isAuthenticated) loaded?.sessionChanged();
  });

  return store;
}
