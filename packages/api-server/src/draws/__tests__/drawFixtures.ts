/** Customers, draws and tickets for the draw engine tests, written straight to the database. */
import type { GameNumbers } from '@drawkit/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { newId } from '../../db/ids';
import { customers, draws, ledgerEntries } from '../../db/schema';
import { seedPurchase } from '../../seed/seedPastTickets';
import type { DrawRow } from '../openDraws';

export async function insertCustomer(db: Db, names: { firstname: string; lastname: string; suburb: string }, walletCents = 100_000): Promise<string> {
  const id = newId();
  await db.insert(customers).values({
    id,
    email: `${id}@example.test`,
    passwordHash: 'test:not-a-password',
    ...names,
    dateOfBirth: '1980-01-01',
    address: '1 Test Street',
    state: 'QLD',
    postcode: '4000',
    country: 'AU',
    pricingId: 'standard',
    segment: 'default',
  });
  await db.insert(ledgerEntries).values({ id: newId(), customerId: id, kind: 'deposit', amountCents: walletCents, description: 'Test deposit' });
  return id;
}

/** The next open draw of a lottery after `after` (soonest first). */
export async function nextOpenDraw(db: Db, lotteryKey: string, after = new Date(0)): Promise<DrawRow> {
  const [draw] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.lotteryKey, lotteryKey), eq(draws.status, 'DRAW_OPEN'), gt(draws.drawAt, after)))
    .orderBy(asc(draws.drawAt))
    .limit(1);
  if (!draw) throw new Error(`No open draw of ${lotteryKey}`);
  return draw;
}

export async function drawById(db: Db, id: string): Promise<DrawRow> {
  const [draw] = await db.select().from(draws).where(eq(draws.id, id));
  if (!draw) throw new Error(`No draw ${id}`);
  return draw;
}

export function buyTicket(db: Db, customerId: string, draw: DrawRow, games: GameNumbers[], priceCents = 175 * games.length): Promise<string> {
  const raffle = draw.kind === 'raffle';
  return seedPurchase(db, {
    customerId,
    draw,
    offerKey: draw.lotteryKey,
    gameOffer: `${draw.lotteryKey}_${raffle ? 'ticket' : 'standard'}`,
    productType: raffle ? 'raffle_ticket' : 'lottery_ticket',
    games,
    priceCents,
    at: new Date(draw.stopAt.getTime() - 60 * 60 * 1000),
  });
}
