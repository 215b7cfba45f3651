/**
 * Reading and writing limits, and the money they are measured against: checkout totals for
 * spend limits, card and PayPal charges (net of refunds) for the deposit limit. Every window
 * is rolling and ends now.
 */
import { LIMIT_PERIODS, type LimitPeriod } from '@drawkit/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { newId } from '../db/ids';
import { checkouts, customerLimits, payments, settings } from '../db/schema';
import { effectiveLimit, type LimitPlan, type LimitValue, type StoredLimit, windowStart } from './limitChanges';

export type LimitRow = typeof customerLimits.$inferSelect;
export type LimitKind = LimitRow['kind'];
export type AmountsByPeriod = Record<LimitPeriod, number>;

/** The shop's own limits per customer (`systemLimits`), unless the `system_spend_limits` setting overrides them. */
export const DEFAULT_SYSTEM_LIMITS: readonly LimitValue[] = [
  { period: 'day', amountCents: 100_000 },
  { period: 'week', amountCents: 250_000 },
  { period: 'month', amountCents: 500_000 },
];
export const SYSTEM_LIMITS_SETTING = 'system_spend_limits';

export function storedLimit(row: LimitRow): StoredLimit {
  return {
    period: row.period,
    amountCents: row.amountCents,
    pendingAmountCents: row.pendingAmountCents,
    pendingPeriod: row.pendingPeriod,
    pendingEffectiveAt: row.pendingEffectiveAt,
  };
}

export async function limitRows(db: DbOrTx, customerId: string, kind: LimitKind): Promise<LimitRow[]> {
  const rows = await db
    .select()
    .from(customerLimits)
    .where(and(eq(customerLimits.customerId, customerId), eq(customerLimits.kind, kind)));
  return rows.sort((a, b) => LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period));
}

/** Which of these limit rows are in force at `now`, and at what value. */
export function limitsInForce(rows: readonly LimitRow[], now: Date): { row: LimitRow; value: LimitValue }[] {
  return rows.flatMap((row) => {
    const value = effectiveLimit(storedLimit(row), now);
    return value ? [{ row, value }] : [];
  });
}

/** Makes a due pending change the row's own value (or deletes the row it removed). */
export async function settleDueChange(db: DbOrTx, row: LimitRow, now: Date): Promise<LimitRow | null> {
  if (!row.pendingEffectiveAt || row.pendingEffectiveAt.getTime() > now.getTime()) return row;
  if (row.pendingAmountCents === null) {
    await db.delete(customerLimits).where(eq(customerLimits.id, row.id));
    return null;
  }
  const [updated] = await db
    .update(customerLimits)
    .set({
      amountCents: row.pendingAmountCents,
      period: row.pendingPeriod ?? row.period,
      pendingAmountCents: null,
      pendingPeriod: null,
      pendingEffectiveAt: null,
      updatedAt: now,
    })
    .where(eq(customerLimits.id, row.id))
    .returning();
  return updated ?? null;
}

/** Stores what `planLimitChange` decided for `row` (null: the customer has no such limit yet). */
export async function storePlan(
  db: DbOrTx,
  customerId: string,
  kind: LimitKind,
  row: LimitRow | null,
  plan: LimitPlan,
  now: Date,
): Promise<void> {
  if (plan.kind === 'remove') {
    if (row) await db.delete(customerLimits).where(eq(customerLimits.id, row.id));
    return;
  }
  if (plan.kind === 'apply') {
    const values = { period: plan.value.period, amountCents: plan.value.amountCents, pendingAmountCents: null, pendingPeriod: null, pendingEffectiveAt: null, updatedAt: now };
    if (row) await db.update(customerLimits).set(values).where(eq(customerLimits.id, row.id));
    else await db.insert(customerLimits).values({ id: newId(), customerId, kind, ...values, createdAt: now });
    return;
  }
  if (!row) throw new Error('A pending limit change needs a limit in force');
  await db
    .update(customerLimits)
    .set({
      pendingAmountCents: plan.value?.amountCents ?? null,
      pendingPeriod: plan.value?.period ?? null,
      pendingEffectiveAt: plan.effectiveAt,
      updatedAt: now,
    })
    .where(eq(customerLimits.id, row.id));
}

const iso = (date: Date) => date.toISOString();

/** Checkout totals (after promotions) in each rolling window ending at `now`. */
export async function spentByPeriod(db: DbOrTx, customerId: string, now: Date): Promise<AmountsByPeriod> {
  const [row] = await db
    .select({
      day: sql<string | null>`sum(${checkouts.totalCents}) filter (where ${checkouts.createdAt} > ${iso(windowStart('day', now))}::timestamptz)`,
      week: sql<string | null>`sum(${checkouts.totalCents}) filter (where ${checkouts.createdAt} > ${iso(windowStart('week', now))}::timestamptz)`,
      month: sql<string | null>`sum(${checkouts.totalCents})`,
    })
    .from(checkouts)
    .where(and(eq(checkouts.customerId, customerId), gt(checkouts.createdAt, windowStart('month', now))));
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}

/** Money put into the wallet by card or PayPal in each window: charges minus their refunds. */
export async function depositedByPeriod(db: DbOrTx, customerId: string, now: Date): Promise<AmountsByPeriod> {
  const signed = sql`case when ${payments.status} = 'refunded' then -${payments.amountCents} else ${payments.amountCents} end`;
  const [row] = await db
    .select({
      day: sql<string | null>`sum(${signed}) filter (where ${payments.createdAt} > ${iso(windowStart('day', now))}::timestamptz)`,
      week: sql<string | null>`sum(${signed}) filter (where ${payments.createdAt} > ${iso(windowStart('week', now))}::timestamptz)`,
      month: sql<string | null>`sum(${signed})`,
    })
    .from(payments)
    .where(and(eq(payments.customerId, customerId), gt(payments.createdAt, windowStart('month', now))));
  const value = (v: string | null | undefined) => Math.max(0, Number(v ?? 0));
  return { day: value(row?.day), week: value(row?.week), month: value(row?.month) };
}

/** The shop's per-customer limits: the setting's JSON (`[{period, amountCents}]`) or the defaults. */
export async function systemLimits(db: DbOrTx): Promise<readonly LimitValue[]> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SYSTEM_LIMITS_SETTING));
  return row ? parseSystemLimits(row.value) : DEFAULT_SYSTEM_LIMITS;
}

/** The setting's value read as limits; the defaults when it does not parse. */
export function parseSystemLimits(value: string): readonly LimitValue[] {
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!Array.isArray(parsed)) return DEFAULT_SYSTEM_LIMITS;
    const limits = parsed.filter(
      (v): v is LimitValue =>
        typeof v === 'object' && v !== null && LIMIT_PERIODS.includes((v as LimitValue).period) && Number.isInteger((v as LimitValue).amountCents),
    );
    return limits.sort((a, b) => LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period));
  } catch {
    return DEFAULT_SYSTEM_LIMITS;
  }
}

/** Sets the shop's per-customer limits (operators and tests). */
export async function setSystemLimits(db: DbOrTx, limits: readonly LimitValue[]): Promise<void> {
  const value = JSON.stringify(limits);
  await db.insert(settings).values({ key: SYSTEM_LIMITS_SETTING, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}
