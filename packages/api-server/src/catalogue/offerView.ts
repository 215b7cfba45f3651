import type { ProductOffer } from '@drawkit/contract';
import type { OfferWithLottery } from './catalogueQueries';

/** The wire form of a product offer; `drawIds` are its open draws, soonest first. */
export function offerView({ offer, lottery }: OfferWithLottery, drawIds: string[]): ProductOffer {
  return {
    key: offer.key,
    type: offer.type,
    name: offer.name,
    lotteryKey: offer.lotteryKey,
    url: offer.url,
    urlAliases: offer.urlAliases,
    availability: offer.availability,
    suspended: offer.suspended,
    displayCategory: offer.displayCategory,
    description: offer.description,
    draws: drawIds,
    causes: offer.causes,
    gameTypes: offer.gameTypes,
    recurringPurchase: offer.recurringPurchase,
    drawDays: lottery.drawDays,
    branding: offer.branding,
  };
}
