/**
 * Verification that finishes (shop-core §7 'Verification'): photo ID upload
 * (`POST /customer/verification`, multipart files), the outside providers' round trip
 * (`/connectid` and `/greenid`, then their `/callback`), and `POST /customer/verify`. Each
 * success reloads the customer overview, so `customer.verification` and `isVerified` follow.
 */
import {
  VERIFICATION_MAX_FILE_BYTES,
  VERIFICATION_MAX_FILES,
  VERIFICATION_UPLOAD_MESSAGES,
  type ApiMessage,
  type CustomerVerification,
  type VerificationProviderOutcome,
  type VerificationProviderStart,
  type VerificationProviderType,
  type VerificationUploadResult,
} from '@drawkit/contract';
import type { DrawkitClient } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import type { ValueResult } from '../session/accountSecurity';

/** What a photo is named and typed as by the browser; the shop judges the bytes again. */
export interface PhotoFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const field = (message: string): ApiMessage => ({ message, code: 'validation_failed', level: 'error', field: 'files' });

/**
 * The upload's limits checked before sending, with the shop's own wording (so a 6 MB photo
 * fails at once, not after its upload). An empty list is "Please choose a photo…".
 */
export function validatePhotoFiles(files: readonly PhotoFile[]): ApiMessage[] {
  if (files.length === 0) return [field(VERIFICATION_UPLOAD_MESSAGES.noFiles)];
  if (files.length > VERIFICATION_MAX_FILES) return [field(VERIFICATION_UPLOAD_MESSAGES.tooMany)];
  if (files.some((f) => f.size > VERIFICATION_MAX_FILE_BYTES)) return [field(VERIFICATION_UPLOAD_MESSAGES.tooLarge)];
  if (files.some((f) => f.type !== '' && !ACCEPTED_TYPES.has(f.type))) return [field(VERIFICATION_UPLOAD_MESSAGES.wrongType)];
  return [];
}

async function attempt<T>(client: DrawkitClient, run: () => Promise<T>): Promise<ValueResult<T>> {
  try {
    const value = await run();
    await client.session.getState().loadCustomer();
    return { ok: true, value };
  } catch (error) {
    return { ok: false, messages: isAbortError(error) ? [] : messagesOf(error) };
  }
}

/** `POST /customer/verification`: the photos (front and back of an ID) as multipart `files`. */
export async function uploadVerificationPhotos(client: DrawkitClient, files: readonly Blob[] & readonly PhotoFile[]): Promise<ValueResult<VerificationUploadResult>> {
  const invalid = validatePhotoFiles(files);
  if (invalid.length > 0) return { ok: false, messages: invalid };
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return attempt(client, async () => (await client.api.request<VerificationUploadResult>('customerVerificationFiles', { body: form })).result);
}

const START_ROUTE = { connect_id: 'verificationConnectId', greenid_ui: 'verificationGreenId' } as const;
const CALLBACK_ROUTE = { connect_id: 'verificationConnectIdCallback', greenid_ui: 'verificationGreenIdCallback' } as const;

/** Starts a provider check: the result's `redirectUrl` is the provider's page to send the browser to. */
export function startProviderVerification(client: DrawkitClient, method: VerificationProviderType): Promise<ValueResult<VerificationProviderStart>> {
  return attempt(client, async () => (await client.api.request<VerificationProviderStart>(START_ROUTE[method], { body: {} })).result);
}

/** Finishes a provider check with the `code` and `state` the provider returned to the verify page. */
export function finishProviderVerification(
  client: DrawkitClient,
  method: VerificationProviderType,
  answer: { code: string; state: string },
): Promise<ValueResult<VerificationProviderOutcome>> {
  return attempt(client, async () => (await client.api.request<VerificationProviderOutcome>(CALLBACK_ROUTE[method], { body: answer })).result);
}

/** `POST /customer/verify` (customer-verify, version 1.0): where the customer's verification stands. */
export function checkVerification(client: DrawkitClient): Promise<ValueResult<{ isVerified: boolean; verification: CustomerVerification }>> {
  return attempt(client, async () => (await client.api.request<{ isVerified: boolean; verification: CustomerVerification }>('customerVerify', { body: {} })).result);
}
