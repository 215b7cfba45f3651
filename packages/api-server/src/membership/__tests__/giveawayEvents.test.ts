import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { giveawayDraws } from '../../db/schema';
import { createDrawEngine } from '../../draws/drawEngine';
import { createDrawEventBus, type DrawEventBus } from '../../results/drawEventBus';
import { drawGiveaway } from '../giveawayEngine';

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads server-sent events off a stream until `until` has what it waits for. */
async function readEvents(body: ReadableStream<Uint8Array>, until: (events: StreamEvent[]) => boolean): Promise<StreamEvent[]> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
}

describe.each(testBackends())('live giveaway events on $name', (backend) => {
  let shop: TestShop;
  let bus: DrawEventBus;
  let base: string;
  beforeAll(async () => {
    shop = await createTestShop(backend, {
      drawEvents: (database) => {
        bus = createDrawEventBus(database.db, database.kind === 'postgres' ? { pool: database.client as pg.Pool } : {});
        return bus;
      },
    });
    await bus.ready();
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await bus?.close();
    await shop?.close();
  });

  const openGiveaway = async (type: 'daily' | 'monthly') => {
    const [row] = await shop.database.db
      .select()
      .from(giveawayDraws)
      .where(and(eq(giveawayDraws.type, type), eq(giveawayDraws.state, 'DRAW_OPEN')))
      .orderBy(asc(giveawayDraws.closeAt));
    if (!row) throw new Error(`No open ${type} giveaway`);
    return row;
  };

  it('pushes giveaway-drawn with the giveaway id, type and number when the engine draws and pays it', async () => {
    const daily = await openGiveaway('daily');
    const controller = new AbortController();
    const response = await fetch(`${base}/v2/draws/events?app_key=drawkit-storefront&events=giveaway-drawn`, { signal: controller.signal });
    expect(response.status).toBe(200);
    const reading = readEvents(response.body!, (events) => events.some((e) => e.data.giveaway_id === daily.id));
    shop.clock.set(new Date(daily.closeAt.getTime() + 60_000));
    const report = await createDrawEngine(shop.database.db, shop.clock, {
      onAdvanced: (id, status) => void bus.drawAdvanced(id, status),
      onGiveawayDrawn: (id) => void bus.giveawayDrawn(id),
    }).tick();
    expect(report.giveaways?.paid).toContain(daily.id);
    const events = await reading;
    controller.abort();
    expect(events.find((e) => e.data.giveaway_id === daily.id)).toEqual({
      event: 'giveaway-drawn',
      data: { giveaway_id: daily.id, external_id: daily.externalId, type: 'daily', number: daily.number, state: 'DRAW_PAID' },
    });
    // `?events=giveaway-drawn` left out the lottery draws the same tick completed.
    expect(events.every((e) => e.event === 'giveaway-drawn')).toBe(true);
  });

  it('publishes nothing for a giveaway that has not been paid', async () => {
    const heard: unknown[] = [];
    const unsubscribe = bus.subscribeGiveaways((event) => heard.push(event));
    await bus.giveawayDrawn((await openGiveaway('monthly')).id);
    await bus.giveawayDrawn('no-such-giveaway');
    unsubscribe();
    expect(heard).toEqual([]);
  });

  it.runIf(backend.name === 'postgres')('reaches another server process through LISTEN/NOTIFY', async () => {
    const otherPool = new pg.Pool((shop.database.client as pg.Pool).options);
    const other = createDrawEventBus(shop.database.db, { pool: otherPool });
    await other.ready();
    try {
      const monthly = await openGiveaway('monthly');
      await shop.database.db.update(giveawayDraws).set({ state: 'DRAW_CLOSED' }).where(eq(giveawayDraws.id, monthly.id));
      expect(await drawGiveaway(shop.database.db, monthly.id, shop.clock.now())).toBe(true);
      const heard = new Promise((resolve) => other.subscribeGiveaways(resolve));
      await bus.giveawayDrawn(monthly.id);
      await expect(heard).resolves.toEqual({
        giveawayId: monthly.id,
        externalId: monthly.externalId,
        type: 'monthly',
        number: monthly.number,
        state: 'DRAW_PAID',
      });
    } finally {
      await other.close();
      await otherPool.end();
    }
  });

  it('refuses an unknown event name', async () => {
    const answer = await fetch(`${base}/v2/draws/events?app_key=drawkit-storefront&events=giveaway-drawn,bogus`);
    expect(answer.status).toBe(422);
  });
});
