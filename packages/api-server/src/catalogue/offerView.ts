import type { GameType, ProductOffer } from '@drawkit/contract';
import type { syndicates } from '../db/schema';
import type { OfferWithLottery } from './catalogueQueries';

type SyndicateRow = typeof syndicates.$inferSelect;

/** A syndicate's game offer with its live share counts. */
function withShares(gameTypes: GameType[], byKey: ReadonlyMap<string, SyndicateRow>): GameType[] {
  return gameTypes.map((type) => ({
    ...type,
    gameOffers: type.gameOffers.map((offer) => {
      const syndicate = offer.syndicateKey ? byKey.get(offer.syndicateKey) : undefined;
      if (!syndicate) return offer;
      return {
        ...offer,
        numShares: syndicate.size,
        sharesSold: syndicate.sharesSold,
        sharesAvailable: syndicate.size - syndicate.sharesSold,
        numStandardGames: syndicate.numStandardGames,
      };
    }),
  }));
}

/** The wire form of a product offer; `drawIds` are its upcoming draws, soonest first. */
export function offerView(
  { offer, lottery }: OfferWithLottery,
  drawIds: string[],
  syndicatesByKey: ReadonlyMap<string, SyndicateRow> = new Map(),
): ProductOffer {
  const view: ProductOffer = {
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
    gameTypes: withShares(offer.gameTypes, syndicatesByKey),
    recurringPurchase: offer.recurringPurchase,
    drawDays: lottery.drawDays,
    branding: offer.branding,
    selectableDays: offer.selectableDays,
    restrictions: offer.restrictions,
  };
  if (offer.recurringPurchaseBrandId) {
    view.recurringPurchaseInformation = { recurringContent: { recurringPurchaseBrandId: offer.recurringPurchaseBrandId } };
  }
  const own = [...syndicatesByKey.values()].filter((s) => s.offerKey === offer.key);
  if (offer.type === 'syndicate_share' && own.length > 0) {
    view.size = own[0]?.size ?? 0;
    view.tickets = own.map((s) => ({ lotteryKey: s.lotteryKey, gameOffer: s.gameOffer, numStandardGames: s.numStandardGames }));
  }
  return view;
}
