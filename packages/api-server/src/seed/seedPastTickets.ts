/**
 * Past tickets for a new shop, so the draw engine has something to score and pay on first start:
 * the demo customer played the last Super Jackpot draw (one game matching 3 numbers and the
 * Powerball, one matching nothing), and a few supporters bought tickets in the past raffle draws,
 * whose winners the engine draws among them. The demo wallet still shows $50.00 once the prize
 * is paid: the demo deposit is set to $50.00 less the prize plus the spend.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import type { GameNumbers } from '@drawkit/contract';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId, randomToken } from '../db/ids';
import { checkouts, customers, draws, ledgerEntries, orders, tickets } from '../db/schema';
import { DEMO_CUSTOMER, DEFAULT_SEGMENT, LOTTERIES, PRICING_ID } from './catalogueData';
import { PRIZE_TABLES } from './drawData';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeded supporters: first names and suburbs are all the public ever sees of a winner. */
export const SUPPORTERS = [
  { firstname: 'Olivia', lastname: 'Nguyen', suburb: 'Toowoomba', state: 'QLD', postcode: '4350' },
  { firstname: 'Jack', lastname: 'Williams', suburb: 'Ballarat', state: 'VIC', postcode: '3350' },
  { firstname: 'Mia', lastname: 'Thompson', suburb: 'Newcastle', state: 'NSW', postcode: '2300' },
  { firstname: 'Noah', lastname: 'Patel', suburb: 'Fremantle', state: 'WA', postcode: '6160' },
];

export interface SeedPurchase {
  customerId: string;
  draw: typeof draws.$inferSelect;
  offerKey: string;
  gameOffer: string;
  /** 'standard' when not given. */
  gameType?: string;
  productType: 'lottery_ticket' | 'raffle_ticket';
  games: GameNumbers[];
  priceCents: number;
  /** When it was bought; it is paid from the wallet (one ledger debit). */
  at: Date;
}

/** Writes a paid purchase of one ticket row; returns the ticket id. */
export async function seedPurchase(db: DbOrTx, p: SeedPurchase): Promise<string> {
  const checkoutId = newId();
  await db.insert(checkouts).values({
    id: checkoutId,
    customerId: p.customerId,
    status: 'completed',
    totalCents: p.priceCents,
    walletCents: p.priceCents,
    cardCents: 0,
    walletBalanceAfterCents: 0,
    channelKey: 'web',
    createdAt: p.at,
  });
  const orderId = newId();
  await db.insert(orders).values({
    id: orderId,
    checkoutId,
    customerId: p.customerId,
    productType: p.productType,
    offerKey: p.offerKey,
    lotteryKey: p.draw.lotteryKey,
    gameType: p.gameType ?? 'standard',
    gameOffer: p.gameOffer,
    games: p.games,
    numGames: p.games.length,
    numDraws: 1,
    firstDrawNo: p.draw.drawNo,
    recurring: false,
    quickpick: false,
    description: `${p.games.length} ${p.productType === 'raffle_ticket' ? 'tickets' : 'games'}, draw ${p.draw.drawNo}`,
    priceCents: p.priceCents,
    position: 0,
    createdAt: p.at,
  });
  const ticketId = newId();
  await db.insert(tickets).values({
    id: ticketId,
    orderId,
    customerId: p.customerId,
    drawId: p.draw.id,
    lotteryKey: p.draw.lotteryKey,
    drawNo: p.draw.drawNo,
    games: p.games,
    createdAt: p.at,
  });
  await db.insert(ledgerEntries).values({
    id: newId(),
    customerId: p.customerId,
    kind: 'purchase',
    amountCents: -p.priceCents,
    checkoutId,
    description: 'Purchase of 1 item',
    createdAt: p.at,
  });
  return ticketId;
}

/** A Super Jackpot game matching exactly `hits` of the drawn numbers, with or without the Powerball. */
export function gameMatching(results: Record<string, number[]>, hits: number, powerball: boolean): GameNumbers {
  const drawn = results.Numbers ?? [];
  const misses = Array.from({ length: 35 }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
  const pb = results.Powerball?.[0] ?? 1;
  return {
    Numbers: [...drawn.slice(0, hits), ...misses.slice(0, 7 - hits)].sort((a, b) => a - b),
    Powerball: [powerball ? pb : (pb % 20) + 1],
  };
}

export async function seedPastTickets(db: DbOrTx, clock: Clock): Promise<void> {
  const now = clock.now();
  const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  const [lastDraw] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), eq(draws.status, 'DRAW_DRAWN')))
    .orderBy(desc(draws.drawAt))
    .limit(1);
  const price = LOTTERIES.find((l) => l.key === 'super_jackpot_lottery')?.pricePerGameCents ?? 0;
  const threePlusPb = PRIZE_TABLES.super_jackpot_lottery?.divisions.find((d) => d.name === '3 + PB')?.amountCents ?? 0;
  if (demo && lastDraw?.results) {
    const priceCents = 2 * price;
    await seedPurchase(db, {
      customerId: demo.id,
      draw: lastDraw,
      offerKey: 'super_jackpot_lottery',
      gameOffer: 'super_jackpot_lottery_standard',
      productType: 'lottery_ticket',
      games: [gameMatching(lastDraw.results, 3, true), gameMatching(lastDraw.results, 0, false)],
      priceCents,
      at: new Date(lastDraw.stopAt.getTime() - DAY_MS),
    });
    await db
      .update(ledgerEntries)
      .set({ amountCents: DEMO_CUSTOMER.walletCents + priceCents - threePlusPb })
      .where(and(eq(ledgerEntries.customerId, demo.id), eq(ledgerEntries.kind, 'deposit')));
  }

  // Supporters of the charity raffles; each played every past raffle draw.
  const pastRaffles = await db
    .select()
    .from(draws)
    .where(and(eq(draws.kind, 'raffle'), eq(draws.status, 'DRAW_CLOSED'), lte(draws.drawAt, now)));
  if (pastRaffles.length === 0) return;
  for (const [i, supporter] of SUPPORTERS.entries()) {
    const id = newId();
    await db.insert(customers).values({
      id,
      email: `${supporter.firstname.toLowerCase()}.supporter@drawkit.test`,
      // No one can sign in as a seeded supporter: the hash matches no password.
      passwordHash: `disabled:${randomToken(16)}`,
      firstname: supporter.firstname,
      lastname: supporter.lastname,
      dateOfBirth: '1970-01-01',
      address: `${i + 1} Supporter Lane`,
      suburb: supporter.suburb,
      state: supporter.state,
      postcode: supporter.postcode,
      country: 'AU',
      pricingId: PRICING_ID,
      segment: DEFAULT_SEGMENT,
      createdAt: now,
    });
    for (const draw of pastRaffles) {
      const raffle = LOTTERIES.find((l) => l.key === draw.lotteryKey);
      if (!raffle) continue;
      const count = i + 1;
      await db.insert(ledgerEntries).values({
        id: newId(),
        customerId: id,
        kind: 'deposit',
        amountCents: count * raffle.pricePerGameCents,
        description: 'Card deposit',
        createdAt: new Date(draw.stopAt.getTime() - 2 * DAY_MS),
      });
      await seedPurchase(db, {
        customerId: id,
        draw,
        offerKey: raffle.key,
        gameOffer: `${raffle.key}_ticket`,
        productType: 'raffle_ticket',
        games: Array.from({ length: count }, () => ({})),
        priceCents: count * raffle.pricePerGameCents,
        at: new Date(draw.stopAt.getTime() - 2 * DAY_MS + i * 60_000),
      });
    }
  }
}
