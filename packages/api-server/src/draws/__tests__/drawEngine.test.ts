import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { draws, ledgerEntries, rafflePrizes, raffleTicketNumbers, raffleWinners, ticketResults, tickets } from '../../db/schema';
import { walletBalance } from '../../purchase/walletBalance';
import { advanceDraw } from '../advanceDraw';
import { drawDraw, FIRST_RAFFLE_TICKET_NO } from '../drawDraw';
import { createDrawEngine } from '../drawEngine';
import { loadDrawRules } from '../drawRules';
import { closeExpiredDraws } from '../closeExpiredDraws';
import { insertPrizeRows, payDraw } from '../payDraw';
import { scoreDraw } from '../scoreDraw';
import { buyTicket, drawById, insertCustomer, nextOpenDraw } from './drawFixtures';

describe.each(testBackends())('draw engine on $name', (backend) => {
  const shop = useTestShop(backend);

  const db = () => shop.database.db;
  const statusOf = async (id: string) => (await drawById(db(), id)).status;
  async function prizeRows(ticketId: string) {
    return db().select().from(ledgerEntries).where(and(eq(ledgerEntries.ticketId, ticketId), eq(ledgerEntries.kind, 'prize')));
  }

  it('moving the clock walks a draw through DRAW_OPEN → DRAW_CLOSED → DRAW_DRAWN → DRAW_SCORED → DRAW_PAID', async () => {
    const engine = createDrawEngine(db(), shop.clock);
    const draw = await nextOpenDraw(db(), 'monday_lotto', shop.clock.now());

    shop.clock.set(new Date(draw.stopAt.getTime() - 60_000));
    await engine.tick();
    expect(await statusOf(draw.id)).toBe('DRAW_OPEN');

    shop.clock.set(draw.stopAt);
    await engine.tick();
    expect(await statusOf(draw.id)).toBe('DRAW_CLOSED');

    shop.clock.set(new Date(draw.drawAt.getTime() - 1));
    await engine.tick();
    expect(await statusOf(draw.id)).toBe('DRAW_CLOSED');

    shop.clock.set(draw.drawAt);
    const report = await engine.tick();
    expect(report.drawn).toContain(draw.id);
    expect(report.scored).toContain(draw.id);
    expect(report.paid).toContain(draw.id);
    const done = await drawById(db(), draw.id);
    expect(done.status).toBe('DRAW_PAID');
    expect(done.results?.Numbers).toHaveLength(6);
  });

  it('commits each step on its own: closed, then drawn, then scored, then paid', async () => {
    const draw = await nextOpenDraw(db(), 'wednesday_lotto', shop.clock.now());
    shop.clock.set(draw.drawAt);
    await closeExpiredDraws(db(), shop.clock);
    expect(await statusOf(draw.id)).toBe('DRAW_CLOSED');
    expect(await drawDraw(db(), draw.id)).toBe(true);
    expect(await statusOf(draw.id)).toBe('DRAW_DRAWN');
    expect(await scoreDraw(db(), draw.id)).toBe(true);
    expect(await statusOf(draw.id)).toBe('DRAW_SCORED');
    expect(await payDraw(db(), draw.id, shop.clock.now())).toBe(true);
    expect(await statusOf(draw.id)).toBe('DRAW_PAID');
    // A step whose starting status has passed does nothing.
    expect(await drawDraw(db(), draw.id)).toBe(false);
    expect(await scoreDraw(db(), draw.id)).toBe(false);
    expect(await payDraw(db(), draw.id, shop.clock.now())).toBe(false);
  });

  it('pays a winning ticket into the wallet once, even when tick runs twice or the engine restarts between steps', async () => {
    const customer = await insertCustomer(db(), { firstname: 'Wendy', lastname: 'Winner', suburb: 'Cairns' });
    const draw = await nextOpenDraw(db(), 'super_jackpot_lottery', shop.clock.now());
    // Results imported ahead of the draw are kept by the engine, so the ticket can be made to win.
    await db()
      .update(draws)
      .set({ results: { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] } })
      .where(eq(draws.id, draw.id));
    const ticketId = await buyTicket(db(), customer, draw, [
      { Numbers: [1, 2, 3, 20, 21, 22, 23], Powerball: [1] }, // 3 + PB: $20
      { Numbers: [1, 2, 3, 4, 5, 30, 31], Powerball: [2] }, // 5: $45
      { Numbers: [10, 11, 12, 13, 14, 15, 16], Powerball: [1] }, // PB only: nothing
    ]);
    const before = await walletBalance(db(), customer);

    shop.clock.set(draw.drawAt);
    const first = createDrawEngine(db(), shop.clock);
    await closeExpiredDraws(db(), shop.clock);
    await drawDraw(db(), draw.id);
    // The process stops here; a new one takes over and scores.
    await createDrawEngine(db(), shop.clock).tick();
    expect(await statusOf(draw.id)).toBe('DRAW_PAID');
    // Two processes tick at once, twice.
    await Promise.all([first.tick(), createDrawEngine(db(), shop.clock).tick()]);
    await Promise.all([first.tick(), first.tick()]);

    const [result] = await db().select().from(ticketResults).where(eq(ticketResults.ticketId, ticketId));
    expect(result).toMatchObject({
      matches: [
        { Numbers: 3, Powerball: 1 },
        { Numbers: 5, Powerball: 0 },
        { Numbers: 0, Powerball: 1 },
      ],
      divisions: [8, 7, null],
      bestDivision: 7,
      prizeCents: 6_500,
    });
    const paid = await prizeRows(ticketId);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amountCents).toBe(6_500);
    expect(await walletBalance(db(), customer)).toBe(before + 6_500);
  });

  it('rolls back a step that fails half-way and redoes it whole on the next tick', async () => {
    const customer = await insertCustomer(db(), { firstname: 'Ray', lastname: 'Retry', suburb: 'Mackay' });
    const draw = await nextOpenDraw(db(), 'super_jackpot_lottery', shop.clock.now());
    await db().update(draws).set({ results: { Numbers: [8, 9, 10, 11, 12, 13, 14], Powerball: [5] } }).where(eq(draws.id, draw.id));
    const ticketId = await buyTicket(db(), customer, draw, [{ Numbers: [8, 9, 10, 11, 20, 21, 22], Powerball: [5] }]); // 4 + PB: $60
    shop.clock.set(draw.drawAt);
    await closeExpiredDraws(db(), shop.clock);
    await drawDraw(db(), draw.id);
    await scoreDraw(db(), draw.id);

    const crash = advanceDraw(db(), draw.id, 'DRAW_SCORED', 'DRAW_PAID', async (tx, row) => {
      expect(await insertPrizeRows(tx, row, shop.clock.now())).toBe(1);
      throw new Error('power cut');
    });
    await expect(crash).rejects.toThrow('power cut');
    expect(await statusOf(draw.id)).toBe('DRAW_SCORED');
    expect(await prizeRows(ticketId)).toHaveLength(0);

    await createDrawEngine(db(), shop.clock).tick();
    expect(await statusOf(draw.id)).toBe('DRAW_PAID');
    expect((await prizeRows(ticketId)).map((r) => r.amountCents)).toEqual([6_000]);
  });

  it('refuses a second prize row for the same ticket at the database', async () => {
    const [paid] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'prize')).limit(1);
    expect(paid).toBeDefined();
    if (!paid) return;
    await expect(db().insert(ledgerEntries).values({ ...paid, id: `${paid.id}-again` })).rejects.toThrow();
  });

  it('shares the division 1 prize pool among its winning games', async () => {
    const draw = await nextOpenDraw(db(), 'one_lottery', shop.clock.now());
    await db().update(draws).set({ results: { Numbers: [3, 9, 17, 25, 33, 41] }, prizePoolCents: 1_000_000_001 }).where(eq(draws.id, draw.id));
    const jackpot = { Numbers: [3, 9, 17, 25, 33, 41] };
    const a = await insertCustomer(db(), { firstname: 'Ann', lastname: 'Able', suburb: 'Hobart' });
    const b = await insertCustomer(db(), { firstname: 'Ben', lastname: 'Baker', suburb: 'Darwin' });
    const ticketA = await buyTicket(db(), a, draw, [jackpot], 80);
    const ticketB = await buyTicket(db(), b, draw, [jackpot, { Numbers: [3, 9, 17, 25, 33, 44] }], 160); // and a 5: $1,500
    shop.clock.set(draw.drawAt);
    // Two server processes reach the draw at the same moment.
    await Promise.all([createDrawEngine(db(), shop.clock).tick(), createDrawEngine(db(), shop.clock).tick()]);
    // $10,000,000.01 between two games: 500,000,000 cents each; the odd cent is not paid.
    expect((await prizeRows(ticketA)).map((r) => r.amountCents)).toEqual([500_000_000]);
    expect((await prizeRows(ticketB)).map((r) => r.amountCents)).toEqual([500_000_000 + 150_000]);
  });

  it('draws results with the crypto RNG within each set’s range, unique where the set requires it', async () => {
    // A week on, every lottery has drawn at least once more.
    shop.clock.advance(8 * 24 * 60 * 60 * 1000);
    await createDrawEngine(db(), shop.clock).tick();
    const drawn = await db().select().from(draws).where(and(eq(draws.kind, 'lottery'), eq(draws.status, 'DRAW_PAID')));
    const lotteryKeys = new Set(drawn.map((d) => d.lotteryKey));
    expect(lotteryKeys.size).toBeGreaterThanOrEqual(8);
    for (const lotteryKey of lotteryKeys) {
      const { numberSets } = await loadDrawRules(db(), lotteryKey);
      for (const draw of drawn.filter((d) => d.lotteryKey === lotteryKey)) {
        for (const set of numberSets) {
          const numbers = draw.results?.[set.name] ?? [];
          expect(numbers, `${draw.id} ${set.name}`).toHaveLength(set.count);
          for (const n of numbers) {
            expect(Number.isInteger(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(set.min);
            expect(n).toBeLessThanOrEqual(set.max);
          }
          if (set.unique) expect(new Set(numbers).size).toBe(set.count);
        }
      }
    }
  });

  it('draws raffle winners among the sold tickets, one per prize, main prize first', async () => {
    const past = await db()
      .select()
      .from(draws)
      .where(and(eq(draws.kind, 'raffle'), eq(draws.status, 'DRAW_PAID')))
      .orderBy(asc(draws.drawAt));
    expect(past.length).toBeGreaterThan(0);
    let withWinners = 0;
    for (const draw of past) {
      const prizes = await db()
        .select()
        .from(rafflePrizes)
        .where(eq(rafflePrizes.lotteryKey, draw.lotteryKey));
      const [sold] = await db()
        .select({ n: count() })
        .from(raffleTicketNumbers)
        .where(eq(raffleTicketNumbers.drawId, draw.id));
      const winners = await db()
        .select({ prizeId: raffleWinners.prizeId, ticketNo: raffleWinners.ticketNo, drawId: tickets.drawId, first: raffleTicketNumbers.firstNo, n: raffleTicketNumbers.count })
        .from(raffleWinners)
        .innerJoin(tickets, eq(tickets.id, raffleWinners.ticketId))
        .innerJoin(raffleTicketNumbers, eq(raffleTicketNumbers.ticketId, tickets.id))
        .where(eq(raffleWinners.drawId, draw.id));
      if ((sold?.n ?? 0) === 0) {
        expect(winners).toHaveLength(0);
        continue;
      }
      // Every winning number belongs to a ticket sold in this draw, and no ticket number wins twice.
      for (const w of winners) {
        expect(w.drawId).toBe(draw.id);
        expect(w.ticketNo).toBeGreaterThanOrEqual(w.first);
        expect(w.ticketNo).toBeLessThan(w.first + w.n);
      }
      expect(new Set(winners.map((w) => w.ticketNo)).size).toBe(winners.length);
      // The seeded supporters bought 10 tickets per draw: more than there are prizes.
      expect(winners).toHaveLength(prizes.length);
      withWinners += 1;
      const main = prizes.find((p) => p.isMain);
      const mainWinner = winners.find((w) => w.prizeId === main?.id);
      expect(mainWinner).toBeDefined();
      expect(draw.results?.WinningTicket?.[0]).toBe(mainWinner?.ticketNo);
    }
    expect(withWinners).toBeGreaterThan(0);
  });

  it('gives only the main prize when a raffle draw sold one ticket, and pays a cash prize to the wallet', async () => {
    const draw = await nextOpenDraw(db(), 'your_hospice_lottery', shop.clock.now());
    const customer = await insertCustomer(db(), { firstname: 'Lucky', lastname: 'Lee', suburb: 'Bendigo' }, 500);
    const ticketId = await buyTicket(db(), customer, draw, [{}], 500);
    shop.clock.set(draw.drawAt);
    await createDrawEngine(db(), shop.clock).tick();
    const done = await drawById(db(), draw.id);
    expect(done.status).toBe('DRAW_PAID');
    expect(done.results).toEqual({ WinningTicket: [FIRST_RAFFLE_TICKET_NO] });
    const winners = await db().select().from(raffleWinners).where(eq(raffleWinners.drawId, draw.id));
    expect(winners).toEqual([
      { drawId: draw.id, prizeId: 'your_hospice_lottery-prize-1', ticketId, ticketNo: FIRST_RAFFLE_TICKET_NO },
    ]);
    // The main prize is "$250,000 cash".
    expect((await prizeRows(ticketId)).map((r) => r.amountCents)).toEqual([25_000_000]);
    expect(await walletBalance(db(), customer)).toBe(25_000_000);
  });
});
