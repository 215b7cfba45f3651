/**
 * The sign-in work of the session store (shop-core §3, §4, §5): login, signup, the two-factor
 * step, autologin, transfer, favourite numbers, and restoring a sign-in from the shop's cookie.
 * A partner's purchase element renders with only the session's init and `can()`, so this is
 * imported on the first sign-in action (or by init, when there is a sign-in to restore) and is
 * not part of its first download (see sessionStore.ts).
 */
import type { CheckEmailResult, LoginRequest, LoginResult, RefreshResult, SignupRequest, SocialProvider } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { ActionResult, FavouriteNumbersSaveResult, SessionChangeReason, SessionState, TwoFactorCheck } from '../clientTypes';
import { isNetworkError } from '../errors/NetworkError';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { ActivityTracker } from '../session/activityTracker';
import { resendTwoFactorCode } from '../session/resendTwoFactorCode';
import { saveFavouriteNumbers } from '../session/saveFavouriteNumbers';
import { NO_TWO_FACTOR } from '../session/twoFactor';
import { TWO_FACTOR_LOCKED_MESSAGE, twoFactorCodeOf, validateTwoFactorCode } from '../session/twoFactorCode';
import { rememberDeviceToken, withDeviceToken } from '../storage/deviceToken';
import { writeStoredSession } from '../storage/storedSession';
import { NOTHING_PENDING, type SessionHooks } from './sessionHooks';
import type { StoreContext } from './storeContext';

/** The sign-in waiting for a two-factor code; kept out of the store so the password is never observable. */
export type PendingSignIn =
  | { kind: 'login'; request: LoginRequest }
  | { kind: 'autologin'; token: string }
  | { kind: 'transfer'; token: string }
  | { kind: 'social'; provider: SocialProvider; idToken: string };

/** What the store module shares with its actions: the waiting sign-in and the debounced entry points. */
export interface SessionShared {
  store: StoreApi<SessionState>;
  activity: ActivityTracker;
  hooks: SessionHooks;
  /** The waiting sign-in; the store clears it synchronously (logout, cancel, a fresh login). */
  pending: PendingSignIn | undefined;
  sessionSeconds(): number;
  /** The store's debounced login and autologin, so a code goes through the same 500 ms wait. */
  debouncedLogin(request: LoginRequest): Promise<ActionResult>;
  debouncedAutologin(token: string, code?: string, rememberDevice?: boolean): Promise<ActionResult>;
}

export type SessionActions = ReturnType<typeof createSessionActions>;

/**
 * What a locked account hears when it sends or asks for a code again. Here rather than in the
 * store, which has it from here: the sign-in that locked the account loaded these actions, and
 * the message is not sent with every page's first download.
 */
const LOCKED_OUT: ActionResult = { ok: false, messages: [TWO_FACTOR_LOCKED_MESSAGE] };

export function createSessionActions(context: StoreContext, shared: SessionShared) {
  const { api, storage, names, emit, now } = context;
  const { store, activity, hooks } = shared;

  const withDevice = <B extends object>(body: B) => withDeviceToken(storage, names, body);

  async function signIn(result: LoginResult, isNewSignup: boolean, reason: SessionChangeReason): Promise<void> {
    shared.pending = undefined;
    activity.markActive();
    rememberDeviceToken(storage, names, result, now());
    const { customer } = result;
    const identity = {
      isAuthenticated: Boolean(customer.customerId && customer.customerToken),
      customerId: customer.customerId,
      customerToken: customer.customerToken,
      sessionId: customer.sessionId,
      accessToken: result.accessToken,
      // Absent when the shop set it as an HttpOnly cookie instead.
      refreshToken: result.refreshToken ?? null,
      pricingId: customer.pricingId || store.getState().pricingId,
      segmentName: customer.segmentName || store.getState().segmentName,
      isNewSignup: isNewSignup || customer.isNewSignup,
      errors: [],
      twoFactor: NO_TWO_FACTOR,
    };
    store.setState(identity);
    writeStoredSession(storage, names, identity, shared.sessionSeconds());
    await hooks.afterSignIn();
    await store.getState().loadCustomer();
    store.setState({ status: 'succeeded' });
    emit('session-change', { isAuthenticated: identity.isAuthenticated, reason });
  }

  /**
   * After a reload, with the refresh token in the shop's HttpOnly cookie: refresh with the cookie
   * to learn the access and customer tokens again (init calls this when storage flags a sign-in).
   * A refusal means there is no sign-in left (expired, signed out elsewhere): the shopper is
   * simply signed out, with no notice; no answer keeps the flag for the next page load.
   */
  async function restoreFromCookie(): Promise<void> {
    try {
      const { result } = await api.request<RefreshResult>('refresh');
      // A sign-in that finished meanwhile is newer than what the cookie held.
      if (store.getState().isAuthenticated || !result.customerToken) return;
      const { customerId, customerToken, sessionId, accessToken } = result;
      store.setState({ isAuthenticated: true, customerId, customerToken, sessionId, accessToken });
      writeStoredSession(storage, names, result, shared.sessionSeconds());
    } catch (error) {
      if (!isAbortError(error) && !isNetworkError(error)) storage.remove(names.signedIn);
    }
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
        shared.pending = options.twoFactor.pending;
        return enterTwoFactor(code, error, options.twoFactor.emailOrToken);
      }
      const messages = messagesOf(error);
      store.setState({ status: 'failed', errors: messages });
      return { ok: false, messages };
    }
    await signIn(result, options.isNewSignup, options.reason);
    return { ok: true };
  }

  function login(request: LoginRequest): Promise<ActionResult> {
    const { otp: _otp, rememberDevice: _remember, ...credentials } = request;
    return authenticate(async () => (await api.request<LoginResult>('login', { body: withDevice(request) })).result, {
      isNewSignup: false,
      reason: 'login',
      twoFactor: { pending: { kind: 'login', request: credentials }, emailOrToken: request.email },
    });
  }

  function signup(request: SignupRequest): Promise<ActionResult> {
    // Attribution defaults to the kept utm parameters of the landing page.
    const { keptQueryParameters } = store.getState();
    const body: SignupRequest = request.attribution || Object.keys(keptQueryParameters).length === 0 ? request : { ...request, attribution: { ...keptQueryParameters } };
    return authenticate(async () => (await api.request<LoginResult>('signup', { body })).result, { isNewSignup: true, reason: 'signup' });
  }

  /** The autologin screen (shop-core §4): loading or verifying, then success, 2fa or error. */
  async function autologin(token: string, code?: string, rememberDevice?: boolean): Promise<ActionResult> {
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
  function transfer(token: string, code?: string, rememberDevice?: boolean): Promise<ActionResult> {
    const body = withDevice({ token, ...(code === undefined ? {} : { code }), ...(rememberDevice === undefined ? {} : { rememberDevice }) });
    return authenticate(async () => (await api.request<LoginResult>('transfer', { body })).result, {
      isNewSignup: false,
      reason: 'transfer',
      twoFactor: { pending: { kind: 'transfer', token }, emailOrToken: token },
    });
  }

  /** `POST /social-authentication {provider, id_token, code?}`, answering two-factor like a login. */
  function socialSignIn(provider: SocialProvider, idToken: string, code?: string, rememberDevice?: boolean): Promise<ActionResult> {
    const body = withDevice({ provider, idToken, ...(code === undefined ? {} : { code }), ...(rememberDevice === undefined ? {} : { rememberDevice }) });
    return authenticate(async () => (await api.request<LoginResult>('socialAuthentication', { body })).result, {
      isNewSignup: false,
      reason: 'social',
      twoFactor: { pending: { kind: 'social', provider, idToken }, emailOrToken: '' },
    });
  }

  /** Checks the code, then sends the waiting sign-in again with it. */
  function submitCode(code: string, rememberDevice: boolean | undefined): Promise<ActionResult> {
    const { twoFactor } = store.getState();
    if (twoFactor.locked) return Promise.resolve(LOCKED_OUT);
    const invalid = validateTwoFactorCode(code);
    if (invalid.length > 0) {
      store.setState({ twoFactor: { ...twoFactor, errors: invalid } });
      return Promise.resolve({ ok: false, messages: invalid });
    }
    store.setState({ twoFactor: { ...twoFactor, errors: [] } });
    const { pending } = shared;
    if (!pending) return Promise.resolve(NOTHING_PENDING);
    if (pending.kind === 'autologin') return shared.debouncedAutologin(pending.token, code, rememberDevice);
    if (pending.kind === 'transfer') return transfer(pending.token, code, rememberDevice);
    if (pending.kind === 'social') return socialSignIn(pending.provider, pending.idToken, code, rememberDevice);
    const request: LoginRequest = { ...pending.request, otp: code };
    if (rememberDevice !== undefined) request.rememberDevice = rememberDevice;
    return shared.debouncedLogin(request);
  }

  /** `POST /two-factor/resend`, after the store has started the cooldown at `usedAt`. */
  async function resendCode(emailOrToken: string, usedAt: number): Promise<ActionResult> {
    const outcome = await resendTwoFactorCode(api, emailOrToken, usedAt, () => store.getState().twoFactor);
    store.setState({ twoFactor: outcome.twoFactor });
    return outcome.ok ? { ok: true } : { ok: false, messages: outcome.twoFactor.errors };
  }

  return {
    lockedOut: LOCKED_OUT,
    restoreFromCookie,
    login,
    signup,
    autologin,
    transfer,
    socialSignIn: (provider: SocialProvider, idToken: string) => socialSignIn(provider, idToken),
    checkEmail,
    submitCode,
    resendCode,
    saveFavouriteNumbers: (favouriteNumbers: Record<string, number[]>): Promise<FavouriteNumbersSaveResult> => saveFavouriteNumbers(api, store, favouriteNumbers),
  };
}
