/**
 * The daily-winners programme (shop-specialised §3 'Membership programme state', §4, §7
 * 'Membership programme'): the programme config, the customer's membership, current and past
 * giveaways (pages of "membership pagination limit 10"), one giveaway's content, joining,
 * unlocking an entry and the benefits hand-off.
 *
 * `membershipStore(client)` makes the client's store on first use: unlike the other stores it
 * is not made by `createDrawkit`, so a page that never shows the programme (a partner's purchase
 * element) does not download it. Its work is in membershipActions.ts, imported on the first action.
 */
import {
  MEMBERSHIP_PAGE_LIMIT,
  type ApiMessage,
  type CustomerMembership,
  type GiveawayDraw,
  type GiveawayDrawnEvent,
  type GiveawayType,
  type LoadStatus,
  type MembershipStatus,
  type MembershipTier,
  type ProgramConfig,
  type ProgramContent,
} from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createCookieStorage } from '../storage/createCookieStorage';
import type { ActionResult, DrawkitClient, SessionState } from '../clientTypes';
import { DEFAULT_STORAGE_PREFIX } from '../storage/storageNames';
import { browserEventSource } from '../stores/browserEventSource';
import type { EventSourceFactory } from '../stores/drawEventStream';
import type { StoreContext } from '../stores/storeContext';

/** "Pagination limit 10, offset 0, total 0, and a result list" (shop-specialised §3). */
export interface GiveawayPagination {
  limit: number;
  offset: number;
  total: number;
  isFetching: boolean;
  result: GiveawayDraw[];
}

/** The paged giveaway lists: every type, monthly only, daily only (the past-draws filter). */
export type GiveawayListName = 'allGiveaways' | 'monthlyGiveaways' | 'dailyGiveaways';

/** "the unlock request is pending then resolved" (shop-specialised §4); rejected when it failed. */
export type UnlockRequestStatus = 'pending' | 'resolved' | 'rejected';

export type BenefitsResult = { ok: true; ssoUrl: string } | { ok: false; messages: ApiMessage[] };

/** Options every call takes: an abort signal (an aborted call sets no error, shop-specialised §8). */
export interface MembershipCallOptions {
  signal?: AbortSignal;
}

export interface MembershipState {
  /** `GET /v4/config`; null until loaded. */
  programConfig: ProgramConfig | null;
  programConfigStatus: LoadStatus;
  /** True until the past-winners page's first load has finished. */
  winnersInitializing: boolean;
  /** The open giveaways of every type, with the customer's entries when signed in. */
  upcomingDraws: GiveawayDraw[];
  upcomingStatus: LoadStatus;
  /** Past giveaways (closed or paid, newest first) of every type, of monthly ones and of daily ones. */
  allGiveaways: GiveawayPagination;
  monthlyGiveaways: GiveawayPagination;
  dailyGiveaways: GiveawayPagination;
  /** One giveaway by type then draw number; previews by the draw's external id. */
  giveawayDynamicContent: Partial<Record<GiveawayType, Record<string, GiveawayDraw>>>;
  /** The config's copy for each giveaway type's page (daily, monthly and major, special and preview). */
  giveawayStaticContent: Partial<Record<GiveawayType, ProgramContent>>;
  /** The config's copy for the past-winners page. */
  pastWinnersContent: ProgramContent | null;
  hasError: boolean;
  /** The last failure's message: the server's, else 'An unknown error occurred'. */
  errorMsg: string | null;
  /** Null while unknown or signed out. */
  membershipStatus: MembershipStatus | null;
  membershipTier: MembershipTier | null;
  /** `GET /v3/customer` as answered (eligibility, last change). */
  customerMembership: CustomerMembership | null;
  customerStatus: LoadStatus;
  /** Join in flight or done. */
  joinStatus: 'idle' | 'pending' | 'resolved' | 'rejected';
  /** Unlock requests by giveaway id. */
  unlockRequests: Record<string, UnlockRequestStatus>;
  /** Whether the programme page has been seen on this device (the navigation dot rule). */
  visited: boolean;
  /** The last giveaway the engine drew and paid while a page listened (see `subscribeToGiveaways`). */
  lastGiveawayDrawn: GiveawayDrawnEvent | null;

  /** `GET /v4/config` (once; again with `force`). */
  loadConfig(options?: MembershipCallOptions & { force?: boolean }): Promise<void>;
  /** `GET /v3/customer` when signed in; signed out, the status is cleared without a call. */
  loadCustomerMembership(options?: MembershipCallOptions): Promise<void>;
  /** The open giveaways (`GET /v3/draws?when=upcoming`). */
  loadUpcoming(options?: MembershipCallOptions): Promise<void>;
  /** Page `page` (at least 1) of a past list; replaces the list's results. */
  loadGiveawaysPage(list: GiveawayListName, page?: number, options?: MembershipCallOptions): Promise<void>;
  /** The page after the last loaded one, appended ("load more"). */
  loadNextGiveawaysPage(list: GiveawayListName, options?: MembershipCallOptions): Promise<void>;
  /** The past-winners page's first load: its copy and the list's first page; clears `winnersInitializing`. */
  loadPastWinners(list?: GiveawayListName, options?: MembershipCallOptions): Promise<void>;
  /** One giveaway by type and draw number (or external id for a preview) into `giveawayDynamicContent`. */
  loadGiveaway(type: GiveawayType, drawNumberOrExternalId: string | number, options?: MembershipCallOptions): Promise<GiveawayDraw | null>;
  /** `PUT /membership` (3.2) `{membershipProgram: 'daily_winners', membershipStatus: 'member', metadata}`. */
  join(metadata?: Record<string, string>): Promise<ActionResult>;
  /** `PUT /v3/draws/{id}` `{entryStatus: 'unlocked'}`; stores the answer's upcomingDraws. */
  unlock(drawId: string): Promise<ActionResult>;
  /** `GET /v3/benefits`: the single sign-on address to send the browser to. */
  benefits(): Promise<BenefitsResult>;
  /**
   * Hears when the engine draws and pays a giveaway (server-sent `giveaway-drawn` events): the
   * open giveaways, that giveaway's page and the first page of the past lists reload first,
   * then `listener` is told. Returns the unsubscribe function.
   */
  subscribeToGiveaways(listener?: (event: GiveawayDrawnEvent) => void): () => void;
  /** Remembers that the programme page has been seen (clears the navigation dot). */
  markVisited(): Promise<void>;
  clearError(): Promise<void>;
}

/** The store's actions (what membershipActions.ts implements). */
export type MembershipActions = Pick<
  MembershipState,
  | 'loadConfig'
  | 'loadCustomerMembership'
  | 'loadUpcoming'
  | 'loadGiveawaysPage'
  | 'loadNextGiveawaysPage'
  | 'loadPastWinners'
  | 'loadGiveaway'
  | 'join'
  | 'unlock'
  | 'benefits'
  | 'markVisited'
  | 'clearError'
  | 'subscribeToGiveaways'
>;

/** What membershipActions.ts gives the store: the actions and what a sign-in or sign-out does. */
export interface LoadedMembershipActions extends MembershipActions {
  sessionChanged(isAuthenticated: boolean): void;
}

// Every action forwards to the lazily imported module; listed once so the first download stays small.
const ACTION_NAMES: readonly (keyof MembershipActions)[] = [
  'loadConfig',
  'loadCustomerMembership',
  'loadUpcoming',
  'loadGiveawaysPage',
  'loadNextGiveawaysPage',
  'loadPastWinners',
  'loadGiveaway',
  'join',
  'unlock',
  'benefits',
  'markVisited',
  'clearError',
];

/** A list before its first page. */
export function emptyGiveawayPagination(): GiveawayPagination {
  return { limit: MEMBERSHIP_PAGE_LIMIT, offset: 0, total: 0, isFetching: false, result: [] };
}

/** Set once the daily-winners page has been seen (the navigation dot rule, shop-specialised §4). */
export function membershipVisitedName(storagePrefix: string = DEFAULT_STORAGE_PREFIX): string {
  return `${storagePrefix}-daily-winners-visited`;
}

/** What the store needs of its client: the call layer, the storage and how live events are heard. */
export type MembershipContext = Pick<StoreContext, 'api' | 'storage'> & {
  /** Sent as `app_key` on the events stream (EventSource cannot send headers). */
  appKey: string;
  /** How server-sent events are opened; the browser's EventSource by default, none in Node. */
  eventSource?: EventSourceFactory | undefined;
};

export function createMembershipStore(context: MembershipContext, session: StoreApi<SessionState>, visitedName: string = membershipVisitedName()): StoreApi<MembershipState> {
  let loading: Promise<LoadedMembershipActions> | null = null;
  // Set once the actions are here; until then nothing is loaded, so a sign-in has nothing to redo.
  let loaded: LoadedMembershipActions | null = null;
  const actions = (): Promise<LoadedMembershipActions> =>
    (loading ??= import('./membershipActions').then((m) => (loaded = m.createMembershipActions(context, session, store, visitedName))));
  const forward = Object.fromEntries(
    ACTION_NAMES.map((name) => [name, async (...args: unknown[]) => ((await actions())[name] as (...a: unknown[]) => unknown)(...args)]),
  ) as unknown as MembershipActions;

  const store = createStore<MembershipState>()(() => ({
    programConfig: null,
    programConfigStatus: 'idle',
    winnersInitializing: true,
    upcomingDraws: [],
    upcomingStatus: 'idle',
    allGiveaways: emptyGiveawayPagination(),
    monthlyGiveaways: emptyGiveawayPagination(),
    dailyGiveaways: emptyGiveawayPagination(),
    giveawayDynamicContent: {},
    giveawayStaticContent: {},
    pastWinnersContent: null,
    hasError: false,
    errorMsg: null,
    membershipStatus: null,
    membershipTier: null,
    customerMembership: null,
    customerStatus: 'idle',
    joinStatus: 'idle',
    unlockRequests: {},
    visited: context.storage.get(visitedName) === '1',
    lastGiveawayDrawn: null,
    ...forward,
    // Synchronous like an event subscription: the stream opens once the actions are here.
    subscribeToGiveaways(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void actions().then((ready) => {
        if (!stopped) stop = ready.subscribeToGiveaways(listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  }));

  // "Re-load the customer's membership on sign-in/out": whose entries the giveaways show changes too.
  session.subscribe((state, previous) => {
    if (state.isAuthenticated !== previous.isAuthenticated) loaded?.sessionChanged(state.isAuthenticated);
  });

  return store;
}

const stores = new WeakMap<DrawkitClient, StoreApi<MembershipState>>();

/**
 * The client's daily-winners store (one per client, made on first use): the programme config,
 * the customer's membership, current and past giveaways, join, unlock and benefits.
 */
export function membershipStore(client: DrawkitClient): StoreApi<MembershipState> {
  let store = stores.get(client);
  if (!store) {
    // The client's own call layer and storage (the cookie storage keeps nothing of its own, so a second one is the same cookies).
    const context: MembershipContext = {
      api: client.api,
      storage: client.config.storage ?? createCookieStorage(),
      appKey: client.config.appKey,
      eventSource: browserEventSource(),
    };
    store = createMembershipStore(context, client.session, membershipVisitedName(client.config.storagePrefix));
    stores.set(client, store);
  }
  return store;
}
