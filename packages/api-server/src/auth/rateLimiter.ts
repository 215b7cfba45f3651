/**
 * In-memory token buckets for sign-in and code calls, keyed per client address and per email
 * or account. Each server process keeps its own buckets (several processes behind one
 * database each allow the full rate); the lockouts that must hold across processes
 * (wrong passwords, wrong codes) live in the database instead.
 */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { fail } from '../http/ApiFailure';
import type { BucketPolicy } from './authPolicy';
import { setRetryAfter } from './retryAfter';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Past this many keys, buckets that have refilled completely are forgotten. */
const PRUNE_AT = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly clock: Clock) {}

  private level(key: string, policy: BucketPolicy, now: number): Bucket {
    const bucket = this.buckets.get(key) ?? { tokens: policy.capacity, updatedAt: now };
    const refilled = Math.min(policy.capacity, bucket.tokens + (now - bucket.updatedAt) / policy.refillMs);
    return { tokens: refilled, updatedAt: now };
  }

  /**
   * Takes one token from every bucket, or none if any is empty: then answers how many
   * milliseconds until all of them hold a token again.
   */
  take(entries: ReadonlyArray<{ key: string; policy: BucketPolicy }>): { ok: true } | { ok: false; retryAfterMs: number } {
    const now = this.clock.now().getTime();
    const levels = entries.map(({ key, policy }) => ({ key, policy, bucket: this.level(key, policy, now) }));
    const waits = levels.filter((l) => l.bucket.tokens < 1).map((l) => Math.ceil((1 - l.bucket.tokens) * l.policy.refillMs));
    if (waits.length > 0) return { ok: false, retryAfterMs: Math.max(...waits) };
    for (const { key, bucket } of levels) this.buckets.set(key, { tokens: bucket.tokens - 1, updatedAt: now });
    if (this.buckets.size > PRUNE_AT) this.prune(now, entries[0]?.policy);
    return { ok: true };
  }

  private prune(now: number, policy: BucketPolicy | undefined): void {
    if (!policy) return;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) / policy.refillMs >= policy.capacity) this.buckets.delete(key);
    }
  }
}

/** Answers 429 `rate_limited` with Retry-After (whole seconds) when a bucket is empty. */
export function enforceRateLimit(
  limiter: RateLimiter,
  request: FastifyRequest,
  entries: ReadonlyArray<{ key: string; policy: BucketPolicy }>,
): void {
  const taken = limiter.take(entries);
  if (taken.ok) return;
  const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
  setRetryAfter(request, seconds);
  fail('rate_limited', { message: `Too many attempts. Please wait ${seconds} seconds and try again.` });
}
