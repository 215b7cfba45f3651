/**
 * Sign-in by single-use token: `POST /autologin {token, code?}` (the storefront's
 * /login/autologin/{token}) and `POST /transfer` (form; /login/transfer/{token}). Two-factor
 * applies to both: the first call may answer 401 `2fa_required` without using the token, and
 * the call with the code uses it. `POST /customer/autologin-token` mints one for the signed-in
 * customer (for handing a session to another app or device).
 */
import type { AutologinTokenResult } from '@drawkit/contract';
import { type AutologinInput, autologinSchema, autologinTokenSchema, transferSchema } from '@drawkit/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { rememberClient } from './passwordDelay';
import type { RateLimiter } from './rateLimiter';
import { deliverRefreshToken } from './refreshCookie';
import { limitSignInAccount, limitSignInAddress } from './signInLimits';

export type AutologinPurpose = Extract<OneTimeTokenKind, 'autologin' | 'transfer'>;

/**
 * A single-use sign-in link to the storefront for a customer. Only the signed-in customer's own
 * `POST /customer/autologin-token` calls it: nothing mints one for an email address on request.
 */
async function mintAutologinLink(
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

  const signInWithToken = async (kind: AutologinPurpose, body: AutologinInput, request: FastifyRequest) => {
    await limitSignInAddress(limiter, request);
    const token = await requireOneTimeToken(db, clock, body.token, kind);
    const customer = await findCustomerById(db, token.customerId);
    if (!customer) fail('token_invalid', { field: 'token' });
    // Per account too: two-factor codes sent with links count against the customer's sign-ins.
    await limitSignInAccount(limiter, request, customer.email, 'link-sign-in');
    const factor = { code: body.code, rememberDevice: body.rememberDevice, deviceToken: body.deviceToken };
    const result = await completeSignIn(db, clock, await deps.jwtKey(), customer, factor, () => useOneTimeToken(db, clock, token));
    await rememberClient(limiter, request, customer.id);
    return result;
  };

  registerRoute(server, deps, 'autologin', { body: autologinSchema }, async ({ body, request, app }) => {
    return { result: deliverRefreshToken(request, deps, app, await signInWithToken('autologin', body, request)) };
  });

  registerRoute(server, deps, 'transfer', { body: transferSchema }, async ({ body, request, app }) => {
    return { result: deliverRefreshToken(request, deps, app, await signInWithToken('transfer', body, request)) };
  });

  registerRoute(server, deps, 'autologinToken', { body: autologinTokenSchema }, async ({ auth, body }) => ({
    status: 201,
    result: await mintAutologinLink(db, clock, deps.publicOrigin, auth.customerId, body.purpose),
  }));
}
