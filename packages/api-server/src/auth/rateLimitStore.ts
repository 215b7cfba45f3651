/**
 * Where rate limits keep their state: token buckets, failure counts with a progressive delay,
 * and marks that expire. One interface, two stores: Redis (shared by every server process) when
 * REDIS_URL is set, this process's memory otherwise. Each operation is atomic in its store.
 *
 * Times are the caller's clock in milliseconds, so a test's manual clock drives them; a
 * store's own expiry (Redis TTLs, pruning) only throws away state that no longer matters.
 */
import { type BucketPolicy, type DelayPolicy, delayAfter } from './authPolicy';

/** One bucket to take a token from. */
export interface BucketTake {
  key: string;
  policy: BucketPolicy;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateLimitStore {
  /**
   * Takes one token from every bucket, or none if any is empty: then answers how many
   * milliseconds until all of them hold a token again.
   */
  take(buckets: readonly BucketTake[], nowMs: number): Promise<TakeResult>;
  /** Counts one more failure under `key` and answers until when its next attempt must wait. */
  addFailure(key: string, policy: DelayPolicy, nowMs: number): Promise<{ failures: number; waitUntilMs: number }>;
  /** Until when the next attempt under `key` must wait; 0 when it need not. */
  waitUntil(key: string, policy: DelayPolicy, nowMs: number): Promise<number>;
  /** Marks `key` until `nowMs + ttlMs`. */
  mark(key: string, ttlMs: number, nowMs: number): Promise<void>;
  isMarked(key: string, nowMs: number): Promise<boolean>;
  /** Forgets the failures or the mark under `key`. */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Waits after the 1st, 2nd … failure under `policy`, up to the first at the cap (later failures
 * wait as long as the last). Both stores read delays from this list, so the rule is written once.
 */
export function delaySchedule(policy: DelayPolicy): number[] {
  const schedule: number[] = [];
  for (let failures = 1; ; failures += 1) {
    const delay = delayAfter(failures, policy);
    schedule.push(delay);
    if (delay >= policy.maxDelayMs || failures > policy.freeFailures + 64) return schedule;
  }
}

/** A bucket's tokens at `nowMs`, refilled since it was last taken from (never past capacity). */
export function refilled(tokens: number, atMs: number, policy: BucketPolicy, nowMs: number): number {
  return Math.min(policy.capacity, tokens + Math.max(0, nowMs - atMs) / policy.refillMs);
}
