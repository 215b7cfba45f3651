import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batch } from '../batch';
import { DEBOUNCE_MS, debounce } from '../debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce table (shop-core §9 "Debounce")', () => {
  it('"cart fetch and build 500 ms; add item 1000 ms; login, signup, autologin, details update, deposits, verification 500 ms. Draw-result batching 1 ms"; "Promotion debounce 500 ms. Banner resize handler 10 ms"', () => {
    expect(DEBOUNCE_MS).toEqual({
      cartFetch: 500,
      cartBuild: 500,
      cartAddItem: 1000,
      login: 500,
      signup: 500,
      autologin: 500,
      detailsUpdate: 500,
      deposit: 500,
      verification: 500,
      promotion: 500,
      drawResultBatch: 1,
      bannerResize: 10,
    });
  });
});

describe('debounce', () => {
  it('collapses rapid repeats into one call with the latest arguments; every caller gets its result', async () => {
    const run = vi.fn(async (n: number) => n * 10);
    const debounced = debounce(500, run);
    const first = debounced(1);
    await vi.advanceTimersByTimeAsync(400);
    const second = debounced(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(2);
    await expect(Promise.all([first, second])).resolves.toEqual([20, 20]);
  });

  it('keeps different actions apart by key', async () => {
    const run = vi.fn(async (id: string) => id);
    const debounced = debounce(1000, run, (id) => id);
    const results = Promise.all([debounced('a'), debounced('b'), debounced('a')]);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(results).resolves.toEqual(['a', 'b', 'a']);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('rejects every waiting caller when the call fails, and runs again on the next call', async () => {
    let fail = true;
    const debounced = debounce(500, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    const both = Promise.allSettled([debounced(), debounced()]);
    await vi.advanceTimersByTimeAsync(500);
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    const again = debounced();
    await vi.advanceTimersByTimeAsync(500);
    await expect(again).resolves.toBe('up');
  });
});

describe('batch', () => {
  it('"Draw-result batching 1 ms": keys asked within 1 ms go in one call, each caller gets its own', async () => {
    const runBatch = vi.fn(async (keys: string[]) => new Map(keys.map((k) => [k, k.toUpperCase()])));
    const load = batch(DEBOUNCE_MS.drawResultBatch, runBatch);
    const results = Promise.all([load('a'), load('b'), load('a')]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(results).resolves.toEqual(['A', 'B', 'A']);
    expect(runBatch).toHaveBeenCalledTimes(1);
    expect(runBatch).toHaveBeenCalledWith(['a', 'b']);
    const later = load('c');
    await vi.advanceTimersByTimeAsync(1);
    await expect(later).resolves.toBe('C');
    expect(runBatch).toHaveBeenCalledTimes(2);
  });

  it('rejects a key the answer lacks, and every key when the call fails', async () => {
    const load = batch(1, async (keys: string[]) => {
      if (keys.includes('boom')) throw new Error('down');
      return new Map([['a', 1]]);
    });
    const partial = Promise.allSettled([load('a'), load('missing')]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await partial).map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    const failed = Promise.allSettled([load('boom'), load('a')]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
