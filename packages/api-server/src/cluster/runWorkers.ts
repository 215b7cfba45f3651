/**
 * WORKERS=N (N > 1): this process becomes the cluster's primary. It forks N workers, each running
 * the whole shop (startServer) on the same port, where node:cluster hands them connections in
 * turn, and keeps N running: a worker that dies is logged and replaced after a backoff. SIGTERM
 * or SIGINT stops every worker gracefully (each closes its server, as one process does) and then
 * the primary. The primary opens no database and serves nothing itself.
 *
 * Start-up work needs no coordination here: each worker's prepareDatabase (migrations, seed,
 * the catch-up draw tick) runs under a PostgreSQL advisory lock, so the workers take turns and
 * later ones find it done. The draw scheduler and the purchase reconciler run in every worker:
 * a draw step locks its draw FOR UPDATE SKIP LOCKED and moves it only from its expected status,
 * and the reconciler claims keys the same way, so N of them never repeat or wait on each other's
 * work (they must survive that anyway when several hosts run the shop), and no single worker's
 * death pauses the draws while it restarts.
 */
import cluster, { type Worker } from 'node:cluster';
import type { ServerEnv } from '../config/readEnv';
import { startMessage } from '../config/startMessage';

export const WORKER_POLICY = {
  firstRestartDelayMs: 1000,
  maxRestartDelayMs: 30_000,
  /** A worker that served this long was healthy: its next death starts the backoff again. */
  healthyAfterMs: 60_000,
  /** After SIGTERM, how long workers get to finish their requests before SIGKILL. */
  shutdownGraceMs: 30_000,
};

export type WorkerPolicy = typeof WORKER_POLICY;

/** The wait before restarting a worker that died `deathsInARow` times without a healthy spell: 1 s, 2 s, 4 s … 30 s. */
export function restartDelayMs(deathsInARow: number, policy: WorkerPolicy = WORKER_POLICY): number {
  return Math.min(policy.firstRestartDelayMs * 2 ** Math.max(0, deathsInARow - 1), policy.maxRestartDelayMs);
}

const READY = 'drawkit-worker-ready';

interface ReadyMessage {
  type: typeof READY;
  shopUrl: string;
  examplesUrl: string | null;
}

function isReadyMessage(message: unknown): message is ReadyMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === READY;
}

/** Called by a worker once its servers listen. */
export function reportWorkerReady(urls: { shopUrl: string; examplesUrl: string | null }): void {
  const message: ReadyMessage = { type: READY, shopUrl: urls.shopUrl, examplesUrl: urls.examplesUrl };
  process.send?.(message);
}

interface Slot {
  readonly number: number;
  worker: Worker | null;
  readyAt: number | null;
  deathsInARow: number;
  restartTimer: NodeJS.Timeout | null;
}

export interface WorkerLog {
  info(line: string): void;
  error(line: string): void;
}

const consoleLog: WorkerLog = { info: (line) => console.log(line), error: (line) => console.error(line) };

function howItEnded(code: number | null, signal: string | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * Runs `env.workers` workers until SIGTERM or SIGINT; resolves with the exit code for the primary
 * (0 after a clean stop, 1 when a worker failed to start or had to be killed).
 */
export function runWorkers(env: ServerEnv, log: WorkerLog = consoleLog, policy: WorkerPolicy = WORKER_POLICY): Promise<number> {
  const slots: Slot[] = Array.from({ length: env.workers }, (_, index) => ({
    number: index + 1,
    worker: null,
    readyAt: null,
    deathsInARow: 0,
    restartTimer: null,
  }));
  let started = false;
  let stopping = false;
  let exitCode = 0;
  let finish: (code: number) => void = () => undefined;
  const finished = new Promise<number>((resolve) => (finish = resolve));
  let killTimer: NodeJS.Timeout | null = null;

  const live = () => slots.filter((slot) => slot.worker !== null);
  const finishIfAllGone = () => {
    if (!stopping || live().length > 0) return;
    if (killTimer) clearTimeout(killTimer);
    finish(exitCode);
  };

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info(`${reason}: stopping ${live().length} worker process${live().length === 1 ? '' : 'es'}`);
    for (const slot of slots) {
      if (slot.restartTimer) clearTimeout(slot.restartTimer);
      slot.restartTimer = null;
      // Each worker closes its own servers on SIGTERM (main.ts), letting requests in flight finish.
      slot.worker?.process.kill('SIGTERM');
    }
    killTimer = setTimeout(() => {
      for (const slot of live()) {
        log.error(`Worker ${slot.number} (pid ${slot.worker?.process.pid}) did not stop within ${policy.shutdownGraceMs / 1000} s: killing it`);
        exitCode = 1;
        slot.worker?.process.kill('SIGKILL');
      }
    }, policy.shutdownGraceMs);
    killTimer.unref();
    finishIfAllGone();
  };

  const fork = (slot: Slot) => {
    slot.restartTimer = null;
    slot.readyAt = null;
    const worker = cluster.fork({ DRAWKIT_WORKER: String(slot.number) });
    slot.worker = worker;
    worker.on('message', (message: unknown) => {
      if (!isReadyMessage(message) || slot.worker !== worker || stopping) return;
      slot.readyAt = Date.now();
      if (started) {
        log.info(`Worker ${slot.number} (pid ${worker.process.pid}) is serving again.`);
        return;
      }
      if (slots.some((s) => s.readyAt === null)) return;
      started = true;
      for (const line of startMessage(env, message)) log.info(line);
      log.info(
        `${slots.length} worker processes (WORKERS=${slots.length}), pids ${slots.map((s) => s.worker?.process.pid).join(', ')}: ` +
          'one PostgreSQL and one Redis shared; a worker that dies is restarted.',
      );
    });
    worker.on('exit', (code, signal) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const ended = howItEnded(code, signal);
      if (stopping) {
        if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
        finishIfAllGone();
        return;
      }
      if (!started) {
        // As one process does when it cannot start: the settings or the database need fixing, not a retry loop.
        log.error(`Worker ${slot.number} (pid ${worker.process.pid}) ${ended} before the shop was ready; not starting.`);
        stop('Start failed', 1);
        return;
      }
      const healthy = slot.readyAt !== null && Date.now() - slot.readyAt >= policy.healthyAfterMs;
      slot.deathsInARow = healthy ? 1 : slot.deathsInARow + 1;
      const delay = restartDelayMs(slot.deathsInARow, policy);
      log.error(
        `Worker ${slot.number} (pid ${worker.process.pid}) ${ended}; starting a new one in ${delay / 1000} s` +
          (slot.deathsInARow > 1 ? ` (${slot.deathsInARow} deaths in a row)` : '') +
          '.',
      );
      slot.restartTimer = setTimeout(() => fork(slot), delay);
    });
  };

  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  for (const slot of slots) fork(slot);
  return finished;
}
