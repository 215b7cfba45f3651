/**
 * The batch scorer against the scorer it replaced (referenceScoreDraw, kept as it was): the same
 * random tickets of every game type, in a random draw of each lottery, scored by the reference in
 * a transaction that is rolled back and then by scoreDraw, must give the same result rows (every
 * column), division winners and pool share, and prize payments. The seed is printed; repeat a
 * run with SCORER_SEED=<seed>.
 */
import type { GameNumbers } from '@drawkit/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import type { DbOrTx } from '../../db/Db';
import { newId } from '../../db/ids';
import { checkouts, drawDivisionResults, draws, type ItemDetails, ledgerEntries, orders, syndicates, ticketResults, tickets } from '../../db/schema';
import { closeExpiredDraws } from '../closeExpiredDraws';
import { drawDraw } from '../drawDraw';
import { loadDrawRules } from '../drawRules';
import type { DrawRow } from '../openDraws';
import { insertPrizeRows, payDraw } from '../payDraw';
import { scoreDraw } from '../scoreDraw';
import { drawById, insertCustomer, nextOpenDraw } from './drawFixtures';
import { boxedPick, lottoGame, orderedPick, type Random, randomInt, randomResults, seededRandom } from './randomTickets';
import { referenceScoreDraw } from './referenceScoreDraw';

const SEED = Number(process.env.SCORER_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`scorer comparison: SCORER_SEED=${SEED}`);

/** One kind of ticket a lottery sells: its order's fields and how its games are made. */
interface TicketKind {
  gameType: string;
  gameOffer: string;
  productType?: 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share';
  details?: ItemDetails;
  /** At most this many tickets (a syndicate has only so many shares). */
  limit?: number;
  games(random: Random, results: Record<string, number[]>): GameNumbers[];
}

const times = (n: number, game: () => GameNumbers): GameNumbers[] => Array.from({ length: n }, game);
/** Share holdings of 1, 2 and 3 shares in turn, four of them. */
const share = (syndicateKey: string, offerKey: string): TicketKind[] =>
  [1, 2, 3, 2].map((numShares) => ({
    gameType: 'syndicate',
    gameOffer: syndicateKey,
    productType: 'syndicate_share' as const,
    details: { syndicateKey, numShares, productOfferKey: offerKey },
    limit: 1,
    games: () => [],
  }));
const sj = 'super_jackpot_lottery';
const mj = 'mega_jackpot_lottery';

const LOTTERIES: { key: string; tickets: number; kinds: TicketKind[]; drawnAsSyndicateGame?: string }[] = [
  {
    key: sj,
    tickets: 1_200,
    // The draw comes out as this syndicate's first game: its holders split a pool share.
    drawnAsSyndicateGame: 'super_jackpot_syndicate_36',
    kinds: [
      { gameType: 'standard', gameOffer: `${sj}_standard`, games: (r, res) => times(randomInt(r, 1, 6), () => lottoGame(r, res, 7, 35, 20)) },
      { gameType: 'reduced_system', gameOffer: `${sj}_system_8`, games: (r, res) => times(randomInt(r, 1, 3), () => lottoGame(r, res, 8, 35, 20)) },
      { gameType: 'reduced_system', gameOffer: `${sj}_system_9`, games: (r, res) => times(randomInt(r, 1, 3), () => lottoGame(r, res, 9, 35, 20)) },
      { gameType: 'powerhit', gameOffer: `${sj}_powerhit`, games: (r, res) => times(randomInt(r, 1, 3), () => lottoGame(r, res, 7, 35, null)) },
      { gameType: 'powerpik', gameOffer: `${sj}_powerpik`, games: (r, res) => times(randomInt(r, 5, 10), () => lottoGame(r, res, 7, 35, 20)) },
      {
        gameType: 'powerhit_super_combo',
        gameOffer: `${sj}_powerhit_super_combo`,
        games: (r, res) => [lottoGame(r, res, 8, 35, null), ...times(4, () => lottoGame(r, res, 7, 35, null))],
      },
      { gameType: 'powerpik_system', gameOffer: `${sj}_powerpik_system_8`, games: (r, res) => [lottoGame(r, res, 8, 35, 20)] },
      { gameType: 'powerpik_system', gameOffer: `${sj}_powerpik_system_9`, games: (r, res) => [lottoGame(r, res, 9, 35, 20)] },
      ...share('super_jackpot_syndicate_36', 'super_jackpot_syndicate'),
      ...share('super_jackpot_lotto_party_24', 'super_jackpot_lotto_party'),
      // A share ticket whose order names no syndicate: recorded without a prize.
      { gameType: 'syndicate', gameOffer: 'none', productType: 'syndicate_share', limit: 2, games: () => [] },
    ],
  },
  {
    key: mj,
    tickets: 400,
    kinds: [
      { gameType: 'standard', gameOffer: `${mj}_standard`, games: (r, res) => times(randomInt(r, 1, 8), () => lottoGame(r, res, 7, 47, null)) },
      {
        gameType: 'mega_combo',
        gameOffer: `${mj}_super_combo`,
        games: (r, res) => [lottoGame(r, res, 8, 47, null), ...times(10, () => lottoGame(r, res, 7, 47, null))],
      },
      ...share('mega_jackpot_syndicate_50', 'mega_jackpot_syndicate'),
    ],
  },
  {
    key: 'one_lottery',
    tickets: 200,
    kinds: [
      { gameType: 'standard', gameOffer: 'one_lottery_standard', games: (r, res) => times(randomInt(r, 1, 4), () => lottoGame(r, res, 6, 45, null)) },
      ...share('one_lottery_syndicate_20', 'one_lottery_syndicate'),
    ],
  },
  {
    key: 'lotto_strike',
    tickets: 300,
    kinds: [
      {
        gameType: 'strike_standard',
        gameOffer: 'lotto_strike_strike',
        games: (r, res) => times(randomInt(r, 1, 3), () => ({ Numbers: orderedPick(r, res.Numbers ?? [], 1, 45, true) })),
      },
      {
        gameType: 'strike_boxed',
        gameOffer: 'lotto_strike_boxed',
        games: (r, res) => times(randomInt(r, 1, 3), () => ({ Numbers: boxedPick(r, res.Numbers ?? [], 1, 45) })),
      },
    ],
  },
  {
    key: 'super_66',
    tickets: 300,
    kinds: [
      {
        gameType: 'standard',
        gameOffer: 'super_66_standard',
        games: (r, res) => times(randomInt(r, 1, 3), () => ({ Numbers: orderedPick(r, res.Numbers ?? [], 0, 9, false, r() < 0.5) })),
      },
    ],
  },
  {
    key: 'make_a_smile_lottery',
    tickets: 100,
    kinds: [{ gameType: 'standard', gameOffer: 'make_a_smile_lottery_ticket', productType: 'raffle_ticket', games: (r) => times(randomInt(r, 1, 3), () => ({})) }],
  },
];

/** Everything scoring and paying a draw writes, in a stable order. */
async function snapshot(db: DbOrTx, drawId: string) {
  const results = await db.select().from(ticketResults).where(eq(ticketResults.drawId, drawId)).orderBy(asc(ticketResults.ticketId));
  const divisions = await db.select().from(drawDivisionResults).where(eq(drawDivisionResults.drawId, drawId)).orderBy(asc(drawDivisionResults.division));
  const ticketIds = (await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.drawId, drawId))).map((t) => t.id);
  const prizes = await db
    .select({ ticketId: ledgerEntries.ticketId, customerId: ledgerEntries.customerId, amountCents: ledgerEntries.amountCents, description: ledgerEntries.description })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'prize'), inArray(ledgerEntries.ticketId, ticketIds)))
    .orderBy(asc(ledgerEntries.ticketId));
  return { results, divisions, prizes };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

class RolledBack extends Error {
  constructor(readonly written: Snapshot) {
    super('rolled back on purpose');
  }
}

describe.each(testBackends())('the batch scorer against the reference scorer on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;

  /** Customers, checkouts, orders and tickets for one lottery's draw, straight into the tables. */
  async function sell(random: Random, draw: DrawRow, lottery: (typeof LOTTERIES)[number], results: Record<string, number[]>, customerIds: string[]) {
    const checkoutOf = new Map<string, string>();
    for (const customerId of customerIds) {
      const id = newId();
      checkoutOf.set(customerId, id);
      await db().insert(checkouts).values({ id, customerId, status: 'completed', totalCents: 0, walletCents: 0, cardCents: 0, walletBalanceAfterCents: 0, channelKey: 'web' });
    }
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const ticketRows: (typeof tickets.$inferInsert)[] = [];
    const sold = (customerId: string, kind: TicketKind, games: GameNumbers[], at: Date) => {
      const orderId = newId();
      orderRows.push({
        id: orderId, checkoutId: checkoutOf.get(customerId) as string, customerId, productType: kind.productType ?? 'lottery_ticket',
        offerKey: lottery.key, lotteryKey: lottery.key, gameType: kind.gameType, gameOffer: kind.gameOffer, games, numGames: games.length,
        numDraws: 1, firstDrawNo: draw.drawNo, recurring: false, quickpick: true, description: 'Comparison', priceCents: 0, position: 0,
        details: kind.details ?? {}, createdAt: at,
      });
      ticketRows.push({ id: newId(), orderId, customerId, drawId: draw.id, lotteryKey: lottery.key, drawNo: draw.drawNo, games, createdAt: at });
    };
    const soldOf = new Map<TicketKind, number>();
    for (let i = 0; i < lottery.tickets; i += 1) {
      const open = lottery.kinds.filter((k) => (soldOf.get(k) ?? 0) < (k.limit ?? Infinity));
      const kind = open[randomInt(random, 0, open.length - 1)] as TicketKind;
      soldOf.set(kind, (soldOf.get(kind) ?? 0) + 1);
      // Distinct purchase times: a syndicate's first holding (the rounding remainder's) is the earliest.
      sold(customerIds[randomInt(random, 0, customerIds.length - 1)] as string, kind, kind.games(random, results), new Date(draw.stopAt.getTime() - (i + 1) * 1000));
    }
    if (draw.kind !== 'raffle') {
      // A game of exactly the drawn numbers, in the drawn order: the shared pool always has a winner.
      sold(customerIds[0] as string, lottery.kinds[0] as TicketKind, [{ ...results }], draw.stopAt);
    }
    for (let from = 0; from < orderRows.length; from += 500) {
      await db().insert(orders).values(orderRows.slice(from, from + 500));
      await db().insert(tickets).values(ticketRows.slice(from, from + 500));
    }
  }

  it('scores random tickets of every game type as the reference does, in every column', async () => {
    const random = seededRandom(SEED);
    const customerIds: string[] = [];
    for (let i = 0; i < 12; i += 1) customerIds.push(await insertCustomer(db(), { firstname: `Comparison${i}`, lastname: 'Buyer', suburb: 'Cairns' }));

    const drawsSold: DrawRow[] = [];
    for (const lottery of LOTTERIES) {
      const draw = await nextOpenDraw(db(), lottery.key, shop.clock.now());
      let results: Record<string, number[]> = {};
      if (draw.kind !== 'raffle') {
        const [syndicate] = lottery.drawnAsSyndicateGame ? await db().select().from(syndicates).where(eq(syndicates.key, lottery.drawnAsSyndicateGame)) : [];
        const firstGame = syndicate?.games[0];
        results = firstGame
          ? { Numbers: firstGame.Numbers as number[], Powerball: firstGame.Powerball as number[] }
          : randomResults(random, (await loadDrawRules(db(), lottery.key)).numberSets);
        // An odd pool: its division among the winners rounds.
        await db().update(draws).set({ results, prizePoolCents: 1_000_000_000 + randomInt(random, 0, 999_999) }).where(eq(draws.id, draw.id));
      }
      await sell(random, draw, lottery, results, customerIds);
      drawsSold.push(draw);
    }

    shop.clock.set(new Date(Math.max(...drawsSold.map((d) => d.drawAt.getTime()))));
    await closeExpiredDraws(db(), shop.clock);
    let lotteryWinners = 0;
    let multiDivisionGames = 0;
    for (const sold of drawsSold) {
      expect(await drawDraw(db(), sold.id)).toBe(true);
      const draw = await drawById(db(), sold.id);

      let expected: Snapshot | undefined;
      await db()
        .transaction(async (tx) => {
          await referenceScoreDraw(tx, draw);
          await insertPrizeRows(tx, draw, draw.drawAt);
          throw new RolledBack(await snapshot(tx, draw.id));
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
          expected = error.written;
        });

      // Small batches, so the cursor and COPY run many times.
      expect(await scoreDraw(db(), draw.id, { batchSize: 97 })).toBe(true);
      expect(await scoreDraw(db(), draw.id), 'a second run scores nothing').toBe(false);
      expect(await payDraw(db(), draw.id, draw.drawAt)).toBe(true);
      const actual = await snapshot(db(), draw.id);

      expect(actual.results.length, draw.lotteryKey).toBe((await db().select({ id: tickets.id }).from(tickets).where(eq(tickets.drawId, draw.id))).length);
      expect(actual.results, `${draw.lotteryKey} result rows (seed ${SEED})`).toEqual(expected?.results);
      expect(actual.divisions, `${draw.lotteryKey} division winners (seed ${SEED})`).toEqual(expected?.divisions);
      expect(actual.prizes, `${draw.lotteryKey} prizes paid (seed ${SEED})`).toEqual(expected?.prizes);

      if (draw.kind !== 'raffle') {
        // The comparison means something only if there were winners to get wrong.
        expect(actual.divisions.find((d) => d.division === 1)?.winners, `${draw.lotteryKey} has a division 1 winner`).toBeGreaterThan(0);
        lotteryWinners += actual.results.filter((r) => r.prizeCents > 0).length;
        multiDivisionGames += actual.results.flatMap((r) => r.winningLines).filter((wins) => wins.length > 1).length;
      }
    }
    expect(lotteryWinners).toBeGreaterThan(100);
    expect(multiDivisionGames, 'system and Powerhit games winning several divisions').toBeGreaterThan(10);
  });
});
