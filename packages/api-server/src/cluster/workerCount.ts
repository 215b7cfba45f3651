/**
 * `WORKERS`: how many server processes share the shop's port (node:cluster). 1 by default: one
 * process, as `npm start` has always run. `auto` is one per CPU the machine offers. More than one
 * needs PostgreSQL and Redis, because whatever the processes share must live outside any one of
 * them: PGlite belongs to the process that opened it, and memory rate limits would let N
 * processes allow N times the rate.
 */
import { availableParallelism } from 'node:os';
import { wholeNumberIn } from '../config/wholeNumber';

/** A bound that keeps a typo (WORKERS=1000) from exhausting PostgreSQL's connections. */
export const MAX_WORKERS = 64;

export type WorkerCount = { ok: true; value: number } | { ok: false; problem: string };

/** The setting as a number of processes, or the problem with it in words. */
export function parseWorkers(value: string | undefined, cpuCount: number = availableParallelism()): WorkerCount {
  const text = value?.trim() ?? '';
  if (text === '') return { ok: true, value: 1 };
  if (text === 'auto') return { ok: true, value: Math.min(Math.max(1, cpuCount), MAX_WORKERS) };
  const count = wholeNumberIn(text, 1, MAX_WORKERS);
  if (count === null) {
    return { ok: false, problem: `WORKERS must be a whole number from 1 to ${MAX_WORKERS}, or auto (one per CPU), got "${text}".` };
  }
  return { ok: true, value: count };
}

/** What stops `count` processes from sharing the shop's state under these settings. */
export function multiProcessProblems(
  count: number,
  settings: { databaseUrl: string | undefined; redisUrl: string | undefined; testClock: boolean },
): string[] {
  if (count <= 1) return [];
  const problems: string[] = [];
  if (!settings.databaseUrl) {
    problems.push(
      `WORKERS=${count} needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Run several processes on PostgreSQL, or leave WORKERS unset.`,
    );
  }
  if (!settings.redisUrl) {
    problems.push(`WORKERS=${count} needs REDIS_URL: sign-in rate limits must be shared by every process, not kept in each one's memory.`);
  }
  if (settings.testClock) {
    problems.push(`WORKERS=${count} with DRAWKIT_TEST_CLOCK=1: the test clock would move only the process a request reaches. Use one process for browser tests.`);
  }
  return problems;
}
