import type { ApiMessage, AuthenticatorSetup, TwoFactorStatus } from '@drawkit/contract';
import type { ActionResult, DrawkitClient } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';

/**
 * Password and two-factor settings calls (shop-core §7 "Sign-in and customer"): forgot and
 * reset password, the forced password change, and the login-and-security two-factor set-up.
 * Plain functions over a client: each call is one request, answered as a result the UI shows.
 */

/** What a page shows after `POST /password/forgot`, whether or not the address has an account. */
export const FORGOT_PASSWORD_CONFIRMATION = 'If an account exists for that email address, we have emailed a link to reset your password.';

/** 'New Password Saved' (shop-specialised §8). */
export const NEW_PASSWORD_SAVED = {
  title: 'New Password Saved',
  message: 'Thanks for keeping your account secure. Please remember your new password for future logins.',
} as const;

/** "Email link no longer valid ('expired or has already been used')" (shop-specialised §8). */
export const LINK_EXPIRED_MESSAGE = 'This link has expired or has already been used.';

export type ValueResult<T> = { ok: true; value: T } | { ok: false; messages: ApiMessage[] };

async function attempt<T>(run: () => Promise<T>): Promise<ValueResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, messages: isAbortError(error) ? [] : messagesOf(error) };
  }
}

const done = (outcome: ValueResult<unknown>): ActionResult => (outcome.ok ? { ok: true } : outcome);

/** `POST /password/forgot {email}`: the server answers the same for every address. */
export async function forgotPassword(client: DrawkitClient, email: string): Promise<ActionResult> {
  return done(await attempt(() => client.api.request('passwordForgot', { body: { email } })));
}

/**
 * `POST /password/reset {token, password}` from the emailed `/login/reset/{token}` link. A used or
 * expired link (`token_invalid`) answers with the "expired or has already been used" wording.
 */
export async function resetPassword(client: DrawkitClient, token: string, password: string): Promise<ActionResult> {
  const outcome = done(await attempt(() => client.api.request('passwordReset', { body: { token, password } })));
  if (outcome.ok) return outcome;
  return { ok: false, messages: outcome.messages.map((m) => (m.code === 'token_invalid' ? { ...m, message: LINK_EXPIRED_MESSAGE } : m)) };
}

/** `POST /password/force-change {password}`; on success the overview is reloaded, so `forcePasswordChange` clears. */
export async function forceChangePassword(client: DrawkitClient, password: string): Promise<ActionResult> {
  const outcome = done(await attempt(() => client.api.request('passwordForceChange', { body: { password } })));
  if (outcome.ok) await client.session.getState().loadCustomer();
  return outcome;
}

/** `GET /customer/two-factor-auth`: on or off, the method, and whether authenticator set-up is pending. */
export async function loadTwoFactorStatus(client: DrawkitClient): Promise<ValueResult<TwoFactorStatus>> {
  return attempt(async () => (await client.api.request<TwoFactorStatus>('twoFactorStatus')).result);
}

/** `POST /customer/two-factor-auth/authenticator`: the secret and its QR code (a PNG data URL) to scan. */
export async function beginAuthenticatorSetup(client: DrawkitClient): Promise<ValueResult<AuthenticatorSetup>> {
  return attempt(async () => (await client.api.request<AuthenticatorSetup>('twoFactorAuthenticatorBegin')).result);
}

/** `POST /customer/two-factor-auth/authenticator/confirm {code}`: turns the authenticator on. */
export async function confirmAuthenticator(client: DrawkitClient, code: string): Promise<ValueResult<TwoFactorStatus>> {
  return attempt(async () => (await client.api.request<TwoFactorStatus>('twoFactorAuthenticatorConfirm', { body: { code } })).result);
}

/** `POST /customer/two-factor-auth/email`: codes by email from now on. */
export async function switchToEmailTwoFactor(client: DrawkitClient): Promise<ValueResult<TwoFactorStatus>> {
  return attempt(async () => (await client.api.request<TwoFactorStatus>('twoFactorEmail')).result);
}

/** `DELETE /customer/two-factor-auth`: two-factor off (remembered devices forgotten). */
export async function disableTwoFactor(client: DrawkitClient): Promise<ValueResult<TwoFactorStatus | null>> {
  return attempt(async () => (await client.api.request<TwoFactorStatus | null>('twoFactorDisable')).result);
}
