import { describe, expect, it } from 'vitest';
import { EVERY_TABLE, type TableChangeFeed, type TableChangeListener } from '../../db/tableChanges';
import { CachedAnswer, type Produced, ResponseCache } from '../responseCache';

/** A feed the test speaks for. */
function fakeFeed(): TableChangeFeed & { change(table: string): void; setLive(live: boolean): void } {
  const listeners = new Set<TableChangeListener>();
  const feed = {
    live: true,
    version: 0,
    subscribe(listener: TableChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {},
    change(table: string) {
      feed.version += 1;
      for (const listener of listeners) listener(table);
    },
    setLive(live: boolean) {
      feed.live = live;
      feed.change(EVERY_TABLE);
    },
  };
  return feed;
}

function answer(text: string, expiresAt = Number.POSITIVE_INFINITY): Produced<never> {
  return { answer: new CachedAnswer(Buffer.from(text), Number.POSITIVE_INFINITY), expiresAt };
}

/** A read that counts its calls and answers `text`. */
function reader(text: () => string) {
  let calls = 0;
  return {
    read: async () => {
      calls += 1;
      return answer(text());
    },
    calls: () => calls,
  };
}

const bodyOf = (produced: Produced<unknown>) => ('answer' in produced ? produced.answer.body.toString() : null);

describe('the response cache', () => {
  it('reads once for many requests, and again after a write to a table is heard', async () => {
    const feed = fakeFeed();
    const cache = new ResponseCache(feed);
    let version = 'v1';
    const offers = reader(() => version);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer('offers', 0, offers.read)));
    expect(answers.map(bodyOf)).toEqual(Array(20).fill('v1'));
    expect(offers.calls()).toBe(1);
    version = 'v2';
    feed.change('apps');
    expect(bodyOf(await cache.answer('offers', 0, offers.read))).toBe('v1');
    feed.change('draws');
    expect(bodyOf(await cache.answer('offers', 0, offers.read))).toBe('v2');
    expect(offers.calls()).toBe(2);
  });

  it('does not keep an answer read while a change arrived, nor hand it to later requests', async () => {
    const feed = fakeFeed();
    const cache = new ResponseCache(feed);
    let release!: () => void;
    const slow = cache.answer('offers', 0, () => new Promise((resolve) => (release = () => resolve(answer('old')))));
    feed.change('draws');
    const after = cache.answer('offers', 0, async () => answer('new'));
    release();
    expect(bodyOf(await slow)).toBe('old');
    expect(bodyOf(await after)).toBe('new');
    expect(bodyOf(await cache.answer('offers', 0, async () => answer('unused')))).toBe('new');
  });

  it('keeps nothing while the feed cannot hear changes, and drops everything when it stops', async () => {
    const feed = fakeFeed();
    const cache = new ResponseCache(feed);
    await cache.answer('a', 0, async () => answer('a'));
    expect(cache.size.entries).toBe(1);
    feed.setLive(false);
    expect(cache.size.entries).toBe(0);
    const a = reader(() => 'a');
    await cache.answer('a', 0, a.read);
    await cache.answer('a', 0, a.read);
    expect(a.calls()).toBe(2);
    expect(cache.size.entries).toBe(0);
    expect(bodyOf(await new ResponseCache(null).answer('a', 0, async () => answer('no feed')))).toBe('no feed');
  });

  it('reads again once an answer expires, or when the clock is set back before it was read', async () => {
    const cache = new ResponseCache(fakeFeed());
    await cache.answer('draws', 500, async () => answer('before the sales stop', 1_000));
    expect(bodyOf(await cache.answer('draws', 999, async () => answer('unused')))).toBe('before the sales stop');
    expect(bodyOf(await cache.answer('draws', 1_000, async () => answer('after', 2_000)))).toBe('after');
    expect(bodyOf(await cache.answer('draws', 400, async () => answer('earlier')))).toBe('earlier');
  });

  it('stays within its entry and byte bounds, least recently used out first, compressed copies counted', async () => {
    const cache = new ResponseCache(fakeFeed(), { maxEntries: 3, maxBytes: 10_000, maxEntryBytes: 5_000 });
    for (const key of ['a', 'b', 'c']) await cache.answer(key, 0, async () => answer(key.repeat(1_000)));
    await cache.answer('a', 0, async () => answer('unused'));
    await cache.answer('d', 0, async () => answer('d'.repeat(1_000)));
    expect(cache.size.entries).toBe(3);
    expect(bodyOf(await cache.answer('b', 0, async () => answer('b read again')))).toBe('b read again');

    await cache.answer('huge', 0, async () => answer('h'.repeat(6_000)));
    expect(bodyOf(await cache.answer('huge', 0, async () => answer('not kept')))).toBe('not kept');

    // Bytes: three 1,900-byte answers do not fit in 4,000; a compressed copy counts once made.
    // Exactly 1,900 bytes each: `Math.random()`'s digits vary in number, and at 21 characters two no longer fit.
    const bytes = new ResponseCache(fakeFeed(), { maxEntries: 100, maxBytes: 4_000, maxEntryBytes: 4_000 });
    for (const key of ['a', 'b', 'c']) await bytes.answer(key, 0, async () => answer(key.repeat(1_900)));
    expect(bytes.size.entries).toBe(2);
    expect(bytes.size.bytes).toBeLessThanOrEqual(4_000);
    const one = new ResponseCache(fakeFeed());
    const kept = await one.answer('c', 0, async () => answer('c'.repeat(2_000)));
    if (!('answer' in kept)) throw new Error('expected an answer');
    const copy = await kept.answer.compressed('gzip');
    expect(one.size.bytes).toBe(2_000 + copy.length);
  });
});
