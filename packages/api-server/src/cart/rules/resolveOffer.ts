/** Finds the offer an item buys: by its key, or by lottery and product type (a lottery may have a syndicate offer too). */
import { catalogueOffers } from '../../catalogue/catalogueCache';
import type { OfferWithLottery } from '../../catalogue/catalogueQueries';
import type { DbOrTx } from '../../db/Db';
import { fail } from '../../http/ApiFailure';

export type ItemProductType = 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership';

export async function resolveOffer(
  db: DbOrTx,
  lotteryKey: string,
  productType: ItemProductType,
  offerKey: string | null,
): Promise<OfferWithLottery> {
  // The catalogue cache keeps every offer in ranking order (catalogue/catalogueCache).
  const rows = (await catalogueOffers(db)).filter((r) => r.offer.lotteryKey === lotteryKey && (offerKey === null || r.offer.key === offerKey));
  // The spine sent raffles as 'lottery_ticket': a lottery's own offer answers for either.
  const found =
    rows.find((r) => r.offer.type === productType) ??
    (productType === 'lottery_ticket' ? rows.find((r) => r.offer.type === 'raffle_ticket') : undefined);
  if (!found) fail('offer_not_found', { field: offerKey === null ? 'lotteryKey' : 'productOfferKey' });
  return found;
}
