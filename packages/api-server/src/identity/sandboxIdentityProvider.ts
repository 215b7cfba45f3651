/**
 * The demo's identity provider (demo only: buildApp gives production none). Its page
 * (/sandbox/identity/authorize, sandboxIdentityPages.ts) keeps accounts of its own, an email
 * and a password set on first use, and hands the storefront an id token: a JWT (HS256, key
 * derived from the server's secret) naming the sandbox account, for this shop, for 5 minutes.
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';
import type { IdentityProvider, ProvenIdentity } from './IdentityProvider';

const ISSUER = 'drawkit-sandbox-identity';
const TOKEN_TTL_SECONDS = 5 * 60;

export interface SandboxIdentityIssuer {
  issue(identity: ProvenIdentity): Promise<string>;
}

async function sandboxKey(secret: () => Promise<Uint8Array>): Promise<Uint8Array> {
  // Its own key, so a sandbox id token can never pass for an access token or the reverse.
  return new Uint8Array(
    createHmac('sha256', await secret())
      .update('drawkit sandbox identity provider v1')
      .digest(),
  );
}

export function sandboxIdentityIssuer(secret: () => Promise<Uint8Array>, clock: Clock, audience: string): SandboxIdentityIssuer {
  return {
    async issue(identity) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ email: identity.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(identity.subject)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_TTL_SECONDS)
        .sign(await sandboxKey(secret));
    },
  };
}

export function sandboxIdentityProvider(secret: () => Promise<Uint8Array>, clock: Clock, audience: string): IdentityProvider {
  return {
    provider: 'sandbox',
    async verifyIdToken(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, await sandboxKey(secret), {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience,
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload['email'] !== 'string') return null;
        return { subject: payload.sub, email: payload['email'] };
      } catch {
        return null;
      }
    },
  };
}
