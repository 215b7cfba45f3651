import { describe, expect, it } from 'vitest';
import { entryStatusFor, permitsFor } from '../entryRules';
import { nextPeriod, periodAt, scheduleAt } from '../giveawayCalendar';
import { pickWinners } from '../giveawayEngine';
import { winnerName } from '../giveawayView';

describe('giveaway entry rules', () => {
  it('"Draw entry status: locked, unlocked, guaranteed": daily guaranteed, monthly and major locked for the free tier', () => {
    expect(entryStatusFor('free', { type: 'daily', giveawayTier: 'free' })).toBe('guaranteed');
    expect(entryStatusFor('free', { type: 'monthly', giveawayTier: 'free' })).toBe('locked');
    expect(entryStatusFor('free', { type: 'major', giveawayTier: 'free' })).toBe('locked');
    expect(entryStatusFor('free', { type: 'special', giveawayTier: 'premium' })).toBe('locked');
    for (const type of ['daily', 'monthly', 'major', 'special', 'preview'] as const) {
      expect(entryStatusFor('premium', { type, giveawayTier: 'premium' })).toBe('guaranteed');
    }
  });

  it('"A monthly giveaway entry goes from locked to unlocked through a PUT": unlock is permitted while locked and open', () => {
    const monthly = { type: 'monthly', giveawayTier: 'free' } as const;
    expect(permitsFor('locked', { ...monthly, open: true })).toEqual(['unlock']);
    expect(permitsFor('locked', { ...monthly, open: false })).toEqual([]);
    expect(permitsFor('unlocked', { ...monthly, open: true })).toEqual([]);
    expect(permitsFor(null, { ...monthly, open: true })).toEqual([]);
    expect(permitsFor('locked', { type: 'special', giveawayTier: 'premium', open: true })).toEqual([]);
  });
});

describe('giveaway calendar', () => {
  // Wednesday 11 March 2026, 10:00 AEST.
  const now = new Date('2026-03-11T00:00:00Z');

  it('opens a daily giveaway at midnight AEST and closes it at 8 pm AEST, numbered by day', () => {
    const today = periodAt('daily', now);
    expect(today.openAt.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(today.closeAt.toISOString()).toBe('2026-03-11T10:00:00.000Z');
    expect(nextPeriod(today).number).toBe(today.number + 1);
    expect(periodAt('daily', new Date('2024-01-01T00:00:00Z')).number).toBe(1);
  });

  it('closes a monthly giveaway on the last day of the month and a major one at the end of the quarter', () => {
    const month = periodAt('monthly', now);
    expect(month.closeAt.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(nextPeriod(month).openAt.toISOString()).toBe('2026-03-31T14:00:00.000Z');
    expect(nextPeriod(month).number).toBe(month.number + 1);
    const quarter = periodAt('major', now);
    expect(quarter.openAt.toISOString()).toBe('2025-12-31T14:00:00.000Z');
    expect(quarter.closeAt.toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('keeps the current and next period of every scheduled type, never one that has closed', () => {
    const rows = scheduleAt(now);
    expect(rows.map((r) => r.type).sort()).toEqual(['daily', 'daily', 'major', 'major', 'monthly', 'monthly']);
    const evening = new Date('2026-03-11T11:00:00Z');
    expect(scheduleAt(evening).filter((r) => r.type === 'daily').every((r) => r.closeAt > evening)).toBe(true);
  });
});

describe('giveaway winners', () => {
  it('picks distinct winners, no more than there are entries', () => {
    const pool = ['a', 'b', 'c', 'd'];
    const picked = pickWinners(pool, 3);
    expect(new Set(picked).size).toBe(3);
    expect(picked.every((p) => pool.includes(p))).toBe(true);
    expect(pickWinners(['a'], 3)).toEqual(['a']);
    expect(pickWinners([], 2)).toEqual([]);
  });

  it('shows a winner by first name and initial', () => {
    expect(winnerName('Charlotte', 'kelly')).toBe('Charlotte K.');
    expect(winnerName('Cher', '')).toBe('Cher');
  });
});
