/**
 * Scheduled purchases ticketed by the draw engine (shop-specialised §3 ScheduledPurchase, §4):
 * pre-orders when their raffle draw opens, a subscription's weeks past the open draws when those
 * draws are created. Exactly once, restart-safe, cancelled ones skipped, the ledger right.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { customers, draws, ledgerEntries, raffleTicketNumbers, scheduledPurchases, tickets } from '../../db/schema';
import { loadReceipt } from '../../purchase/loadReceipt';
import { walletBalance } from '../../purchase/walletBalance';
import { createDrawEngine } from '../drawEngine';
import { PRE_ORDER_ACCOUNT_RESTRICTED, PRE_ORDER_UNPAID, SCHEDULED_DRAW_MISSED } from '../fulfilScheduledPurchases';

const DAY_MS = 24 * 60 * 60 * 1000;

const smilePreOrder = (drawNo: number) => ({
  productType: 'raffle_ticket' as const,
  lotteryKey: 'make_a_smile_lottery',
  causeKey: 'kids_hospital',
  bundleKey: 'bundle_3',
  gameType: 'standard',
  gameOffer: 'make_a_smile_lottery_ticket',
  games: [],
  numDraws: 1,
  quickpick: false,
  drawNo,
  scheduledPurchase: { type: 'pre_order' as const },
});

/** Set for Life subscriptions: Sundays (bit 6) for 8 weeks, 95c a draw. */
const subscription = {
  productType: 'lottery_ticket' as const,
  lotteryKey: 'set_for_life2020',
  gameType: 'deferred',
  gameOffer: 'set_for_life2020_subscription',
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }],
  days: 64,
  numWeeks: 8,
  recurringPurchase: { enabled: true },
  numDraws: 1,
  quickpick: false,
};

describe.each(testBackends())('scheduled purchases on $name', (backend) => {
  const shop = useTestShop(backend);

  const db = () => shop.database.db;
  async function customerWith(cents: number): Promise<Session> {
    const session = await signUp(shop.client);
    if (cents > 0) {
      await db().insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: cents, description: 'Test credit' });
    }
    return session;
  }
  async function buy(session: Session, item: unknown) {
    const added = await shop.client.call('POST', '/v2/cart/items', { session, body: item });
    expect(added.status, added.text).toBe(200);
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('sched'), body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    return { cart: added.data.result, receipt: bought.data.result };
  }
  // Moving the clock expires access tokens, so wallets are read straight from the ledger.
  const wallet = (session: Session) => walletBalance(db(), session.customerId);
  const scheduledOf = (orderId: string) =>
    db().select().from(scheduledPurchases).where(eq(scheduledPurchases.orderId, orderId)).orderBy(asc(scheduledPurchases.drawNo));
  const ticketsOf = (orderId: string) => db().select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.drawNo));
  const ledgerOf = (customerId: string, kind: 'purchase' | 'refund') =>
    db().select().from(ledgerEntries).where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.kind, kind)));

  it('tickets pre-orders once, when their draw opens as the previous draw stops selling; cancelled and unpaid ones get nothing', async () => {
    const [open, preOrderDraw] = await db()
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'make_a_smile_lottery'), eq(draws.status, 'DRAW_OPEN')))
      .orderBy(asc(draws.drawAt));
    expect(open!.purchaseStatus).toBe('open');
    expect(preOrderDraw!.purchaseStatus).toBe('pre_order');

    const paying = await customerWith(10_000);
    const cancelling = await customerWith(10_000);
    const broke = await customerWith(0);
    // "Total due = cart total minus preOrderTotal" (shop-core §5): nothing is taken at purchase.
    const bought = await buy(paying, smilePreOrder(preOrderDraw!.drawNo));
    expect(bought.cart.preOrderTotal.amount).toBe(2500);
    expect(bought.receipt.total.amount).toBe(0);
    const paidOrder = bought.receipt.orders[0];
    const cancelledOrder = (await buy(cancelling, smilePreOrder(preOrderDraw!.drawNo))).receipt.orders[0];
    const unpaidOrder = (await buy(broke, smilePreOrder(preOrderDraw!.drawNo))).receipt.orders[0];
    // A customer who excludes themselves after pre-ordering is never charged unattended.
    const excluding = await customerWith(10_000);
    const excludedOrder = (await buy(excluding, smilePreOrder(preOrderDraw!.drawNo))).receipt.orders[0];
    await db().update(customers).set({ accountRestriction: 'self_excluded' }).where(eq(customers.id, excluding.customerId));
    await db()
      .update(scheduledPurchases)
      .set({ status: 'scheduled_status_cancelled' })
      .where(eq(scheduledPurchases.orderId, cancelledOrder.orderId));
    expect(await wallet(paying)).toBe(10_000);

    const engine = createDrawEngine(db(), shop.clock);
    shop.clock.set(new Date(open!.stopAt.getTime() - 60_000));
    const early = await engine.tick();
    expect(early.preOrdersOpened).toEqual([]);
    expect(await ticketsOf(paidOrder.orderId)).toHaveLength(0);

    shop.clock.set(open!.stopAt);
    const report = await engine.tick();
    expect(report.preOrdersOpened).toEqual([preOrderDraw!.id]);
    expect(report.fulfilled).toBe(1);
    expect(report.scheduledFailed).toBe(2);
    const [opened] = await db().select().from(draws).where(eq(draws.id, preOrderDraw!.id));
    expect(opened).toMatchObject({ status: 'DRAW_OPEN', purchaseStatus: 'open' });

    // The paying customer: three raffle tickets numbered in the draw, 25.00 taken from the wallet.
    const [ticket] = await ticketsOf(paidOrder.orderId);
    expect(ticket).toMatchObject({ drawId: preOrderDraw!.id, customerId: paying.customerId, games: [{}, {}, {}] });
    const [numbers] = await db().select().from(raffleTicketNumbers).where(eq(raffleTicketNumbers.ticketId, ticket!.id));
    expect(numbers).toMatchObject({ firstNo: 100_001, count: 3 });
    expect(await scheduledOf(paidOrder.orderId)).toMatchObject([
      { status: 'scheduled_status_active', ticketId: ticket!.id, lastAttemptStatus: 'purchased', paid: true },
    ]);
    expect(await wallet(paying)).toBe(10_000 - 2500);
    const receipt = await loadReceipt(db(), bought.receipt.checkoutId, paying.customerId);
    expect(receipt!.orders[0]).toMatchObject({ ticketIds: [ticket!.id], ticketNumbers: [100_001, 100_002, 100_003] });

    // Cancelled: skipped. Unpaid: ended, nothing taken.
    expect(await ticketsOf(cancelledOrder.orderId)).toHaveLength(0);
    expect(await wallet(cancelling)).toBe(10_000);
    expect(await ticketsOf(unpaidOrder.orderId)).toHaveLength(0);
    expect(await scheduledOf(unpaidOrder.orderId)).toMatchObject([
      { status: 'scheduled_status_cancelled', lastAttemptStatus: 'hard_failure', failureReason: PRE_ORDER_UNPAID, ticketId: null },
    ]);
    expect(await wallet(broke)).toBe(0);
    expect(await ticketsOf(excludedOrder.orderId)).toHaveLength(0);
    expect(await scheduledOf(excludedOrder.orderId)).toMatchObject([
      { status: 'scheduled_status_cancelled', failureReason: PRE_ORDER_ACCOUNT_RESTRICTED, ticketId: null },
    ]);
    expect(await wallet(excluding)).toBe(10_000);

    // Again, and from a new engine (a restart): nothing more is ticketed or charged.
    await engine.tick();
    const restarted = await createDrawEngine(db(), shop.clock).tick();
    expect(restarted).toMatchObject({ preOrdersOpened: [], fulfilled: 0, scheduledFailed: 0 });
    expect(await ticketsOf(paidOrder.orderId)).toHaveLength(1);
    // The checkout's own row took 0.00 (nothing was due); the pre-order's debit is the only other.
    expect((await ledgerOf(paying.customerId, 'purchase')).map((r) => r.amountCents).sort()).toEqual([-2500, 0]);
    expect(await wallet(paying)).toBe(10_000 - 2500);
  });

  it('sells an 8-week subscription with 6 weeks open: 8 draws paid now, the last 2 ticketed as their draws open', async () => {
    const session = await customerWith(10_000);
    const { cart, receipt } = await buy(session, subscription);
    const [line] = cart.cartItems;
    // "A purchased multi-draw price is the entry price times draws times weeks."
    expect(line).toMatchObject({ numDraws: 8, numWeeks: 8, unitPrice: { amount: 95 }, totalPrice: { amount: 8 * 95 } });
    // Six weeks of draws are open: five or six Sundays, depending on the weekday.
    const openNow = line.drawEncodedIds.length as number;
    expect(openNow).toBeGreaterThanOrEqual(5);
    expect(openNow).toBeLessThanOrEqual(6);
    const order = receipt.orders[0];
    expect(order).toMatchObject({ numDraws: 8, price: { amount: 760 } });
    expect(order.ticketIds).toHaveLength(openNow);
    expect(receipt.total.amount).toBe(760);

    const later = await scheduledOf(order.orderId);
    expect(later).toHaveLength(8 - openNow);
    for (const slot of later) {
      expect(slot).toMatchObject({ kind: 'scheduled_purchase', status: 'scheduled_status_active', paid: true, drawId: null, lotteryKey: 'set_for_life2020', amountCents: 95 });
    }
    const sundays = (await ticketsOf(order.orderId)).map((t) => t.drawNo);
    // Daily draws: each Sunday is 7 draw numbers after the last.
    expect(later.map((s) => s.drawNo)).toEqual(later.map((_, i) => sundays[openNow - 1]! + 7 * (i + 1)));

    const engine = createDrawEngine(db(), shop.clock);
    shop.clock.advance(7 * DAY_MS);
    await engine.tick();
    let issued = await ticketsOf(order.orderId);
    expect(issued).toHaveLength(openNow + 1);
    expect(issued[openNow]).toMatchObject({ drawNo: later[0]!.drawNo, games: subscription.games });
    for (let week = 0; week < 3; week += 1) {
      shop.clock.advance(7 * DAY_MS);
      await engine.tick();
    }
    await createDrawEngine(db(), shop.clock).tick();
    issued = await ticketsOf(order.orderId);
    expect(issued.map((t) => t.drawNo)).toEqual([...sundays, ...later.map((s) => s.drawNo)]);
    expect((await scheduledOf(order.orderId)).every((s) => s.lastAttemptStatus === 'purchased' && s.ticketId !== null)).toBe(true);
    // Paid once, at purchase.
    const purchases = await ledgerOf(session.customerId, 'purchase');
    expect(purchases.map((p) => p.amountCents)).toEqual([-760]);
  });

  it('cancels a scheduled purchase whose draw closed before it was ticketed, refunding it once when it was paid', async () => {
    const session = await customerWith(1_000);
    const { receipt } = await buy(session, { ...subscription, numWeeks: 1 });
    const [closed] = await db()
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'set_for_life2020'), eq(draws.status, 'DRAW_PAID')))
      .limit(1);
    const id = newId();
    await db().insert(scheduledPurchases).values({
      id,
      customerId: session.customerId,
      orderId: receipt.orders[0].orderId,
      drawId: closed!.id,
      lotteryKey: 'set_for_life2020',
      drawNo: closed!.drawNo,
      kind: 'scheduled_purchase',
      status: 'scheduled_status_active',
      amountCents: 95,
      paid: true,
    });
    const before = await wallet(session);
    const engine = createDrawEngine(db(), shop.clock);
    expect((await engine.tick()).scheduledFailed).toBe(1);
    await engine.tick();
    const [row] = await db().select().from(scheduledPurchases).where(eq(scheduledPurchases.id, id));
    expect(row).toMatchObject({ status: 'scheduled_status_cancelled', lastAttemptStatus: 'hard_failure', failureReason: SCHEDULED_DRAW_MISSED, ticketId: null });
    expect((await ledgerOf(session.customerId, 'refund')).map((r) => r.amountCents)).toEqual([95]);
    expect(await wallet(session)).toBe(before + 95);
  });
});
