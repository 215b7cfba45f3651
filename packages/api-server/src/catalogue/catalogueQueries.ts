import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { lotteries, productOffers } from '../db/schema';

export type OfferRow = typeof productOffers.$inferSelect;
export type LotteryRow = typeof lotteries.$inferSelect;
export interface OfferWithLottery {
  offer: OfferRow;
  lottery: LotteryRow;
}

/** Offers with their lotteries, in ranking order; `availableOnly` keeps what listings show. */
export async function loadOffers(
  db: DbOrTx,
  options: { availableOnly?: boolean; keys?: readonly string[] } = {},
): Promise<OfferWithLottery[]> {
  const conditions = [];
  if (options.availableOnly) conditions.push(eq(productOffers.availability, 'available'));
  if (options.keys) conditions.push(inArray(productOffers.key, [...options.keys]));
  const rows = await db
    .select({ offer: productOffers, lottery: lotteries })
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(productOffers.ranking), asc(productOffers.key));
  return rows;
}

export async function findLottery(db: DbOrTx, key: string): Promise<LotteryRow | null> {
  const [row] = await db.select().from(lotteries).where(eq(lotteries.key, key));
  return row ?? null;
}
