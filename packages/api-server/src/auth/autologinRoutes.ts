/**
 * Sign-in by single-use token: `POST /autologin {token, code?}` (the storefront's
 * /login/autologin/{token}) and `POST /transfer` (form; /login/transfer/{token}). Two-factor
 * applies to both: the first call may answer 401 `2fa_required` without using the token, and
 * the call with the code uses it. `POST /customer/autologin-token` mints one for the signed-in
 * customer (for handing a session to another app or device).
 */
import type { AutologinTokenResult } from '@drawkit/contract';
import { type AutologinInput, autologinSchema, autologinTokenSchema, transferSchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import type { OneTimeTokenKind } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { AUTH_POLICY } from './authPolicy';
import { completeSignIn } from './completeSignIn';
import { findCustomerById } from './customerQueries';
import { mintOneTimeToken, requireOneTimeToken, useOneTimeToken } from './oneTimeTokens';
import type { RateLimiter } from './rateLimiter';
import { limitSignIn } from './signInLimits';

export type AutologinPurpose = Extract<OneTimeTokenKind, 'autologin' | 'transfer'>;

/** A single-use sign-in link to the storefront for a customer. */
export async function mintAutologinLink(
  db: DbOrTx,
  clock: Clock,
  publicOrigin: string,
  customerId: string,
  purpose: AutologinPurpose,
): Promise<AutologinTokenResult> {
  const ttl = purpose === 'transfer' ? AUTH_POLICY.transferTtlMs : AUTH_POLICY.autologinTtlMs;
  const { token, expiresAt } = await mintOneTimeToken(db, clock, customerId, purpose, ttl);
  return { token, url: `${publicOrigin}/login/${purpose}/${token}`, expiresAt: expiresAt.toISOString() };
}

export function registerAutologinRoutes(server: FastifyInstance, deps: AppDeps, limiter: RateLimiter): void {
  const { db, clock } = deps;

  const signInWithToken = async (kind: AutologinPurpose, body: AutologinInput) => {
    const token = await requireOneTimeToken(db, clock, body.token, kind);
    const customer = await findCustomerById(db, token.customerId);
    if (!customer) fail('token_invalid', { field: 'token' });
    const factor = { code: body.code, rememberDevice: body.rememberDevice, deviceToken: body.deviceToken };
    return completeSignIn(db, clock, await deps.jwtKey(), customer, factor, () => useOneTimeToken(db, clock, token));
  };

  registerRoute(server, deps, 'autologin', { body: autologinSchema }, async ({ body, request }) => {
    limitSignIn(limiter, request);
    return { result: await signInWithToken('autologin', body) };
  });

  registerRoute(server, deps, 'transfer', { body: transferSchema }, async ({ body, request }) => {
    limitSignIn(limiter, request);
    return { result: await signInWithToken('transfer', body) };
  });

  registerRoute(server, deps, 'autologinToken', { body: autologinTokenSchema }, async ({ auth, body }) => ({
    status: 201,
    result: await mintAutologinLink(db, clock, deps.publicOrigin, auth.customerId, body.purpose),
  }));
}
