/**
 * Draw-engine throughput: a Super Jackpot draw with 100,000 tickets of 4 quick-pick games each,
 * in a fresh database (PGlite in memory, or a new database on the server DATABASE_URL names,
 * dropped afterwards), then drawn, scored and paid by the engine's steps. Prints tickets scored
 * per second.
 *
 *   node --conditions=drawkit-source --import tsx packages/api-server/scripts/benchScoring.ts [tickets]
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { manualClock } from '../src/clock';
import { newId } from '../src/db/ids';
import { checkouts, customers, draws, ledgerEntries, orders, ticketResults } from '../src/db/schema';
import { closeExpiredDraws } from '../src/draws/closeExpiredDraws';
import { drawDraw } from '../src/draws/drawDraw';
import { payDraw } from '../src/draws/payDraw';
import { emptyScoringTimings, scoreDraw } from '../src/draws/scoreDraw';
import { prepareDatabase } from '../src/seed/prepareDatabase';
import { openBenchDatabase, quickPick } from './benchDatabase';

const TICKETS = Number(process.argv[2] ?? 100_000);
const GAMES_PER_TICKET = 4;
const INSERT_BATCH = 10_000;
const START = new Date('2026-03-11T00:00:00Z');



const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

const { database, label, dispose } = await openBenchDatabase();
try {
  const clock = manualClock(START);
  await prepareDatabase(database, { clock, publicOrigin: 'http://localhost:8080', partnerOrigins: [], passwordCost: 4 });
  const { db } = database;
  const [draw] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), eq(draws.status, 'DRAW_OPEN')))
    .orderBy(asc(draws.drawAt))
    .limit(1);
  if (!draw) throw new Error('No open Super Jackpot draw');

  // One buyer and one order hold every ticket: the bench measures the draw engine, not purchases.
  const customerId = newId();
  await db.insert(customers).values({
    id: customerId,
    email: 'bench@example.test',
    passwordHash: 'bench:none',
    firstname: 'Bench',
    lastname: 'Mark',
    dateOfBirth: '1980-01-01',
    address: '1 Bench Street',
    suburb: 'Brisbane City',
    state: 'QLD',
    postcode: '4000',
    country: 'AU',
    pricingId: 'standard',
    segment: 'default',
  });
  const checkoutId = newId();
  await db.insert(checkouts).values({
    id: checkoutId, customerId, status: 'completed', totalCents: 0, walletCents: 0, cardCents: 0, walletBalanceAfterCents: 0, channelKey: 'web',
  });
  const orderId = newId();
  await db.insert(orders).values({
    id: orderId, checkoutId, customerId, productType: 'lottery_ticket', offerKey: 'super_jackpot_lottery', lotteryKey: draw.lotteryKey,
    gameType: 'standard', gameOffer: 'super_jackpot_lottery_standard', games: [], numGames: GAMES_PER_TICKET, numDraws: 1,
    firstDrawNo: draw.drawNo, recurring: false, quickpick: true, description: 'Bench tickets', priceCents: 0, position: 0,
  });

  let started = process.hrtime.bigint();
  for (let done = 0; done < TICKETS; done += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, TICKETS - done) }, () => ({
      id: newId(),
      games: Array.from({ length: GAMES_PER_TICKET }, () => ({ Numbers: quickPick(7, 35), Powerball: quickPick(1, 20) })),
    }));
    await db.execute(sql`
      insert into tickets (id, order_id, customer_id, draw_id, lottery_key, draw_no, games)
      select r.id, ${orderId}, ${customerId}, ${draw.id}, ${draw.lotteryKey}, ${draw.drawNo}, r.games
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, games jsonb)`);
  }
  console.log(`${label}: ${TICKETS.toLocaleString('en-AU')} tickets of ${GAMES_PER_TICKET} games written in ${seconds(started).toFixed(1)} s`);

  clock.set(draw.drawAt);
  await closeExpiredDraws(db, clock);
  await drawDraw(db, draw.id);

  started = process.hrtime.bigint();
  const timings = emptyScoringTimings();
  await scoreDraw(db, draw.id, { timings });
  const scoring = seconds(started);
  started = process.hrtime.bigint();
  await payDraw(db, draw.id, clock.now());
  const paying = seconds(started);

  const [scored] = await db.select({ n: count() }).from(ticketResults).where(eq(ticketResults.drawId, draw.id));
  const [paid] = await db
    .select({ n: count(), cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.kind, 'prize')));
  const scoredCount = scored?.n ?? 0;
  if (scoredCount !== TICKETS) throw new Error(`Scored ${scoredCount} of ${TICKETS} tickets`);
  console.log(`Scored ${scoredCount.toLocaleString('en-AU')} tickets in ${scoring.toFixed(2)} s: ${Math.round(scoredCount / scoring).toLocaleString('en-AU')} tickets scored per second`);
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const rest = scoring * 1000 - timings.readMs - timings.writeMs - timings.finishMs;
  console.log(
    `  waiting for tickets ${ms(timings.readMs)}, score + COPY results ${ms(timings.writeMs)} (of which scoring in JS ${ms(timings.scoreMs)}, ` +
      `${timings.distinctPlays} distinct plays), divisions and pool ${ms(timings.finishMs)}, lock + commit ${ms(rest)}`,
  );
  console.log(`Paid ${(paid?.n ?? 0).toLocaleString('en-AU')} winning tickets ($${(Number(paid?.cents ?? 0) / 100).toLocaleString('en-AU')}) in ${paying.toFixed(2)} s`);
  console.log(`Scoring and paying: ${Math.round(scoredCount / (scoring + paying)).toLocaleString('en-AU')} tickets per second`);
} finally {
  await dispose();
}
