/**
 * Sign-up, sign-in (with progressive delays, rate limits and two-factor), token refresh, sign-out and the
 * customer overview; registers the two-factor, autologin and password routes too.
 */
import type { RefreshResult } from '@drawkit/contract';
import { loginSchema, refreshSchema, signupSchema } from '@drawkit/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SITE_CONFIG } from '../catalogue/siteConfig';
import { newId } from '../db/ids';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { NO_CONTENT } from '../http/envelope';
import { registerRoute } from '../http/registerRoute';
import { requireEmailConfirmation } from '../account/confirmationLinks';
import { registerCloseAccountRoutes } from '../account/closeAccountRoutes';
import { DEFAULT_SEGMENT, PRICING_ID } from '../seed/catalogueData';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from './accessTokens';
import { ageOn } from './ageOn';
import { offeredProviders } from '../identity/identityDeps';
import { customerOverview } from './customerOverview';
import { findCustomerByEmail, findCustomerById } from './customerQueries';
import { issueLogin } from './issueLogin';
import { registerAutologinRoutes } from './autologinRoutes';
import { completeSignIn } from './completeSignIn';
import { admitPasswordAttempt, countWrongPassword, forgetWrongPasswords, rememberClient } from './passwordDelay';
import { registerPasswordRoutes } from './passwordRoutes';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { RateLimiter, type RateLimiterOptions } from './rateLimiter';
import { assertCookieRefreshOrigin, clearRefreshCookie, deliverRefreshToken, readRefreshCookie, registerRefreshCookieHeader, wantsRefreshCookie } from './refreshCookie';
import { registerRetryAfterHeader } from './retryAfter';
import { limitSignInAddress, limitSignUp } from './signInLimits';
import { registerTwoFactorRoutes } from './twoFactorRoutes';
import { revokeSession, rotateRefreshToken } from './sessions';

export function registerAuthRoutes(
  server: FastifyInstance,
  deps: AppDeps,
  rateLimits: Pick<RateLimiterOptions, 'redisUrl' | 'redisKeyPrefix'> = {},
): void {
  const { db, clock } = deps;
  // Shared through Redis when configured (checked at start), in memory otherwise: see rateLimiter.
  const limiter = new RateLimiter({ clock, ...rateLimits, log: server.log });
  server.addHook('onReady', () => limiter.start());
  server.addHook('onClose', () => limiter.close());
  registerRetryAfterHeader(server);
  registerRefreshCookieHeader(server);
  registerTwoFactorRoutes(server, deps, limiter);
  registerAutologinRoutes(server, deps, limiter);
  registerPasswordRoutes(server, deps, limiter);
  registerCloseAccountRoutes(server, deps, limiter);

  registerRoute(server, deps, 'signup', { body: signupSchema }, async ({ body, request, app }) => {
    // First: every sign-up costs a password hash.
    await limitSignUp(limiter, request, body.email);
    const age = ageOn(body.dateOfBirth, clock.now());
    if (!(age >= SITE_CONFIG.minimumAge)) fail('under_age', { field: 'dateOfBirth' });
    if (age > 130) fail('validation_failed', { field: 'dateOfBirth', message: 'Please enter a valid date of birth' });
    if (await findCustomerByEmail(db, body.email)) fail('email_taken', { field: 'email' });
    const passwordHash = await hashPassword(body.password, deps.passwordCost);
    const [customer] = await db
      .insert(customers)
      .values({
        id: newId(),
        email: body.email,
        passwordHash,
        firstname: body.firstname,
        lastname: body.lastname,
        dateOfBirth: body.dateOfBirth,
        address: body.address,
        addressLine2: body.addressLine2 ?? null,
        suburb: body.suburb,
        state: body.state.toUpperCase(),
        postcode: body.postcode,
        country: body.country,
        emailOptIn: body.emailOptIn,
        pricingId: PRICING_ID,
        segment: DEFAULT_SEGMENT,
        attribution: body.attribution ?? null,
        createdAt: clock.now(),
      })
      // A racing sign-up with the same email loses here rather than with a 500.
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (!customer) fail('email_taken', { field: 'email' });
    // The new address is confirmed by an emailed link (or the banner's Confirm email).
    await requireEmailConfirmation(db, deps, customer);
    await rememberClient(limiter, request, customer.id);
    return { status: 201, result: deliverRefreshToken(request, deps, app, await issueLogin(db, clock, await deps.jwtKey(), customer, true)) };
  });

  registerRoute(server, deps, 'login', { body: loginSchema }, async ({ body, request, app }) => {
    await limitSignInAddress(limiter, request);
    const customer = await findCustomerByEmail(db, body.email);
    const delays = { db, clock, limiter, request };
    const attempt = await admitPasswordAttempt(delays, body.email, customer, body.deviceToken);
    // An unknown email costs as long as a wrong password, so timing does not reveal accounts.
    const valid = await verifyPassword(body.password, customer?.passwordHash ?? (await dummyPasswordHash(deps.passwordCost)));
    if (!customer || !valid) {
      await countWrongPassword(delays, attempt, customer);
      fail('invalid_credentials');
    }
    await forgetWrongPasswords(delays, attempt);
    const result = await completeSignIn(db, clock, await deps.jwtKey(), customer, {
      code: body.otp,
      rememberDevice: body.rememberDevice,
      deviceToken: body.deviceToken,
    });
    await rememberClient(limiter, request, customer.id);
    if (body.favouriteNumbers && Object.keys(customer.favouriteNumbers).length === 0) {
      await db.update(customers).set({ favouriteNumbers: body.favouriteNumbers }).where(eq(customers.id, customer.id));
    }
    return { result: deliverRefreshToken(request, deps, app, result) };
  });

  registerRoute(server, deps, 'refresh', { body: refreshSchema }, async ({ body, request, app }) => {
    // The spec's form field first; a browser sends none and has its HttpOnly cookie instead.
    const fromCookie = body.refreshToken === undefined ? readRefreshCookie(request, app) : undefined;
    const token = body.refreshToken ?? fromCookie;
    if (token === undefined) {
      if (wantsRefreshCookie(request)) fail('refresh_token_invalid');
      fail('required', { field: 'refreshToken' });
    }
    if (fromCookie !== undefined) assertCookieRefreshOrigin(request, deps, app);
    const rotated = await rotateRefreshToken(db, token, clock, await deps.jwtKey());
    if (!rotated.ok) {
      // A refused cookie is of no further use: drop it, so the page stops offering it.
      if (fromCookie !== undefined) clearRefreshCookie(request, deps, app);
      fail('refresh_token_invalid', {
        message:
          rotated.reason === 'reused'
            ? 'This refresh token was already used; the session has been signed out for safety. Please sign in again.'
            : 'Your session has expired. Please sign in again.',
      });
    }
    const { session } = rotated;
    const result: RefreshResult = {
      accessToken: await issueAccessToken(await deps.jwtKey(), session, clock),
      refreshToken: rotated.refreshToken,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      customerId: session.customerId,
      customerToken: session.customerToken,
      sessionId: session.sessionId,
    };
    return { result: deliverRefreshToken(request, deps, app, result) };
  });

  registerRoute(server, deps, 'logout', {}, async ({ auth, request, app }) => {
    await revokeSession(db, auth.sessionId, clock);
    if (wantsRefreshCookie(request)) clearRefreshCookie(request, deps, app);
    return NO_CONTENT;
  });

  registerRoute(server, deps, 'customer', {}, async ({ auth }) => {
    const customer = await findCustomerById(db, auth.customerId);
    if (!customer) fail('unauthorised');
    return { result: await customerOverview(db, customer, clock.now(), offeredProviders(deps.identity)) };
  });
}
