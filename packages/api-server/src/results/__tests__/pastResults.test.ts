import { RESULT_DRAW_STATUSES } from '@drawkit/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../__tests__/helpers/fixtures';
import { createTestShop, type Session, type TestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import type { Db } from '../../db/Db';
import { draws, tickets } from '../../db/schema';
import { nextOpenDraw } from '../../draws/__tests__/drawFixtures';
import { aestMonthRange } from '../pastResultQueries';

const resulted = inArray(draws.status, [...RESULT_DRAW_STATUSES]);

async function latestDrawn(db: Db, lotteryKey: string) {
  const [draw] = await db.select().from(draws).where(and(eq(draws.lotteryKey, lotteryKey), resulted)).orderBy(desc(draws.drawNo)).limit(1);
  if (!draw) throw new Error(`No drawn draw of ${lotteryKey}`);
  return draw;
}

describe.each(testBackends())('past results on $name', (backend) => {
  let shop: TestShop;
  let demo: Session;
  beforeAll(async () => {
    shop = await createTestShop(backend);
    demo = await logIn(shop.client);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists the offers that have results, cached for 24 h ("draw result keys and branding 24 h")', async () => {
    const answer = await shop.client.call('GET', '/v2/draws/pricing/standard/past/result_keys');
    expect(answer.status, answer.text).toBe(200);
    const keys: string[] = answer.data.result.productOfferKeys;
    expect(keys).toEqual(expect.arrayContaining(['super_jackpot_lottery', 'mega_jackpot_lottery', 'make_a_smile_lottery']));
    expect(keys.some((key) => key.includes('syndicate'))).toBe(false);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect((await shop.client.call('GET', '/v2/draws/pricing/nope/past/result_keys')).status).toBe(404);
  });

  it('gives the latest result of each offer, a page at a time, by category', async () => {
    const first = await shop.client.call('GET', '/v2/draws/pricing/standard/past?limit=3&offset=0');
    const second = await shop.client.call('GET', '/v2/draws/pricing/standard/past?limit=3&offset=3');
    expect(first.status, first.text).toBe(200);
    expect(first.json.page_info).toEqual({ limit: 3, offset: 0, total: expect.any(Number) });
    expect(first.data.result).toHaveLength(3);
    const firstKeys = first.data.result.map((r: { productOfferKey: string }) => r.productOfferKey);
    const secondKeys = second.data.result.map((r: { productOfferKey: string }) => r.productOfferKey);
    expect(firstKeys.filter((key: string) => secondKeys.includes(key))).toEqual([]);
    const superJackpot = await latestDrawn(shop.database.db, 'super_jackpot_lottery');
    const all = await shop.client.call('GET', '/v2/draws/pricing/standard/past?limit=100');
    expect(all.data.result.find((r: { productOfferKey: string }) => r.productOfferKey === 'super_jackpot_lottery')).toMatchObject({
      drawNo: superJackpot.drawNo,
      results: superJackpot.results,
      kind: 'lottery',
    });

    const raffles = await shop.client.call('GET', '/v2/draws/pricing/standard/past?category=raffle&limit=100');
    expect(raffles.data.result.length).toBeGreaterThan(0);
    expect(raffles.data.result.every((r: { kind: string }) => r.kind === 'raffle')).toBe(true);
    expect(raffles.json.page_info.total).toBe(raffles.data.result.length);
    expect((await shop.client.call('GET', '/v2/draws/pricing/standard/past?category=bingo')).status).toBe(422);
  });

  it('pages an offer\'s past draws newest first, "Past results default page size 5", only drawn and later', async () => {
    const { db } = shop.database;
    const page1 = await shop.client.call('GET', '/v2/draws/pricing/standard/past?product_offer_key=super_jackpot_lottery');
    expect(page1.status, page1.text).toBe(200);
    expect(page1.data.result).toHaveLength(5);
    const [expected] = await db.select({ n: count() }).from(draws).where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), resulted));
    expect(page1.json.page_info).toEqual({ limit: 5, offset: 0, total: expected?.n });
    const page2 = await shop.client.call('GET', '/v2/draws/pricing/standard/past?product_offer_key=super_jackpot_lottery&offset=5');
    const numbers = [...page1.data.result, ...page2.data.result].map((r: { drawNo: number }) => r.drawNo);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const r of [...page1.data.result, ...page2.data.result]) expect(RESULT_DRAW_STATUSES).toContain(r.status);
    const open = await nextOpenDraw(db, 'super_jackpot_lottery');
    expect(numbers).not.toContain(open.drawNo);
    expect(page1.data.result[0].drawNo).toBeLessThan(open.drawNo);
  });

  it('gives a month of an offer\'s results (AEST months)', async () => {
    const latest = await latestDrawn(shop.database.db, 'super_jackpot_lottery');
    const aest = new Date(latest.drawAt.getTime() + 10 * 3600_000);
    const [year, month] = [aest.getUTCFullYear(), aest.getUTCMonth() + 1];
    const answer = await shop.client.call('GET', `/v2/draws/past/archived/super_jackpot_lottery/${year}/${month}?limit=10`);
    expect(answer.status, answer.text).toBe(200);
    const { from, to } = aestMonthRange(year, month);
    expect(answer.data.result.length).toBeGreaterThan(0);
    expect(answer.data.result.map((r: { drawNo: number }) => r.drawNo)).toContain(latest.drawNo);
    for (const r of answer.data.result) {
      expect(new Date(r.drawDate).getTime()).toBeGreaterThanOrEqual(from.getTime());
      expect(new Date(r.drawDate).getTime()).toBeLessThan(to.getTime());
    }
    expect((await shop.client.call('GET', `/v2/draws/past/archived/super_jackpot_lottery/${year}/13`)).status).toBe(422);
  });

  it('gives a drawn draw in full, and refuses a draw whose results are not out', async () => {
    const latest = await latestDrawn(shop.database.db, 'super_jackpot_lottery');
    const full = await shop.client.call('GET', `/v2/draw/full_result/super_jackpot_lottery/${latest.drawNo}`);
    expect(full.status, full.text).toBe(200);
    expect(full.json.result.results).toEqual(latest.results);
    expect(full.data.result.divisions[0]).toMatchObject({ division: 1, sharesPrizePool: true });
    expect(full.data.result.divisions.every((d: { winners: number | null }) => typeof d.winners === 'number')).toBe(true);
    expect(full.data.result.customerTickets).toBeNull();

    const open = await nextOpenDraw(shop.database.db, 'super_jackpot_lottery');
    const early = await shop.client.call('GET', `/v2/draw/full_result/super_jackpot_lottery/${open.drawNo}`);
    expect(early.status).toBe(404);
    expect(early.data.messages[0]).toMatchObject({ code: 'results_not_available', field: 'drawNo' });

    const preview = await shop.client.call('GET', `/v2/draw/preview/super_jackpot_lottery/${open.drawNo}`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.data.result).toMatchObject({ drawNo: open.drawNo, status: 'DRAW_OPEN', results: null });
  });

  it('gives raffle winners by prize, main prize first', async () => {
    const latest = await latestDrawn(shop.database.db, 'make_a_smile_lottery');
    const full = await shop.client.call('GET', `/v2/draw/full_result/make_a_smile_lottery/${latest.drawNo}`);
    expect(full.status, full.text).toBe(200);
    expect(full.data.result.kind).toBe('raffle');
    expect(full.data.result.raffleWinners[0].prize.isMainPrize).toBe(true);
    expect(full.data.result.divisions).toEqual([]);
  });

  it("shows a signed-in customer's own tickets in the draw with matches and winnings", async () => {
    const { db } = shop.database;
    const latest = await latestDrawn(db, 'super_jackpot_lottery');
    const [mine] = await db.select({ n: count() }).from(tickets).where(and(eq(tickets.drawId, latest.id), eq(tickets.customerId, demo.customerId)));
    expect(mine?.n).toBeGreaterThan(0);
    const full = await shop.client.call('GET', `/v2/draw/full_result_customer/super_jackpot_lottery/${latest.drawNo}`, { session: demo });
    expect(full.status, full.text).toBe(200);
    const own = full.data.result.customerTickets;
    expect(own).toHaveLength(mine?.n ?? -1);
    // The seeded demo ticket won "3 + PB" ($20.00).
    expect(own.some((t: { prize: { amount: number } | null }) => t.prize?.amount === 2000)).toBe(true);
    const winner = own.find((t: { prize: { amount: number } | null }) => t.prize?.amount === 2000);
    expect(winner.matches.length).toBe(winner.games.length);
    expect(winner.bestDivision).toEqual(expect.any(Number));

    expect((await shop.client.call('GET', `/v2/draw/full_result_customer/super_jackpot_lottery/${latest.drawNo}`)).status).toBe(401);
  });

  it('lists the draws the customer had tickets in, and only theirs', async () => {
    const answer = await shop.client.call('GET', '/v2/draws/past_customer', { session: demo });
    expect(answer.status, answer.text).toBe(200);
    const latest = await latestDrawn(shop.database.db, 'super_jackpot_lottery');
    expect(answer.data.result.map((r: { productOfferKey: string; drawNo: number }) => `${r.productOfferKey}:${r.drawNo}`)).toContain(
      `super_jackpot_lottery:${latest.drawNo}`,
    );
    expect(answer.json.page_info).toMatchObject({ limit: 5, offset: 0 });
    expect((await shop.client.call('GET', '/v2/draws/past_customer')).status).toBe(401);
    expect((await shop.client.call('GET', '/v2/draws/past_customer?customer_id=someone_else', { session: demo })).status).toBe(401);
    const raffles = await shop.client.call('GET', '/v2/draws/past_customer?category=raffle', { session: demo });
    expect(raffles.data.result.every((r: { kind: string }) => r.kind === 'raffle')).toBe(true);
  });

  it('answers a batch of full results in one call, leaving out draws without results', async () => {
    const { db } = shop.database;
    const superJackpot = await latestDrawn(db, 'super_jackpot_lottery');
    const [older] = await db
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'mega_jackpot_lottery'), resulted))
      .orderBy(asc(draws.drawNo))
      .limit(1);
    const open = await nextOpenDraw(db, 'super_jackpot_lottery');
    const keys = [`super_jackpot_lottery:${superJackpot.drawNo}`, `mega_jackpot_lottery:${older?.drawNo}`, `super_jackpot_lottery:${open.drawNo}`];
    const answer = await shop.client.call('GET', `/v2/draw/full_result?keys=${keys.join(',')}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.data.result.map((r: { productOfferKey: string; drawNo: number }) => `${r.productOfferKey}:${r.drawNo}`)).toEqual(keys.slice(0, 2));
    expect((await shop.client.call('GET', '/v2/draw/full_result?keys=nonsense')).status).toBe(422);
  });
});
