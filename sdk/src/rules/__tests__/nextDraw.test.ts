import { describe, expect, it } from 'vitest';
import { lotteryDraw, productOffer } from '../../__tests__/fixtures';
import { nextDraw } from '../nextDraw';

describe('nextDraw', () => {
  const now = Date.parse('2026-11-20T00:00:00Z');
  const draws = {
    d_1500: lotteryDraw({ drawId: 'd_1500', status: 'DRAW_OPEN', stop: '2026-11-19T09:30:00Z' }), // stop passed
    d_1501: lotteryDraw({ drawId: 'd_1501', status: 'DRAW_OPEN', stop: '2026-11-26T09:30:00Z' }),
    d_1502: lotteryDraw({ drawId: 'd_1502', status: 'DRAW_OPEN', stop: '2026-12-03T09:30:00Z' }),
  };

  it('is the soonest DRAW_OPEN draw whose stop is still ahead', () => {
    expect(nextDraw(productOffer, draws, now)?.drawId).toBe('d_1501');
  });

  it('skips draws that are not open', () => {
    expect(nextDraw(productOffer, { ...draws, d_1501: { ...draws.d_1501, status: 'DRAW_CLOSED' } }, now)?.drawId).toBe('d_1502');
  });

  it('is undefined without an offer or an open draw', () => {
    expect(nextDraw(undefined, draws, now)).toBeUndefined();
    expect(nextDraw(productOffer, { d_1500: draws.d_1500 }, now)).toBeUndefined();
  });
});
