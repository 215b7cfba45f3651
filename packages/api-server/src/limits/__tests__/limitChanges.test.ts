import { describe, expect, it } from 'vitest';
import { effectiveLimit, isAtLeastAsStrict, pendingChange, planLimitChange, windowStart } from '../limitChanges';

const NOW = new Date('2026-03-11T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('limit changes (lower at once, raise or remove after 7 days)', () => {
  it('sets a first limit at once', () => {
    expect(planLimitChange(null, { period: 'week', amountCents: 5000 }, NOW)).toEqual({ kind: 'apply', value: { period: 'week', amountCents: 5000 } });
  });

  it('applies a lower limit at once and makes a higher one wait 7 days', () => {
    const current = { period: 'week', amountCents: 5000 } as const;
    expect(planLimitChange(current, { period: 'week', amountCents: 2000 }, NOW).kind).toBe('apply');
    expect(planLimitChange(current, { period: 'week', amountCents: 9000 }, NOW)).toEqual({
      kind: 'pending',
      value: { period: 'week', amountCents: 9000 },
      effectiveAt: new Date(NOW.getTime() + 7 * DAY),
    });
  });

  it('makes a removal wait 7 days', () => {
    expect(planLimitChange({ period: 'day', amountCents: 1000 }, null, NOW)).toMatchObject({ kind: 'pending', value: null });
  });

  it('treats the same amount over a longer window as stricter, and incomparable windows as loosening', () => {
    expect(isAtLeastAsStrict({ period: 'week', amountCents: 10000 }, { period: 'day', amountCents: 10000 })).toBe(true);
    expect(isAtLeastAsStrict({ period: 'week', amountCents: 20000 }, { period: 'day', amountCents: 5000 })).toBe(false);
    expect(isAtLeastAsStrict({ period: 'day', amountCents: 1000 }, { period: 'week', amountCents: 5000 })).toBe(false);
  });

  it('shows a waiting change as pending, and as the limit in force once its date passes', () => {
    const stored = { period: 'week', amountCents: 5000, pendingAmountCents: 9000, pendingPeriod: 'week', pendingEffectiveAt: new Date(NOW.getTime() + 7 * DAY) } as const;
    expect(effectiveLimit(stored, NOW)).toEqual({ period: 'week', amountCents: 5000 });
    expect(pendingChange(stored, NOW)?.value).toEqual({ period: 'week', amountCents: 9000 });
    const later = new Date(NOW.getTime() + 7 * DAY);
    expect(effectiveLimit(stored, later)).toEqual({ period: 'week', amountCents: 9000 });
    expect(pendingChange(stored, later)).toBeNull();
    expect(effectiveLimit({ ...stored, pendingAmountCents: null }, later)).toBeNull();
  });

  it('"Weekly deposit limit applies over any 7-day period": windows are rolling', () => {
    expect(windowStart('week', NOW)).toEqual(new Date(NOW.getTime() - 7 * DAY));
    expect(windowStart('day', NOW)).toEqual(new Date(NOW.getTime() - DAY));
    expect(windowStart('month', NOW)).toEqual(new Date(NOW.getTime() - 30 * DAY));
  });
});
