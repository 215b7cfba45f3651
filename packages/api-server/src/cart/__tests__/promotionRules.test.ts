import { describe, expect, it } from 'vitest';
import { exceededAmountCents, remainingSpendLimitCents } from '../blockReasons';
import { judgePromotion, type PromotionRow } from '../promotions';

const NOW = new Date('2026-03-11T00:00:00Z');

function promotion(overrides: Partial<PromotionRow>): PromotionRow {
  return {
    code: 'TEST',
    type: 'voucher_fixed_discount',
    description: 'Test',
    amountCents: 500,
    percentOff: null,
    minCartCents: 0,
    expiresAt: null,
    oncePerCustomer: false,
    createdAt: NOW,
    ...overrides,
  };
}

describe('judgePromotion', () => {
  it('takes a fixed amount off, never more than is due', () => {
    expect(judgePromotion(promotion({}), 1200, NOW, false)).toEqual({ ok: true, discountCents: 500 });
    expect(judgePromotion(promotion({}), 300, NOW, false)).toEqual({ ok: true, discountCents: 300 });
  });

  it('takes a whole percent off, rounding the discount down to the cent', () => {
    expect(judgePromotion(promotion({ type: 'voucher_percent_discount', percentOff: 10 }), 1055, NOW, false)).toEqual({ ok: true, discountCents: 105 });
  });

  it('refuses an expired code at and after its expiry', () => {
    const expiring = promotion({ type: 'voucher_fixed_discount_expire', expiresAt: NOW });
    expect(judgePromotion(expiring, 1000, NOW, false)).toEqual({ ok: false, message: 'The promotion code TEST has expired.' });
    expect(judgePromotion(expiring, 1000, new Date(NOW.getTime() - 1), false).ok).toBe(true);
  });

  it('refuses an empty cart, a cart under the minimum and a code already used', () => {
    expect(judgePromotion(promotion({}), 0, NOW, false)).toEqual({ ok: false, message: 'Add tickets to your cart before applying a promotion code.' });
    expect(judgePromotion(promotion({ minCartCents: 1000 }), 999, NOW, false)).toEqual({
      ok: false,
      message: 'The promotion code TEST needs a cart of at least $10.00.',
    });
    expect(judgePromotion(promotion({ oncePerCustomer: true }), 1000, NOW, true)).toEqual({
      ok: false,
      message: 'You have already used the promotion code TEST.',
    });
  });
});

describe('spend limit formulas (shop-core §5)', () => {
  it('"Remaining spend limit = limit minus amountSpent"', () => {
    expect(remainingSpendLimitCents(1000, 350)).toBe(650);
  });
  it('"exceeded amount = cart total minus remaining"', () => {
    expect(exceededAmountCents(1050, 650)).toBe(400);
  });
});
