import { describe, expect, it } from 'vitest';
import { readEnv, SettingsError } from '../../config/readEnv';
import { MAX_POOL_SIZE, MIN_POOL_SIZE, parsePoolSize } from '../poolSize';

describe('DATABASE_POOL_SIZE', () => {
  it('is two connections per core and one more unless set, shared among the processes, at least two each', () => {
    expect(parsePoolSize(undefined, 1, 2)).toEqual({ ok: true, value: 5 });
    expect(parsePoolSize('', 2, 2)).toEqual({ ok: true, value: 3 });
    expect(parsePoolSize(' ', 1, 8)).toEqual({ ok: true, value: 17 });
    expect(parsePoolSize(undefined, 64, 1)).toEqual({ ok: true, value: 2 });
  });

  it('takes a count of connections per process', () => {
    expect(parsePoolSize(' 12 ', 4, 2)).toEqual({ ok: true, value: 12 });
    expect(readEnv({ DATABASE_POOL_SIZE: '7' }).databasePoolSize).toBe(7);
  });

  it('refuses what is not a count of connections, naming the setting', () => {
    for (const value of ['0', '1', '-1', '1.5', 'ten', String(MAX_POOL_SIZE + 1)]) {
      expect(parsePoolSize(value, 1, 2)).toEqual({ ok: false, problem: `DATABASE_POOL_SIZE must be a whole number from ${MIN_POOL_SIZE} to ${MAX_POOL_SIZE}, got "${value}".` });
      expect(() => readEnv({ DATABASE_POOL_SIZE: value })).toThrow(SettingsError);
    }
  });
});
