/**
 * Draws on the real shop for widget tests, driven the way the API tests drive them
 * (packages/api-server/src/draws/__tests__/systemScoring.test.ts): an open draw's results are
 * set ahead, tickets are bought through the API, then the shop's clock (and the browser's) moves
 * past the draw and the draw engine ticks, closing, drawing, scoring and paying it as on the night.
 */
import { randomUUID } from 'node:crypto';
import { createDrawEngine, schema } from '@drawkit/api-server';
import { type DrawEventBus, logIn, type TestShop } from '@drawkit/api-server/testing';
import type { AddCartItemRequest } from '@drawkit/sdk';
import { and, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';

/** A draw as the shop holds it. */
export type ShopDraw = typeof schema.draws.$inferSelect;

export async function findDraw(shop: TestShop, lotteryKey: string, drawNo: number): Promise<ShopDraw> {
  const [draw] = await shop.database.db
    .select()
    .from(schema.draws)
    .where(and(eq(schema.draws.lotteryKey, lotteryKey), eq(schema.draws.drawNo, drawNo)));
  if (!draw) throw new Error(`No draw ${drawNo} of ${lotteryKey}`);
  return draw;
}

/** Sets an open draw's winning numbers and prize pool ahead of its draw (the engine keeps results already there). */
export async function setResultsAhead(
  shop: TestShop,
  lotteryKey: string,
  drawNo: number,
  ahead: { results: Record<string, number[]>; prizePoolCents: number },
): Promise<ShopDraw> {
  const draw = await findDraw(shop, lotteryKey, drawNo);
  expect(draw.status).toBe('DRAW_OPEN');
  await shop.database.db.update(schema.draws).set(ahead).where(eq(schema.draws.id, draw.id));
  return { ...draw, ...ahead };
}

/** Buys `items` as a seeded demo customer (password `drawkit-demo-1`), paid from the wallet. A membership item has no games (hence Partial). */
export async function buyAs(shop: TestShop, email: string, items: readonly Partial<AddCartItemRequest>[]): Promise<void> {
  const session = await logIn(shop.client, email);
  for (const item of items) {
    const added = await shop.client.call('POST', '/v2/cart/items', { session, body: item });
    expect(added.status, added.text).toBe(200);
  }
  const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: randomUUID(), body: { channelKey: 'web' } });
  expect(bought.status, bought.text).toBe(200);
}

/**
 * Moves the shop and the browser to `at` (signed timestamps must agree) and runs the draw engine
 * once: every draw due by then is closed, drawn, scored and paid. With `bus`, the engine tells it
 * of each step, as the running server does, so open results pages hear of the draw.
 */
export async function runDrawEngine(shop: TestShop, at: Date, bus?: DrawEventBus): Promise<void> {
  shop.clock.set(at);
  vi.setSystemTime(at);
  const told: Promise<void>[] = [];
  const engine = createDrawEngine(shop.database.db, shop.clock, bus ? { onAdvanced: (drawId, status) => void told.push(bus.drawAdvanced(drawId, status)) } : {});
  const report = await engine.tick();
  expect(report.failed).toEqual([]);
  await Promise.all(told);
}
