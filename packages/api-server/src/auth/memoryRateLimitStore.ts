/**
 * Rate-limit state in this process's memory: the store when REDIS_URL is not set (one process,
 * e.g. `npm start`), and the fallback while Redis cannot be reached. Each entry keeps the policy
 * it was made under, so pruning judges every entry by its own policy.
 */
import type { BucketPolicy, DelayPolicy } from './authPolicy';
import { type BucketTake, delaySchedule, type RateLimitStore, refilled, type TakeResult } from './rateLimitStore';

interface Bucket {
  tokens: number;
  atMs: number;
  policy: BucketPolicy;
}

interface Failures {
  failures: number;
  lastMs: number;
  waitUntilMs: number;
  policy: DelayPolicy;
}

/** Past this many entries in a map, the ones that no longer matter are forgotten. */
const PRUNE_AT = 10_000;

type MapName = 'buckets' | 'failures' | 'marks';

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, Bucket>();
  private readonly failures = new Map<string, Failures>();
  private readonly marks = new Map<string, number>();
  /** Pruning looks at every entry; after a prune that freed little, the next waits for twice the size. */
  private readonly pruneAt: Record<MapName, number>;

  constructor(private readonly pruneThreshold = PRUNE_AT) {
    this.pruneAt = { buckets: pruneThreshold, failures: pruneThreshold, marks: pruneThreshold };
  }

  async take(takes: readonly BucketTake[], nowMs: number): Promise<TakeResult> {
    const levels = takes.map(({ key, policy }) => {
      const bucket = this.buckets.get(key);
      return {
        key,
        policy,
        tokens: bucket ? refilled(bucket.tokens, bucket.atMs, policy, nowMs) : policy.capacity,
        // A clock behind the bucket's (another caller's) neither refills it nor moves it back.
        atMs: Math.max(nowMs, bucket?.atMs ?? nowMs),
      };
    });
    const waits = levels.filter((l) => l.tokens < 1).map((l) => Math.ceil((1 - l.tokens) * l.policy.refillMs));
    if (waits.length > 0) return { ok: false, retryAfterMs: Math.max(...waits) };
    for (const { key, policy, tokens, atMs } of levels) this.buckets.set(key, { tokens: tokens - 1, atMs, policy });
    this.pruneIfLarge('buckets', nowMs);
    return { ok: true };
  }

  async addFailure(key: string, policy: DelayPolicy, nowMs: number): Promise<{ failures: number; waitUntilMs: number }> {
    const current = this.live(key, nowMs);
    const failures = (current?.failures ?? 0) + 1;
    const schedule = delaySchedule(policy);
    const delay = schedule[Math.min(failures, schedule.length) - 1] ?? 0;
    const waitUntilMs = Math.max(current?.waitUntilMs ?? 0, nowMs + delay);
    this.failures.set(key, { failures, lastMs: nowMs, waitUntilMs, policy });
    this.pruneIfLarge('failures', nowMs);
    return { failures, waitUntilMs };
  }

  async waitUntil(key: string, _policy: DelayPolicy, nowMs: number): Promise<number> {
    const current = this.live(key, nowMs);
    return current && current.waitUntilMs > nowMs ? current.waitUntilMs : 0;
  }

  async mark(key: string, ttlMs: number, nowMs: number): Promise<void> {
    this.marks.set(key, nowMs + ttlMs);
    this.pruneIfLarge('marks', nowMs);
  }

  async isMarked(key: string, nowMs: number): Promise<boolean> {
    return (this.marks.get(key) ?? 0) > nowMs;
  }

  async forget(key: string): Promise<void> {
    this.failures.delete(key);
    this.marks.delete(key);
  }

  async close(): Promise<void> {
    this.buckets.clear();
    this.failures.clear();
    this.marks.clear();
  }

  /** How many entries are held (for tests of pruning). */
  get size(): number {
    return this.buckets.size + this.failures.size + this.marks.size;
  }

  /** Failures are forgotten `windowMs` after the latest one. */
  private live(key: string, nowMs: number): Failures | undefined {
    const current = this.failures.get(key);
    return current && nowMs - current.lastMs < current.policy.windowMs ? current : undefined;
  }

  private pruneIfLarge(map: MapName, nowMs: number): void {
    const entries = this[map];
    if (entries.size <= this.pruneAt[map]) return;
    if (map === 'buckets') {
      for (const [key, b] of this.buckets) if (refilled(b.tokens, b.atMs, b.policy, nowMs) >= b.policy.capacity) this.buckets.delete(key);
    } else if (map === 'failures') {
      for (const [key, f] of this.failures) if (nowMs - f.lastMs >= f.policy.windowMs && f.waitUntilMs <= nowMs) this.failures.delete(key);
    } else {
      for (const [key, expiresAt] of this.marks) if (expiresAt <= nowMs) this.marks.delete(key);
    }
    this.pruneAt[map] = Math.max(this.pruneThreshold, entries.size * 2);
  }
}
