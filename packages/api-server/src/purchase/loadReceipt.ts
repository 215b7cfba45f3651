/** `GET /checkout/{checkoutId}` and every purchase's answer: the receipt of one checkout. */
import type { Receipt, ReceiptOrder } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { checkouts, draws, orders, payments, raffleTicketNumbers, tickets } from '../db/schema';
import type { PurchaseAnswer } from './purchaseIntents';

/** What a receipt is made of: the checkout, its orders and tickets, and its card payment. */
export interface CheckoutRows {
  checkout: typeof checkouts.$inferSelect;
  /** In position order. */
  orders: (typeof orders.$inferSelect)[];
  tickets: ReceiptTicket[];
  payment: Pick<typeof payments.$inferSelect, 'brand' | 'last4'> | null;
}

export interface ReceiptTicket {
  id: string;
  orderId: string;
  drawNo: number;
  drawAt: Date;
  /** A raffle ticket row's numbers: firstNo .. firstNo + count - 1. */
  firstNo: number | null;
  count: number | null;
}

/** The receipt, or null when the checkout does not exist or is not this customer's. */
export async function loadReceipt(db: DbOrTx, checkoutId: string, customerId: string): Promise<Receipt | null> {
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.customerId, customerId)));
  if (!checkout) return null;
  const orderRows = await db.select().from(orders).where(eq(orders.checkoutId, checkout.id)).orderBy(asc(orders.position));
  const ticketRows =
    orderRows.length === 0
      ? []
      : await db
          .select({
            id: tickets.id,
            orderId: tickets.orderId,
            drawNo: tickets.drawNo,
            drawAt: draws.drawAt,
            firstNo: raffleTicketNumbers.firstNo,
            count: raffleTicketNumbers.count,
          })
          .from(tickets)
          .innerJoin(draws, eq(draws.id, tickets.drawId))
          .leftJoin(raffleTicketNumbers, eq(raffleTicketNumbers.ticketId, tickets.id))
          .where(inArray(tickets.orderId, orderRows.map((o) => o.id)))
          .orderBy(asc(draws.drawAt));
  const [payment] = checkout.paymentId
    ? await db.select().from(payments).where(eq(payments.id, checkout.paymentId))
    : [];
  return receiptOf({ checkout, orders: orderRows, tickets: ticketRows, payment: payment ?? null });
}

/** The receipt of a checkout's rows (as loadReceipt reads them, or as the purchase just wrote them). */
export function receiptOf({ checkout, orders: orderRows, tickets: ticketRows, payment }: CheckoutRows): Receipt {
  // Each order's tickets by draw time, as loadReceipt's query sorts them (a sort that keeps ties in place).
  const byDrawTime = [...ticketRows].sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime());
  const receiptOrders: ReceiptOrder[] = orderRows.map((order) => {
    const own = byDrawTime.filter((t) => t.orderId === order.id);
    return {
      orderId: order.id,
      description: order.description,
      productType: order.productType,
      lotteryKey: order.lotteryKey,
      gameOffer: order.gameOffer,
      drawNo: order.firstDrawNo,
      drawDate: own[0]?.drawAt.toISOString() ?? '',
      numDraws: order.numDraws,
      numGames: order.numGames,
      games: order.games,
      price: money(order.priceCents),
      ticketIds: own.map((t) => t.id),
      ticketNumbers: own.flatMap((t) =>
        t.firstNo === null || t.count === null ? [] : Array.from({ length: t.count }, (_, i) => (t.firstNo as number) + i),
      ),
      causeKey: order.causeKey,
      syndicateKey: order.details.syndicateKey ?? null,
      numShares: order.details.numShares ?? null,
      scheduledPurchase: order.status === 'pre_order' ? { type: 'pre_order' } : null,
    };
  });

  return {
    checkoutId: checkout.id,
    status: checkout.status,
    createdAt: checkout.createdAt.toISOString(),
    total: money(checkout.totalCents),
    paidFromWallet: money(checkout.walletCents),
    paidByCard: money(checkout.cardCents),
    card: payment ? { brand: payment.brand, last4: payment.last4 } : null,
    walletBalanceAfter: money(checkout.walletBalanceAfterCents),
    partnerSlug: checkout.partnerSlug,
    channelKey: checkout.channelKey,
    orders: receiptOrders,
  };
}

/**
 * A purchase's answer, made inside its transaction from the rows it just wrote (no reading them
 * back): the receipt, or the checkout id.
 */
export function purchaseResponder(answer: PurchaseAnswer): (written: CheckoutRows) => unknown {
  return (written) => (answer === 'checkoutId' ? written.checkout.id : receiptOf(written));
}
