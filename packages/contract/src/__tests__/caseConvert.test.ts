import { describe, expect, it } from 'vitest';
import { MAX_CONVERT_DEPTH, toCamelKeys, toSnakeKeys } from '../caseConvert';

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

  it(`converts a value nested ${MAX_CONVERT_DEPTH} deep, and refuses a deeper one with a TypeError instead of overflowing the stack`, () => {
    const nest = (levels: number) => {
      let deep: unknown = { innerValue: 1 };
      for (let i = 0; i < levels; i += 1) deep = i % 2 === 0 ? [deep] : { someKey: deep };
      return deep;
    };
    let converted = toSnakeKeys<unknown>(nest(MAX_CONVERT_DEPTH - 1));
    let levels = 0;
    while (typeof converted === 'object' && converted !== null && !('inner_value' in converted)) {
      converted = Array.isArray(converted) ? converted[0] : (converted as Record<string, unknown>)['some_key'];
      levels += 1;
    }
    expect(levels).toBe(MAX_CONVERT_DEPTH - 1);
    expect(() => toCamelKeys(nest(MAX_CONVERT_DEPTH))).toThrow(TypeError);
    expect(converted).toEqual({ inner_value: 1 });
    expect(() => toCamelKeys(nest(50_000))).toThrow(TypeError);
  });

  it('keeps key order, lets a later duplicate win, and keeps __proto__ as a plain key', () => {
    const wire = JSON.parse('{"b_key": 1, "a_key": {"c_d": 2}, "aKey": 3, "__proto__": {"polluted": true}}') as unknown;
    const camel = toCamelKeys<Record<string, unknown>>(wire);
    expect(Object.keys(camel)).toEqual(['bKey', 'aKey', '_Proto__']);
    expect(camel['aKey']).toBe(3);
    const snake = toSnakeKeys<Record<string, unknown>>(wire);
    expect(Object.getPrototypeOf(snake)).toBe(Object.prototype);
    expect(Object.hasOwn(snake, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses a value that holds a cycle instead of looping forever', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(() => toCamelKeys(cyclic)).toThrow(TypeError);
  });
});
