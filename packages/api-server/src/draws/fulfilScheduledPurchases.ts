/**
 * Scheduled purchases (shop-specialised §3 ScheduledPurchase, §4 pre_order): the draw engine
 * tickets them when their draw is open for sale.
 *
 * - A pre-order draw (purchaseStatus pre_order) opens for sale once the raffle's previous draw
 *   stops selling; in the same transaction every active pre-order of the draw is paid from the
 *   customer's wallet (pre-orders are not charged at purchase: shop-core §5, total due leaves
 *   them out) and ticketed with raffle numbers. A wallet that cannot pay ends the pre-order
 *   (cancelled, last attempt hard_failure) and takes nothing.
 * - A subscription's weeks past the open draws were paid with the purchase; when such a draw is
 *   created (ensureUpcomingDraws) it is attached to its scheduled purchases and they are ticketed.
 * - A scheduled purchase whose draw left DRAW_OPEN before it was ticketed is cancelled, and
 *   refunded when it was paid.
 *
 * Exactly once: each draw's pass is one transaction that locks the customers concerned (in id
 * order, as purchases lock their customer first), then the draw (as purchases do), then the
 * scheduled purchases; only active, unfulfilled ones are ticketed and each is marked fulfilled
 * in the same transaction. Cancelled ones are skipped. A crash rolls the pass back whole.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/Db';
import { newId } from '../db/ids';
import { customers, draws, ledgerEntries, orders, scheduledPurchases } from '../db/schema';
import { issueTicket } from '../purchase/issueTickets';
import { walletBalance } from '../purchase/walletBalance';

export const PRE_ORDER_UNPAID = 'Your wallet balance was not enough to pay for this pre-order when its draw opened.';
export const PRE_ORDER_ACCOUNT_RESTRICTED = 'This pre-order was cancelled because the account cannot buy tickets now.';
export const SCHEDULED_DRAW_MISSED = 'The draw closed before this purchase could be ticketed.';

export interface FulfilmentReport {
  /** Pre-order draws now open for sale. */
  opened: string[];
  /** Scheduled purchases ticketed. */
  fulfilled: number;
  /** Scheduled purchases ended unpaid or missed. */
  failed: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Gives scheduled slots their draw once the draw exists (draw numbers are fixed by the schedule). */
export async function attachScheduledPurchases(db: Db | Tx): Promise<number> {
  const attached = await db.execute(sql`
    update scheduled_purchases sp set draw_id = d.id
    from draws d
    where sp.draw_id is null and sp.status = 'scheduled_status_active'
      and d.lottery_key = sp.lottery_key and d.draw_no = sp.draw_no
    returning sp.id`);
  return rowsOf(attached).length;
}

/** Open draws with scheduled purchases to ticket, and pre-order draws whose previous draw stopped selling. */
async function dueDraws(db: Db): Promise<string[]> {
  const due = await db.execute(sql`
    select d.id from draws d
    where d.status = 'DRAW_OPEN' and (
      (d.purchase_status = 'pre_order' and not exists (
        select 1 from draws e
        where e.lottery_key = d.lottery_key and e.status = 'DRAW_OPEN' and e.draw_at < d.draw_at
          and e.purchase_status = 'open'))
      or (coalesce(d.purchase_status, 'open') <> 'pre_order' and exists (
        select 1 from scheduled_purchases sp
        where sp.draw_id = d.id and sp.status = 'scheduled_status_active' and sp.fulfilled_at is null))
    )
    order by d.draw_at, d.id`);
  return rowsOf<{ id: string }>(due).map((row) => row.id);
}

const pending = (drawId: string) =>
  and(eq(scheduledPurchases.drawId, drawId), eq(scheduledPurchases.status, 'scheduled_status_active'), isNull(scheduledPurchases.fulfilledAt));

/** One draw's pass: opens a pre-order draw and tickets its pending scheduled purchases. */
export async function fulfilDraw(db: Db, drawId: string, now: Date): Promise<{ opened: boolean; fulfilled: number; failed: number }> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .selectDistinct({ id: scheduledPurchases.customerId })
      .from(scheduledPurchases)
      .where(pending(drawId))
      .orderBy(asc(scheduledPurchases.customerId));
    const ownerIds = owners.map((o) => o.id);
    // Restricted accounts (self-excluded, closed, suspended) are never charged unattended.
    const restricted = new Set<string>();
    if (ownerIds.length > 0) {
      const locked = await tx
        .select({ id: customers.id, restriction: customers.accountRestriction })
        .from(customers)
        .where(inArray(customers.id, ownerIds))
        .orderBy(asc(customers.id))
        .for('update');
      for (const owner of locked) if (owner.restriction) restricted.add(owner.id);
    }
    const [draw] = await tx
      .select()
      .from(draws)
      .where(and(eq(draws.id, drawId), eq(draws.status, 'DRAW_OPEN')))
      .for('update');
    if (!draw) return { opened: false, fulfilled: 0, failed: 0 };
    const opened = draw.purchaseStatus === 'pre_order';
    if (opened) await tx.update(draws).set({ purchaseStatus: 'open' }).where(eq(draws.id, drawId));
    if (ownerIds.length === 0) return { opened, fulfilled: 0, failed: 0 };

    // A pre-order bought after the owners were read waits for the next pass (its customer is not locked here).
    const due = await tx
      .select()
      .from(scheduledPurchases)
      .where(and(pending(drawId), inArray(scheduledPurchases.customerId, ownerIds)))
      .orderBy(asc(scheduledPurchases.createdAt), asc(scheduledPurchases.id))
      .for('update');
    const orderRows = await tx.select().from(orders).where(inArray(orders.id, [...new Set(due.map((s) => s.orderId))]));
    const orderById = new Map(orderRows.map((o) => [o.id, o]));
    let fulfilled = 0;
    let failed = 0;
    for (const scheduled of due) {
      const order = orderById.get(scheduled.orderId);
      if (!order) throw new Error(`Scheduled purchase ${scheduled.id} has no order`);
      if (!scheduled.paid) {
        const refusal = restricted.has(scheduled.customerId)
          ? PRE_ORDER_ACCOUNT_RESTRICTED
          : (await walletBalance(tx, scheduled.customerId)) < scheduled.amountCents
            ? PRE_ORDER_UNPAID
            : null;
        if (refusal) {
          await tx
            .update(scheduledPurchases)
            .set({ status: 'scheduled_status_cancelled', lastAttemptStatus: 'hard_failure', failureReason: refusal })
            .where(eq(scheduledPurchases.id, scheduled.id));
          failed += 1;
          continue;
        }
        await tx.insert(ledgerEntries).values({
          id: newId(),
          customerId: scheduled.customerId,
          kind: 'purchase',
          amountCents: -scheduled.amountCents,
          checkoutId: order.checkoutId,
          description: `Pre-order: ${order.description}, draw ${draw.drawNo}`,
          createdAt: now,
        });
      }
      const ticketId = await issueTicket(tx, now, {
        customerId: scheduled.customerId,
        orderId: order.id,
        draw,
        // A syndicate share's games live on the syndicate (see purchase/issueTickets).
        games: order.productType === 'syndicate_share' ? [] : order.games,
        numGames: order.numGames,
        raffle: draw.kind === 'raffle',
      });
      await tx
        .update(scheduledPurchases)
        .set({ ticketId, fulfilledAt: now, lastAttemptStatus: 'purchased', paid: true })
        .where(eq(scheduledPurchases.id, scheduled.id));
      fulfilled += 1;
    }
    return { opened, fulfilled, failed };
  });
}

/** Cancels scheduled purchases whose draw stopped selling before they were ticketed, refunding paid ones. */
export async function expireMissedScheduledPurchases(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const missed = rowsOf<{ id: string; customer_id: string; amount_cents: string | number; paid: boolean; checkout_id: string }>(
      await tx.execute(sql`
        update scheduled_purchases sp
        set status = 'scheduled_status_cancelled', last_attempt_status = 'hard_failure', failure_reason = ${SCHEDULED_DRAW_MISSED}
        from draws d, orders o
        where sp.draw_id = d.id and o.id = sp.order_id and d.status <> 'DRAW_OPEN'
          and sp.status = 'scheduled_status_active' and sp.fulfilled_at is null
        returning sp.id, sp.customer_id, sp.amount_cents, sp.paid, o.checkout_id`),
    );
    const refunds = missed.filter((m) => m.paid);
    if (refunds.length > 0) {
      await tx.insert(ledgerEntries).values(
        refunds.map((m) => ({
          id: newId(),
          customerId: m.customer_id,
          kind: 'refund' as const,
          amountCents: Number(m.amount_cents),
          checkoutId: m.checkout_id,
          description: 'Refund: a scheduled draw closed before it was ticketed',
          createdAt: now,
        })),
      );
    }
    return missed.length;
  });
}

/** Every draw due a pass; a draw that fails is reported and the others still go ahead. */
export async function fulfilScheduledPurchases(
  db: Db,
  now: Date,
  onError: (drawId: string, error: unknown) => void,
): Promise<FulfilmentReport> {
  const report: FulfilmentReport = { opened: [], fulfilled: 0, failed: 0 };
  await attachScheduledPurchases(db);
  for (const drawId of await dueDraws(db)) {
    try {
      const pass = await fulfilDraw(db, drawId, now);
      if (pass.opened) report.opened.push(drawId);
      report.fulfilled += pass.fulfilled;
      report.failed += pass.failed;
    } catch (error) {
      onError(drawId, error);
    }
  }
  return report;
}
