import type { LoginResult } from '@drawkit/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { fail } from '../http/ApiFailure';
import type { CustomerRow } from './customerQueries';
import { issueLogin } from './issueLogin';
import { passTwoFactor, type SecondFactor } from './twoFactorGate';

/**
 * The end of every sign-in whose first factor passed (password, autologin or transfer token):
 * the second factor when the account has one, then a new session. `beforeSession` runs
 * between the two, e.g. to use up a single-use token only once the code was right.
 */
export async function completeSignIn(
  db: Db,
  clock: Clock,
  jwtKey: Uint8Array,
  customer: CustomerRow,
  factor: SecondFactor,
  beforeSession?: () => Promise<void>,
): Promise<LoginResult> {
  // A closed account (DELETE /customer) cannot sign in again.
  if (customer.accountRestriction === 'closed') fail('account_closed');
  const device = await passTwoFactor(db, clock, customer, factor);
  await beforeSession?.();
  const result = await issueLogin(db, clock, jwtKey, customer, false);
  return { ...result, ...device };
}
