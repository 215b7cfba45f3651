import type { CustomerVerification, LicenceVerificationRequest } from '@drawkit/contract';
import type { DrawkitClient } from '../clientTypes';
import type { ValueResult } from '../session/accountSecurity';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';

/**
 * `POST /customer/verification/licence`: sends a driver's licence for review; the method shows
 * `pending` until the shop verifies the account. The overview is reloaded so its
 * `verification` follows.
 */
export async function submitLicenceVerification(client: DrawkitClient, licence: LicenceVerificationRequest): Promise<ValueResult<CustomerVerification>> {
  try {
    const { result } = await client.api.request<CustomerVerification>('customerVerificationLicence', { body: licence });
    await client.session.getState().loadCustomer();
    return { ok: true, value: result };
  } catch (error) {
    return { ok: false, messages: isAbortError(error) ? [] : messagesOf(error) };
  }
}
