/** Wire views of limits: the value in force, what was used of it, and any change still waiting. */
import { LIMIT_PERIODS, money, type PendingLimitChange, type PrecommitmentLimit, type SpendLimit, type SystemSpendLimit } from '@drawkit/contract';
import type { DbOrTx } from '../db/Db';
import { effectiveLimit, pendingChange } from './limitChanges';
import { type AmountsByPeriod, depositedByPeriod, type LimitRow, limitRows, spentByPeriod, storedLimit, systemLimits } from './limitQueries';

function pendingView(row: LimitRow, now: Date): PendingLimitChange | null {
  const pending = pendingChange(storedLimit(row), now);
  if (!pending) return null;
  return {
    amount: pending.value ? money(pending.value.amountCents) : null,
    period: pending.value?.period ?? row.period,
    effectiveAt: pending.effectiveAt.toISOString(),
  };
}

export function spendLimitView(row: LimitRow, spent: AmountsByPeriod, now: Date): SpendLimit | null {
  const value = effectiveLimit(storedLimit(row), now);
  if (!value) return null;
  return { id: row.id, period: value.period, amount: money(value.amountCents), amountSpent: money(spent[value.period]), pending: pendingView(row, now) };
}

export function precommitmentView(row: LimitRow, deposited: AmountsByPeriod, now: Date): PrecommitmentLimit | null {
  const value = effectiveLimit(storedLimit(row), now);
  if (!value) return null;
  return { limit: money(value.amountCents), period: value.period, amountDeposited: money(deposited[value.period]), pending: pendingView(row, now) };
}

export async function customerSpendLimits(db: DbOrTx, customerId: string, now: Date): Promise<SpendLimit[]> {
  const rows = await limitRows(db, customerId, 'spend');
  if (rows.length === 0) return [];
  const spent = await spentByPeriod(db, customerId, now);
  return rows.flatMap((row) => spendLimitView(row, spent, now) ?? []);
}

export async function customerPrecommitment(db: DbOrTx, customerId: string, now: Date): Promise<PrecommitmentLimit | null> {
  const [row] = await limitRows(db, customerId, 'deposit');
  if (!row) return null;
  return precommitmentView(row, await depositedByPeriod(db, customerId, now), now);
}

export async function systemLimitViews(db: DbOrTx): Promise<SystemSpendLimit[]> {
  return (await systemLimits(db)).map((l) => ({ period: l.period, amount: money(l.amountCents) }));
}

export const AVAILABLE_PERIODS = [...LIMIT_PERIODS];
