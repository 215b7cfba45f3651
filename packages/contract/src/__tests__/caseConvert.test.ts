import { describe, expect, it } from 'vitest';
import { toCamelKeys, toSnakeKeys } from '../caseConvert';

describe('case conversion', () => {
  it('sends snake_case bodies but keeps the number-set names Numbers, Powerball, Favourites', () => {
    const body = { lotteryKey: 'super_jackpot_lottery', numDraws: 1, games: [{ Numbers: [1, 2], Powerball: [3], Favourites: [] }] };
    expect(toSnakeKeys(body)).toEqual({
      lottery_key: 'super_jackpot_lottery',
      num_draws: 1,
      games: [{ Numbers: [1, 2], Powerball: [3], Favourites: [] }],
    });
  });

  it('reads camelCase responses and leaves id-keyed maps alone', () => {
    const wire = { cart_total: { amount: 170 }, blocked_reasons: { spend_limit: 'Over limit' }, entities: { draws: { 'a_b-1': { draw_no: 3 } } } };
    expect(toCamelKeys(wire)).toEqual({
      cartTotal: { amount: 170 },
      blockedReasons: { spend_limit: 'Over limit' },
      entities: { draws: { 'a_b-1': { drawNo: 3 } } },
    });
  });

  it('round-trips', () => {
    const value = { customerToken: 'x', pageInfo: { limit: 5 } };
    expect(toCamelKeys(toSnakeKeys(value))).toEqual(value);
  });
});
