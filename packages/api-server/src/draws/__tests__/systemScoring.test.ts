import type { GameNumbers } from '@drawkit/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { drawDivisionResults, draws, ledgerEntries, ticketResults, tickets } from '../../db/schema';
import { divisionWinners } from '../../results/drawQueries';
import { fullResult } from '../../results/pastResultQueries';
import { seedPurchase } from '../../seed/seedPastTickets';
import { createDrawEngine } from '../drawEngine';
import type { DrawRow } from '../openDraws';
import { drawById, insertCustomer, nextOpenDraw } from './drawFixtures';

// Super Jackpot (7 of 35 and a Powerball of 20), divisions best first:
// 1 "7 + PB" (pool), 2 "7" $150,000, 3 "6 + PB" $7,500, 4 "6" $650, 5 "5 + PB" $150,
// 6 "4 + PB" $60, 7 "5" $45, 8 "3 + PB" $20, 9 "2 + PB" $12.
const DRAWN = [1, 2, 3, 4, 5, 6, 7];

describe.each(testBackends())('scoring system and Powerhit entries by every line on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;

  /** The next Super Jackpot draw after `after` that holds no tickets yet, with its results set ahead. */
  async function emptyDraw(after: Date, results: Record<string, number[]>, prizePoolCents: number | null = null): Promise<DrawRow> {
    let draw = await nextOpenDraw(db(), 'super_jackpot_lottery', after);
    for (;;) {
      const [held] = await db().select({ n: count() }).from(tickets).where(eq(tickets.drawId, draw.id));
      if ((held?.n ?? 0) === 0) break;
      draw = await nextOpenDraw(db(), 'super_jackpot_lottery', draw.drawAt);
    }
    await db().update(draws).set({ results, prizePoolCents }).where(eq(draws.id, draw.id));
    return draw;
  }

  const buy = (customerId: string, draw: DrawRow, gameOffer: string, games: GameNumbers[]) =>
    seedPurchase(db(), {
      customerId,
      draw,
      offerKey: 'super_jackpot_lottery',
      gameOffer,
      productType: 'lottery_ticket',
      games,
      priceCents: 1_000,
      at: new Date(draw.stopAt.getTime() - 60 * 60 * 1000),
    });

  async function runTo(draw: DrawRow): Promise<void> {
    shop.clock.set(draw.drawAt);
    await createDrawEngine(db(), shop.clock).tick();
    expect((await drawById(db(), draw.id)).status).toBe('DRAW_PAID');
  }
  const resultOf = async (ticketId: string) => (await db().select().from(ticketResults).where(eq(ticketResults.ticketId, ticketId)))[0];
  async function paid(ticketId: string): Promise<number[]> {
    const rows = await db().select().from(ledgerEntries).where(and(eq(ledgerEntries.ticketId, ticketId), eq(ledgerEntries.kind, 'prize')));
    return rows.map((r) => r.amountCents);
  }
  async function winnersOf(drawId: string): Promise<Record<number, number>> {
    const rows = await db().select().from(drawDivisionResults).where(eq(drawDivisionResults.drawId, drawId)).orderBy(asc(drawDivisionResults.division));
    return Object.fromEntries(rows.filter((r) => r.winners > 0).map((r) => [r.division, r.winners]));
  }

  it('scores a Boxed Strike game in any order, a Strike game only in order', async () => {
    const customer = await insertCustomer(db(), { firstname: 'Bo', lastname: 'Boxed', suburb: 'Mackay' });
    const draw = await nextOpenDraw(db(), 'lotto_strike', shop.clock.now());
    await db().update(draws).set({ results: { Numbers: [12, 3, 40, 7] } }).where(eq(draws.id, draw.id));
    const strike = (gameType: string, gameOffer: string, numbers: number[]) =>
      seedPurchase(db(), {
        customerId: customer,
        draw,
        offerKey: 'lotto_strike',
        gameOffer,
        gameType,
        productType: 'lottery_ticket',
        games: [{ Numbers: numbers }],
        priceCents: 600,
        at: new Date(draw.stopAt.getTime() - 60 * 60 * 1000),
      });
    const boxed = await strike('strike_boxed', 'lotto_strike_boxed', [7, 40, 3, 12]);
    const inOrder = await strike('strike_standard', 'lotto_strike_strike', [7, 40, 3, 12]);
    shop.clock.set(draw.drawAt);
    await createDrawEngine(db(), shop.clock).tick();
    expect((await drawById(db(), draw.id)).status).toBe('DRAW_PAID');
    // "Boxed: your numbers win in any order": all four drawn numbers are picked, so Strike 4.
    expect(await resultOf(boxed)).toMatchObject({ matches: [{ Numbers: 4 }], divisions: [1] });
    expect(await resultOf(inOrder)).toMatchObject({ matches: [{ Numbers: 0 }], divisions: [null] });
  });

  it('pays a System 8, a Powerhit and a Powerhit super combo on every line they win', async () => {
    const customer = await insertCustomer(db(), { firstname: 'Sid', lastname: 'System', suburb: 'Toowoomba' });
    const draw = await emptyDraw(shop.clock.now(), { Numbers: DRAWN, Powerball: [1] }, 2_000_000_000);
    // System 8: 8 lines (every 7 of the 8). 6 drawn numbers among the 8: 2 lines of 6 and 6 lines of 5,
    // all with the Powerball: 2 × $7,500 + 6 × $150.
    const system = await buy(customer, draw, 'super_jackpot_lottery_system_8', [{ Numbers: [1, 2, 3, 4, 5, 6, 20, 21], Powerball: [1] }]);
    // Powerhit: 20 lines, one per Powerball. 5 numbers: 1 line of "5 + PB" ($150) and 19 of "5" ($45).
    const powerhit = await buy(customer, draw, 'super_jackpot_lottery_powerhit', [{ Numbers: [1, 2, 3, 4, 5, 30, 31] }]);
    // Powerhit super combo: a Powerhit System 8 (160 lines) and four Powerhit games. The System 8
    // holds all 7 numbers: "7 + PB" on 1 line (the whole pool), "7" on 19, "6 + PB" on 7, "6" on 133;
    // one Powerhit game has 3 numbers: "3 + PB" on 1 line ($20); the others win nothing.
    const combo = await buy(customer, draw, 'super_jackpot_lottery_powerhit_super_combo', [
      { Numbers: [1, 2, 3, 4, 5, 6, 7, 35] },
      { Numbers: [1, 2, 3, 20, 21, 22, 23] },
      { Numbers: [20, 21, 22, 23, 24, 25, 26] },
      { Numbers: [27, 28, 29, 30, 31, 32, 33] },
      { Numbers: [8, 9, 10, 11, 12, 13, 14] },
    ]);
    await runTo(draw);

    expect(await resultOf(system)).toMatchObject({
      matches: [{ Numbers: 6, Powerball: 1 }],
      divisions: [3],
      bestDivision: 3,
      sharedGames: 0,
      prizeCents: 2 * 750_000 + 6 * 15_000,
    });
    expect(await paid(system)).toEqual([1_590_000]);

    expect(await resultOf(powerhit)).toMatchObject({
      matches: [{ Numbers: 5, Powerball: 1 }],
      divisions: [5],
      bestDivision: 5,
      prizeCents: 15_000 + 19 * 4_500,
    });
    expect(await paid(powerhit)).toEqual([100_500]);

    const comboPrize = 2_000_000_000 + 19 * 15_000_000 + 7 * 750_000 + 133 * 65_000 + 2_000;
    expect(await resultOf(combo)).toMatchObject({
      matches: [
        { Numbers: 7, Powerball: 1 },
        { Numbers: 3, Powerball: 1 },
        { Numbers: 0, Powerball: 1 },
        { Numbers: 0, Powerball: 1 },
        { Numbers: 0, Powerball: 1 },
      ],
      divisions: [1, 8, null, null, null],
      bestDivision: 1,
      sharedGames: 1,
      prizeCents: comboPrize,
    });
    expect(await paid(combo)).toEqual([comboPrize]);

    // Every winning line counts among its division's winners.
    expect(await winnersOf(draw.id)).toEqual({ 1: 1, 2: 19, 3: 2 + 7, 4: 133, 5: 6 + 1, 7: 19, 8: 1 });

    // The customer's results show each game's best division and, additively, all its winning lines.
    const full = await fullResult(db(), 'super_jackpot_lottery', draw.drawNo, customer);
    const shown = new Map((full.customerTickets ?? []).map((t) => [t.ticketId, t]));
    expect(shown.get(system)).toMatchObject({
      divisions: [3],
      winningLines: [[{ division: 3, lines: 2 }, { division: 5, lines: 6 }]],
      prize: { amount: 1_590_000 },
    });
    expect(shown.get(combo)?.winningLines).toEqual([
      [{ division: 1, lines: 1 }, { division: 2, lines: 19 }, { division: 3, lines: 7 }, { division: 4, lines: 133 }],
      [{ division: 8, lines: 1 }],
      [],
      [],
      [],
    ]);
    // The system ticket is named among division 5's winners, where only its lesser lines won.
    const named = await divisionWinners(db(), await drawById(db(), draw.id));
    expect(named.find((d) => d.division === 5)).toMatchObject({ winners: 7, people: [{ name: 'Sid S.' }, { name: 'Sid S.' }] });
  });

  it('pays a Powerhit game whatever Powerball is drawn', async () => {
    const customer = await insertCustomer(db(), { firstname: 'Pat', lastname: 'Powerhit', suburb: 'Gladstone' });
    let after = shop.clock.now();
    for (const powerball of [20, 9]) {
      const draw = await emptyDraw(after, { Numbers: DRAWN, Powerball: [powerball] });
      const ticket = await buy(customer, draw, 'super_jackpot_lottery_powerhit', [{ Numbers: [1, 2, 3, 4, 5, 30, 31] }]);
      // A standard game with the same numbers and another Powerball wins only "5".
      const standard = await buy(customer, draw, 'super_jackpot_lottery_standard', [{ Numbers: [1, 2, 3, 4, 5, 30, 31], Powerball: [powerball === 20 ? 19 : 20] }]);
      await runTo(draw);
      expect(await paid(ticket), `Powerball ${powerball}`).toEqual([15_000 + 19 * 4_500]);
      expect(await paid(standard), `Powerball ${powerball}`).toEqual([4_500]);
      expect(await winnersOf(draw.id)).toEqual({ 5: 1, 7: 20 });
      after = draw.drawAt;
    }
  });
});
