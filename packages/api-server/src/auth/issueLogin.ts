import type { LoginResult } from '@drawkit/contract';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from './accessTokens';
import type { CustomerRow } from './customerQueries';
import { createSession } from './sessions';

/** Starts a session for a customer and returns the login result (tokens plus customer token). */
export async function issueLogin(
  db: DbOrTx,
  clock: Clock,
  key: Uint8Array,
  customer: CustomerRow,
  isNewSignup: boolean,
): Promise<LoginResult> {
  const session = await createSession(db, customer.id, clock);
  const accessToken = await issueAccessToken(key, { customerId: customer.id, sessionId: session.sessionId }, clock);
  return {
    accessToken,
    refreshToken: session.refreshToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    customer: {
      customerId: customer.id,
      customerToken: session.customerToken,
      sessionId: session.sessionId,
      pricingId: customer.pricingId,
      segmentName: customer.segment,
      isNewSignup,
    },
  };
}
