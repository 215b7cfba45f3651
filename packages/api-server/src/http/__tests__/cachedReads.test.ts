import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_DRAW_STATUSES, signaturePayload } from '@drawkit/contract';
import { logIn } from '../../__tests__/helpers/fixtures';
import { countQueries } from '../../__tests__/helpers/queryCounter';
import { createTestShop, type TestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { customers, draws, productOffers, tips } from '../../db/schema';
import { createDrawEngine } from '../../draws/drawEngine';
import { nextOpenDraw } from '../../draws/__tests__/drawFixtures';
import { DEMO_CUSTOMER } from '../../seed/catalogueData';

async function latestDrawnDraw(shop: TestShop, lotteryKey: string) {
  const [draw] = await shop.database.db
    .select()
    .from(draws)
    .where(and(eq(draws.lotteryKey, lotteryKey), inArray(draws.status, [...RESULT_DRAW_STATUSES])))
    .orderBy(desc(draws.drawNo))
    .limit(1);
  if (!draw) throw new Error(`No drawn draw of ${lotteryKey}`);
  return draw;
}

describe.each(testBackends())('cached reads on $name', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.client.call('GET', url, { headers });

  /** Every kind of cached read, with the max-age shop-core §9 gives it. */
  async function cachedReads(): Promise<{ url: string; maxAge: number }[]> {
    const drawn = await latestDrawnDraw(shop, 'super_jackpot_lottery');
    const month = drawn.drawAt.toISOString().slice(0, 7).split('-');
    return [
      { url: '/v2/config', maxAge: 60 },
      { url: '/v2/capabilities', maxAge: 60 },
      { url: '/v2/branding', maxAge: 86_400 },
      { url: '/v2/pricing/standard/product_offers', maxAge: 1_080 },
      { url: '/v2/draws/upcoming/super_jackpot_lottery', maxAge: 60 },
      { url: '/v2/tips', maxAge: 1_080 },
      { url: '/v2/draws/pricing/standard/past/result_keys', maxAge: 86_400 },
      { url: '/v2/draws/pricing/standard/past?limit=3', maxAge: 60 },
      { url: `/v2/draws/past/archived/super_jackpot_lottery/${month[0]}/${Number(month[1])}`, maxAge: 60 },
      { url: `/v2/draw/details/super_jackpot_lottery/${drawn.drawNo}`, maxAge: 60 },
      { url: `/v2/draw/full_result/super_jackpot_lottery/${drawn.drawNo}`, maxAge: 60 },
      { url: `/v2/draw/full_result?keys=super_jackpot_lottery:${drawn.drawNo}`, maxAge: 60 },
    ];
  }

  it('sends the same JSON compressed with brotli or gzip as plain, by Accept-Encoding', async () => {
    const plain = await get('/v2/pricing/standard/product_offers');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    // The test client reads bodies as text: compressed ones are read raw here.
    const raw = async (encoding: string) =>
      shop.app.inject({ method: 'GET', url: '/v2/pricing/standard/product_offers', headers: { ...(await signedHeaders()), 'accept-encoding': encoding } });
    const brotli = await raw('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json);
    expect(brotli.rawPayload.length).toBeLessThan(plain.text.length / 5);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json);
    // The strong tag names one byte sequence: each coding has its own, all from one body.
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
    const refused = await raw('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json);
  });

  /** Signed headers for a raw inject (the test client signs its own calls only). */
  async function signedHeaders(): Promise<Record<string, string>> {
    const appKey = 'drawkit-storefront';
    const appId = await shop.client.appId(appKey);
    const timestamp = String(Math.floor(shop.clock.now().getTime() / 1000));
    const signature = createHash('sha256').update(signaturePayload({ timestamp, appKey, appId })).digest('hex');
    return { 'x-app-key': appKey, 'x-timestamp': timestamp, 'x-signature': signature };
  }

  it('compresses JSON answers that are not cached reads too, and leaves small ones alone', async () => {
    const headers = { ...(await signedHeaders()), 'accept-encoding': 'br' };
    const statistics = await shop.app.inject({ method: 'GET', url: '/v2/statistics/super_jackpot_lottery', headers });
    expect(statistics.statusCode).toBe(200);
    expect(statistics.headers['cache-control']).toBeUndefined();
    expect(statistics.headers['content-encoding']).toBe('br');
    const plain = await get('/v2/statistics/super_jackpot_lottery');
    expect(JSON.parse(brotliDecompressSync(statistics.rawPayload).toString())).toEqual(plain.json);
    const config = await shop.app.inject({ method: 'GET', url: '/v2/config', headers });
    expect(config.rawPayload.length).toBeLessThan(1024);
    expect(config.headers['content-encoding']).toBeUndefined();
  });

  it('answers every kind of cached read with Cache-Control, a strong ETag, and 304 to a matching If-None-Match', async () => {
    for (const { url, maxAge } of await cachedReads()) {
      const first = await get(url);
      expect(first.status, `${url}: ${first.text}`).toBe(200);
      expect(first.headers['cache-control'], url).toBe(`public, max-age=${maxAge}`);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.status, url).toBe(304);
      expect(again.text, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe(`public, max-age=${maxAge}`);
      // A weak comparison, a list, and the tag of a compressed copy all name the same body.
      expect((await get(url, { 'if-none-match': `"other", W/${etag.replace(/"$/, '-br"')}` })).status, url).toBe(304);
      expect((await get(url, { 'if-none-match': '"something-else"' })).status, url).toBe(200);
    }
  });

  it('serves a repeated read without a database query', async () => {
    const url = '/v2/pricing/standard/product_offers';
    const first = await get(url);
    expect(first.status).toBe(200);
    const queries = countQueries(shop.database);
    try {
      const again = await get(url, { 'accept-encoding': 'br' });
      expect(again.status).toBe(200);
      const tagged = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(tagged.status).toBe(304);
      expect(queries.count()).toBe(0);
    } finally {
      queries.restore();
    }
  });

  it('never caches or tags personal answers, which stay no-store', async () => {
    const session = await logIn(shop.client);
    const drawn = await latestDrawnDraw(shop, 'super_jackpot_lottery');
    const personal = [
      '/v2/capabilities',
      '/v2/draws/past_customer',
      `/v2/draw/full_result_customer/super_jackpot_lottery/${drawn.drawNo}`,
      '/v2/customer',
    ];
    for (const url of personal) {
      const answer = await shop.client.call('GET', url, { session });
      expect(answer.status, `${url}: ${answer.text}`).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers.etag, url).toBeUndefined();
    }
    // The customer's segment decides their capabilities, read afresh each time; visitors keep the default.
    const visitor = await get('/v2/capabilities');
    await shop.database.db.update(customers).set({ segment: 'restricted' }).where(eq(customers.email, DEMO_CUSTOMER.email));
    try {
      const mine = await shop.client.call('GET', '/v2/capabilities', { session });
      expect(mine.data.result.segmentName).toBe('restricted');
      expect((await get('/v2/capabilities')).json).toEqual(visitor.json);
      expect(visitor.data.result.segmentName).toBe('default');
    } finally {
      await shop.database.db.update(customers).set({ segment: 'default' }).where(eq(customers.email, DEMO_CUSTOMER.email));
    }
  });

  it('drops cached answers on a write to what they are built from: a price, a tip', async () => {
    const offers = await get('/v2/pricing/standard/product_offers');
    const [row] = await shop.database.db.select().from(productOffers).where(eq(productOffers.key, 'super_jackpot_lottery'));
    await shop.database.db.update(productOffers).set({ name: 'Super Jackpot (renamed)' }).where(eq(productOffers.key, 'super_jackpot_lottery'));
    try {
      const renamed = await get('/v2/pricing/standard/product_offers', { 'if-none-match': String(offers.headers.etag) });
      expect(renamed.status).toBe(200);
      expect(renamed.data.result.offers.find((o: { key: string }) => o.key === 'super_jackpot_lottery').name).toBe('Super Jackpot (renamed)');
    } finally {
      await shop.database.db.update(productOffers).set({ name: row!.name }).where(eq(productOffers.key, 'super_jackpot_lottery'));
    }
    const before = await get('/v2/tips');
    await shop.database.db.update(tips).set({ title: 'A fresh tip' }).where(eq(tips.id, before.data.result[0].id));
    expect((await get('/v2/tips')).data.result[0].title).toBe('A fresh tip');
  });

  it('stops listing a draw at its sales stop, and never lets a client keep the listing past it', async () => {
    const draw = await nextOpenDraw(shop.database.db, 'super_jackpot_lottery', shop.clock.now());
    const soonest = (await get('/v2/draws/upcoming/super_jackpot_lottery')).data.result[0];
    expect(soonest.drawNo).toBe(draw.drawNo);
    const before = await get('/v2/draws/upcoming/super_jackpot_lottery');
    const untilStop = Math.floor((draw.stopAt.getTime() - shop.clock.now().getTime()) / 1000);
    expect(before.headers['cache-control']).toBe(`public, max-age=${Math.min(60, untilStop)}`);
    const offersBefore = await get('/v2/pricing/standard/product_offers');
    expect(Object.keys(offersBefore.data.entities.draws)).toContain(draw.id);

    // No engine tick: only the time passes.
    const now = shop.clock.now();
    shop.clock.set(new Date(draw.stopAt.getTime() - 5_000));
    try {
      expect((await get('/v2/pricing/standard/product_offers')).headers['cache-control']).toBe('public, max-age=5');
      shop.clock.set(new Date(draw.stopAt.getTime() + 1));
      expect((await get('/v2/draws/upcoming/super_jackpot_lottery')).data.result[0].drawNo).not.toBe(draw.drawNo);
      expect(Object.keys((await get('/v2/pricing/standard/product_offers')).data.entities.draws)).not.toContain(draw.id);
    } finally {
      shop.clock.set(now);
    }
  });
});

describe.each(testBackends())('cached reads and the draw engine on $name', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('drops cached answers when the engine closes, draws and pays a draw', async () => {
    const draw = await nextOpenDraw(shop.database.db, 'super_jackpot_lottery', shop.clock.now());
    const details = `/v2/draw/details/super_jackpot_lottery/${draw.drawNo}`;
    const offers = '/v2/pricing/standard/product_offers';
    expect((await shop.client.call('GET', details)).data.result.status).toBe('DRAW_OPEN');
    expect(Object.keys((await shop.client.call('GET', offers)).data.entities.draws)).toContain(draw.id);
    const past = '/v2/draws/pricing/standard/past?limit=100';
    const latest = async () => (await shop.client.call('GET', past)).data.result.find((r: { productOfferKey: string }) => r.productOfferKey === 'super_jackpot_lottery');
    expect((await latest()).drawNo).toBeLessThan(draw.drawNo);

    // The engine runs past the draw; the requests' clock stays where it was, so nothing expired by time.
    await createDrawEngine(shop.database.db, shop.clock).tick(new Date(draw.drawAt.getTime() + 60_000));

    const moved = await shop.client.call('GET', details);
    expect(moved.data.result.status).toBe('DRAW_PAID');
    expect(moved.data.result.results).toEqual(expect.any(Object));
    expect(Object.keys((await shop.client.call('GET', offers)).data.entities.draws)).not.toContain(draw.id);
    expect((await latest()).drawNo).toBe(draw.drawNo);
  });
});
