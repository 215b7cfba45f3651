/**
 * Changes a customer makes to an autoplay, subscription or scheduled purchase. Each runs in one
 * transaction that locks the customer first (as a purchase and the autoplay engine do) and then
 * the row, so a change never interleaves with the engine buying a draw for it, and refunds are
 * written with the cancellation or not at all.
 */
import type { RecurringStatus } from '@drawkit/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import { priceCartItem } from '../cart/cartItemRules';
import { quickPick } from '../cart/rules/gameRules';
import type { Tx } from '../db/Db';
import { newId } from '../db/ids';
import { customers, ledgerEntries, orders, recurringPurchases, scheduledPurchases } from '../db/schema';
import { requireCapability } from '../auth/segments';
import { fail } from '../http/ApiFailure';
import { type RecurringRow, recurringItem } from './autoplayEngine';

export const RECURRING_CHANGE_MESSAGES = {
  pastDate: 'Please choose a date in the future.',
  timedPauseNeedsDate: 'Please choose the date the pause ends.',
  subscriptionStatus: 'A subscription can be cancelled, but not paused.',
  numGamesLotteryOnly: 'The number of games can be changed for lottery tickets only.',
  refund: 'Refund: a cancelled scheduled purchase',
} as const;

/** Locks the customer (checking the feature is on for them), then the recurring purchase. */
export async function lockRecurring(tx: Tx, customerId: string, id: string, type: RecurringRow['type']): Promise<RecurringRow> {
  const [customer] = await tx.select({ segment: customers.segment }).from(customers).where(eq(customers.id, customerId)).for('update');
  if (!customer) fail('unauthorised');
  requireCapability(customer.segment, 'subscription-manage');
  const [row] = await tx
    .select()
    .from(recurringPurchases)
    .where(and(eq(recurringPurchases.id, id), eq(recurringPurchases.customerId, customerId), eq(recurringPurchases.type, type)))
    .for('update');
  if (!row) fail('recurring_not_found', { field: 'id' });
  return row;
}

function assertNotCancelled(row: RecurringRow): void {
  if (row.status === 'recurring_status_cancelled') fail('recurring_cancelled');
}

async function save(tx: Tx, now: Date, id: string, changes: Partial<typeof recurringPurchases.$inferInsert>): Promise<RecurringRow> {
  const [row] = await tx
    .update(recurringPurchases)
    .set({ ...changes, updatedAt: now })
    .where(eq(recurringPurchases.id, id))
    .returning();
  if (!row) throw new Error('The recurring purchase vanished while locked');
  return row;
}

/** Cancels a subscription's weeks not yet ticketed, giving paid ones back to the wallet. */
async function cancelScheduledOf(tx: Tx, now: Date, orderId: string): Promise<void> {
  const due = await tx
    .select()
    .from(scheduledPurchases)
    .where(and(eq(scheduledPurchases.orderId, orderId), eq(scheduledPurchases.status, 'scheduled_status_active'), isNull(scheduledPurchases.fulfilledAt)))
    .for('update');
  for (const row of due) await cancelScheduledRow(tx, now, row);
}

async function cancelScheduledRow(tx: Tx, now: Date, row: typeof scheduledPurchases.$inferSelect): Promise<void> {
  await tx.update(scheduledPurchases).set({ status: 'scheduled_status_cancelled' }).where(eq(scheduledPurchases.id, row.id));
  if (!row.paid) return;
  const [order] = await tx.select({ checkoutId: orders.checkoutId }).from(orders).where(eq(orders.id, row.orderId));
  await tx.insert(ledgerEntries).values({
    id: newId(),
    customerId: row.customerId,
    kind: 'refund',
    amountCents: row.amountCents,
    checkoutId: order?.checkoutId ?? null,
    description: `${RECURRING_CHANGE_MESSAGES.refund}, draw ${row.drawNo ?? ''}`.trim(),
    createdAt: now,
  });
}

/**
 * The status change of `PATCH /autoplays/{id}/status` (and pause, unpause): active, paused,
 * paused until a date (timed pause), or cancelled. A subscription can only be cancelled.
 */
export async function changeStatus(
  tx: Tx,
  now: Date,
  row: RecurringRow,
  status: RecurringStatus,
  pausedUntil: Date | null | undefined,
): Promise<RecurringRow> {
  assertNotCancelled(row);
  if (row.type === 'subscription' && status !== 'recurring_status_cancelled' && status !== row.status) {
    fail('recurring_status_refused', { field: 'status', message: RECURRING_CHANGE_MESSAGES.subscriptionStatus });
  }
  if (status === 'recurring_status_cancelled') {
    if (row.type === 'subscription') await cancelScheduledOf(tx, now, row.orderId);
    return save(tx, now, row.id, { status, pausedUntil: null });
  }
  if (status === 'recurring_status_active') return save(tx, now, row.id, { status, pausedUntil: null });
  // Paused with a date is a timed pause; a timed pause needs its date.
  if (pausedUntil) {
    if (pausedUntil <= now) fail('validation_failed', { field: 'pausedUntil', message: RECURRING_CHANGE_MESSAGES.pastDate });
    return save(tx, now, row.id, { status: 'recurring_status_timed_pause', pausedUntil });
  }
  if (status === 'recurring_status_timed_pause') fail('validation_failed', { field: 'pausedUntil', message: RECURRING_CHANGE_MESSAGES.timedPauseNeedsDate });
  return save(tx, now, row.id, { status: 'recurring_status_paused', pausedUntil: null });
}

/**
 * `PATCH /autoplay/{id}` and `PATCH /subscriptions/{id}`: game offer, cause or number of games,
 * checked by the cart's rules against the next draws on sale (so a change that could not be
 * bought is refused now, not at the next draw). A subscription's weeks already bought stay as
 * they are: the change applies from its next renewal.
 */
export async function updateItem(
  tx: Tx,
  clock: Clock,
  row: RecurringRow,
  changes: { gameOffer?: string | undefined; causeKey?: string | undefined; numGames?: number | undefined },
): Promise<RecurringRow> {
  assertNotCancelled(row);
  if (changes.numGames !== undefined && changes.numGames !== row.numGames && row.productType !== 'lottery_ticket') {
    fail('validation_failed', { field: 'numGames', message: RECURRING_CHANGE_MESSAGES.numGamesLotteryOnly });
  }
  let games = row.games;
  const numGames = changes.numGames ?? row.numGames;
  const item = recurringItem(row, null);
  const gameOffer = changes.gameOffer ?? row.gameOffer;
  // Priced once to learn the game offer's number sets (for new quick-pick games), then as changed.
  if (numGames > games.length) {
    const probe = await priceCartItem(tx, clock, { ...item, gameOffer }, { customerId: row.customerId });
    games = [...games, ...Array.from({ length: numGames - games.length }, () => quickPick(probe.gameOffer.numberSets))];
  } else if (numGames < games.length) {
    games = games.slice(0, numGames);
  }
  const priced = await priceCartItem(
    tx,
    clock,
    {
      ...item,
      gameOffer,
      games,
      details: { ...item.details, ...(changes.causeKey !== undefined ? { causeKey: changes.causeKey } : {}) },
    },
    { customerId: row.customerId },
  );
  return save(tx, clock.now(), row.id, {
    gameOffer: priced.input.gameOffer,
    games: row.productType === 'lottery_ticket' ? priced.input.games : row.games,
    numGames: row.productType === 'lottery_ticket' ? priced.numGames : row.numGames,
    causeKey: priced.causeKey,
    details: { ...row.details, causeKey: priced.causeKey },
    priceCents: priced.unitPriceCents,
  });
}

/** `PATCH /scheduled-purchases/{id}/cancel`: an active one not yet ticketed; a paid one goes back to the wallet. */
export async function cancelScheduled(tx: Tx, now: Date, customerId: string, id: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const [row] = await tx
    .select()
    .from(scheduledPurchases)
    .where(and(eq(scheduledPurchases.id, id), eq(scheduledPurchases.customerId, customerId)))
    .for('update');
  if (!row) fail('scheduled_purchase_not_found', { field: 'id' });
  if (row.status !== 'scheduled_status_active' || row.fulfilledAt !== null) fail('scheduled_purchase_done');
  await cancelScheduledRow(tx, now, row);
}
