/**
 * What the identity routes need besides the common deps: the verification providers
 * (ConnectID, greenID), the social sign-in providers, the operator secret of the review path,
 * and how to locate a request. The demo gets sandbox providers; production gets none unless
 * one is plugged in (BuildAppOptions), so no sandbox can answer for a real shop.
 */
import type { Clock } from '../clock';
import type { ServerMode } from '../config/readEnv';
import { sandboxVerificationProvider, sandboxVerificationSigner, type SandboxVerificationSigner } from '../verification/sandboxVerificationProvider';
import type { VerificationProviders } from '../verification/VerificationProvider';
import type { IdentityProviders } from './IdentityProvider';
import { sandboxIdentityIssuer, sandboxIdentityProvider, type SandboxIdentityIssuer } from './sandboxIdentityProvider';

export interface IdentityDeps {
  verificationProviders: VerificationProviders;
  socialProviders: IdentityProviders;
  /** `Authorization: Bearer <secret>` of the operator's review calls; null: the review path refuses every call. */
  operatorSecret: string | null;
  /** A request header an edge proxy sets to the client's country (e.g. cf-ipcountry); null: none is trusted. */
  countryHeader: string | null;
  /** The sandboxes' own pages (demo only). */
  sandbox: { verification: SandboxVerificationSigner; identity: SandboxIdentityIssuer } | null;
}

export interface IdentityOptions {
  verificationProviders?: VerificationProviders;
  socialProviders?: IdentityProviders;
  operatorSecret?: string | undefined;
  countryHeader?: string | undefined;
}

export function buildIdentityDeps(
  mode: ServerMode,
  options: IdentityOptions,
  common: { clock: Clock; publicOrigin: string; secret: () => Promise<Uint8Array> },
): IdentityDeps {
  const base = {
    operatorSecret: options.operatorSecret || null,
    countryHeader: options.countryHeader?.trim().toLowerCase() || null,
  };
  if (mode !== 'demo') {
    return { ...base, verificationProviders: options.verificationProviders ?? {}, socialProviders: options.socialProviders ?? {}, sandbox: null };
  }
  const verification = sandboxVerificationSigner(common.secret, common.clock);
  const identity = sandboxIdentityIssuer(common.secret, common.clock, common.publicOrigin);
  return {
    ...base,
    verificationProviders: {
      connect_id: sandboxVerificationProvider('connect_id', common.publicOrigin, verification),
      greenid_ui: sandboxVerificationProvider('greenid_ui', common.publicOrigin, verification),
      ...options.verificationProviders,
    },
    socialProviders: { sandbox: sandboxIdentityProvider(common.secret, common.clock, common.publicOrigin), ...options.socialProviders },
    sandbox: { verification, identity },
  };
}

/** The provider methods on offer, for the overview's verification methods. */
export function offeredProviders(identity: IdentityDeps) {
  return (Object.keys(identity.verificationProviders) as (keyof VerificationProviders)[]).filter((k) => identity.verificationProviders[k]);
}
