import type { Capabilities, CustomerOverview, LoginRequest, RefreshResult, SiteConfig } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEBOUNCE_MS, debounce } from '../api/debounce';
import type { SessionChangeReason, SessionState } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { createActivityTracker, type ActivityTracker } from '../session/activityTracker';
import { channelKeyOf, keptQueryParametersOf } from '../session/keptQueryParameters';
import { NO_TWO_FACTOR, TWO_FACTOR_RESEND_COOLDOWN_MS, canResendCode } from '../session/twoFactor';
import { DEFAULT_SESSION_TIMEOUT_SECONDS } from '../storage/storageNames';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../storage/storedSession';
import type { SessionActions, SessionShared } from './sessionActions';
import { NOTHING_PENDING, type SessionHooks } from './sessionHooks';
import type { StoreContext } from './storeContext';

export type { SessionHooks } from './sessionHooks';

export interface SessionController {
  store: StoreApi<SessionState>;
  /** User activity as the host reported it (heartbeat and idle sign-out read it). */
  activity: ActivityTracker;
  /** Keeps the tokens `POST /refresh` returned (in memory only when the refresh token is in the shop's cookie). */
  applyRefreshedTokens(tokens: RefreshResult): void;
  /** Clears the session without calling the server (a refresh failed). */
  clearSession(reason?: SessionChangeReason): void;
  /** `GET /logout`, then the logout effects; `reason` travels with the session-change event. */
  signOut(reason: SessionChangeReason): Promise<void>;
}

const SIGNED_OUT = {
  isAuthenticated: false,
  customerId: null,
  customerToken: null,
  sessionId: null,
  accessToken: null,
  refreshToken: null,
  isNewSignup: false,
  customer: null,
} as const;


/**
 * The customer session (shop-core §3, §4): config and capabilities, tokens restored from and
 * saved to storage (or, with the refresh token in the shop's HttpOnly cookie, kept in memory and
 * restored by a refresh with the cookie), login (3.2, with favourite numbers) and signup (3.5), both debounced 500 ms;
 * the two-factor step (code form, resend cooldown, lock), autologin with its screen states,
 * transfer, logout effects, kept utm parameters, and capability checks.
 *
 * A partner's purchase element first renders with only init, the restored tokens and `can()`:
 * those live here, and the sign-in work lives in sessionActions.ts, imported on the first
 * sign-in action. The debounce timers and the synchronous parts (clearing the waiting sign-in,
 * starting the resend cooldown) stay here so they happen the moment an action is called.
 */
export function createSessionStore(context: StoreContext, hooks: SessionHooks): SessionController {
  const { api, storage, names, emit, now } = context;
  const stored = readStoredSession(storage, names);
  const activity = createActivityTracker(now);
  let initialising: Promise<void> | undefined;

  const sessionSeconds = () => store.getState().config?.sessionTimeoutSeconds ?? DEFAULT_SESSION_TIMEOUT_SECONDS;

  let loading: Promise<SessionActions> | undefined;
  const actions = (): Promise<SessionActions> => {
    loading ??= import('./sessionActions').then((m) => m.createSessionActions(context, shared));
    return loading;
  };

  const debouncedLogin = debounce(DEBOUNCE_MS.login, async (request: LoginRequest) => (await actions()).login(request));
  const debouncedSignup = debounce(DEBOUNCE_MS.signup, async (request: Parameters<SessionState['signup']>[0]) => (await actions()).signup(request));
  const debouncedAutologin = debounce(DEBOUNCE_MS.autologin, async (token: string, code?: string, rememberDevice?: boolean) =>
    (await actions()).autologin(token, code, rememberDevice),
  );

  function defaults(config: SiteConfig | null, capabilities: Capabilities | null) {
    return {
      pricingId: config?.defaultPricingId ?? '',
      segmentName: config?.defaultSegment ?? capabilities?.defaultSegment ?? '',
    };
  }

  /** Logout effects (shop-core §4): "resets the customer and clears cookies"; the carts are forgotten too. */
  function clearSession(reason: SessionChangeReason = 'logout'): void {
    const { config, capabilities, isAuthenticated } = store.getState();
    shared.pending = undefined;
    clearStoredSession(storage, names);
    // Cached answers may be the customer's own (cart, customer-specific offers).
    api.clearCache();
    store.setState({ ...SIGNED_OUT, ...defaults(config, capabilities), twoFactor: NO_TWO_FACTOR, autologinStatus: 'idle', errors: [] });
    hooks.afterSignOut();
    if (isAuthenticated) {
      emit('identity-reset', {});
      emit('session-change', { isAuthenticated: false, reason });
    }
  }

  async function signOut(reason: SessionChangeReason): Promise<void> {
    if (store.getState().isAuthenticated) {
      try {
        await api.request('logout');
      } catch {
        // Signing out locally matters more than the server hearing about it.
      }
    }
    clearSession(reason);
  }

  const store = createStore<SessionState>()((set, get) => ({
    status: 'idle',
    isAuthenticated: Boolean(stored.customerId && stored.customerToken),
    customerId: stored.customerId,
    customerToken: stored.customerToken,
    sessionId: stored.sessionId,
    accessToken: stored.accessToken,
    refreshToken: stored.refreshToken,
    pricingId: stored.pricingId ?? '',
    segmentName: stored.segmentName ?? '',
    isNewSignup: false,
    customer: null,
    config: null,
    capabilities: null,
    errors: [],
    twoFactor: NO_TWO_FACTOR,
    autologinStatus: 'idle',
    keptQueryParameters: {},
    channelKey: 'web',

    init() {
      initialising ??= (async () => {
        set({ status: 'loading' });
        // With the refresh token in the shop's cookie, a sign-in flagged in storage is restored
        // alongside config and capabilities: pages wait for init before deciding who is signed in.
        // (restoreFromCookie settles every failure; the catch is for the chunk failing to load.)
        const restoring = !get().isAuthenticated && storage.get(names.signedIn) ? actions().then((a) => a.restoreFromCookie(), () => undefined) : undefined;
        try {
          const [config, capabilities] = await Promise.all([
            api.request<SiteConfig>('config'),
            api.request<Capabilities>('capabilities'),
          ]);
          const fallback = defaults(config.result, capabilities.result);
          set({
            config: config.result,
            capabilities: capabilities.result,
            pricingId: get().pricingId || fallback.pricingId,
            segmentName: get().segmentName || fallback.segmentName,
          });
        } catch (error) {
          initialising = undefined; // a later call may try again
          if (!isAbortError(error)) set({ status: 'failed', errors: messagesOf(error) });
          return;
        }
        await restoring;
        await get().loadCustomer();
        set({ status: 'succeeded' });
        hooks.afterInit?.();
      })();
      return initialising;
    },

    login: (request) => {
      // A fresh login starts over; a code for it is asked anew.
      shared.pending = undefined;
      set({ twoFactor: NO_TWO_FACTOR });
      return debouncedLogin(request);
    },

    signup: (request) => debouncedSignup(request),

    checkEmail: async (emailOrToken) => (await actions()).checkEmail(emailOrToken),

    submitCode: async (code, options = {}) => (await actions()).submitCode(code, options.rememberDevice),

    async resendCode() {
      const { twoFactor } = get();
      if (twoFactor.locked) return (await actions()).lockedOut;
      if (!canResendCode(twoFactor, now())) return { ok: false, messages: [] };
      const { pending } = shared;
      if (!pending) return NOTHING_PENDING;
      // A social sign-in names no email or link token to resend a code to: sign in again instead.
      if (pending.kind === 'social') return { ok: false, messages: [] };
      const emailOrToken = pending.kind === 'login' ? pending.request.email : pending.token;
      // "disabled 60 seconds after use", from the moment it is used (canResendCode() says so at once).
      const usedAt = now();
      set({ twoFactor: { ...twoFactor, resendAvailableAt: usedAt + TWO_FACTOR_RESEND_COOLDOWN_MS } });
      return (await actions()).resendCode(emailOrToken, usedAt);
    },

    canResendCode: () => canResendCode(get().twoFactor, now()),

    cancelTwoFactor() {
      shared.pending = undefined;
      set({ twoFactor: NO_TWO_FACTOR, status: 'idle', errors: [] });
    },

    autologin: (token, code) => {
      if (code === undefined) shared.pending = undefined;
      return debouncedAutologin(token, code, undefined);
    },

    transfer: async (token) => (await actions()).transfer(token),
    socialSignIn: async (provider, idToken) => (await actions()).socialSignIn(provider, idToken),

    markActive() {
      activity.markActive();
    },

    keepQueryParameters(url) {
      const kept = keptQueryParametersOf(url);
      // An address without utm parameters keeps what the landing page brought.
      if (Object.keys(kept).length === 0) return;
      set({ keptQueryParameters: kept, channelKey: channelKeyOf(kept) });
    },

    logout: () => signOut('logout'),

    accountClosed: () => clearSession('account-closed'),

    async loadCustomer() {
      if (!get().isAuthenticated) return;
      try {
        const { result } = await api.request<CustomerOverview>('customer');
        // A refresh may have failed and signed the customer out while we waited.
        if (!get().isAuthenticated) return;
        set({ customer: result, pricingId: result.pricingId || get().pricingId, segmentName: result.segmentName || get().segmentName });
        writeStoredSession(storage, names, { pricingId: result.pricingId, segmentName: result.segmentName }, sessionSeconds());
      } catch {
        // The overview is optional to every caller; a failed refresh has already cleared the session.
      }
    },

    saveFavouriteNumbers: async (favouriteNumbers) => (await actions()).saveFavouriteNumbers(favouriteNumbers),

    can(capability) {
      const { capabilities, customer, segmentName } = get();
      if (!capabilities) return false;
      const name = customer?.segmentName || segmentName || capabilities.defaultSegment;
      const segment =
        capabilities.segments.find((s) => s.name === name) ??
        capabilities.segments.find((s) => s.name === capabilities.defaultSegment);
      return segment?.capabilities.includes(capability) ?? false;
    },
  }));

  const shared: SessionShared = { store, activity, hooks, pending: undefined, sessionSeconds, debouncedLogin, debouncedAutologin };

  return {
    store,
    activity,
    applyRefreshedTokens(tokens) {
      // The same session: only the tokens change (the refresh token only when it is not in the shop's cookie).
      store.setState({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? null });
      writeStoredSession(storage, names, tokens, sessionSeconds());
    },
    clearSession,
    signOut,
  };
}
