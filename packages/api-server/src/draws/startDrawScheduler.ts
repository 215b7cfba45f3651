/**
 * Keeps the draw calendar moving while the server runs: every minute it closes draws whose
 * sales stopped and tops up upcoming ones. (Drawing, scoring and paying come with the draw engine.)
 */
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { closeExpiredDraws } from './closeExpiredDraws';
import { ensureUpcomingDraws } from './ensureUpcomingDraws';

export const DRAW_SCHEDULER_INTERVAL_MS = 60_000;

export interface DrawScheduler {
  /** One pass now (also what each tick does). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function startDrawScheduler(
  db: Db,
  clock: Clock,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): DrawScheduler {
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    // One pass at a time: a slow pass is not overlapped by the next tick.
    running ??= (async () => {
      try {
        await closeExpiredDraws(db, clock);
        await ensureUpcomingDraws(db, clock);
      } catch (error) {
        (options.onError ?? ((e) => console.error('Draw scheduler failed:', e)))(error);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? DRAW_SCHEDULER_INTERVAL_MS);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
