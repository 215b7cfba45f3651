import { describe, expect, it } from 'vitest';
import { aud, powerballOffer } from '../../__tests__/fixtures';
import { DEFAULT_STANDARD_GAMES, defaultGameCount } from '../defaultGameCount';
import { defaultPriceEntryCount, entryPrice, multiDrawPrice } from '../entryPrice';
import { sharePriceFactor, syndicatePrice } from '../syndicatePrice';
import { AUTOPLAY, isRecurring, setRecurring, type TicketDraft } from '../ticketDraft';
import { toAddCartItem } from '../toAddCartItem';

const systemOffer = {
  prices: [
    { games: 8, price: aud(1520) },
    { games: 9, price: aud(5400) },
    { games: 10, price: aud(18000) },
  ],
};

describe('entryPrice: "A lottery with a per-entry price list uses the entry count"', () => {
  it('takes the listed price of the entry count', () => {
    expect(entryPrice(systemOffer, 9)).toEqual(aud(5400));
    expect(entryPrice(powerballOffer, 18)).toEqual(aud(2880));
  });

  it('otherwise charges the price per game for each game, and is unpriced without one', () => {
    expect(entryPrice(powerballOffer, 4)).toEqual(aud(680));
    expect(entryPrice(systemOffer, 11)).toBeNull();
    expect(entryPrice(powerballOffer, 0)).toBeNull();
  });
});

describe('defaultPriceEntryCount: "Default price entry count is defaultEntryCount or the first price\'s games"', () => {
  it('is defaultEntryCount when the offer has one', () => {
    expect(defaultPriceEntryCount({ ...systemOffer, defaultEntryCount: 9 })).toBe(9);
  });

  it("is the first price's games otherwise", () => {
    expect(defaultPriceEntryCount(systemOffer)).toBe(8);
    expect(defaultPriceEntryCount({})).toBeUndefined();
  });
});

describe('multiDrawPrice', () => {
  it('"A purchased multi-draw price is the entry price times draws times weeks"', () => {
    expect(multiDrawPrice(aud(1520), 3, 2)).toEqual(aud(9120));
    expect(multiDrawPrice(aud(1520), 3)).toEqual(aud(4560));
  });
});

describe('syndicates', () => {
  it('"Syndicate price equals costPerShare times numShares"', () => {
    expect(syndicatePrice(aud(1250), 4)).toEqual(aud(5000));
  });

  it('"share price factor is standard games divided by size times quantity"', () => {
    // 120 standard games split 40 ways is 3 games a share; 2 shares hold 6.
    expect(sharePriceFactor(120, 40, 2)).toBe(6);
    expect(sharePriceFactor(50, 20, 1)).toBe(2.5);
    expect(sharePriceFactor(50, 0, 1)).toBe(0);
  });
});

describe('defaultGameCount', () => {
  it('"A default of 18 games is shown for a standard game type"', () => {
    expect(DEFAULT_STANDARD_GAMES).toBe(18);
    expect(defaultGameCount('standard', { minGames: 1, maxGames: 50 })).toBe(18);
  });

  it('stays inside minGames..maxGames, and other game types start at the minimum', () => {
    expect(defaultGameCount('standard', { minGames: 1, maxGames: 12 })).toBe(12);
    expect(defaultGameCount('reduced_system', { minGames: 1, maxGames: 50 })).toBe(1);
  });
});

describe('recurring purchase', () => {
  const draft: TicketDraft = {
    lotteryKey: 'super_jackpot_lottery',
    gameType: 'standard',
    gameOffer: 'super_jackpot_standard',
    games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }],
    numGames: 1,
    numDraws: 3,
    quickpick: false,
  };

  it('"A recurring purchase sets numDraws to autoplay"', () => {
    const recurring = setRecurring(draft, true);
    expect(recurring.numDraws).toBe(AUTOPLAY);
    expect(isRecurring(recurring)).toBe(true);
    expect(setRecurring(recurring, false).numDraws).toBe(1);
    expect(setRecurring(draft, false)).toBe(draft);
  });

  it('"Add to cart with numDraws set to autoplay means 1 draw with recurring enabled"', () => {
    const body = toAddCartItem(setRecurring(draft, true));
    expect(body.numDraws).toBe(1);
    expect(body.recurringPurchase).toEqual({ enabled: true });
  });

  it('"otherwise numDraws is a number", and the body carries the ticket', () => {
    expect(toAddCartItem({ ...draft, firstDrawNo: 1502, drawOffset: 1, causeKey: 'hospice', days: 8, numWeeks: 2 })).toEqual({
      productType: 'lottery_ticket',
      lotteryKey: 'super_jackpot_lottery',
      gameType: 'standard',
      gameOffer: 'super_jackpot_standard',
      games: draft.games,
      numDraws: 3,
      quickpick: false,
      recurringPurchase: { enabled: false },
      drawNo: 1502,
      causeKey: 'hospice',
      days: 8,
      numWeeks: 2,
    });
    expect(toAddCartItem({ ...draft, drawOffset: 2, entryCount: 8 })).toMatchObject({ drawOffset: 2, entryCount: 8 });
  });
});
