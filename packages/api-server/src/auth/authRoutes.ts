/**
 * Sign-up, sign-in (with lockout, rate limits and two-factor), token refresh, sign-out and the
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
import { DEFAULT_SEGMENT, PRICING_ID } from '../seed/catalogueData';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from './accessTokens';
import { ageOn } from './ageOn';
import { customerOverview } from './customerOverview';
import { findCustomerByEmail, findCustomerById } from './customerQueries';
import { issueLogin } from './issueLogin';
import { registerAutologinRoutes } from './autologinRoutes';
import { completeSignIn } from './completeSignIn';
import { assertNotPasswordLocked, clearPasswordFailures, recordPasswordFailure } from './passwordLockout';
import { registerPasswordRoutes } from './passwordRoutes';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { RateLimiter } from './rateLimiter';
import { registerRetryAfterHeader } from './retryAfter';
import { limitSignIn } from './signInLimits';
import { registerTwoFactorRoutes } from './twoFactorRoutes';
import { revokeSession, rotateRefreshToken } from './sessions';

export function registerAuthRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  // One limiter per app: buckets are per process (see rateLimiter).
  const limiter = new RateLimiter(clock);
  registerRetryAfterHeader(server);
  registerTwoFactorRoutes(server, deps, limiter);
  registerAutologinRoutes(server, deps, limiter);
  registerPasswordRoutes(server, deps, limiter);

  registerRoute(server, deps, 'signup', { body: signupSchema }, async ({ body }) => {
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
    return { status: 201, result: await issueLogin(db, clock, await deps.jwtKey(), customer, true) };
  });

  registerRoute(server, deps, 'login', { body: loginSchema }, async ({ body, request }) => {
    limitSignIn(limiter, request, body.email);
    const customer = await findCustomerByEmail(db, body.email);
    if (customer) assertNotPasswordLocked(customer, clock);
    // An unknown email costs as long as a wrong password, so timing does not reveal accounts.
    const valid = await verifyPassword(body.password, customer?.passwordHash ?? (await dummyPasswordHash(deps.passwordCost)));
    if (!customer || !valid) {
      if (customer) await recordPasswordFailure(db, clock, customer.id);
      fail('invalid_credentials');
    }
    await clearPasswordFailures(db, customer);
    const result = await completeSignIn(db, clock, await deps.jwtKey(), customer, {
      code: body.otp,
      rememberDevice: body.rememberDevice,
      deviceToken: body.deviceToken,
    });
    if (body.favouriteNumbers && Object.keys(customer.favouriteNumbers).length === 0) {
      await db.update(customers).set({ favouriteNumbers: body.favouriteNumbers }).where(eq(customers.id, customer.id));
    }
    return { result };
  });

  registerRoute(server, deps, 'refresh', { body: refreshSchema }, async ({ body }) => {
    const rotated = await rotateRefreshToken(db, body.refreshToken, clock);
    if (!rotated.ok) {
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
    };
    return { result };
  });

  registerRoute(server, deps, 'logout', {}, async ({ auth }) => {
    await revokeSession(db, auth.sessionId, clock);
    return NO_CONTENT;
  });

  registerRoute(server, deps, 'customer', {}, async ({ auth }) => {
    const customer = await findCustomerById(db, auth.customerId);
    if (!customer) fail('unauthorised');
    return { result: await customerOverview(db, customer, clock.now()) };
  });
}
