/**
 * A social sign-in provider (shop-core §3 auth methods apple, google): the provider's signed id
 * token is the only proof of who signs in; the shop never takes a subject or an email on trust.
 * A real provider (Apple, Google) verifies its token against its published keys and plugs in
 * here; the demo has a sandbox provider (sandboxIdentityProvider.ts).
 */
import type { SocialProvider } from '@drawkit/contract';

export interface ProvenIdentity {
  /** The provider's stable id of the person. */
  subject: string;
  email: string;
}

export interface IdentityProvider {
  readonly provider: SocialProvider;
  /** The identity a token proves, or null when it is not the provider's, has expired or is for another audience. */
  verifyIdToken(idToken: string): Promise<ProvenIdentity | null>;
}

export type IdentityProviders = Partial<Record<SocialProvider, IdentityProvider>>;
