/**
 * What the membership store does, loaded on first use (see membershipStore.ts).
 */
import {
  DAILY_WINNERS_PROGRAM,
  DRAW_EVENTS_PATH,
  GIVEAWAY_DRAWN_EVENT,
  GIVEAWAY_LOOKUP_PAGE_SIZE,
  GIVEAWAY_TYPES,
  toCamelKeys,
  MEMBERSHIP_PAGE_LIMIT,
  MEMBERSHIP_UNKNOWN_ERROR,
  type ApiMessage,
  type CustomerMembership,
  type GiveawayDraw,
  type GiveawayDrawnEvent,
  type GiveawayListWhen,
  type GiveawayPage,
  type GiveawayType,
  type JoinMembershipBody,
  type MembershipBenefits,
  type ProgramConfig,
  type ProgramContent,
  type UnlockGiveawayBody,
  type UnlockGiveawayResult,
} from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import { loadMoreRoutes } from '../api/routeTable';
import type { SessionState } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { EventSourceLike } from '../stores/drawEventStream';
import type { GiveawayListName, MembershipContext, LoadedMembershipActions, MembershipActions, MembershipState } from './membershipStore';

/** The visited flag lasts a year, like the site's other remembered choices. */
export const MEMBERSHIP_VISITED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The type each paged list asks for (none: every type). */
const LIST_TYPES: Record<GiveawayListName, GiveawayType | undefined> = {
  allGiveaways: undefined,
  monthlyGiveaways: 'monthly',
  dailyGiveaways: 'daily',
};

/** How far back a giveaway is looked for by number: 20 pages of GIVEAWAY_LOOKUP_PAGE_SIZE (years of daily giveaways). */
const LOOKUP_MAX_PAGES = 20;

/** Which config section describes each giveaway type's page. */
export function staticContentOf(config: ProgramConfig): Partial<Record<GiveawayType, ProgramContent>> {
  return {
    daily: config.dailyGiveaways,
    monthly: config.monthlyGiveaways,
    major: config.monthlyGiveaways,
    special: config.specialGiveaways,
    preview: config.specialGiveaways,
  };
}

/** The key a giveaway is kept under in `giveawayDynamicContent`: its number, or a preview's external id. */
export function giveawayContentKey(draw: Pick<GiveawayDraw, 'type' | 'number' | 'externalId'>): string {
  return draw.type === 'preview' ? draw.externalId : String(draw.number);
}

/** "Membership errors set an error message (default 'An unknown error occurred')" (shop-specialised §8). */
export function membershipErrorMessage(error: unknown): string {
  const serverMessages = (error as { messages?: { message?: unknown }[] } | null)?.messages;
  const first = Array.isArray(serverMessages) ? serverMessages[0]?.message : undefined;
  return typeof first === 'string' && first !== '' ? first : MEMBERSHIP_UNKNOWN_ERROR;
}

export function createMembershipActions(
  context: MembershipContext,
  session: StoreApi<SessionState>,
  store: StoreApi<MembershipState>,
  visitedName: string,
): LoadedMembershipActions {
  const { api } = context;
  void loadMoreRoutes().catch(() => undefined); // these calls' routes, beside the first call's discovery
  const set = store.setState;
  const get = store.getState;
  const listCalls: Partial<Record<GiveawayListName, number>> = {};
  let seq = 0;

  const signedIn = async (): Promise<boolean> => {
    if (session.getState().status === 'idle') await session.getState().init().catch(() => undefined);
    return session.getState().isAuthenticated;
  };

  /** "...unless the request was aborted" (shop-specialised §8): an aborted call leaves no message. */
  const failed = (error: unknown): boolean => {
    if (isAbortError(error)) return false;
    set({ hasError: true, errorMsg: membershipErrorMessage(error) });
    return true;
  };
  const succeeded = () => set({ hasError: false, errorMsg: null });

  const remember = (draws: readonly GiveawayDraw[]) => {
    if (draws.length === 0) return;
    set((state) => {
      const content = { ...state.giveawayDynamicContent };
      for (const draw of draws) {
        // Only giveaways a page has asked for are kept up to date here.
        const byType = content[draw.type];
        const key = giveawayContentKey(draw);
        if (byType?.[key]) content[draw.type] = { ...byType, [key]: draw };
      }
      return { giveawayDynamicContent: content };
    });
  };

  const fetchPage = async (when: GiveawayListWhen, type: GiveawayType | undefined, limit: number, offset: number, signal?: AbortSignal) => {
    const { result } = await api.request<GiveawayPage>('giveaways', {
      searchParams: { when, type, limit, offset },
      ...(signal ? { signal } : {}),
    });
    return result;
  };

  const actions: MembershipActions = {
    async loadConfig(options = {}) {
      if (!options.force && (get().programConfigStatus === 'succeeded' || get().programConfigStatus === 'loading')) return;
      set({ programConfigStatus: 'loading' });
      try {
        const { result } = await api.request<ProgramConfig>('membershipConfig', options.signal ? { signal: options.signal } : {});
        set({
          programConfig: result,
          programConfigStatus: 'succeeded',
          giveawayStaticContent: staticContentOf(result),
          pastWinnersContent: result.pastWinners,
        });
      } catch (error) {
        set({ programConfigStatus: isAbortError(error) ? 'idle' : 'failed' });
        failed(error);
      }
    },

    async loadCustomerMembership(options = {}) {
      if (!(await signedIn())) {
        set({ membershipStatus: null, membershipTier: null, customerMembership: null, customerStatus: 'idle' });
        return;
      }
      set({ customerStatus: 'loading' });
      try {
        const { result } = await api.request<CustomerMembership>('membershipCustomer', options.signal ? { signal: options.signal } : {});
        set({
          customerMembership: result,
          membershipStatus: result.membershipStatus,
          membershipTier: result.membershipStatus === 'member' ? result.membershipTier : null,
          customerStatus: 'succeeded',
        });
      } catch (error) {
        set({ customerStatus: isAbortError(error) ? 'idle' : 'failed' });
        failed(error);
      }
    },

    async loadUpcoming(options = {}) {
      await signedIn();
      set({ upcomingStatus: 'loading' });
      try {
        const page = await fetchPage('upcoming', undefined, GIVEAWAY_LOOKUP_PAGE_SIZE, 0, options.signal);
        set({ upcomingDraws: page.draws, upcomingStatus: 'succeeded' });
        remember(page.draws);
      } catch (error) {
        set({ upcomingStatus: isAbortError(error) ? 'idle' : 'failed' });
        failed(error);
      }
    },

    async loadGiveawaysPage(list, requested = 1, options = {}) {
      const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
      await load(list, (page - 1) * MEMBERSHIP_PAGE_LIMIT, false, options.signal);
    },

    async loadNextGiveawaysPage(list, options = {}) {
      const current = get()[list];
      if (current.isFetching) return;
      // Nothing more once every giveaway is shown (after the first page has come back).
      if (current.result.length > 0 && current.offset + current.result.length >= current.total) return;
      const offset = current.result.length === 0 ? 0 : current.offset + current.result.length;
      await load(list, offset, current.result.length > 0, options.signal);
    },

    async loadPastWinners(list = 'allGiveaways', options = {}) {
      try {
        await Promise.all([actions.loadConfig(options), load(list, 0, false, options.signal)]);
      } finally {
        set({ winnersInitializing: false });
      }
    },

    async loadGiveaway(type, id, options = {}) {
      const key = String(id);
      const matches = (draw: GiveawayDraw) => draw.type === type && giveawayContentKey(draw) === key;
      await signedIn();
      try {
        let found: GiveawayDraw | undefined;
        for (const when of ['upcoming', 'past'] as const) {
          for (let at = 0; !found && at < LOOKUP_MAX_PAGES; at += 1) {
            const page = await fetchPage(when, type, GIVEAWAY_LOOKUP_PAGE_SIZE, at * GIVEAWAY_LOOKUP_PAGE_SIZE, options.signal);
            found = page.draws.find(matches);
            if (page.draws.length < GIVEAWAY_LOOKUP_PAGE_SIZE || (at + 1) * GIVEAWAY_LOOKUP_PAGE_SIZE >= page.total) break;
          }
          if (found) break;
        }
        if (!found) {
          set({ hasError: true, errorMsg: 'This giveaway could not be found.' });
          return null;
        }
        const draw = found;
        set((state) => ({ giveawayDynamicContent: { ...state.giveawayDynamicContent, [type]: { ...state.giveawayDynamicContent[type], [key]: draw } } }));
        succeeded();
        return draw;
      } catch (error) {
        failed(error);
        return null;
      }
    },

    async join(metadata) {
      if (!(await signedIn())) return { ok: false, messages: [{ message: 'Please log in to join.', code: 'unauthorised', level: 'error' }] };
      set({ joinStatus: 'pending' });
      const body: JoinMembershipBody = { membershipProgram: DAILY_WINNERS_PROGRAM, membershipStatus: 'member', ...(metadata ? { metadata } : {}) };
      try {
        const { result } = await api.request<CustomerMembership | null>('membershipJoin', { body });
        set({ joinStatus: 'resolved' });
        succeeded();
        if (result && typeof result === 'object' && 'membershipStatus' in result) {
          set({ customerMembership: result, membershipStatus: result.membershipStatus, membershipTier: result.membershipStatus === 'member' ? result.membershipTier : null, customerStatus: 'succeeded' });
        } else {
          await actions.loadCustomerMembership();
        }
        // Joining creates the customer's entries.
        await actions.loadUpcoming();
        return { ok: true };
      } catch (error) {
        set({ joinStatus: 'rejected' });
        failed(error);
        return failure(error);
      }
    },

    async unlock(drawId) {
      set((state) => ({ unlockRequests: { ...state.unlockRequests, [drawId]: 'pending' } }));
      const body: UnlockGiveawayBody = { entryStatus: 'unlocked' };
      try {
        const { result } = await api.request<UnlockGiveawayResult>('giveawayUnlock', { params: { id: drawId }, body });
        set((state) => ({
          upcomingDraws: result.upcomingDraws,
          upcomingStatus: 'succeeded',
          unlockRequests: { ...state.unlockRequests, [drawId]: 'resolved' },
        }));
        remember(result.upcomingDraws);
        succeeded();
        return { ok: true };
      } catch (error) {
        set((state) => ({ unlockRequests: { ...state.unlockRequests, [drawId]: 'rejected' } }));
        failed(error);
        return failure(error);
      }
    },

    subscribeToGiveaways(listener) {
      const own = listener ?? (() => undefined);
      listeners.add(own);
      openStream();
      return () => {
        listeners.delete(own);
        if (listeners.size === 0 && source) {
          source.close();
          source = null;
        }
      };
    },

    async markVisited() {
      if (get().visited) return;
      context.storage.set(visitedName, '1', MEMBERSHIP_VISITED_MAX_AGE_SECONDS);
      set({ visited: true });
    },

    async clearError() {
      set({ hasError: false, errorMsg: null });
    },

    async benefits() {
      try {
        const { result } = await api.request<MembershipBenefits>('membershipBenefits');
        succeeded();
        return { ok: true, ssoUrl: result.ssoUrl };
      } catch (error) {
        failed(error);
        return failure(error);
      }
    },
  };

  // One `giveaway-drawn` stream per store, open while anyone listens.
  const listeners = new Set<(event: GiveawayDrawnEvent) => void>();
  let source: EventSourceLike | null = null;
  let opening = false;

  async function giveawayDrawn(event: GiveawayDrawnEvent): Promise<void> {
    const state = get();
    const key = giveawayContentKey(event);
    await Promise.all([
      state.upcomingStatus === 'idle' ? undefined : actions.loadUpcoming(),
      state.giveawayDynamicContent[event.type]?.[key] ? actions.loadGiveaway(event.type, key) : undefined,
      ...(Object.keys(LIST_TYPES) as GiveawayListName[])
        .filter((list) => state[list].total > 0 && (!LIST_TYPES[list] || LIST_TYPES[list] === event.type))
        .map((list) => load(list, 0, false)),
    ]);
    set({ lastGiveawayDrawn: event });
    for (const listener of [...listeners]) listener(event);
  }

  function openStream(): void {
    const factory = context.eventSource;
    if (source || opening || !factory) return;
    opening = true;
    void api
      .discover()
      .then(({ services }) => {
        if (listeners.size === 0) return;
        const query = `app_key=${encodeURIComponent(context.appKey)}&events=${GIVEAWAY_DRAWN_EVENT}`;
        source = factory(`${services.main.replace(/\/+$/, '')}${DRAW_EVENTS_PATH}?${query}`);
        source.addEventListener(GIVEAWAY_DRAWN_EVENT, (message) => {
          const event = parseGiveawayDrawn(message.data);
          if (event) void giveawayDrawn(event);
        });
      })
      .catch(() => undefined)
      .finally(() => {
        opening = false;
      });
  }

  function sessionChanged(isAuthenticated: boolean): void {
    const current = get();
    if (!isAuthenticated) {
      set({
        membershipStatus: null,
        membershipTier: null,
        customerMembership: null,
        customerStatus: 'idle',
        joinStatus: 'idle',
        unlockRequests: {},
        // The giveaway pages reload on a session change; until then show no one's entry.
        giveawayDynamicContent: withoutEntries(current.giveawayDynamicContent),
      });
    } else if (current.customerStatus !== 'idle' || current.programConfigStatus !== 'idle' || current.upcomingStatus !== 'idle') {
      void actions.loadCustomerMembership();
    }
    if (current.upcomingStatus !== 'idle') void actions.loadUpcoming();
  }

  async function load(list: GiveawayListName, offset: number, append: boolean, signal?: AbortSignal): Promise<void> {
    const call = ++seq;
    listCalls[list] = call;
    set((state) => ({ [list]: { ...state[list], isFetching: true } }) as Partial<MembershipState>);
    try {
      await signedIn();
      const page = await fetchPage('past', LIST_TYPES[list], MEMBERSHIP_PAGE_LIMIT, offset, signal);
      // A later call for the same list wins.
      if (listCalls[list] !== call) return;
      set((state) => ({
        [list]: {
          limit: MEMBERSHIP_PAGE_LIMIT,
          offset: append ? state[list].offset : offset,
          total: page.total,
          isFetching: false,
          result: append ? [...state[list].result, ...page.draws] : page.draws,
        },
      }) as Partial<MembershipState>);
    } catch (error) {
      if (listCalls[list] !== call) return;
      set((state) => ({ [list]: { ...state[list], isFetching: false } }) as Partial<MembershipState>);
      failed(error);
    }
  }

  return { ...actions, sessionChanged };
}

function failure(error: unknown): { ok: false; messages: ApiMessage[] } {
  if (isAbortError(error)) return { ok: false, messages: [] };
  return { ok: false, messages: messagesOf(error, membershipErrorMessage(error)) };
}


/** The same giveaways without a customer's entry (after sign-out). */
function withoutEntries(content: MembershipState['giveawayDynamicContent']): MembershipState['giveawayDynamicContent'] {
  const cleared: MembershipState['giveawayDynamicContent'] = {};
  for (const [type, draws] of Object.entries(content) as [GiveawayType, Record<string, GiveawayDraw>][]) {
    cleared[type] = Object.fromEntries(Object.entries(draws).map(([key, draw]) => [key, { ...draw, entryStatus: null, permits: [] }]));
  }
  return cleared;
}

/** A `giveaway-drawn` event's data, or null when it is not one. */
export function parseGiveawayDrawn(data: unknown): GiveawayDrawnEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = toCamelKeys(JSON.parse(data)) as Partial<GiveawayDrawnEvent>;
    const typed = typeof event.type === 'string' && (GIVEAWAY_TYPES as readonly string[]).includes(event.type);
    return typed && typeof event.number === 'number' && typeof event.externalId === 'string' ? (event as GiveawayDrawnEvent) : null;
  } catch {
    return null;
  }
}
