/**
 * The autoplay engine, run by the draw engine's tick. When a lottery's next draw on sale is one
 * an active autoplay has not bought yet, the autoplay buys its item into that draw, once; when it
 * is past a subscription's paid weeks, the subscription buys its days for its number of weeks
 * again (the widget's promise: "it renews until you cancel it"):
 *
 * - The purchase is the shop's purchase: the item is priced again by the cart's rules (offer on
 *   sale, draw open, recurring availability, restrictions), the cart's block reasons apply
 *   (spend limits, deposit limit, closed or suspended account), and a checkout, an order, the
 *   ticket and the ledger debit are written in one transaction that locks the customer first.
 * - Payment resolution (shop-specialised §3 PaymentResolution, §7 recurring-purchase method):
 *   the wallet first; when it is short and the customer's recurring-purchase method is a card
 *   (their chosen card, else their default card), the card tops the wallet up by the shortfall
 *   through the PaymentGateway (a pending purchase committed before the charge, its id the
 *   gateway's idempotency key, as every charge), and the wallet then pays.
 * - Settings: a minimum jackpot skips draws whose jackpot is below it; quickpick draws fresh
 *   numbers for each draw; a timed pause becomes active again at `pausedUntil`.
 * - Last attempt (shop-specialised §3): `purchased`; `soft_failure` when this draw could not be
 *   paid or bought (wallet short with no card, card declined, a block reason, the draw sold
 *   out, the offer suspended): the autoplay stays active and tries the next draw; `hard_failure`
 *   when the item can no longer be bought at all (autoplay no longer offered, account closed):
 *   the autoplay is cancelled, as a scheduled purchase that cannot be paid is (draws/fulfilScheduledPurchases).
 *
 * Exactly once: every outcome writes a `recurring_attempts` row unique per (autoplay, draw)
 * in the transaction that makes it, under the customer's lock, so restarts and several
 * processes never buy a draw twice. A card top-up is keyed per (autoplay, draw) too: an
 * Idempotency-Key reserved before the charge, and the reconciler books a charge whose process
 * died into the wallet (settleReservation), where the next tick spends it.
 */
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { cartBlockReasons } from '../cart/blockReasons';
import { type CartItemInput, type PricedItem, priceCartItem } from '../cart/cartItemRules';
import { quickPick } from '../cart/rules/gameRules';
import { claimShares } from '../cart/rules/syndicateRules';
import type { Db, Tx } from '../db/Db';
import { newId } from '../db/ids';
import {
  checkouts,
  customers,
  draws,
  funds,
  ledgerEntries,
  orders,
  type RecurringAttemptOutcome,
  recurringAttempts,
  recurringPurchaseMethods,
  recurringPurchases,
} from '../db/schema';
import { isApiFailure } from '../http/ApiFailure';
import { creditCardDeposit } from '../payments/creditCardDeposit';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { releaseIdempotencyKey, requestHash, reserveIdempotencyKey } from '../purchase/idempotency';
import { issueTickets } from '../purchase/issueTickets';
import { orderRowOf } from '../purchase/orderRow';
import { createIntent, markCharged, markReleased } from '../purchase/purchaseIntents';
import { walletBalance } from '../purchase/walletBalance';
import type { DrawRow } from '../draws/openDraws';

export type RecurringRow = typeof recurringPurchases.$inferSelect;

/** The channel an autoplay's checkout is recorded under (nobody bought it by hand). */
export const AUTOPLAY_CHANNEL = 'autoplay';
/** The channel a subscription's renewal is recorded under. */
export const SUBSCRIPTION_CHANNEL = 'subscription_renewal';
/** The route name a card top-up's Idempotency-Key and pending purchase are recorded under. */
export const AUTOPLAY_TOP_UP_ROUTE = 'autoplayTopUp';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const AUTOPLAY_MESSAGES = {
  walletShort: (priceCents: number, drawNo: number) =>
    `Your wallet did not cover the ${dollars(priceCents)} ticket for draw ${drawNo} and no card is set for recurring purchases.`,
  cardDeclined: (drawNo: number, reason: string) => `Your card was declined for draw ${drawNo}: ${reason}`,
  blocked: (drawNo: number, reason: string) => `Draw ${drawNo} was not bought: ${reason}`,
  unavailable: (reason: string) => `This autoplay was cancelled because it can no longer be bought: ${reason}`,
  belowMinimum: (drawNo: number) => `Draw ${drawNo} was skipped: its jackpot is below your minimum.`,
} as const;

/**
 * Refusals that mean the item cannot be bought any more. Anything else (a draw sold out, the
 * offer suspended or restricted for now, numbers the game no longer takes) fails this draw only:
 * an autoplay is never cancelled for a condition that may pass.
 */
const HARD_CODES: readonly string[] = ['recurring_unavailable', 'recurring_required', 'offer_not_found'];

export interface AutoplayReport {
  purchased: number;
  skipped: number;
  softFailures: number;
  hardFailures: number;
  resumed: number;
  errors: { recurringId: string; error: unknown }[];
}

type Judged =
  | { kind: 'buy'; item: PricedItem }
  | { kind: 'skip'; message: string }
  | { kind: 'soft'; message: string }
  | { kind: 'hard'; message: string }
  | { kind: 'needsCard'; item: PricedItem; shortfallCents: number };

/**
 * What a recurring purchase buys next, as a cart item: an autoplay, its item in one draw; a
 * subscription, its chosen days for its number of weeks again, from the next draw on sale.
 */
export function recurringItem(row: RecurringRow, drawNo: number | null): CartItemInput {
  const subscription = row.type === 'subscription';
  return {
    productType: row.productType,
    lotteryKey: row.lotteryKey,
    gameType: row.gameType,
    gameOffer: row.gameOffer,
    games: row.games,
    numDraws: 1,
    recurring: true,
    drawNo: subscription ? null : drawNo,
    quickpick: row.quickpick,
    affiliateCode: null,
    details: subscription
      ? { ...row.details, recurringType: 'subscription', preOrder: false }
      : { ...row.details, recurringType: 'autoplay', preOrder: false, numWeeks: null, days: null },
  };
}

/** The draw an autoplay is due to buy now: the lottery's next draw on sale, unless the purchase already bought it. */
async function dueDraw(db: Db | Tx, row: RecurringRow, now: Date): Promise<DrawRow | null> {
  const [next] = await db
    .select()
    .from(draws)
    .where(
      and(
        eq(draws.lotteryKey, row.lotteryKey),
        eq(draws.status, 'DRAW_OPEN'),
        gt(draws.stopAt, now),
        or(isNull(draws.purchaseStatus), eq(draws.purchaseStatus, 'open')),
      ),
    )
    .orderBy(asc(draws.drawAt), asc(draws.drawNo))
    .limit(1);
  return next && next.drawNo >= row.nextDrawNo ? next : null;
}

async function judge(tx: Tx, now: Date, row: RecurringRow, draw: DrawRow): Promise<Judged> {
  if (row.minimumJackpotCents > 0 && (draw.prizePoolCents ?? 0) < row.minimumJackpotCents) {
    return { kind: 'skip', message: AUTOPLAY_MESSAGES.belowMinimum(draw.drawNo) };
  }
  const clock: Clock = { now: () => now };
  let item: PricedItem;
  try {
    item = await priceCartItem(tx, clock, recurringItem(row, draw.drawNo), { customerId: row.customerId });
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    return HARD_CODES.includes(error.code)
      ? { kind: 'hard', message: AUTOPLAY_MESSAGES.unavailable(error.message) }
      : { kind: 'soft', message: AUTOPLAY_MESSAGES.blocked(draw.drawNo, error.message) };
  }
  // An autoplay buys exactly the due draw; a subscription's weeks start at it (its days may skip it).
  const bought = [...item.draws.map((d) => d.drawNo), ...(item.laterDraws ?? []).map((d) => d.drawNo)];
  if (row.type === 'autoplay' ? item.draws[0]?.id !== draw.id : bought.length === 0 || Math.min(...bought) < row.nextDrawNo) {
    return { kind: 'soft', message: AUTOPLAY_MESSAGES.blocked(draw.drawNo, 'the draw is not on sale.') };
  }
  // Quick pick: fresh numbers for every draw (shop-specialised §5 'Quick pick fills random unique numbers').
  if (row.quickpick && row.productType === 'lottery_ticket' && !item.gameOffer.combo) {
    item = { ...item, input: { ...item.input, games: item.input.games.map(() => quickPick(item.gameOffer.numberSets)) } };
  }
  const blocks = await cartBlockReasons(tx, clock, row.customerId, item.totalPriceCents);
  const [action, reason] = Object.entries(blocks.reasons)[0] ?? [];
  if (reason) {
    if (action === 'close') return { kind: 'hard', message: AUTOPLAY_MESSAGES.unavailable(reason) };
    // A deposit limit blocks only when a top-up is needed; the wallet may still cover it next time.
    return { kind: 'soft', message: AUTOPLAY_MESSAGES.blocked(draw.drawNo, reason) };
  }
  const balance = await walletBalance(tx, row.customerId);
  if (balance >= item.totalPriceCents) return { kind: 'buy', item };
  return { kind: 'needsCard', item, shortfallCents: item.totalPriceCents - balance };
}

/** The checkout, order, ticket and ledger debit of one autoplay draw: a receipt like any purchase's. */
async function buy(tx: Tx, now: Date, row: RecurringRow, item: PricedItem): Promise<{ checkoutId: string; orderId: string }> {
  const priceCents = item.totalPriceCents;
  const balance = await walletBalance(tx, row.customerId);
  const checkoutId = newId();
  await tx.insert(checkouts).values({
    id: checkoutId,
    customerId: row.customerId,
    status: 'completed',
    totalCents: priceCents,
    walletCents: priceCents,
    cardCents: 0,
    walletBalanceAfterCents: balance - priceCents,
    paymentId: null,
    partnerSlug: null,
    channelKey: row.type === 'subscription' ? SUBSCRIPTION_CHANNEL : AUTOPLAY_CHANNEL,
    metadata: { autoplayId: row.id },
    createdAt: now,
  });
  await tx.insert(ledgerEntries).values({
    id: newId(),
    customerId: row.customerId,
    kind: 'purchase',
    amountCents: -priceCents,
    checkoutId,
    description:
      row.type === 'subscription' ? `Subscription renewal: ${item.description}` : `Autoplay: ${item.description}, draw ${item.draws[0]?.drawNo ?? ''}`,
    createdAt: now,
  });
  if (item.syndicate) await claimShares(tx, item.syndicate.key, item.input.details.numShares ?? 0);
  const order = orderRowOf(item, { checkoutId, customerId: row.customerId, position: 0, status: 'purchased', recurring: true, createdAt: now });
  const orderId = order.id;
  await tx.insert(orders).values(order);
  await issueTickets(tx, now, row.customerId, orderId, item);
  if ((await walletBalance(tx, row.customerId)) < 0) throw new Error('Wallet balance would go below zero');
  return { checkoutId, orderId };
}

/**
 * After a purchase: the price a draw, the next draw to buy, and (a subscription) its current
 * block's order, whose weeks bought ahead its page shows and its cancellation refunds.
 */
function bookkeeping(row: RecurringRow, item: PricedItem, orderId: string): Partial<RecurringRow> {
  const bought = [...item.draws.map((d) => d.drawNo), ...(item.laterDraws ?? []).map((d) => d.drawNo)];
  return {
    priceCents: item.unitPriceCents,
    nextDrawNo: Math.max(row.nextDrawNo, ...bought.map((n) => n + 1)),
    ...(row.type === 'subscription' ? { orderId } : {}),
  };
}

type StepResult = RecurringAttemptOutcome | 'nothing' | { needsCard: number; priceCents: number; drawId: string; drawNo: number };

/**
 * One autoplay's step in one transaction: locks the customer (as a purchase does) and the
 * autoplay, claims the (autoplay, draw) row and makes the outcome. `needsCard` writes nothing.
 */
async function step(db: Db, now: Date, recurringId: string, customerId: string, cardFailure: string | null): Promise<StepResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [row] = await tx.select().from(recurringPurchases).where(eq(recurringPurchases.id, recurringId)).for('update');
    if (row?.status !== 'recurring_status_active') return 'nothing';
    const draw = await dueDraw(tx, row, now);
    if (!draw) return 'nothing';
    const [done] = await tx
      .select({ id: recurringAttempts.id })
      .from(recurringAttempts)
      .where(and(eq(recurringAttempts.recurringId, row.id), eq(recurringAttempts.drawId, draw.id)));
    if (done) return 'nothing';
    // The draw may not close (and be drawn) while its ticket is written (as purchase/lockPurchaseDraws).
    await tx.select({ id: draws.id }).from(draws).where(eq(draws.id, draw.id)).for('update');

    let judged = await judge(tx, now, row, draw);
    if (judged.kind === 'needsCard') {
      if (!cardFailure) return { needsCard: judged.shortfallCents, priceCents: judged.item.totalPriceCents, drawId: draw.id, drawNo: draw.drawNo };
      judged = { kind: 'soft', message: cardFailure };
    }
    const outcome: RecurringAttemptOutcome =
      judged.kind === 'buy' ? 'purchased' : judged.kind === 'skip' ? 'skipped' : judged.kind === 'soft' ? 'soft_failure' : 'hard_failure';
    const written = judged.kind === 'buy' ? await buy(tx, now, row, judged.item) : null;
    const checkoutId = written?.checkoutId ?? null;
    const message = judged.kind === 'buy' ? null : judged.message;
    await tx.insert(recurringAttempts).values({ id: newId(), recurringId: row.id, drawId: draw.id, outcome, checkoutId, message, createdAt: now });
    if (outcome !== 'skipped') {
      await tx
        .update(recurringPurchases)
        .set({
          lastAttemptStatus: outcome,
          lastAttemptMessage: message,
          ...(judged.kind === 'buy' && written ? bookkeeping(row, judged.item, written.orderId) : {}),
          ...(outcome === 'hard_failure' ? { status: 'recurring_status_cancelled' as const, pausedUntil: null } : {}),
          updatedAt: now,
        })
        .where(eq(recurringPurchases.id, row.id));
    }
    return outcome;
  });
}

/** The card that pays when the wallet is short: the recurring-purchase method's card, else the default card; null for wallet only. */
export async function recurringCard(db: Db | Tx, customerId: string): Promise<typeof funds.$inferSelect | null> {
  const [method] = await db.select().from(recurringPurchaseMethods).where(eq(recurringPurchaseMethods.customerId, customerId));
  if (method?.method === 'wallet') return null;
  const cards = await db.select().from(funds).where(eq(funds.customerId, customerId));
  return cards.find((c) => c.id === method?.fundId) ?? cards.find((c) => c.isDefault) ?? null;
}

/**
 * Tops the wallet up from the recurring card by the shortfall. Null when the wallet was topped up
 * (or another run is doing it), else why it could not be (becomes the draw's soft failure).
 */
async function topUp(
  deps: { db: Db; clock: Clock; gateway: PaymentGateway },
  row: Pick<RecurringRow, 'id' | 'customerId'>,
  drawId: string,
  drawNo: number,
  shortfallCents: number,
  priceCents: number,
): Promise<string | 'retry-later' | null> {
  const { db, clock, gateway } = deps;
  const card = await recurringCard(db, row.customerId);
  if (!card || gateway.name !== card.gateway) return AUTOPLAY_MESSAGES.walletShort(priceCents, drawNo);
  const ref = { customerId: row.customerId, key: `autoplay:${row.id}:${drawId}` };
  const hash = requestHash(AUTOPLAY_TOP_UP_ROUTE, { fundId: card.id, amountCents: shortfallCents });
  const reserved = await reserveIdempotencyKey(db, clock, ref, AUTOPLAY_TOP_UP_ROUTE, hash);
  // Topped up already (the wallet paid since, or will next tick), or another process is charging now.
  if (reserved.kind !== 'reserved') return 'retry-later';
  const intent = await createIntent(db, clock, {
    customerId: row.customerId,
    route: AUTOPLAY_TOP_UP_ROUTE,
    idempotencyKey: ref.key,
    requestHash: hash,
    amountCents: shortfallCents,
    gateway: gateway.name,
    kind: 'deposit',
    purchase: { fundId: card.id },
  });
  // A merchant-initiated charge of a stored card: no security code (the customer is not there).
  // If it throws, nobody knows whether it charged: the reconciler asks the gateway later and the draw waits.
  const result = await gateway.charge({
    amount: { amount: shortfallCents, currency: 'AUD' },
    token: card.gatewayToken,
    description: 'Drawkit autoplay wallet top-up',
    idempotencyKey: intent.id,
  });
  if (!result.ok) {
    await markReleased(db, clock, intent.id, result.code);
    await releaseIdempotencyKey(db, ref);
    return AUTOPLAY_MESSAGES.cardDeclined(drawNo, result.message);
  }
  await markCharged(db, clock, intent.id, result);
  await db.transaction((tx) =>
    creditCardDeposit(tx, clock, row.customerId, { intentId: intent.id, gateway: gateway.name, reference: result.reference, brand: result.brand, last4: result.last4, amountCents: shortfallCents }, ref),
  );
  return null;
}

/** One autoplay due a draw: buys it, or records why not. */
export async function runAutoplay(deps: { db: Db; clock: Clock; gateway: PaymentGateway }, now: Date, row: Pick<RecurringRow, 'id' | 'customerId'>): Promise<StepResult> {
  const first = await step(deps.db, now, row.id, row.customerId, null);
  if (typeof first === 'string') return first;
  const failure = await topUp(deps, row, first.drawId, first.drawNo, first.needsCard, first.priceCents);
  if (failure === 'retry-later') return 'nothing';
  // Topped up: the wallet pays now. Declined or no card: this draw's soft failure.
  return step(deps.db, now, row.id, row.customerId, failure ?? AUTOPLAY_MESSAGES.walletShort(first.priceCents, first.drawNo));
}

/** The engine's autoplay step: resumes timed pauses that ended, then lets each active autoplay buy its due draw. */
export async function runAutoplays(deps: { db: Db; clock: Clock; gateway: PaymentGateway }, now: Date): Promise<AutoplayReport> {
  const { db } = deps;
  const report: AutoplayReport = { purchased: 0, skipped: 0, softFailures: 0, hardFailures: 0, resumed: 0, errors: [] };
  const resumed = await db
    .update(recurringPurchases)
    .set({ status: 'recurring_status_active', pausedUntil: null, updatedAt: now })
    .where(and(eq(recurringPurchases.status, 'recurring_status_timed_pause'), lte(recurringPurchases.pausedUntil, now)))
    .returning({ id: recurringPurchases.id });
  report.resumed = resumed.length;
  // Only those whose lottery's next draw on sale is due and not yet attempted: an idle tick costs
  // one query, however many autoplays there are. Each is checked again under its locks (step).
  const due = await db.execute(sql`
    select rp.id, rp.customer_id from recurring_purchases rp
    join lateral (
      select d.id, d.draw_no from draws d
      where d.lottery_key = rp.lottery_key and d.status = 'DRAW_OPEN' and d.stop_at > ${now.toISOString()}::timestamptz
        and (d.purchase_status is null or d.purchase_status = 'open')
      order by d.draw_at, d.draw_no
      limit 1
    ) nd on true
    where rp.status = 'recurring_status_active' and nd.draw_no >= rp.next_draw_no
      and not exists (select 1 from recurring_attempts a where a.recurring_id = rp.id and a.draw_id = nd.id)
    order by rp.created_at, rp.id`);
  const active = (due as unknown as { rows: { id: string; customer_id: string }[] }).rows.map((r) => ({ id: r.id, customerId: r.customer_id }));
  for (const row of active) {
    try {
      const outcome = await runAutoplay(deps, now, row);
      if (outcome === 'purchased') report.purchased += 1;
      else if (outcome === 'skipped') report.skipped += 1;
      else if (outcome === 'soft_failure') report.softFailures += 1;
      else if (outcome === 'hard_failure') report.hardFailures += 1;
    } catch (error) {
      report.errors.push({ recurringId: row.id, error });
    }
  }
  return report;
}
