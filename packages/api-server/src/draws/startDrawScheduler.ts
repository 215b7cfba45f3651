/**
 * Keeps the draw calendar moving while the server runs: every minute the draw engine closes,
 * draws, scores and pays whatever is due and tops up upcoming draws.
 */
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import type { DrawStatusValue } from '../db/schema';
import { createDrawEngine } from './drawEngine';
import type { PaymentGateway } from '../payments/PaymentGateway';

export const DRAW_SCHEDULER_INTERVAL_MS = 60_000;

export interface DrawScheduler {
  /** One pass now (also what each tick does). */
  tick(): Promise<void>;
  /** A pass that starts after any pass in progress, so it sees the clock as it is now. */
  freshTick(): Promise<void>;
  stop(): Promise<void>;
}

export function startDrawScheduler(
  db: Db,
  clock: Clock,
  options: {
    intervalMs?: number;
    onError?: (error: unknown) => void;
    /** Told after each step that moved a draw (see DrawEngineOptions.onAdvanced). */
    onAdvanced?: (drawId: string, status: DrawStatusValue) => void;
    /** Told after a daily-winners giveaway was drawn and paid (see DrawEngineOptions.onGiveawayDrawn). */
    onGiveawayDrawn?: (giveawayId: string) => void;
    /** Pays autoplays from their card when the wallet is short. */
    gateway?: PaymentGateway;
  } = {},
): DrawScheduler {
  const engine = createDrawEngine(db, clock, {
    ...(options.onAdvanced ? { onAdvanced: options.onAdvanced } : {}),
    ...(options.onGiveawayDrawn ? { onGiveawayDrawn: options.onGiveawayDrawn } : {}),
    ...(options.gateway ? { gateway: options.gateway } : {}),
  });
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    // One pass at a time: a slow pass is not overlapped by the next tick.
    running ??= (async () => {
      try {
        await engine.tick(clock.now());
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
    async freshTick() {
      await running;
      await tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
