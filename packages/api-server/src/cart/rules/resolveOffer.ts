/** Finds the offer an item buys: by its key, or by lottery and product type (a lottery may have a syndicate offer too). */
import { and, asc, eq } from 'drizzle-orm';
import type { OfferWithLottery } from '../../catalogue/catalogueQueries';
import type { DbOrTx } from '../../db/Db';
import { lotteries, productOffers } from '../../db/schema';
import { fail } from '../../http/ApiFailure';

export type ItemProductType = 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership';

export async function resolveOffer(
  db: DbOrTx,
  lotteryKey: string,
  productType: ItemProductType,
  offerKey: string | null,
): Promise<OfferWithLottery> {
  const rows = await db
    .select({ offer: productOffers, lottery: lotteries })
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(and(eq(productOffers.lotteryKey, lotteryKey), offerKey === null ? undefined : eq(productOffers.key, offerKey)))
    .orderBy(asc(productOffers.ranking));
  // The spine sent raffles as 'lottery_ticket': a lottery's own offer answers for either.
  const found =
    rows.find((r) => r.offer.type === productType) ??
    (productType === 'lottery_ticket' ? rows.find((r) => r.offer.type === 'raffle_ticket') : undefined);
  if (!found) fail('offer_not_found', { field: offerKey === null ? 'lotteryKey' : 'productOfferKey' });
  return found;
}
