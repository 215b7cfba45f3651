/**
 * The tickets an order makes, by product type: a lottery ticket per draw with its games; a
 * raffle ticket row per draw holding the item's tickets, numbered in the draw; a syndicate share
 * per draw (its games live on the syndicate, so a share is never scored as the whole set); a
 * pre-order makes a scheduled purchase instead, paid and ticketed when its draw opens for sale;
 * weeks bought beyond the open draws are scheduled purchases already paid for.
 */
import type { GameNumbers } from '@drawkit/contract';
import { eq, sql } from 'drizzle-orm';
import type { PricedItem } from '../cart/cartItemRules';
import type { Tx } from '../db/Db';
import { newId } from '../db/ids';
import { draws, raffleTicketNumbers, scheduledPurchases, tickets } from '../db/schema';
import { grantPremium } from '../membership/membershipCartItem';
import type { DrawRow } from '../draws/openDraws';
import type { ReceiptTicket } from './loadReceipt';

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

/** What one ticket holds: a lottery ticket's games, a raffle ticket row's count, or a syndicate share (no games of its own). */
export interface TicketSpec {
  customerId: string;
  orderId: string;
  draw: Pick<DrawRow, 'id' | 'lotteryKey' | 'drawNo'>;
  games: GameNumbers[];
  numGames: number;
  raffle: boolean;
}

/** A lottery ticket's row (the purchase writes plain ones with its other rows: purchase/writePurchase). */
const ticketRow = (now: Date, spec: Omit<TicketSpec, 'numGames' | 'raffle'>): typeof tickets.$inferSelect => ({
  id: newId(),
  orderId: spec.orderId,
  customerId: spec.customerId,
  drawId: spec.draw.id,
  lotteryKey: spec.draw.lotteryKey,
  drawNo: spec.draw.drawNo,
  games: spec.games,
  status: 'active' as const,
  createdAt: now,
});

/** A lottery item's tickets, one a draw, as rows and as the receipt lists them (written by the caller, in one statement). */
export function lotteryTicketRows(now: Date, customerId: string, orderId: string, item: PricedItem): { rows: (typeof tickets.$inferSelect)[]; written: ReceiptTicket[] } {
  const games = item.syndicate ? [] : item.input.games;
  const rows = item.draws.map((draw) => ticketRow(now, { customerId, orderId, draw, games }));
  const written = item.draws.map((draw, i) => ({ id: (rows[i] as { id: string }).id, orderId, drawNo: draw.drawNo, drawAt: draw.drawAt, firstNo: null, count: null }));
  return { rows, written };
}

/** Writes one ticket into one draw (numbering raffle tickets in the draw); returns its id and first raffle number. */
async function writeTicket(tx: Tx, now: Date, spec: TicketSpec): Promise<{ id: string; firstNo: number | null }> {
  const row = ticketRow(now, spec);
  await tx.insert(tickets).values(row);
  if (!spec.raffle) return { id: row.id, firstNo: null };
  const firstNo = await nextRaffleNumber(tx, spec.draw.id);
  await tx.insert(raffleTicketNumbers).values({ ticketId: row.id, drawId: spec.draw.id, firstNo, count: spec.numGames });
  return { id: row.id, firstNo };
}

/** Writes one ticket into one draw (numbering raffle tickets in the draw); returns its id. */
export async function issueTicket(tx: Tx, now: Date, spec: TicketSpec): Promise<string> {
  return (await writeTicket(tx, now, spec)).id;
}

/** Writes an order's tickets (or its scheduled purchases); returns the tickets, as its receipt shows them. */
export async function issueTickets(tx: Tx, now: Date, customerId: string, orderId: string, item: PricedItem): Promise<ReceiptTicket[]> {
  // A membership makes no tickets: it makes the buyer a Premium member (membership/membershipCartItem).
  if (item.offer.offer.type === 'membership') {
    await grantPremium(tx, now, customerId);
    return [];
  }
  if (item.preOrder) {
    // Paid and ticketed by the draw engine when the draw opens for sale (draws/fulfilScheduledPurchases).
    await tx.insert(scheduledPurchases).values(
      item.draws.map((draw) => ({
        id: newId(),
        customerId,
        orderId,
        drawId: draw.id,
        lotteryKey: draw.lotteryKey,
        drawNo: draw.drawNo,
        kind: 'pre_order' as const,
        status: 'scheduled_status_active' as const,
        amountCents: item.unitPriceCents,
        paid: false,
        createdAt: now,
      })),
    );
    return [];
  }
  const raffle = item.offer.offer.type === 'raffle_ticket';
  const games = item.syndicate ? [] : item.input.games;
  const written: ReceiptTicket[] = [];
  if (raffle) {
    // Raffle tickets are numbered one draw at a time (each draw row is locked while it is numbered).
    for (const draw of item.draws) {
      const { id, firstNo } = await writeTicket(tx, now, { customerId, orderId, draw, games, numGames: item.numGames, raffle });
      written.push({ id, orderId, drawNo: draw.drawNo, drawAt: draw.drawAt, firstNo, count: item.numGames });
    }
  } else if (item.draws.length > 0) {
    // Every draw's lottery ticket in one statement.
    const lottery = lotteryTicketRows(now, customerId, orderId, item);
    await tx.insert(tickets).values(lottery.rows);
    written.push(...lottery.written);
  }
  // Weeks past the open draws (chosen days for numWeeks weeks): paid with this purchase,
  // ticketed by the draw engine when each draw is created and open.
  const laterDraws = item.laterDraws ?? [];
  if (laterDraws.length > 0) {
    await tx.insert(scheduledPurchases).values(
      laterDraws.map((slot) => ({
        id: newId(),
        customerId,
        orderId,
        drawId: null,
        lotteryKey: item.input.lotteryKey,
        drawNo: slot.drawNo,
        kind: 'scheduled_purchase' as const,
        status: 'scheduled_status_active' as const,
        amountCents: item.unitPriceCents,
        paid: true,
        createdAt: now,
      })),
    );
  }
  return written;
}
