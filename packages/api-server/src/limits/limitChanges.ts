/**
 * When a limit change takes effect. Lowering a limit (or setting a first one) protects the
 * customer, so it applies at once; raising or removing one waits out the cooling-off period
 * and is shown as pending until then. Pure: the routes store what these decide.
 */
import { LIMIT_COOLING_OFF_DAYS, LIMIT_PERIOD_DAYS, type LimitPeriod } from '@drawkit/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LimitValue {
  period: LimitPeriod;
  amountCents: number;
}

/** A stored limit with the change it may be waiting on (amount null with a date: removal). */
export interface StoredLimit extends LimitValue {
  pendingAmountCents: number | null;
  pendingPeriod: LimitPeriod | null;
  pendingEffectiveAt: Date | null;
}

export type LimitPlan =
  | { kind: 'apply'; value: LimitValue }
  | { kind: 'remove' }
  | { kind: 'pending'; value: LimitValue | null; effectiveAt: Date };

/** The start of the rolling window of `period` ending at `now`. */
export function windowStart(period: LimitPeriod, now: Date): Date {
  return new Date(now.getTime() - LIMIT_PERIOD_DAYS[period] * DAY_MS);
}

/** When a change asked for at `now` takes effect if it must wait. */
export function coolingOffEnds(now: Date): Date {
  return new Date(now.getTime() + LIMIT_COOLING_OFF_DAYS * DAY_MS);
}

/**
 * Whether `next` binds at least as tightly as `current`: no more money over a window at least
 * as long. ($100 a week is stricter than $100 a day; $50 a day and $200 a week are not comparable,
 * so moving between them counts as loosening.)
 */
export function isAtLeastAsStrict(next: LimitValue, current: LimitValue): boolean {
  return next.amountCents <= current.amountCents && LIMIT_PERIOD_DAYS[next.period] >= LIMIT_PERIOD_DAYS[current.period];
}

/** The limit in force at `now`: a pending change whose date has passed has taken over. */
export function effectiveLimit(stored: StoredLimit | null, now: Date): LimitValue | null {
  if (!stored) return null;
  if (stored.pendingEffectiveAt && stored.pendingEffectiveAt.getTime() <= now.getTime()) {
    if (stored.pendingAmountCents === null) return null;
    return { period: stored.pendingPeriod ?? stored.period, amountCents: stored.pendingAmountCents };
  }
  return { period: stored.period, amountCents: stored.amountCents };
}

/** The change still waiting at `now`, if any. */
export function pendingChange(stored: StoredLimit | null, now: Date): { value: LimitValue | null; effectiveAt: Date } | null {
  if (!stored?.pendingEffectiveAt || stored.pendingEffectiveAt.getTime() <= now.getTime()) return null;
  return {
    value: stored.pendingAmountCents === null ? null : { period: stored.pendingPeriod ?? stored.period, amountCents: stored.pendingAmountCents },
    effectiveAt: stored.pendingEffectiveAt,
  };
}

/**
 * What asking for `requested` (null: remove the limit) at `now` does to the limit in force.
 * Asking again for the limit in force cancels a pending raise or removal.
 */
export function planLimitChange(current: LimitValue | null, requested: LimitValue | null, now: Date): LimitPlan {
  if (!current) return requested ? { kind: 'apply', value: requested } : { kind: 'remove' };
  if (requested && isAtLeastAsStrict(requested, current)) return { kind: 'apply', value: requested };
  return { kind: 'pending', value: requested, effectiveAt: coolingOffEnds(now) };
}
