/**
 * The draw engine's giveaway step (run on every tick, on the engine's clock): keep the calendar
 * filled (today's and tomorrow's daily giveaway, this and next month's, this and next quarter's
 * major one), make pending-deposit members whose deposit arrived members, give members entries in
 * new giveaways, close giveaways at their closing time, and draw each closed giveaway: winners
 * picked with the crypto RNG among members' unlocked and guaranteed entries, one prize each,
 * cash prizes credited to the wallet as ledger rows, then DRAW_PAID. Each draw is one
 * transaction that starts only from DRAW_CLOSED, so running twice never pays twice.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { newId } from '../db/ids';
import { customerMemberships, giveawayDraws, giveawayEntries, giveawayWinners, ledgerEntries } from '../db/schema';
import { scheduleAt } from './giveawayCalendar';
import { ensureEntries } from './giveawayEntries';
import { DRAWN_ENTRY_STATUSES } from './entryRules';
import { promotePendingMembers } from './membershipRecords';
import { PROGRAM } from './programConfig';
import { type RenewalReport, renewDuePremium } from './premiumRenewal';

export interface GiveawayReport {
  created: number;
  promoted: number;
  /** Premium months that ended: renewed from the wallet, ended (renewal off) or failed (back to free). */
  renewals: RenewalReport;
  entered: number;
  closed: number;
  paid: string[];
  failed: { giveawayId: string; error: unknown }[];
}

/** Picks `count` distinct items uniformly at random (crypto RNG), in the order drawn. */
export function pickWinners<T>(pool: readonly T[], count: number): T[] {
  const remaining = [...pool];
  const picked: T[] = [];
  while (picked.length < count && remaining.length > 0) {
    const [item] = remaining.splice(randomInt(remaining.length), 1);
    if (item !== undefined) picked.push(item);
  }
  return picked;
}

/** DRAW_CLOSED → DRAW_PAID for one giveaway; false when another run has it or did it. */
export async function drawGiveaway(db: Db, giveawayId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [giveaway] = await tx
      .select()
      .from(giveawayDraws)
      .where(and(eq(giveawayDraws.id, giveawayId), eq(giveawayDraws.state, 'DRAW_CLOSED')))
      .for('update', { skipLocked: true });
    if (!giveaway) return false;
    // Only current members' counted entries: a locked entry never wins.
    const entries = await tx
      .select({ id: giveawayEntries.id, customerId: giveawayEntries.customerId })
      .from(giveawayEntries)
      .innerJoin(
        customerMemberships,
        and(
          eq(customerMemberships.customerId, giveawayEntries.customerId),
          eq(customerMemberships.program, giveaway.program),
          eq(customerMemberships.status, 'member'),
        ),
      )
      .where(and(eq(giveawayEntries.drawId, giveaway.id), inArray(giveawayEntries.status, [...DRAWN_ENTRY_STATUSES])))
      .orderBy(asc(giveawayEntries.id));
    const winners = pickWinners(entries, giveaway.prizes.length);
    for (const [index, winner] of winners.entries()) {
      const prize = giveaway.prizes[index];
      if (!prize) continue;
      let ledgerEntryId: string | null = null;
      if (prize.cash && prize.valueCents > 0) {
        ledgerEntryId = newId();
        await tx.insert(ledgerEntries).values({
          id: ledgerEntryId,
          customerId: winner.customerId,
          kind: 'prize',
          amountCents: prize.valueCents,
          description: `Daily Winners: ${prize.name}, ${giveaway.title}`,
          createdAt: now,
        });
      }
      await tx.insert(giveawayWinners).values({
        id: newId(),
        drawId: giveaway.id,
        entryId: winner.id,
        customerId: winner.customerId,
        prizeIndex: index,
        prizeName: prize.name,
        prizeValueCents: prize.valueCents,
        ledgerEntryId,
        createdAt: now,
      });
    }
    const moved = await tx
      .update(giveawayDraws)
      .set({ state: 'DRAW_PAID' })
      .where(and(eq(giveawayDraws.id, giveaway.id), eq(giveawayDraws.state, 'DRAW_CLOSED')))
      .returning({ id: giveawayDraws.id });
    if (moved.length !== 1) throw new Error(`Giveaway ${giveaway.id} left DRAW_CLOSED during its draw`);
    return true;
  });
}

export async function runGiveaways(db: Db, now: Date): Promise<GiveawayReport> {
  const report: GiveawayReport = {
    created: 0,
    promoted: 0,
    renewals: { renewed: [], ended: [], failed: [], errors: [] },
    entered: 0,
    closed: 0,
    paid: [],
    failed: [],
  };
  const schedule = scheduleAt(now);
  if (schedule.length > 0) {
    report.created = (await db.insert(giveawayDraws).values(schedule).onConflictDoNothing().returning({ id: giveawayDraws.id })).length;
  }
  report.promoted = (await promotePendingMembers(db, now)).length;
  // Before closing: a member whose Premium ended is back to the free tier's entries when giveaways close.
  report.renewals = await renewDuePremium(db, now);
  // New giveaways or new members: everyone lacking an entry gets one (one INSERT ... SELECT).
  if (report.created > 0 || report.promoted > 0) report.entered = await ensureEntries(db, now);
  const closed = await db
    .update(giveawayDraws)
    .set({ state: 'DRAW_CLOSED' })
    .where(and(eq(giveawayDraws.program, PROGRAM), eq(giveawayDraws.state, 'DRAW_OPEN'), lte(giveawayDraws.closeAt, now)))
    .returning({ id: giveawayDraws.id });
  report.closed = closed.length;
  const due = await db
    .select({ id: giveawayDraws.id })
    .from(giveawayDraws)
    .where(and(eq(giveawayDraws.program, PROGRAM), eq(giveawayDraws.state, 'DRAW_CLOSED')))
    .orderBy(asc(giveawayDraws.closeAt), asc(giveawayDraws.id));
  for (const { id } of due) {
    try {
      if (await drawGiveaway(db, id, now)) report.paid.push(id);
    } catch (error) {
      report.failed.push({ giveawayId: id, error });
    }
  }
  return report;
}
