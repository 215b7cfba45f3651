/** The results store's state and lists (resultsStore), apart, so the client's types and the
 * list keys can name them without importing the store. */
import type { ApiMessage, DrawCompletedEvent, DrawResult, FullDrawResult, LoadStatus, ResultCategory } from '@drawkit/contract';

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
  /**
   * Starts loading the code behind the actions above (a chunk of its own, loaded on their first
   * call) unless it is loaded: call it when a page will show results, so that the first call does
   * not wait for the download after the page has drawn. Asks the server nothing. Resolves once
   * loaded; never rejects (the first call then reports the failure).
   */
  prepare(): Promise<void>;
}
