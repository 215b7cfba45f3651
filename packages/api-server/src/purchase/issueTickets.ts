/**
 * The tickets an order makes, by product type: a lottery ticket per draw with its games; a
 * raffle ticket row per draw holding the item's tickets, numbered in the draw; a syndicate share
 * per draw (its games live on the syndicate, so a share is never scored as the whole set); a
 * pre-order makes a scheduled purchase instead, ticketed when its draw opens for sale.
 */
import { eq, sql } from 'drizzle-orm';
import type { PricedItem } from '../cart/cartItemRules';
import type { Tx } from '../db/Db';
import { newId } from '../db/ids';
import { draws, raffleTicketNumbers, scheduledPurchases, tickets } from '../db/schema';

/** Raffle ticket numbers start here in every draw, so they read as six digits. */
export const FIRST_RAFFLE_TICKET_NO = 100_001;

/** What a purchase takes now: the items' prices without the pre-orders. */
export function dueCents(items: readonly PricedItem[]): number {
  return items.reduce((sum, item) => sum + (item.preOrder ? 0 : item.totalPriceCents), 0);
}

/** The next free raffle ticket number of a draw; the draw row is locked until the transaction ends. */
async function nextRaffleNumber(tx: Tx, drawId: string): Promise<number> {
  await tx.select({ id: draws.id }).from(draws).where(eq(draws.id, drawId)).for('update');
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${raffleTicketNumbers.firstNo} + ${raffleTicketNumbers.count}), ${FIRST_RAFFLE_TICKET_NO})` })
    .from(raffleTicketNumbers)
    .where(eq(raffleTicketNumbers.drawId, drawId));
  return Number(row?.next ?? FIRST_RAFFLE_TICKET_NO);
}

export async function issueTickets(tx: Tx, now: Date, customerId: string, orderId: string, item: PricedItem): Promise<void> {
  if (item.preOrder) {
    await tx.insert(scheduledPurchases).values(
      item.draws.map((draw) => ({
        id: newId(),
        customerId,
        orderId,
        drawId: draw.id,
        kind: 'pre_order' as const,
        status: 'scheduled_status_active' as const,
        amountCents: item.unitPriceCents,
        createdAt: now,
      })),
    );
    return;
  }
  const raffle = item.offer.offer.type === 'raffle_ticket';
  for (const draw of item.draws) {
    const ticketId = newId();
    await tx.insert(tickets).values({
      id: ticketId,
      orderId,
      customerId,
      drawId: draw.id,
      lotteryKey: draw.lotteryKey,
      drawNo: draw.drawNo,
      games: item.syndicate ? [] : item.input.games,
      status: 'active',
      createdAt: now,
    });
    if (raffle) {
      const firstNo = await nextRaffleNumber(tx, draw.id);
      await tx.insert(raffleTicketNumbers).values({ ticketId, drawId: draw.id, firstNo, count: item.numGames });
    }
  }
}
