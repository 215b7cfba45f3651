/**
 * The account area's calls (shop-core §7 "Sign-in and customer"): details, the address and
 * email confirmations, the signed-in password change, communication preferences with the
 * marketing unsubscribe, and closing the account. Plain functions over a client, as
 * session/accountSecurity.ts: each is one request, answered as a result the UI shows.
 */
import type {
  CommunicationChannel,
  CommunicationPreferences,
  CustomerDetails,
  CustomerDetailsRequest,
  CustomerDetailsUpdateResult,
} from '@drawkit/contract';
import type { ActionResult, DrawkitClient } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { ValueResult } from '../session/accountSecurity';
import {
  ADDRESS_CONFIRM_FAILED,
  ADDRESS_CONFIRMED,
  DETAILS_UPDATED,
  DETAILS_UPDATED_UNVERIFIED_TITLE,
  EMAIL_CONFIRMED,
  PREFERENCES_SAVED,
  UNSUBSCRIBED,
} from './accountMessages';
import type { ConfirmationKind } from './confirmationBanner';

async function attempt<T>(run: () => Promise<T>): Promise<ValueResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, messages: isAbortError(error) ? [] : messagesOf(error) };
  }
}

const done = (outcome: ValueResult<unknown>): ActionResult => (outcome.ok ? { ok: true } : outcome);

function notifySuccess(client: DrawkitClient, message: string, title = 'Success'): void {
  client.notifications.getState().notify({ title, message, level: 'success', isAutoDismissed: true });
}

/** `GET /customer/details` (3.2). */
export function loadCustomerDetails(client: DrawkitClient): Promise<ValueResult<CustomerDetails>> {
  return attempt(async () => (await client.api.request<CustomerDetails>('customerDetails')).result);
}

/**
 * `POST /customer/details` (3.2). On success the 'Success' notification (or its 'Details
 * updated, your account is now unverified' variant) shows and the overview is reloaded, so the
 * banner and the navigation follow; failures come back as the server's messages, by field.
 */
export async function saveCustomerDetails(client: DrawkitClient, details: CustomerDetailsRequest): Promise<ValueResult<CustomerDetailsUpdateResult>> {
  const outcome = await attempt(async () => (await client.api.request<CustomerDetailsUpdateResult>('customerDetailsUpdate', { body: details })).result);
  if (!outcome.ok) return outcome;
  notifySuccess(client, DETAILS_UPDATED.message, outcome.value.mustReverify ? DETAILS_UPDATED_UNVERIFIED_TITLE : DETAILS_UPDATED.title);
  await client.session.getState().loadCustomer();
  return outcome;
}

/**
 * The banner's Confirm button: `PATCH /customer/confirm-address` or `/confirm-email-address`
 * (empty body). On success the overview is re-fetched quietly, then the confirmed notice shows
 * and auto-dismisses (shop-core §4 "Banner confirm"); the caller's busy flag blocks double clicks.
 */
export async function confirmCustomer(client: DrawkitClient, kind: ConfirmationKind): Promise<ActionResult> {
  const outcome = done(await attempt(() => client.api.request(kind === 'address' ? 'customerConfirmAddress' : 'customerConfirmEmailAddress', { body: {} })));
  if (!outcome.ok) {
    const messages = kind === 'address' ? [{ message: ADDRESS_CONFIRM_FAILED, code: 'address_confirm_failed', level: 'error' as const }] : outcome.messages;
    client.notifications.getState().notify({ title: 'Something went wrong', message: messages[0]?.message ?? ADDRESS_CONFIRM_FAILED, level: 'error' });
    return { ok: false, messages };
  }
  await client.session.getState().loadCustomer();
  notifySuccess(client, kind === 'address' ? ADDRESS_CONFIRMED : EMAIL_CONFIRMED);
  return outcome;
}

/** The emailed `/my-account/confirm-address/{token}` link: `PATCH /customer/confirm-address/{token}`, no sign-in needed. */
export async function confirmByLink(client: DrawkitClient, token: string): Promise<ValueResult<ConfirmationKind>> {
  const outcome = await attempt(
    async () => (await client.api.request<{ confirmed: ConfirmationKind }>('customerConfirmByLink', { params: { token }, body: {} })).result.confirmed,
  );
  if (outcome.ok) await client.session.getState().loadCustomer();
  return outcome;
}

/** `POST /customer/change-password` (form): the current password and the new one; the other sessions end. */
export async function changePassword(client: DrawkitClient, currentPassword: string, newPassword: string): Promise<ActionResult> {
  return done(await attempt(() => client.api.request('changePassword', { body: { currentPassword, newPassword } })));
}

/**
 * `GET /customer/{id}/communication-preferences`: `id` is the signed-in customer's id, or the
 * signed id of an emailed link (which needs no sign-in).
 */
export function loadCommunicationPreferences(client: DrawkitClient, id: string): Promise<ValueResult<CommunicationPreferences>> {
  return attempt(async () => (await client.api.request<CommunicationPreferences>('communicationPreferences', { params: { id } })).result);
}

/** `PUT /customer/{id}/communication-preferences` with the map of channel to enabled. */
export async function saveCommunicationPreferences(
  client: DrawkitClient,
  id: string,
  preferences: Partial<Record<CommunicationChannel, boolean>>,
): Promise<ValueResult<CommunicationPreferences>> {
  const outcome = await attempt(
    async () => (await client.api.request<CommunicationPreferences>('communicationPreferencesUpdate', { params: { id }, body: { preferences } })).result,
  );
  if (outcome.ok) notifySuccess(client, PREFERENCES_SAVED);
  return outcome;
}

/** The marketing unsubscribe: `PUT ... {preferences:{email:false}, unsubscribeReasons}`, under `/{productOfferKey}` when given. */
export async function unsubscribeFromMarketing(
  client: DrawkitClient,
  id: string,
  reasons: string[],
  productOfferKey?: string,
): Promise<ValueResult<CommunicationPreferences>> {
  const body = { preferences: { email: false }, unsubscribeReasons: reasons };
  const outcome = await attempt(
    async () =>
      (
        await (productOfferKey
          ? client.api.request<CommunicationPreferences>('communicationPreferencesUnsubscribe', { params: { id, productOfferKey }, body })
          : client.api.request<CommunicationPreferences>('communicationPreferencesUpdate', { params: { id }, body }))
      ).result,
  );
  if (outcome.ok) notifySuccess(client, UNSUBSCRIBED);
  return outcome;
}

/**
 * `DELETE /customer` (form: the password, an optional reason). On success the session is
 * cleared here without `GET /logout` (the server ended it): the customer and carts are reset.
 */
export async function closeAccount(client: DrawkitClient, password: string, reason?: string): Promise<ActionResult> {
  const outcome = done(await attempt(() => client.api.request('customerClose', { body: reason ? { password, reason } : { password } })));
  if (outcome.ok) client.session.getState().accountClosed();
  return outcome;
}
