/**
 * WORKERS=2 for real: main.ts as a child process becomes the primary of two workers on one port.
 * A worker killed with SIGKILL is logged and replaced while the other keeps answering; SIGTERM
 * stops every worker and then the primary with exit code 0; a worker that cannot start stops the
 * whole start instead of restarting forever. Runs with DATABASE_URL and REDIS_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, openFreshPostgres } from '../../db/freshDatabase';
import { type ShopProcess, startShopProcess } from '../../__tests__/helpers/shopProcess';
import { TEST_REDIS_URL } from '../../__tests__/helpers/testRedis';

const DATABASE_URL = process.env.DATABASE_URL;

/** GET /discover on a new connection each time (a pooled one may belong to a worker just killed). */
function discoverStatus(baseUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(`${baseUrl}/discover`, { agent: false, headers: { 'x-app-key': 'drawkit-storefront' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(DATABASE_URL && TEST_REDIS_URL)('WORKERS=2: one primary and two worker processes on one port', () => {
  let fresh: FreshDatabase;
  let staticRoot: string;
  let shop: ShopProcess | null = null;

  beforeAll(async () => {
    fresh = await openFreshPostgres(DATABASE_URL!, 'drawkit_workers', 1);
    staticRoot = mkdtempSync(join(tmpdir(), 'drawkit-no-build-'));
  });
  afterAll(async () => {
    await shop?.stop();
    await fresh?.dispose();
    if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
  });

  it('restarts a killed worker while the other serves, and SIGTERM stops them all', { timeout: 150_000 }, async () => {
    shop = await startShopProcess({ WORKERS: '2', DATABASE_URL: fresh.url, REDIS_URL: TEST_REDIS_URL, STATIC_ROOT: staticRoot }, 120_000);
    const running = shop;
    // The start is seen at "Drawkit shop on"; the workers line is logged after it and may arrive in a later chunk.
    await waitFor(() => /2 worker processes/.test(running.output()), 'the workers line', 10_000);
    expect(running.output().match(/Drawkit shop on/g)).toHaveLength(1);
    const pids = /2 worker processes \(WORKERS=2\), pids (\d+), (\d+)/.exec(running.output())?.slice(1).map(Number) ?? [];
    expect(pids).toHaveLength(2);
    expect(pids.every(alive)).toBe(true);
    expect(await discoverStatus(running.url)).toBe(200);

    const [killed, survivor] = pids as [number, number];
    process.kill(killed, 'SIGKILL');
    await waitFor(() => !alive(killed), `worker ${killed} to die`, 10_000);
    // The other worker answers every new connection while the first is replaced.
    for (let call = 0; call < 10; call += 1) expect(await discoverStatus(running.url)).toBe(200);
    await waitFor(() => /Worker 1 \(pid \d+\) is serving again\./.test(running.output()), 'the replacement to serve');
    expect(running.output()).toContain(`Worker 1 (pid ${killed}) was killed by SIGKILL; starting a new one in 1 s.`);
    const replacement = Number(/Worker 1 \(pid (\d+)\) is serving again\./.exec(running.output())?.[1]);
    expect(replacement).not.toBe(killed);
    expect(alive(replacement)).toBe(true);
    expect(await discoverStatus(running.url)).toBe(200);

    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    shop = null;
    expect(running.output()).toContain('SIGTERM: stopping 2 worker processes');
    expect([survivor, replacement].filter(alive)).toEqual([]);
  });

  it('stops the whole start when a worker cannot start, instead of restarting it', { timeout: 120_000 }, async () => {
    const missing = new URL(fresh.url);
    missing.pathname = '/drawkit_workers_no_such_database';
    const start = startShopProcess({ WORKERS: '2', DATABASE_URL: missing.toString(), REDIS_URL: TEST_REDIS_URL, STATIC_ROOT: staticRoot }, 60_000);
    await expect(start).rejects.toThrow(/The shop exited before it was ready/);
    const message = String(await start.catch((error: unknown) => error));
    expect(message).toMatch(/Worker \d \(pid \d+\) exited with code 1 before the shop was ready; not starting\./);
    expect(message).not.toContain('starting a new one');
  });
});
