import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, PARTNER_ORIGIN, type TestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { createDrawEngine } from '../../draws/drawEngine';
import { nextOpenDraw } from '../../draws/__tests__/drawFixtures';
import { createDrawEventBus, type DrawEventBus } from '../drawEventBus';

/** Reads server-sent events off a fetch body until `until` says stop. */
async function readEvents(body: ReadableStream<Uint8Array>, until: (events: { event: string; data: unknown }[]) => boolean) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
}

describe.each(testBackends())('live draw events on $name', (backend) => {
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
    // The bus holds a LISTEN connection of the pool (PostgreSQL): give it back before the pool ends.
    await bus?.close();
    await shop?.close();
  });

  it('pushes draw-completed when the engine draws a draw, to a partner page by app key', async () => {
    const draw = await nextOpenDraw(shop.database.db, 'super_jackpot_lottery', shop.clock.now());
    const controller = new AbortController();
    const response = await fetch(`${base}/v2/draws/events?app_key=demo-partner&offers=super_jackpot_lottery`, {
      headers: { origin: PARTNER_ORIGIN },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);

    const reading = readEvents(response.body!, (events) => events.some((e) => (e.data as { status: string }).status === 'DRAW_PAID'));
    shop.clock.set(new Date(draw.drawAt.getTime() + 1000));
    await createDrawEngine(shop.database.db, shop.clock, { onAdvanced: (id, status) => void bus.drawAdvanced(id, status) }).tick();
    const events = await reading;
    controller.abort();
    const mine = events.filter((e) => (e.data as { draw_no: number }).draw_no === draw.drawNo);
    expect(mine.map((e) => e.event)).toEqual(['draw-completed', 'draw-completed', 'draw-completed']);
    expect(mine.map((e) => e.data)).toEqual([
      { product_offer_key: 'super_jackpot_lottery', lottery_key: 'super_jackpot_lottery', draw_no: draw.drawNo, status: 'DRAW_DRAWN' },
      { product_offer_key: 'super_jackpot_lottery', lottery_key: 'super_jackpot_lottery', draw_no: draw.drawNo, status: 'DRAW_SCORED' },
      { product_offer_key: 'super_jackpot_lottery', lottery_key: 'super_jackpot_lottery', draw_no: draw.drawNo, status: 'DRAW_PAID' },
    ]);
    // Other offers' draws were filtered out by ?offers=.
    expect(events.every((e) => (e.data as { product_offer_key: string }).product_offer_key === 'super_jackpot_lottery')).toBe(true);
  });

  it.runIf(backend.name === 'postgres')('reaches another server process through LISTEN/NOTIFY', async () => {
    // A second pool and bus on the same database stand for a second server process.
    const otherPool = new pg.Pool((shop.database.client as pg.Pool).options);
    const other = createDrawEventBus(shop.database.db, { pool: otherPool });
    await other.ready();
    try {
      const heard = new Promise((resolve) => other.subscribe(resolve));
      const draw = await nextOpenDraw(shop.database.db, 'mega_jackpot_lottery', shop.clock.now());
      await bus.drawAdvanced(draw.id, 'DRAW_DRAWN');
      await expect(heard).resolves.toEqual({
        productOfferKey: 'mega_jackpot_lottery',
        lotteryKey: 'mega_jackpot_lottery',
        drawNo: draw.drawNo,
        status: 'DRAW_DRAWN',
      });
    } finally {
      await other.close();
      await otherPool.end();
    }
  });

  it('refuses an unknown app key and an origin the app key is not registered for', async () => {
    const unknown = await fetch(`${base}/v2/draws/events?app_key=nobody`);
    expect(unknown.status).toBe(401);
    const wrongOrigin = await fetch(`${base}/v2/draws/events?app_key=demo-partner`, { headers: { origin: 'http://evil.test' } });
    expect(wrongOrigin.status).toBe(403);
    expect((await fetch(`${base}/v2/draws/events`)).status).toBe(422);
  });
});
