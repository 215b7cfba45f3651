import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queriesDuring } from '../../__tests__/helpers/queryCounter';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { draws, productOffers } from '../../db/schema';
import { catalogueOffers, openStatusDraws } from '../catalogueCache';

describe.each(testBackends())('catalogue cache on $name', (backend) => {
  const shop = useTestShop(backend);

  const queriesFor = (read: () => Promise<unknown>) => queriesDuring(shop.database, read);

  it('reads the offers once, and again after a write to them is heard', async () => {
    const { db } = shop.database;
    await catalogueOffers(db);
    expect(await queriesFor(() => catalogueOffers(db))).toBe(0);
    const offer = (await catalogueOffers(db)).find((o) => o.offer.key === 'super_jackpot_lottery');
    expect(offer?.offer.name).toBeTruthy();
    await db.update(productOffers).set({ name: 'Renamed Jackpot' }).where(eq(productOffers.key, 'super_jackpot_lottery'));
    try {
      const renamed = (await catalogueOffers(db)).find((o) => o.offer.key === 'super_jackpot_lottery');
      expect(renamed?.offer.name).toBe('Renamed Jackpot');
    } finally {
      await db.update(productOffers).set({ name: offer?.offer.name ?? '' }).where(eq(productOffers.key, 'super_jackpot_lottery'));
    }
  });

  it('drops a draw from the open draws as soon as its status changes', async () => {
    const { db } = shop.database;
    const [first] = (await openStatusDraws(db)).filter((d) => d.lotteryKey === 'super_jackpot_lottery');
    if (!first) throw new Error('No open Super Jackpot draw');
    expect(await queriesFor(() => openStatusDraws(db))).toBe(0);
    await db.update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.id, first.id));
    try {
      expect((await openStatusDraws(db)).some((d) => d.id === first.id)).toBe(false);
    } finally {
      await db.update(draws).set({ status: 'DRAW_OPEN' }).where(and(eq(draws.id, first.id), eq(draws.status, 'DRAW_CLOSED')));
    }
    expect((await openStatusDraws(db)).some((d) => d.id === first.id)).toBe(true);
  });

  it('shares frozen rows, so no request can change what the next one reads', async () => {
    const [draw] = await openStatusDraws(shop.database.db);
    expect(() => {
      (draw as { drawNo: number }).drawNo = -1;
    }).toThrow(TypeError);
  });

  it('reads inside a transaction on its own connection when nothing is kept, and keeps nothing it read there', async () => {
    const { db } = shop.database;
    // A write heard empties the cache; PGlite runs one transaction at a time, so a read that
    // waited for another connection here would never finish.
    const [any] = await db.select({ id: draws.id, status: draws.status }).from(draws).limit(1);
    if (!any) throw new Error('No draw');
    await db.update(draws).set({ status: any.status }).where(eq(draws.id, any.id));
    const inside = await db.transaction((tx) => openStatusDraws(tx));
    expect(inside.length).toBeGreaterThan(0);
    expect(await queriesFor(() => openStatusDraws(db))).toBeGreaterThan(0);
    // Kept once read outside. The write is heard once (db/tableChanges: each commit counts once,
    // however many of the process's connections hear it); before that, its second hearing about a
    // millisecond later could drop this read on a loaded machine.
    await openStatusDraws(db);
    expect(await queriesFor(() => openStatusDraws(db))).toBe(0);
  });
});
