/**
 * The two rate-limit stores keep the same rules: memory always, Redis when REDIS_URL is set
 * (each run under a key prefix of its own).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../__tests__/helpers/testRedis';
import type { DelayPolicy } from '../authPolicy';
import { MemoryRateLimitStore } from '../memoryRateLimitStore';
import type { RateLimitStore } from '../rateLimitStore';
import { RedisRateLimitStore } from '../redisRateLimitStore';

const T0 = Date.parse('2026-03-11T00:00:00Z');
const SECOND = 1000;
const DELAY: DelayPolicy = { freeFailures: 2, firstDelayMs: SECOND, maxDelayMs: 8 * SECOND, windowMs: 60 * SECOND };

interface StoreCase {
  name: string;
  open(): Promise<RateLimitStore>;
}

const redisPrefix = uniqueRedisPrefix();
const opened: RateLimitStore[] = [];
const cases: StoreCase[] = [
  { name: 'memory', open: async () => new MemoryRateLimitStore() },
  ...(TEST_REDIS_URL
    ? [
        {
          name: 'redis',
          async open() {
            const store = new RedisRateLimitStore({ url: TEST_REDIS_URL!, keyPrefix: redisPrefix });
            await store.connect();
            opened.push(store);
            return store;
          },
        },
      ]
    : []),
];

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  if (TEST_REDIS_URL) await deleteRedisKeys(TEST_REDIS_URL, redisPrefix);
});

let keys = 0;
const key = (name: string) => {
  keys += 1;
  return `${name}-${keys}`;
};

describe.each(cases)('the $name rate-limit store', ({ open }) => {
  it('gives a bucket its capacity at once, then one token per refill, and says how long to wait', async () => {
    const store = await open();
    const bucket = { key: key('bucket'), policy: { capacity: 3, refillMs: 10 * SECOND } };
    for (let call = 1; call <= 3; call += 1) expect(await store.take([bucket], T0)).toEqual({ ok: true });
    expect(await store.take([bucket], T0)).toEqual({ ok: false, retryAfterMs: 10 * SECOND });
    expect(await store.take([bucket], T0 + 4 * SECOND)).toEqual({ ok: false, retryAfterMs: 6 * SECOND });
    expect(await store.take([bucket], T0 + 10 * SECOND)).toEqual({ ok: true });
    expect(await store.take([bucket], T0 + 10 * SECOND)).toEqual({ ok: false, retryAfterMs: 10 * SECOND });
    // A clock behind the bucket's (another process's) gives nothing back.
    expect((await store.take([bucket], T0)).ok).toBe(false);
  });

  it('takes from every bucket or from none', async () => {
    const store = await open();
    const roomy = { key: key('roomy'), policy: { capacity: 5, refillMs: 60 * SECOND } };
    const tight = { key: key('tight'), policy: { capacity: 1, refillMs: 30 * SECOND } };
    expect(await store.take([roomy, tight], T0)).toEqual({ ok: true });
    expect(await store.take([roomy, tight], T0)).toEqual({ ok: false, retryAfterMs: 30 * SECOND });
    // The refused take left the roomy bucket alone: 4 tokens remain.
    for (let call = 1; call <= 4; call += 1) expect((await store.take([roomy], T0)).ok).toBe(true);
    expect((await store.take([roomy], T0)).ok).toBe(false);
  });

  it('never hands out more than the capacity to racing takes', async () => {
    const store = await open();
    const bucket = { key: key('race'), policy: { capacity: 10, refillMs: 60 * SECOND } };
    const results = await Promise.all(Array.from({ length: 50 }, () => store.take([bucket], T0)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
  });

  it('counts failures with a doubling wait up to the cap, forgotten a window after the latest', async () => {
    const store = await open();
    const name = key('failures');
    const waits: number[] = [];
    for (let failure = 1; failure <= 7; failure += 1) {
      const { failures, waitUntilMs } = await store.addFailure(name, DELAY, T0);
      expect(failures).toBe(failure);
      waits.push(waitUntilMs - T0);
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 8].map((s) => s * SECOND));
    expect(await store.waitUntil(name, DELAY, T0 + 3 * SECOND)).toBe(T0 + 8 * SECOND);
    expect(await store.waitUntil(name, DELAY, T0 + 8 * SECOND)).toBe(0);
    // Racing failures are all counted.
    const racing = await Promise.all(Array.from({ length: 5 }, () => store.addFailure(name, DELAY, T0 + 9 * SECOND)));
    expect(racing.map((r) => r.failures).sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12]);
    // A window after the latest failure the count starts again.
    expect(await store.waitUntil(name, DELAY, T0 + 69 * SECOND)).toBe(0);
    expect((await store.addFailure(name, DELAY, T0 + 69 * SECOND)).failures).toBe(1);
    await store.forget(name);
    expect((await store.addFailure(name, DELAY, T0 + 70 * SECOND)).failures).toBe(1);
  });

  it('keeps a mark until it expires, or until forgotten', async () => {
    const store = await open();
    const name = key('mark');
    expect(await store.isMarked(name, T0)).toBe(false);
    await store.mark(name, 60 * SECOND, T0);
    expect(await store.isMarked(name, T0 + 59 * SECOND)).toBe(true);
    expect(await store.isMarked(name, T0 + 60 * SECOND)).toBe(false);
    await store.forget(name);
    expect(await store.isMarked(name, T0)).toBe(false);
  });
});

describe('the memory rate-limit store', () => {
  it('prunes each bucket by its own policy, not by the policy of the call that prunes', async () => {
    const store = new MemoryRateLimitStore(100);
    const slow = { key: 'slow', policy: { capacity: 10, refillMs: 60 * SECOND } };
    for (let call = 1; call <= 10; call += 1) await store.take([slow], T0);
    // Five minutes on, by its own policy the slow bucket holds 5 tokens (a 10-second policy would call it full).
    const later = T0 + 5 * 60 * SECOND;
    const fast = { capacity: 30, refillMs: 10 * SECOND };
    for (let other = 0; other <= 100; other += 1) await store.take([{ key: `fast-${other}`, policy: fast }], later);
    let taken = 0;
    while ((await store.take([slow], later)).ok) taken += 1;
    expect(taken).toBe(5);
  });

  it('forgets buckets that have filled up again, failures past their window and expired marks', async () => {
    const store = new MemoryRateLimitStore(100);
    for (let n = 0; n < 50; n += 1) {
      await store.take([{ key: `b-${n}`, policy: { capacity: 2, refillMs: SECOND } }], T0);
      await store.addFailure(`f-${n}`, DELAY, T0);
      await store.mark(`m-${n}`, SECOND, T0);
    }
    expect(store.size).toBe(150);
    const later = T0 + DELAY.windowMs;
    for (let n = 0; n <= 100; n += 1) {
      await store.take([{ key: `b2-${n}`, policy: { capacity: 2, refillMs: SECOND } }], later);
      await store.addFailure(`f2-${n}`, DELAY, later);
      await store.mark(`m2-${n}`, SECOND, later);
    }
    // Each map was pruned once past 100 entries: the old 50 of each are gone.
    expect(store.size).toBeLessThanOrEqual(3 * 101);
    expect(await store.isMarked('m-1', T0)).toBe(false);
  });
});
