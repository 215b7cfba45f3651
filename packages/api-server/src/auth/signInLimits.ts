/**
 * Which buckets each sign-in and code call draws from (policies in authPolicy's RATE_LIMITS).
 * Every call is limited per client address and, once the account is known, per account; when
 * both are known up front one take covers both, so a call refused for its address does not
 * drain the account's bucket.
 */
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { RATE_LIMITS } from './authPolicy';
import type { RateLimiter } from './rateLimiter';

/**
 * The client as limits see it: an IPv4 address as is, an IPv6 one by its /64 (one subscriber
 * gets a whole /64, so counting single IPv6 addresses would give an attacker 2^64 buckets).
 */
export function clientOf(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip;
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const missing = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = ip.includes('::') ? [...headGroups, ...missing, ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** An account as limits see it: the email, trimmed and in lower case (or a customer id). */
export function accountOf(value: string): string {
  return value.trim().toLowerCase();
}

/** Sign-up: per address and per email, checked before the password is hashed. */
export function limitSignUp(limiter: RateLimiter, request: FastifyRequest, email: string): Promise<void> {
  return limiter.enforce(request, [
    { key: `sign-up:ip:${clientOf(request)}`, policy: RATE_LIMITS.signUpPerIp },
    { key: `sign-up:email:${accountOf(email)}`, policy: RATE_LIMITS.signUpPerEmail },
  ]);
}

/** Sign-in calls (login, check-email, autologin, transfer, password reset): the address's bucket. */
export function limitSignInAddress(limiter: RateLimiter, request: FastifyRequest): Promise<void> {
  return limiter.enforce(request, [{ key: `sign-in:ip:${clientOf(request)}`, policy: RATE_LIMITS.signInPerIp }]);
}

/**
 * The buckets an account's sign-in calls draw from, one per kind of call: then calls anyone can
 * make (a password guess, a check-email) cannot hold back the ones that need a secret link.
 */
export type AccountBucket = 'login' | 'check-email' | 'link-sign-in' | 'password-reset';

/** Sign-in calls: the account's bucket (an email, or the email of the customer a link names). */
export function limitSignInAccount(limiter: RateLimiter, request: FastifyRequest, account: string, bucket: AccountBucket): Promise<void> {
  return limiter.enforce(request, [{ key: `${bucket}:account:${accountOf(account)}`, policy: RATE_LIMITS.signInPerAccount }]);
}

const codeAddressBucket = (request: FastifyRequest) => ({ key: `code:ip:${clientOf(request)}`, policy: RATE_LIMITS.codePerIp });
const codeAccountBucket = (account: string) => ({ key: `code:account:${accountOf(account)}`, policy: RATE_LIMITS.codePerAccount });

/** Code calls (resend, forgot password, change password, authenticator confirm): address and account at once. */
export function limitCodeCall(limiter: RateLimiter, request: FastifyRequest, account: string): Promise<void> {
  return limiter.enforce(request, [codeAddressBucket(request), codeAccountBucket(account)]);
}

/** A code call whose account is looked up first: the address's bucket before the lookup… */
export function limitCodeAddress(limiter: RateLimiter, request: FastifyRequest): Promise<void> {
  return limiter.enforce(request, [codeAddressBucket(request)]);
}

/** …and the account's after it. */
export function limitCodeAccount(limiter: RateLimiter, request: FastifyRequest, account: string): Promise<void> {
  return limiter.enforce(request, [codeAccountBucket(account)]);
}
