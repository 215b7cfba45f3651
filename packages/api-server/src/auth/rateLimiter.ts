/**
 * The shop's rate limiter: token buckets, progressive delays and known-client marks, kept in
 * Redis when REDIS_URL is set (shared by every process) and in this process's memory otherwise.
 * The store is chosen once, at start.
 *
 * Redis configured but unreachable at start: the server refuses to start (a wrong REDIS_URL is
 * a mistake to fix, not to run with). Lost later: each call answers from this process's memory
 * until Redis is back, and the outage is logged. Every limit still holds in each process (at
 * worst N processes allow N times the rate); the wrong-password limits that matter most are in
 * the database anyway; and a cache outage does not stop every customer signing in, as a 503
 * would.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { fail } from '../http/ApiFailure';
import type { DelayPolicy } from './authPolicy';
import { MemoryRateLimitStore } from './memoryRateLimitStore';
import type { BucketTake, RateLimitStore, TakeResult } from './rateLimitStore';
import { RedisRateLimitStore } from './redisRateLimitStore';
import { setRetryAfter } from './retryAfter';

export interface RateLimiterOptions {
  clock: Clock;
  /** Redis for shared limits; memory when absent. */
  redisUrl?: string | undefined;
  /** Prefix of every Redis key (tests use one per run). */
  redisKeyPrefix?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined;
}

/** "5 seconds", "1 second", "3 minutes": the wait in a message. */
export function waitText(seconds: number): string {
  if (seconds >= 120) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** Answers 429 `rate_limited` with Retry-After (whole seconds) and `message(wait)`. */
export function refuseFor(request: FastifyRequest, waitMs: number, message: (wait: string) => string): never {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  setRetryAfter(request, seconds);
  fail('rate_limited', { message: message(waitText(seconds)) });
}

export class RateLimiter {
  private readonly memory = new MemoryRateLimitStore();
  private readonly shared: RedisRateLimitStore | null;
  private usingMemory = false;

  constructor(private readonly options: RateLimiterOptions) {
    this.shared = options.redisUrl ? new RedisRateLimitStore({ url: options.redisUrl, keyPrefix: options.redisKeyPrefix }) : null;
  }

  /** Where limits are kept: 'redis' or 'memory'. */
  get storeKind(): 'redis' | 'memory' {
    return this.shared ? 'redis' : 'memory';
  }

  /** Connects to Redis when one is configured; throws a clear message when it does not answer. */
  async start(): Promise<void> {
    await this.shared?.connect();
  }

  async close(): Promise<void> {
    await Promise.all([this.shared?.close(), this.memory.close()]);
  }

  /** Runs `operation` on the shared store, or on memory while that fails. */
  private async run<T>(operation: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (!this.shared) return operation(this.memory);
    try {
      const result = await operation(this.shared);
      if (this.usingMemory) {
        this.usingMemory = false;
        this.options.log?.info('Redis answers again: rate limits are shared again.');
      }
      return result;
    } catch (error) {
      if (!this.usingMemory) {
        this.usingMemory = true;
        this.options.log?.warn({ err: error }, 'Redis does not answer: rate limits are kept in this process until it does.');
      }
      return operation(this.memory);
    }
  }

  private now(): number {
    return this.options.clock.now().getTime();
  }

  take(buckets: readonly BucketTake[]): Promise<TakeResult> {
    const now = this.now();
    return this.run((store) => store.take(buckets, now));
  }

  /** Takes from every bucket, or answers 429 `rate_limited` with Retry-After when one is empty. */
  async enforce(request: FastifyRequest, buckets: readonly BucketTake[]): Promise<void> {
    const taken = await this.take(buckets);
    if (!taken.ok) refuseFor(request, taken.retryAfterMs, (wait) => `Too many attempts. Please wait ${wait} and try again.`);
  }

  addFailure(key: string, policy: DelayPolicy): Promise<{ failures: number; waitUntilMs: number }> {
    const now = this.now();
    return this.run((store) => store.addFailure(key, policy, now));
  }

  /** Milliseconds the next attempt under `key` must still wait (0: none). */
  async waitMs(key: string, policy: DelayPolicy): Promise<number> {
    const now = this.now();
    const until = await this.run((store) => store.waitUntil(key, policy, now));
    return Math.max(0, until - now);
  }

  mark(key: string, ttlMs: number): Promise<void> {
    const now = this.now();
    return this.run((store) => store.mark(key, ttlMs, now));
  }

  isMarked(key: string): Promise<boolean> {
    const now = this.now();
    return this.run((store) => store.isMarked(key, now));
  }

  forget(key: string): Promise<void> {
    return this.run((store) => store.forget(key));
  }
}
