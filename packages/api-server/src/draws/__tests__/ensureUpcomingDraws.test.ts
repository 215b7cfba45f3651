import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { draws } from '../../db/schema';
import { closeExpiredDraws } from '../closeExpiredDraws';
import { ensureUpcomingDraws } from '../ensureUpcomingDraws';

describe.each(testBackends())('draw calendar on $name', (backend) => {
  const shop = useTestShop(backend);

  async function countOf(lotteryKey: string, status: string) {
    const [row] = await shop.database.db
      .select({ n: count() })
      .from(draws)
      .where(and(eq(draws.lotteryKey, lotteryKey), eq(draws.status, status as 'DRAW_OPEN')));
    return row?.n ?? 0;
  }

  it('seeds 8 weeks of drawn history with results (scored and paid on first start) and 6 weeks of open draws', async () => {
    expect(await countOf('super_jackpot_lottery', 'DRAW_PAID')).toBe(8);
    expect(await countOf('super_jackpot_lottery', 'DRAW_OPEN')).toBe(6);
    const [past] = await shop.database.db
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), eq(draws.status, 'DRAW_PAID')))
      .limit(1);
    expect(past?.results?.Numbers).toHaveLength(7);
    expect(new Set(past?.results?.Numbers).size).toBe(7);
    expect(past?.results?.Powerball).toHaveLength(1);
    expect(past?.prizePoolCents).toBeGreaterThanOrEqual(300_000_000);
  });

  it('tops up idempotently', async () => {
    expect(await ensureUpcomingDraws(shop.database.db, shop.clock)).toBe(0);
    const [before] = await shop.database.db.select({ n: count() }).from(draws);
    await Promise.all([ensureUpcomingDraws(shop.database.db, shop.clock), ensureUpcomingDraws(shop.database.db, shop.clock)]);
    const [after] = await shop.database.db.select({ n: count() }).from(draws);
    expect(after?.n).toBe(before?.n);
  });

  it('closes draws whose sales stopped and opens the next week’s', async () => {
    const restore = shop.clock.now();
    try {
      shop.clock.advance(7 * 24 * 60 * 60 * 1000);
      expect(await closeExpiredDraws(shop.database.db, shop.clock)).toBeGreaterThan(0);
      expect(await countOf('super_jackpot_lottery', 'DRAW_CLOSED')).toBe(1);
      expect(await ensureUpcomingDraws(shop.database.db, shop.clock)).toBeGreaterThan(0);
      expect(await countOf('super_jackpot_lottery', 'DRAW_OPEN')).toBe(6);
    } finally {
      shop.clock.set(restore);
    }
  });
});
