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
 * Reads a token signed by us. An expired token still names its session (the signature check
 * needs the session's customer token) but is flagged, so protected calls answer token_expired.
 * A token that is not ours gives null.
 */
export async function readAccessToken(
  key: Uint8Array,
  token: string,
  clock: Clock,
): Promise<{ claims: AccessClaims; expired: boolean } | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: clock.now() });
    const claims = claimsOf(payload as { sub?: unknown; sid?: unknown });
    return claims ? { claims, expired: false } : null;
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const claims = claimsOf(error.payload as { sub?: unknown; sid?: unknown });
      return claims ? { claims, expired: true } : null;
    }
    return null;
  }
}
