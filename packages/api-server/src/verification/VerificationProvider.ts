/**
 * An outside identity check the customer is sent to (ConnectID, greenID): the shop hands out a
 * `state`, the provider's page comes back to the storefront with a `code` and that state, and
 * the shop exchanges the code for the provider's answer. A real provider plugs in here; the
 * demo has sandbox ones (sandboxVerificationProvider.ts).
 */
import type { VerificationProviderType } from '@drawkit/contract';

export interface VerificationProviderAnswer {
  verified: boolean;
  /** The provider's reference for the check, kept with the submission. */
  reference: string;
}

export interface VerificationProvider {
  readonly method: VerificationProviderType;
  /** The provider's page for one attempt; it returns to the storefront's verify page with `code` and `state`. */
  startUrl(state: string): Promise<string>;
  /** The provider's answer for a returned code, or null when the code is not the provider's for this state. */
  exchange(code: string, state: string): Promise<VerificationProviderAnswer | null>;
}

export type VerificationProviders = Partial<Record<VerificationProviderType, VerificationProvider>>;
