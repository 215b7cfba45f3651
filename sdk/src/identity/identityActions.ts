/**
 * `GET /locate` and terms acceptance (shop-core §7 'Sign-in and customer'), and the linked
 * social sign-ins of the signed-in customer (`/social-authentication/list`, `/link`, `/unlink`).
 * Signing in with a provider is the session's `socialSignIn`.
 */
import type { Location, SocialIdentity, SocialProvider, TermsAcceptance } from '@drawkit/contract';
import type { DrawkitClient } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { ValueResult } from '../session/accountSecurity';

async function attempt<T>(run: () => Promise<T>): Promise<ValueResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, messages: isAbortError(error) ? [] : messagesOf(error) };
  }
}

export function locate(client: DrawkitClient): Promise<ValueResult<Location>> {
  return attempt(async () => (await client.api.request<Location>('locate')).result);
}

/** `POST /customer/terms-and-conditions`: accepts the current terms (or the `version` read). */
export function acceptTerms(client: DrawkitClient, version?: string): Promise<ValueResult<TermsAcceptance>> {
  return attempt(async () => (await client.api.request<TermsAcceptance>('termsAccept', { body: version === undefined ? {} : { version } })).result);
}

/** `POST /customer/terms-and-conditions/location`: confirms playing from here (refused from a banned country). */
export function acceptLocationTerms(client: DrawkitClient): Promise<ValueResult<TermsAcceptance>> {
  return attempt(async () => (await client.api.request<TermsAcceptance>('termsAcceptLocation', { body: {} })).result);
}

export function listSocialSignIns(client: DrawkitClient): Promise<ValueResult<SocialIdentity[]>> {
  return attempt(async () => (await client.api.request<SocialIdentity[]>('socialList')).result);
}

/** Links the provider identity an id token proves to the signed-in customer. */
export function linkSocialSignIn(client: DrawkitClient, provider: SocialProvider, idToken: string): Promise<ValueResult<SocialIdentity>> {
  return attempt(async () => (await client.api.request<SocialIdentity>('socialLink', { body: { provider, idToken } })).result);
}

export function unlinkSocialSignIn(client: DrawkitClient, provider: SocialProvider): Promise<ValueResult<{ provider: SocialProvider }>> {
  return attempt(async () => (await client.api.request<{ provider: SocialProvider }>('socialUnlink', { body: { provider } })).result);
}

/**
 * The provider's sign-in page for the storefront at `origin`: it comes back to
 * `/login/social/{provider}?intent=…` with the id token in the fragment. Only the demo's
 * sandbox provider has a page of the shop's own.
 */
export function socialSignInUrl(origin: string, provider: SocialProvider, intent: 'signin' | 'link'): string | null {
  return provider === 'sandbox' ? `${origin.replace(/\/+$/, '')}/sandbox/identity/authorize?intent=${intent}` : null;
}

/** The id token a provider put in the return page's fragment (`#id_token=…`), or null. */
export function idTokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('id_token');
  return token && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token) ? token : null;
}
