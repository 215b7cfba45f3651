import { addCartItemSchema } from '@drawkit/contract/schemas';
import { describe, expect, it } from 'vitest';
import { bundleTicketPrice, isPurchasableRaffleDraw, ticketBundles, toRaffleCartItem } from '../raffleCartItem';
import { recurringChoice } from '../recurringAvailability';
import { syndicateFill, toSyndicateCartItem } from '../syndicateCartItem';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

describe('raffle cart items', () => {
  it('"only open and pre_order draws are offered for purchase"', () => {
    expect(['open', 'sold_out', 'past_draw', 'pre_order'].filter((s) => isPurchasableRaffleDraw({ purchaseStatus: s as never }))).toEqual([
      'open',
      'pre_order',
    ]);
  });

  it('lists the named bundles of the price list, fewest tickets first, with the price of one ticket', () => {
    const bundles = ticketBundles([
      { games: 5, price: aud(2000), key: 'bundle_5', label: '5 tickets' },
      { games: 2, price: aud(900) },
      { games: 1, price: aud(500), key: 'single', label: '1 ticket' },
    ]);
    expect(bundles.map((b) => b.key)).toEqual(['single', 'bundle_5']);
    expect(bundleTicketPrice(bundles[1]!)).toEqual(aud(400));
  });

  it('builds a bundle with its cause, and marks a pre_order draw as a pre-order; the server schema accepts it', () => {
    const item = toRaffleCartItem({
      lotteryKey: 'your_hospice_lottery',
      gameType: 'standard',
      gameOffer: 'your_hospice_lottery_ticket',
      bundleKey: 'bundle_5',
      causeKey: 'your_hospice',
      draw: { drawNo: 7, purchaseStatus: 'pre_order' },
    });
    expect(item).toMatchObject({ productType: 'raffle_ticket', bundleKey: 'bundle_5', causeKey: 'your_hospice', drawNo: 7, scheduledPurchase: { type: 'pre_order' } });
    expect(addCartItemSchema.safeParse(item).success).toBe(true);
  });
});

describe('syndicate shares', () => {
  it('says how full a syndicate is (sharesSold of numShares)', () => {
    expect(syndicateFill({ numShares: 20, sharesSold: 5 })).toEqual({ sold: 5, size: 20, left: 15, percent: 25 });
  });

  it('builds a share item the server schema accepts, with no numbers', () => {
    const item = toSyndicateCartItem({
      lotteryKey: 'super_jackpot_lottery',
      productOfferKey: 'super_jackpot_syndicate',
      gameOffer: 'super_jackpot_syndicate_36',
      syndicateKey: 'super_jackpot_syndicate_36',
      numShares: 3,
    });
    expect(item.games).toEqual([]);
    expect(item.gameType).toBe('syndicate');
    expect(addCartItemSchema.safeParse(item).success).toBe(true);
  });

  it('sells lotto party shares under the lotto_party game type', () => {
    const item = toSyndicateCartItem({
      lotteryKey: 'super_jackpot_lottery',
      productOfferKey: 'super_jackpot_lotto_party',
      gameOffer: 'super_jackpot_lotto_party_24',
      syndicateKey: 'super_jackpot_lotto_party_24',
      numShares: 2,
      gameType: 'lotto_party',
    });
    expect(item).toMatchObject({ productType: 'syndicate_share', gameType: 'lotto_party', numShares: 2, games: [] });
    expect(addCartItemSchema.safeParse(item).success).toBe(true);
  });
});

describe('recurring availability', () => {
  it('"A product offers autoplay only if availability is not never and its type is autoplay; it requires it if always"', () => {
    expect(recurringChoice({ type: 'autoplay', availability: 'optional' })).toEqual({ offered: true, required: false });
    expect(recurringChoice({ type: 'autoplay', availability: 'never' })).toEqual({ offered: false, required: false });
    expect(recurringChoice({ type: 'autoplay', availability: 'always' })).toEqual({ offered: true, required: true });
    expect(recurringChoice({ type: 'subscription', availability: 'optional' })).toEqual({ offered: false, required: false });
  });
});
