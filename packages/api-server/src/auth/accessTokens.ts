/** Short-lived access tokens: HS256 JWTs whose subject is the customer and `sid` the session. */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'drawkit';

export interface AccessClaims {
  customerId: string;
  sessionId: string;
}

export async function issueAccessToken(key: Uint8Array, claims: AccessClaims, clock: Clock): Promise<string> {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.customerId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

function claimsOf(payload: { sub?: unknown; sid?: unknown }): AccessClaims | null {
  return typeof payload.sub === 'string' && typeof payload.sid === 'string'
    ? { customerId: payload.sub, sessionId: payload.sid }
    : null;
}

/**
 * Tokens already verified, per key: each signed-in call sends the same token for up to 15
 * minutes, and checking its signature (WebCrypto HMAC) cost more CPU than anything else in the
 * request but its database round trips. A token's signature and claims are checked once; its
 * expiry, the one check that changes with time, on every use (as jwtVerify checks it: expired
 * once `exp <= now`). Only tokens without `nbf` (ours never carry one) are kept; the map is
 * emptied when full.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();
const MAX_VERIFIED = 10_000;

function remember(key: Uint8Array, token: string, claims: AccessClaims, exp: number): void {
  let tokens = verified.get(key);
  if (!tokens) {
    tokens = new Map();
    verified.set(key, tokens);
  }
  if (tokens.size >= MAX_VERIFIED) tokens.clear();
  tokens.set(token, { claims, exp });
}

/**
 * Reads a token signed by us. An expired token still names its session (the signature check
 * needs the session's customer token) but is flagged, so protected calls answer token_expired.
 * A token that is not ours gives null.
 */
export async function readAccessToken(
  key: Uint8Array,
  token: string,
  clock: Clock,
): Promise<{ claims: AccessClaims; expired: boolean } | null> {
  const now = clock.now();
  const known = verified.get(key)?.get(token);
  if (known) return { claims: known.claims, expired: known.exp <= Math.floor(now.getTime() / 1000) };
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: now });
    const claims = claimsOf(payload as { sub?: unknown; sid?: unknown });
    if (claims && typeof payload.exp === 'number' && payload.nbf === undefined) remember(key, token, claims, payload.exp);
    return claims ? { claims, expired: false } : null;
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const claims = claimsOf(error.payload as { sub?: unknown; sid?: unknown });
      return claims ? { claims, expired: true } : null;
    }
    return null;
  }
}
