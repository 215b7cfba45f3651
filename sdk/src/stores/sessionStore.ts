import type { Capabilities, CustomerOverview, LoginResult, RefreshResult, SiteConfig } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ActionResult, SessionState } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { DEFAULT_SESSION_TIMEOUT_SECONDS } from '../storage/storageNames';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../storage/storedSession';
import type { StoreContext } from './storeContext';

export interface SessionHooks {
  /** Runs once a login or signup has stored its tokens: convert the anonymous cart, reload carts. */
  afterSignIn(): Promise<void>;
  /** Runs when the session is cleared (logout or a failed refresh): forget what was the customer's. */
  afterSignOut(): void;
}

export interface SessionController {
  store: StoreApi<SessionState>;
  /** Stores the tokens `POST /refresh` returned. */
  applyRefreshedTokens(tokens: RefreshResult): void;
  /** Clears the session without calling the server (a refresh failed). */
  clearSession(): void;
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
 * saved to storage, login (3.2) and signup (3.5), logout, and capability checks.
 */
export function createSessionStore(context: StoreContext, hooks: SessionHooks): SessionController {
  const { api, storage, names, emit } = context;
  const stored = readStoredSession(storage, names);
  let initialising: Promise<void> | undefined;

  const sessionSeconds = () => store.getState().config?.sessionTimeoutSeconds ?? DEFAULT_SESSION_TIMEOUT_SECONDS;

  function defaults(config: SiteConfig | null, capabilities: Capabilities | null) {
    return {
      pricingId: config?.defaultPricingId ?? '',
      segmentName: config?.defaultSegment ?? capabilities?.defaultSegment ?? '',
    };
  }

  function clearSession(): void {
    const { config, capabilities, isAuthenticated } = store.getState();
    clearStoredSession(storage, names);
    store.setState({ ...SIGNED_OUT, ...defaults(config, capabilities) });
    hooks.afterSignOut();
    if (isAuthenticated) emit('session-change', { isAuthenticated: false });
  }

  async function signIn(result: LoginResult, isNewSignup: boolean): Promise<void> {
    const { customer } = result;
    const identity = {
      isAuthenticated: Boolean(customer.customerId && customer.customerToken),
      customerId: customer.customerId,
      customerToken: customer.customerToken,
      sessionId: customer.sessionId,
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      pricingId: customer.pricingId || store.getState().pricingId,
      segmentName: customer.segmentName || store.getState().segmentName,
      isNewSignup: isNewSignup || customer.isNewSignup,
      errors: [],
    };
    store.setState(identity);
    writeStoredSession(storage, names, identity, sessionSeconds());
    await hooks.afterSignIn();
    await store.getState().loadCustomer();
    store.setState({ status: 'succeeded' });
    emit('session-change', { isAuthenticated: identity.isAuthenticated });
  }

  async function authenticate(run: () => Promise<LoginResult>, isNewSignup: boolean): Promise<ActionResult> {
    store.setState({ status: 'loading', errors: [] });
    let result: LoginResult;
    try {
      result = await run();
    } catch (error) {
      if (isAbortError(error)) {
        store.setState({ status: 'idle' });
        return { ok: false, messages: [] };
      }
      const messages = messagesOf(error);
      store.setState({ status: 'failed', errors: messages });
      return { ok: false, messages };
    }
    await signIn(result, isNewSignup);
    return { ok: true };
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

    init() {
      initialising ??= (async () => {
        set({ status: 'loading' });
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
        await get().loadCustomer();
        set({ status: 'succeeded' });
      })();
      return initialising;
    },

    login: (request) => authenticate(async () => (await api.request<LoginResult>('login', { body: request })).result, false),

    signup: (request) => authenticate(async () => (await api.request<LoginResult>('signup', { body: request })).result, true),

    async logout() {
      if (get().isAuthenticated) {
        try {
          await api.request('logout');
        } catch {
          // Signing out locally matters more than the server hearing about it.
        }
      }
      clearSession();
    },

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

  return {
    store,
    applyRefreshedTokens(tokens) {
      store.setState({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      writeStoredSession(storage, names, tokens, sessionSeconds());
    },
    clearSession,
  };
}
