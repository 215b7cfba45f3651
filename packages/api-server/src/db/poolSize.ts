/**
 * `DATABASE_POOL_SIZE`: how many PostgreSQL connections each server process keeps. Unset, the
 * PostgreSQL wiki's rule of thumb for a database's busy connections, two per core and one more,
 * shared among the WORKERS processes (at least 2 each), with this machine's cores standing in for
 * the database's (the demo, the bench and a small shop run both on one machine). More connections
 * than that only take turns on the cores and contend for the same locks: on 2 cores, card
 * purchases cost PostgreSQL 2.9-3.2 ms of CPU each with 5 connections and 3.3-3.8 ms with 10
 * (docs/performance.md). A database on a bigger machine than the shop's wants it set.
 */
import { availableParallelism } from 'node:os';
import { wholeNumberIn } from '../config/wholeNumber';

/** At start one connection holds the processes' start-up lock while another migrates and seeds (db/openDatabase). */
export const MIN_POOL_SIZE = 2;
/** A bound that keeps a typo from exhausting PostgreSQL's connections (max_connections is 100 by default). */
export const MAX_POOL_SIZE = 100;

export type PoolSize = { ok: true; value: number } | { ok: false; problem: string };

export function parsePoolSize(value: string | undefined, workers: number, cpuCount: number = availableParallelism()): PoolSize {
  const text = value?.trim() ?? '';
  if (text === '') return { ok: true, value: Math.max(MIN_POOL_SIZE, Math.ceil((2 * Math.max(1, cpuCount) + 1) / Math.max(1, workers))) };
  const size = wholeNumberIn(text, MIN_POOL_SIZE, MAX_POOL_SIZE);
  if (size === null) {
    return { ok: false, problem: `DATABASE_POOL_SIZE must be a whole number from ${MIN_POOL_SIZE} to ${MAX_POOL_SIZE}, got "${text}".` };
  }
  return { ok: true, value: size };
}
