/**
 * Results-page latency against history: Super Jackpot gets five years of weekly drawn draws
 * (260 by default) with results, in a fresh database (PGlite in memory, or a new database on the
 * server DATABASE_URL names, dropped afterwards). Then N requests of each results call through
 * `app.inject` (the whole request pipeline: app key, signature, zod, query, envelope), and the
 * same calls for Mega Jackpot, which keeps the seed's 8 weeks, to show a page does not cost more
 * for an offer with a longer past.
 *
 *   node --conditions=drawkit-source --import tsx packages/api-server/scripts/benchResults.ts [draws] [requests]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { RESULT_DRAW_STATUSES } from '@drawkit/contract';
import { TestClient } from '../src/__tests__/helpers/testShop';
import { buildApp } from '../src/app';
import { manualClock } from '../src/clock';
import { draws } from '../src/db/schema';
import { drawId } from '../src/draws/drawSchedule';
import { createSandboxGateway } from '../src/payments/sandboxGateway';
import { prepareDatabase } from '../src/seed/prepareDatabase';
import { openBenchDatabase, quickPick } from './benchDatabase';

const HISTORY = Number(process.argv[2] ?? 260);
const REQUESTS = Number(process.argv[3] ?? 200);
const START = new Date('2026-03-11T00:00:00Z');
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;



const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const { database, label, dispose } = await openBenchDatabase();
try {
  const clock = manualClock(START);
  await prepareDatabase(database, { clock, publicOrigin: 'http://localhost:8080', partnerOrigins: [], passwordCost: 4 });
  const { db } = database;
  const resulted = inArray(draws.status, [...RESULT_DRAW_STATUSES]);
  const [oldest] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), resulted))
    .orderBy(asc(draws.drawNo))
    .limit(1);
  if (!oldest) throw new Error('No drawn Super Jackpot draw in the seed');
  const [seeded] = await db.select({ n: count() }).from(draws).where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), resulted));
  const extra = Math.min(HISTORY - (seeded?.n ?? 0), oldest.drawNo - 1);
  // Older weekly draws before the seeded ones, already paid, with random results.
  const rows = Array.from({ length: Math.max(0, extra) }, (_, index) => {
    const back = index + 1;
    const drawNo = oldest.drawNo - back;
    const drawAt = new Date(oldest.drawAt.getTime() - back * WEEK_MS);
    return {
      id: drawId('super_jackpot_lottery', drawNo),
      lotteryKey: 'super_jackpot_lottery',
      kind: 'lottery' as const,
      drawNo,
      status: 'DRAW_PAID' as const,
      stopAt: new Date(drawAt.getTime() - 60 * 60 * 1000),
      drawAt,
      prizePoolCents: randomInt(2, 80) * 100_000_000,
      results: { Numbers: quickPick(7, 35), Powerball: quickPick(1, 20) },
    };
  });
  for (let at = 0; at < rows.length; at += 500) await db.insert(draws).values(rows.slice(at, at + 500));
  const [total] = await db.select({ n: count() }).from(draws).where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), resulted));
  const [mega] = await db.select({ n: count() }).from(draws).where(and(eq(draws.lotteryKey, 'mega_jackpot_lottery'), resulted));

  if (process.env.BENCH_EXPLAIN === '1') {
    // How the database reads one page and the total, for the record.
    const statuses = RESULT_DRAW_STATUSES.map((status) => `'${status}'`).join(',');
    for (const query of [
      `explain analyze select * from draws where lottery_key = 'super_jackpot_lottery' and status in (${statuses}) order by draw_no desc limit 5 offset 0`,
      `explain analyze select * from draws where lottery_key = 'super_jackpot_lottery' and status in (${statuses}) order by draw_no desc limit 5 offset 255`,
      `explain analyze select count(*) from draws where lottery_key = 'super_jackpot_lottery' and status in (${statuses})`,
    ]) {
      const plan = await db.execute(sql.raw(query));
      const rows = (Array.isArray(plan) ? plan : (plan as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
      console.log(rows.map((row) => Object.values(row)[0]).join('\n'));
    }
  }

  const app = buildApp({
    db,
    clock,
    gateway: createSandboxGateway(db, clock),
    publicOrigin: 'http://localhost:8080',
    partnerOrigins: [],
    staticRoot: mkdtempSync(join(tmpdir(), 'drawkit-bench-')),
    passwordCost: 4,
  });
  await app.ready();
  const client = new TestClient(app, clock);

  async function time(name: string, url: string): Promise<void> {
    const first = await client.call('GET', url);
    if (first.status !== 200) throw new Error(`${url}: ${first.status} ${first.text}`);
    for (let i = 0; i < 20; i += 1) await client.call('GET', url); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = process.hrtime.bigint();
      await client.call('GET', url);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    samples.sort((a, b) => a - b);
    console.log(`  ${name.padEnd(58)} p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms`);
  }

  console.log(`${label}: Super Jackpot has ${total?.n} drawn draws, Mega Jackpot ${mega?.n}; ${REQUESTS} requests each`);
  const lastPage = Math.max(0, (total?.n ?? 0) - 5);
  await time(`Mega Jackpot results page 1 (${mega?.n} draws)`, '/v2/draws/pricing/standard/past?product_offer_key=mega_jackpot_lottery');
  await time(`Super Jackpot results page 1 (${total?.n} draws)`, '/v2/draws/pricing/standard/past?product_offer_key=super_jackpot_lottery');
  await time(`Super Jackpot results last page (offset ${lastPage})`, `/v2/draws/pricing/standard/past?product_offer_key=super_jackpot_lottery&offset=${lastPage}`);
  await time('All offers, latest result each (page of 5)', '/v2/draws/pricing/standard/past');
  const newest = rows.length ? oldest.drawNo + (seeded?.n ?? 1) - 1 : oldest.drawNo;
  await time('Super Jackpot full result of the latest draw', `/v2/draw/full_result/super_jackpot_lottery/${newest}`);
  await time('Super Jackpot archived month (5 years back)', `/v2/draws/past/archived/super_jackpot_lottery/${new Date(oldest.drawAt.getTime() - (rows.length - 2) * WEEK_MS).getUTCFullYear()}/6`);
  await app.close();
} finally {
  await dispose();
}
