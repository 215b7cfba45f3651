/**
 * The demo's stand-in for ConnectID and greenID (demo only: buildApp gives production none).
 * Its page (/sandbox/verification/{method}, sandboxVerificationPages.ts) lets the shopper share
 * or decline; the answer comes back as a code the shop can check without any stored state: an
 * HMAC over the state's hash, the outcome and an expiry, keyed from the server's secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { VerificationProviderType } from '@drawkit/contract';
import type { Clock } from '../clock';
import { sha256Hex } from '../db/ids';
import type { VerificationProvider } from './VerificationProvider';

/** A sandbox code is good for this long after the shopper answers. */
const CODE_TTL_MS = 10 * 60 * 1000;

export type SandboxOutcome = 'verified' | 'declined';

export interface SandboxVerificationSigner {
  sign(method: VerificationProviderType, state: string, outcome: SandboxOutcome): Promise<string>;
  read(method: VerificationProviderType, code: string, state: string): Promise<SandboxOutcome | null>;
}

export function sandboxVerificationSigner(secret: () => Promise<Uint8Array>, clock: Clock): SandboxVerificationSigner {
  const mac = async (text: string) =>
    createHmac('sha256', await secret())
      .update(`drawkit sandbox verification v1\n${text}`)
      .digest('base64url');
  return {
    async sign(method, state, outcome) {
      const expires = clock.now().getTime() + CODE_TTL_MS;
      const payload = `${method}.${outcome}.${expires}`;
      return `${payload}.${await mac(`${payload}.${sha256Hex(state)}`)}`;
    },
    async read(method, code, state) {
      const [codeMethod, outcome, expires, signature] = code.split('.');
      if (codeMethod !== method || (outcome !== 'verified' && outcome !== 'declined') || !expires || !signature) return null;
      if (!/^\d{1,15}$/.test(expires) || Number(expires) < clock.now().getTime()) return null;
      const expected = Buffer.from(await mac(`${codeMethod}.${outcome}.${expires}.${sha256Hex(state)}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? outcome : null;
    },
  };
}

export function sandboxVerificationProvider(
  method: VerificationProviderType,
  publicOrigin: string,
  signer: SandboxVerificationSigner,
): VerificationProvider {
  return {
    method,
    startUrl: async (state) => `${publicOrigin}/sandbox/verification/${method}?state=${encodeURIComponent(state)}`,
    exchange: async (code, state) => {
      const outcome = await signer.read(method, code, state);
      return outcome === null ? null : { verified: outcome === 'verified', reference: `sandbox-${sha256Hex(code).slice(0, 16)}` };
    },
  };
}
