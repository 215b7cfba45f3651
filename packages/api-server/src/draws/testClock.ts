/**
 * Moving time in a running server, for browser tests only: with DRAWKIT_TEST_CLOCK=1 the draw
 * engine reads the time from an adjustable clock and `POST /__test/clock {advance_ms}` moves it
 * forward and runs the engine at once (draws close, are drawn, scored and paid). Requests keep
 * real time, so a browser's signatures and tokens stay valid; a draw the engine closed is not on
 * sale whatever the time. Without that variable the route does not exist, nor in production,
 * which refuses to start with it set (config/productionSettings.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock';

export const TEST_CLOCK_ENV = 'DRAWKIT_TEST_CLOCK';
export const TEST_CLOCK_PATH = '/__test/clock';

export interface AdjustableClock extends Clock {
  advance(milliseconds: number): void;
}

/** A clock that runs with `base` plus whatever it has been advanced by. */
export function adjustableClock(base: Clock): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
  };
}

export function testClockEnabled(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env[TEST_CLOCK_ENV] === '1';
}

// Forward only: the draw engine never moves a draw back, so neither does the clock. At most a year at a time.
const bodySchema = z.object({ advance_ms: z.number().int().min(0).max(366 * 24 * 60 * 60 * 1000) });

export function registerTestClockRoute(server: FastifyInstance, clock: AdjustableClock, tick: () => Promise<void>): void {
  server.post(TEST_CLOCK_PATH, async (request, reply) => {
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(422).send({
        result: null,
        messages: [{ message: 'advance_ms must be a whole number of milliseconds, 0 or more.', code: 'validation_failed', level: 'error', field: 'advanceMs' }],
      });
    }
    clock.advance(parsed.data.advance_ms);
    await tick();
    return reply.send({ result: { now: clock.now().toISOString() }, messages: [] });
  });
}
