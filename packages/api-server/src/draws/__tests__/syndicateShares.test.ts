/**
 * Syndicate prizes are split per share: each holding gets won × its shares / size, whole cents
 * rounded down, and the sold shares' leftover cents go to the holding bought first.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { drawDivisionResults, draws, ledgerEntries, syndicates, ticketResults } from '../../db/schema';
import { createDrawEngine } from '../drawEngine';
import { insertPrizeRows } from '../payDraw';
import { splitSyndicatePrize } from '../syndicateShares';
import { drawById } from './drawFixtures';

describe('splitSyndicatePrize', () => {
  it('pays each holding won × shares / size, rounded down to the cent', () => {
    expect(splitSyndicatePrize(1000, 20, [{ shares: 3 }, { shares: 5 }, { shares: 1 }])).toEqual([150, 250, 50]);
  });
  it('gives the sold shares\' leftover cents to the holding bought first', () => {
    // 1013 × 3/20 = 151.95, × 5/20 = 253.25, × 1/20 = 50.65; the 9 sold shares' part is 455.85 → 455.
    expect(splitSyndicatePrize(1013, 20, [{ shares: 3 }, { shares: 5 }, { shares: 1 }])).toEqual([152, 253, 50]);
  });
  it('pays a full syndicate exactly what it won, and nothing when it won nothing', () => {
    const parts = splitSyndicatePrize(1_000_003, 20, [{ shares: 7 }, { shares: 7 }, { shares: 6 }]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1_000_003);
    expect(parts).toEqual([350_002, 350_001, 300_000]);
    expect(splitSyndicatePrize(0, 20, [{ shares: 3 }])).toEqual([0]);
  });
});

const SYNDICATE = 'super_jackpot_syndicate_36';
const share = (numShares: number) => ({
  productType: 'syndicate_share' as const,
  lotteryKey: 'super_jackpot_lottery',
  syndicateKey: SYNDICATE,
  numShares,
  games: [],
  gameType: 'syndicate',
  gameOffer: SYNDICATE,
  numDraws: 1,
  quickpick: false,
});

describe.each(testBackends())('syndicate prizes on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;

  async function buyShares(numShares: number): Promise<{ session: Session; ticketId: string; drawId: string }> {
    // Bought one after another: the first holding is the earliest ticket.
    shop.clock.advance(1000);
    const session = await signUp(shop.client);
    await db().insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: 10_000, description: 'Test credit' });
    const added = await shop.client.call('POST', '/v2/cart/items', { session, body: share(numShares) });
    expect(added.status, added.text).toBe(200);
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('share'), body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    const [order] = bought.data.result.orders;
    return { session, ticketId: order.ticketIds[0], drawId: added.data.result.cartItems[0].drawEncodedIds[0] };
  }
  const prizesOf = (customerId: string) =>
    db().select().from(ledgerEntries).where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.kind, 'prize')));

  it('scores the syndicate\'s games once and pays each share holder their part, once', async () => {
    const holders = [await buyShares(3), await buyShares(5), await buyShares(1)];
    const drawId = holders[0]!.drawId;
    expect(holders.every((h) => h.drawId === drawId)).toBe(true);
    const [syndicate] = await db().select().from(syndicates).where(eq(syndicates.key, SYNDICATE));
    const jackpotGame = syndicate!.games[0]!;
    // The draw comes out as the syndicate's first game; an odd pool makes the split round.
    await db()
      .update(draws)
      .set({ results: { Numbers: jackpotGame.Numbers as number[], Powerball: jackpotGame.Powerball as number[] }, prizePoolCents: 1_000_003 })
      .where(eq(draws.id, drawId));

    const draw = await drawById(db(), drawId);
    const engine = createDrawEngine(db(), shop.clock);
    const report = await engine.tick(draw.drawAt);
    expect(report.paid).toContain(drawId);

    // One winning game in division 1 however many holders: the syndicate entered its games once.
    const divisions = await db().select().from(drawDivisionResults).where(eq(drawDivisionResults.drawId, drawId));
    const prizeEach = new Map(divisions.map((d) => [d.division, d.prizeEachCents ?? 0]));
    expect(divisions.find((d) => d.division === 1)).toMatchObject({ winners: 1, prizeEachCents: 1_000_003 });

    const results = await Promise.all(holders.map(async (h) => (await db().select().from(ticketResults).where(eq(ticketResults.ticketId, h.ticketId)))[0]!));
    // Every holder sees the syndicate's 36 games scored, the first in division 1.
    for (const result of results) {
      expect(result.divisions).toHaveLength(36);
      expect(result.divisions[0]).toBe(1);
      expect(result.bestDivision).toBe(1);
    }
    const won = results[0]!.divisions.reduce<number>((sum, d) => sum + (d === null ? 0 : (prizeEach.get(d) ?? 0)), 0);
    const parts = [3, 5, 1].map((shares) => Math.floor((won * shares) / 20));
    parts[0]! += Math.floor((won * 9) / 20) - parts.reduce((a, b) => a + b, 0);
    expect(results.map((r) => r.prizeCents)).toEqual(parts);
    for (const [index, holder] of holders.entries()) {
      expect((await prizesOf(holder.session.customerId)).map((p) => [p.ticketId, p.amountCents])).toEqual([[holder.ticketId, parts[index]]]);
    }

    // Paying again, or another tick, pays nobody twice.
    expect(await db().transaction((tx) => insertPrizeRows(tx, draw, draw.drawAt))).toBe(0);
    await engine.tick(draw.drawAt);
    for (const holder of holders) expect(await prizesOf(holder.session.customerId)).toHaveLength(1);
  });
});
