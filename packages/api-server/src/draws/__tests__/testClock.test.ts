import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_NOW, useTestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { manualClock } from '../../clock';
import { adjustableClock, registerTestClockRoute, TEST_CLOCK_PATH, testClockEnabled } from '../testClock';

describe('the test clock route', () => {
  it('moves the clock forward and then runs the draw engine', async () => {
    const clock = adjustableClock(manualClock(TEST_NOW));
    const seen: string[] = [];
    const server = Fastify();
    registerTestClockRoute(server, clock, async () => {
      seen.push(clock.now().toISOString());
    });
    const response = await server.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: { advance_ms: 3_600_000 } });
    expect(response.statusCode).toBe(200);
    const later = new Date(TEST_NOW.getTime() + 3_600_000).toISOString();
    expect(response.json()).toEqual({ result: { now: later }, messages: [] });
    expect(seen).toEqual([later]);

    const backwards = await server.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: { advance_ms: -1 } });
    expect(backwards.statusCode).toBe(422);
    expect(clock.now().toISOString()).toBe(later);
    await server.close();
  });

  it('is on only when DRAWKIT_TEST_CLOCK=1', () => {
    expect(testClockEnabled({})).toBe(false);
    expect(testClockEnabled({ DRAWKIT_TEST_CLOCK: '0' })).toBe(false);
    expect(testClockEnabled({ DRAWKIT_TEST_CLOCK: '1' })).toBe(true);
  });
});

describe.each(testBackends().slice(0, 1))('a shop built without the test clock on $name', (backend) => {
  const shop = useTestShop(backend);

  it('has no /__test/clock route', async () => {
    const response = await shop.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: { advance_ms: 1 } });
    expect(response.statusCode).toBe(404);
  });
});
