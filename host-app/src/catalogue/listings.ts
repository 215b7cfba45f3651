import { lotteryListKind, orderOfferList } from '@drawkit/sdk';
import type { ProductOffer } from '@drawkit/sdk';

/** Listed offers are the available ones (shop-specialised §4: "only available offers are listed"). */
function listed(offers: readonly ProductOffer[]): ProductOffer[] {
  return offers.filter((offer) => offer.availability === 'available');
}

/**
 * `/lotto-tickets`: lotteries and syndicates in the order of shop-specialised §9 ("syndicate is
 * inserted at position 3; a lotto party entry is inserted before the syndicate; the
 * powerhit-type lottery is moved to second").
 */
export function lotteryListing(offers: readonly ProductOffer[]): ProductOffer[] {
  return orderOfferList(listed(offers).filter((offer) => offer.type === 'lottery_ticket' || offer.type === 'syndicate_share'));
}

/** `/charity-tickets`: the raffles, in the catalogue's order. */
export function charityListing(offers: readonly ProductOffer[]): ProductOffer[] {
  return listed(offers).filter((offer) => offer.type === 'raffle_ticket');
}

/** `/syndicates`: syndicate share offers (a lotto party sold in shares is group play, not a syndicate). */
export function syndicateListing(offers: readonly ProductOffer[]): ProductOffer[] {
  return listed(offers).filter((offer) => offer.type === 'syndicate_share' && lotteryListKind(offer) === 'syndicate');
}

/** The listed offers that support a cause. */
export function offersForCause(offers: readonly ProductOffer[], causeKey: string): ProductOffer[] {
  return listed(offers).filter((offer) => offer.causes.includes(causeKey));
}
