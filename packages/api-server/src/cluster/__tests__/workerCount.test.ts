import { describe, expect, it } from 'vitest';
import { readEnv, SettingsError } from '../../config/readEnv';
import { restartDelayMs, WORKER_POLICY } from '../runWorkers';
import { MAX_WORKERS, parseWorkers } from '../workerCount';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    readEnv(env);
    return [];
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return [...error.problems];
  }
}

const SHARED = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/drawkit', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('WORKERS', () => {
  it('is one process unless set, so npm start stays one process on the embedded database', () => {
    expect(readEnv({}).workers).toBe(1);
    expect(readEnv({ WORKERS: '1' })).toMatchObject({ workers: 1, databaseUrl: undefined });
  });

  it('takes a count, or auto for one process per CPU', () => {
    expect(parseWorkers('4', 2)).toEqual({ ok: true, value: 4 });
    expect(parseWorkers(' auto ', 2)).toEqual({ ok: true, value: 2 });
    expect(parseWorkers('auto', 500)).toEqual({ ok: true, value: MAX_WORKERS });
    expect(readEnv({ ...SHARED, WORKERS: '2' }).workers).toBe(2);
  });

  it('refuses what is not a count of processes, naming the setting', () => {
    for (const value of ['0', '-1', '1.5', 'two', String(MAX_WORKERS + 1)]) {
      expect(problemsOf({ WORKERS: value })).toEqual([`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, or auto (one per CPU), got "${value}".`]);
    }
  });

  it('refuses several processes on state one process would keep: the embedded database, memory rate limits, the test clock', () => {
    const problems = problemsOf({ WORKERS: '2', DRAWKIT_TEST_CLOCK: '1' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^WORKERS=2 needs DATABASE_URL: the embedded database \(PGlite\) belongs to one process/);
    expect(problems[1]).toMatch(/^WORKERS=2 needs REDIS_URL: sign-in rate limits must be shared/);
    expect(problems[2]).toMatch(/^WORKERS=2 with DRAWKIT_TEST_CLOCK=1: the test clock would move only the process a request reaches/);
    expect(problemsOf({ ...SHARED, WORKERS: '2' })).toEqual([]);
  });

  it('runs in production with the settings production already requires', () => {
    const production = { ...SHARED, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example.com', DRAWKIT_JWT_SECRET: 'a'.repeat(32) };
    expect(readEnv({ ...production, WORKERS: 'auto' }).workers).toBeGreaterThanOrEqual(1);
    expect(readEnv({ ...production, WORKERS: '3' }).workers).toBe(3);
  });

  it('restarts a dying worker after 1 s, doubling to at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((deaths) => restartDelayMs(deaths))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(restartDelayMs(1)).toBe(WORKER_POLICY.firstRestartDelayMs);
  });
});
