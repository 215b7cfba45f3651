import type {
  Capabilities,
  CheckEmailResult,
  CustomerOverview,
  LoginRequest,
  LoginResult,
  RefreshResult,
  SignupRequest,
  SiteConfig,
} from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEBOUNCE_MS, debounce } from '../api/debounce';
import type { ActionResult, SessionChangeReason, SessionState, TwoFactorCheck } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { createActivityTracker, type ActivityTracker } from '../session/activityTracker';
import { channelKeyOf, keptQueryParametersOf } from '../session/keptQueryParameters';
import { resendTwoFactorCode } from '../session/resendTwoFactorCode';
import {
  NO_TWO_FACTOR,
  TWO_FACTOR_LOCKED_MESSAGE,
  TWO_FACTOR_RESEND_COOLDOWN_MS,
  canResendCode,
  twoFactorCodeOf,
  validateTwoFactorCode,
} from '../session/twoFactor';
import { DEFAULT_SESSION_TIMEOUT_SECONDS } from '../storage/storageNames';
import { rememberDeviceToken, withDeviceToken } from '../storage/deviceToken';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../storage/storedSession';
import type { StoreContext } from './storeContext';

export interface SessionHooks {
  /** Runs once a login or signup has stored its tokens: convert the anonymous cart, reload carts. */
  afterSignIn(): Promise<void>;
  /** Runs when the session is cleared (logout or a failed refresh): forget what was the customer's. */
  afterSignOut(): void;
  /** Runs once `init()` has loaded config and capabilities: start the session timers. */
  afterInit?(): void;
}

export interface SessionController {
  store: StoreApi<SessionState>;
  /** User activity as the host reported it (heartbeat and idle sign-out read it). */
  activity: ActivityTracker;
  /** Stores the tokens `POST /refresh` returned. */
  applyRefreshedTokens(tokens: RefreshResult): void;
  /** Clears the session without calling the server (a refresh failed). */
  clearSession(reason?: SessionChangeReason): void;
  /** `GET /logout`, then the logout effects; `reason` travels with the session-change event. */
  signOut(reason: SessionChangeReason): Promise<void>;
}

/** The sign-in waiting for a two-factor code; kept out of the store so the password is never observable. */
type PendingSignIn = { kind: 'login'; request: LoginRequest } | { kind: 'autologin'; token: string } | { kind: 'transfer'; token: string };

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
 * saved to storage, login (3.2, with favourite numbers) and signup (3.5), both debounced 500 ms;
 * the two-factor step (code form, resend cooldown, lock), autologin with its screen states,
 * transfer, logout effects, kept utm parameters, and capability checks.
 */
export function createSessionStore(context: StoreContext, hooks: SessionHooks): SessionController {
  const { api, storage, names, emit, now } = context;
  const stored = readStoredSession(storage, names);
  const activity = createActivityTracker(now);
  let initialising: Promise<void> | undefined;
  let pending: PendingSignIn | undefined;

  const sessionSeconds = () => store.getState().config?.sessionTimeoutSeconds ?? DEFAULT_SESSION_TIMEOUT_SECONDS;

  function defaults(config: SiteConfig | null, capabilities: Capabilities | null) {
    return {
      pricingId: config?.defaultPricingId ?? '',
      segmentName: config?.defaultSegment ?? capabilities?.defaultSegment ?? '',
    };
  }

  /** Logout effects (shop-core §4): "resets the customer and clears cookies"; the carts are forgotten too. */
  function clearSession(reason: SessionChangeReason = 'logout'): void {
    const { config, capabilities, isAuthenticated } = store.getState();
    pending = undefined;
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

  const withDevice = <B extends object>(body: B) => withDeviceToken(storage, names, body);

  async function signIn(result: LoginResult, isNewSignup: boolean, reason: SessionChangeReason): Promise<void> {
    pending = undefined;
    activity.markActive();
    rememberDeviceToken(storage, names, result, now());
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
      twoFactor: NO_TWO_FACTOR,
    };
    store.setState(identity);
    writeStoredSession(storage, names, identity, sessionSeconds());
    await hooks.afterSignIn();
    await store.getState().loadCustomer();
    store.setState({ status: 'succeeded' });
    emit('session-change', { isAuthenticated: identity.isAuthenticated, reason });
  }

  /** Learns the method and masked address of the code (`POST /check-email`); the code form works without them. */
  async function checkEmail(emailOrToken: string): Promise<TwoFactorCheck> {
    try {
      const { result } = await api.request<CheckEmailResult>('checkEmail', { body: { emailOrToken } });
      return { ok: true, twoFactorAuth: result.twoFactorAuth };
    } catch (error) {
      return { ok: false, messages: isAbortError(error) ? [] : messagesOf(error) };
    }
  }

  /**
   * The server asked for a second factor (401 `2fa_required`/`2fa_incorrect`) or locked the
   * account (423): open or update the code form. The first ask is not an error to show.
   */
  async function enterTwoFactor(code: NonNullable<ReturnType<typeof twoFactorCodeOf>>, error: unknown, emailOrToken: string): Promise<ActionResult> {
    const messages = messagesOf(error);
    const { twoFactor } = store.getState();
    let { method, identifier, rememberDeviceDays } = twoFactor;
    if (!twoFactor.required) {
      const check = await checkEmail(emailOrToken);
      if (check.ok) {
        ({ method, identifier } = check.twoFactorAuth);
        rememberDeviceDays = check.twoFactorAuth.rememberDeviceDays ?? null;
      }
    }
    store.setState({
      status: 'idle',
      errors: [],
      twoFactor: {
        ...twoFactor,
        required: true,
        method,
        identifier,
        rememberDeviceDays,
        locked: code === '2fa_account_locked',
        errors: code === '2fa_required' && !twoFactor.required ? [] : messages,
      },
    });
    return { ok: false, messages };
  }

  /** Runs a sign-in call; a two-factor answer opens the code form instead of failing. */
  async function authenticate(
    run: () => Promise<LoginResult>,
    options: { isNewSignup: boolean; reason: SessionChangeReason; twoFactor?: { pending: PendingSignIn; emailOrToken: string } },
  ): Promise<ActionResult> {
    store.setState({ status: 'loading', errors: [] });
    let result: LoginResult;
    try {
      result = await run();
    } catch (error) {
      if (isAbortError(error)) {
        store.setState({ status: 'idle' });
        return { ok: false, messages: [] };
      }
      const code = twoFactorCodeOf(error);
      if (code && options.twoFactor) {
        pending = options.twoFactor.pending;
        return enterTwoFactor(code, error, options.twoFactor.emailOrToken);
      }
      const messages = messagesOf(error);
      store.setState({ status: 'failed', errors: messages });
      return { ok: false, messages };
    }
    await signIn(result, options.isNewSignup, options.reason);
    return { ok: true };
  }

  const runLogin = (request: LoginRequest): Promise<ActionResult> => {
    const { otp: _otp, rememberDevice: _remember, ...credentials } = request;
    return authenticate(async () => (await api.request<LoginResult>('login', { body: withDevice(request) })).result, {
      isNewSignup: false,
      reason: 'login',
      twoFactor: { pending: { kind: 'login', request: credentials }, emailOrToken: request.email },
    });
  };

  const runSignup = (request: SignupRequest): Promise<ActionResult> => {
    // Attribution defaults to the kept utm parameters of the landing page.
    const { keptQueryParameters }: SessionState = store.getState();
    const body: SignupRequest = request.attribution || Object.keys(keptQueryParameters).length === 0 ? request : { ...request, attribution: { ...keptQueryParameters } };
    return authenticate(async () => (await api.request<LoginResult>('signup', { body })).result, { isNewSignup: true, reason: 'signup' });
  };

  /** The autologin screen (shop-core §4): loading or verifying, then success, 2fa or error. */
  async function runAutologin(token: string, code?: string, rememberDevice?: boolean): Promise<ActionResult> {
    store.setState({ autologinStatus: code === undefined ? 'loading' : 'verifying' });
    const body = withDevice({ token, ...(code === undefined ? {} : { code }), ...(rememberDevice === undefined ? {} : { rememberDevice }) });
    const outcome = await authenticate(async () => (await api.request<LoginResult>('autologin', { body })).result, {
      isNewSignup: false,
      reason: 'autologin',
      twoFactor: { pending: { kind: 'autologin', token }, emailOrToken: token },
    });
    const { twoFactor } = store.getState();
    store.setState({ autologinStatus: outcome.ok ? 'success' : twoFactor.required ? '2fa' : outcome.messages.length ? 'error' : 'idle' });
    return outcome;
  }

  /** `POST /transfer` (form), answering two-factor like autologin does. */
  function runTransfer(token: string, code?: string, rememberDevice?: boolean): Promise<ActionResult> {
    const body = withDevice({ token, ...(code === undefined ? {} : { code }), ...(rememberDevice === undefined ? {} : { rememberDevice }) });
    return authenticate(async () => (await api.request<LoginResult>('transfer', { body })).result, {
      isNewSignup: false,
      reason: 'transfer',
      twoFactor: { pending: { kind: 'transfer', token }, emailOrToken: token },
    });
  }

  const debouncedLogin = debounce(DEBOUNCE_MS.login, runLogin);
  const debouncedSignup = debounce(DEBOUNCE_MS.signup, runSignup);
  const debouncedAutologin = debounce(DEBOUNCE_MS.autologin, runAutologin);

  const NOTHING_PENDING: ActionResult = { ok: false, messages: [{ message: 'No sign-in is waiting for a code.', code: 'ValidationError', level: 'error' }] };

  /** Sends the waiting sign-in again with the code. */
  function retryPending(code: string, rememberDevice: boolean | undefined): Promise<ActionResult> {
    if (!pending) return Promise.resolve(NOTHING_PENDING);
    if (pending.kind === 'autologin') return debouncedAutologin(pending.token, code, rememberDevice);
    if (pending.kind === 'transfer') return runTransfer(pending.token, code, rememberDevice);
    const request: LoginRequest = { ...pending.request, otp: code };
    if (rememberDevice !== undefined) request.rememberDevice = rememberDevice;
    return debouncedLogin(request);
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
        hooks.afterInit?.();
      })();
      return initialising;
    },

    login: (request) => {
      // A fresh login starts over; a code for it is asked anew.
      pending = undefined;
      set({ twoFactor: NO_TWO_FACTOR });
      return debouncedLogin(request);
    },

    signup: (request) => debouncedSignup(request),

    checkEmail,

    async submitCode(code, options = {}) {
      const { twoFactor } = get();
      if (twoFactor.locked) return { ok: false, messages: [TWO_FACTOR_LOCKED_MESSAGE] };
      const invalid = validateTwoFactorCode(code);
      if (invalid.length > 0) {
        set({ twoFactor: { ...twoFactor, errors: invalid } });
        return { ok: false, messages: invalid };
      }
      set({ twoFactor: { ...twoFactor, errors: [] } });
      return retryPending(code, options.rememberDevice);
    },

    async resendCode() {
      const { twoFactor } = get();
      if (twoFactor.locked) return { ok: false, messages: [TWO_FACTOR_LOCKED_MESSAGE] };
      if (!canResendCode(twoFactor, now())) return { ok: false, messages: [] };
      if (!pending) return NOTHING_PENDING;
      const emailOrToken = pending.kind === 'login' ? pending.request.email : pending.token;
      // "disabled 60 seconds after use", from the moment it is used.
      const usedAt = now();
      set({ twoFactor: { ...twoFactor, resendAvailableAt: usedAt + TWO_FACTOR_RESEND_COOLDOWN_MS } });
      const outcome = await resendTwoFactorCode(api, emailOrToken, usedAt, () => get().twoFactor);
      set({ twoFactor: outcome.twoFactor });
      return outcome.ok ? { ok: true } : { ok: false, messages: outcome.twoFactor.errors };
    },

    canResendCode: () => canResendCode(get().twoFactor, now()),

    cancelTwoFactor() {
      pending = undefined;
      set({ twoFactor: NO_TWO_FACTOR, status: 'idle', errors: [] });
    },

    autologin: (token, code) => {
      if (code === undefined) pending = undefined;
      return debouncedAutologin(token, code, undefined);
    },

    transfer: (token) => runTransfer(token),

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
    activity,
    applyRefreshedTokens(tokens) {
      store.setState({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      writeStoredSession(storage, names, tokens, sessionSeconds());
    },
    clearSession,
    signOut,
  };
}
