/** Which buckets each sign-in and code call draws from (see rateLimiter and RATE_LIMITS). */
import type { FastifyRequest } from 'fastify';
import { RATE_LIMITS } from './authPolicy';
import { enforceRateLimit, type RateLimiter } from './rateLimiter';

export function limitSignIn(limiter: RateLimiter, request: FastifyRequest, email?: string): void {
  enforceRateLimit(limiter, request, [
    { key: `sign-in:ip:${request.ip}`, policy: RATE_LIMITS.signInPerIp },
    ...(email ? [{ key: `sign-in:email:${email.trim().toLowerCase()}`, policy: RATE_LIMITS.signInPerEmail }] : []),
  ]);
}

export function limitCodeCall(limiter: RateLimiter, request: FastifyRequest, account?: string): void {
  enforceRateLimit(limiter, request, [
    { key: `code:ip:${request.ip}`, policy: RATE_LIMITS.codePerIp },
    ...(account ? [{ key: `code:account:${account.trim().toLowerCase()}`, policy: RATE_LIMITS.codePerAccount }] : []),
  ]);
}
