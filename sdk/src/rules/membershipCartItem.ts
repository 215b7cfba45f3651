import { DAILY_WINNERS_PROGRAM, type AddCartItemRequest, type MembershipTierOffer, type ProductOffer } from '@drawkit/contract';

/**
 * The cart item that buys a membership tier: "membership as a product bought through the cart"
 * (issue 5), a cart item of productType membership carrying membershipProgram and the
 * membership offer (shop-core §3 'Cart item'). `productOffer` is the tier's offer from the
 * catalogue (its lottery key names the catalogue line). The free tier is not bought (it is
 * joined with `PUT /membership`), nor is an offer that is not a membership: null.
 */
export function membershipCartItem(tier: MembershipTierOffer, productOffer: Pick<ProductOffer, 'key' | 'lotteryKey' | 'type'> | undefined): AddCartItemRequest | null {
  if (!tier.productOfferKey || tier.price.amount === 0) return null;
  if (!productOffer || productOffer.key !== tier.productOfferKey || productOffer.type !== 'membership') return null;
  return {
    productType: 'membership',
    productOfferKey: productOffer.key,
    lotteryKey: productOffer.lotteryKey,
    gameType: '',
    gameOffer: '',
    games: [],
    numDraws: 1,
    quickpick: false,
    membershipProgram: DAILY_WINNERS_PROGRAM,
    membershipOffer: productOffer.key,
  };
}
