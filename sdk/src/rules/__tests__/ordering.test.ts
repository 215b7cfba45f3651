import { describe, expect, it } from 'vitest';
import { isJackpotLottery, isTopJackpotLottery, JACKPOT_LOTTERIES } from '../jackpotLotteries';
import { lotteryListKind, orderLotteryList, orderOfferList } from '../orderLotteryList';
import { sortRafflePrizes } from '../sortRafflePrizes';

const kinds: Record<string, 'syndicate' | 'lotto_party' | 'powerhit' | 'lottery'> = { SYN: 'syndicate', LP: 'lotto_party', PH: 'powerhit' };
const order = (keys: string[]) => orderLotteryList(keys, (k) => kinds[k] ?? 'lottery');

describe('orderLotteryList (shop-specialised §9)', () => {
  it('"syndicate is inserted at position 3"', () => {
    expect(order(['SYN', 'A', 'B', 'C', 'D'])).toEqual(['A', 'B', 'SYN', 'C', 'D']);
  });

  it('"a lotto party entry is inserted before the syndicate"', () => {
    expect(order(['A', 'LP', 'B', 'C', 'SYN'])).toEqual(['A', 'B', 'LP', 'SYN', 'C']);
  });

  it('"the powerhit-type lottery is moved to second"', () => {
    expect(order(['A', 'B', 'C', 'PH'])).toEqual(['A', 'PH', 'B', 'C']);
    expect(order(['A', 'B', 'C', 'PH', 'SYN', 'LP'])).toEqual(['A', 'PH', 'LP', 'SYN', 'B', 'C']);
  });

  it('puts the syndicate last in a list shorter than three', () => {
    expect(order(['SYN', 'A'])).toEqual(['A', 'SYN']);
  });

  it('classifies product offers', () => {
    const offers = [
      { key: 'oz', type: 'lottery_ticket', gameTypes: [{ key: 'standard' }] },
      { key: 'syn', type: 'syndicate_share' },
      { key: 'pb', type: 'lottery_ticket', gameTypes: [{ key: 'standard' }, { key: 'powerhit' }] },
      { key: 'party', type: 'lottery_ticket', displayCategory: 'lotto_party' },
      { key: 'mon', type: 'lottery_ticket' },
      { key: 'wed', type: 'lottery_ticket' },
    ];
    expect(lotteryListKind(offers[2] as (typeof offers)[number])).toBe('powerhit');
    expect(orderOfferList(offers).map((o) => o.key)).toEqual(['oz', 'pb', 'party', 'syn', 'mon', 'wed']);
  });

  it('"a lotto party entry is inserted before the syndicate" also when the lotto party is sold as shares', () => {
    const party = { key: 'party', type: 'syndicate_share', displayCategory: 'lotto_party', gameTypes: [{ key: 'lotto_party' }] };
    expect(lotteryListKind(party)).toBe('lotto_party');
    expect(lotteryListKind({ type: 'syndicate_share', gameTypes: [{ key: 'lotto_party' }] })).toBe('lotto_party');
    const offers = [{ key: 'a', type: 'lottery_ticket' }, { key: 'syn', type: 'syndicate_share' }, party, { key: 'b', type: 'lottery_ticket' }, { key: 'c', type: 'lottery_ticket' }];
    expect(orderOfferList(offers).map((o) => o.key)).toEqual(['a', 'b', 'party', 'syn', 'c']);
  });
});

describe('sortRafflePrizes', () => {
  it('"Raffle prizes are sorted main prize first, then by timestamp and id ascending"', () => {
    const prizes = [
      { prizeId: 'prize_3', isMainPrize: false, createdAt: '2026-11-02T00:00:00Z' },
      { prizeId: 'prize_10', isMainPrize: false, createdAt: '2026-11-01T00:00:00Z' },
      { prizeId: 'prize_2', isMainPrize: false, createdAt: '2026-11-01T00:00:00Z' },
      { prizeId: 'prize_9', isMainPrize: true, createdAt: '2026-11-05T00:00:00Z' },
    ];
    expect(sortRafflePrizes(prizes).map((p) => p.prizeId)).toEqual(['prize_9', 'prize_2', 'prize_10', 'prize_3']);
    expect(prizes[0]?.prizeId).toBe('prize_3');
  });
});

describe('jackpot lotteries', () => {
  it('"Jackpot lotteries: super_jackpot_lottery and mega_jackpot_lottery (top set), plus make_a_smile_lottery, your_hospice_lottery, one_lottery, lotto_strike, set_for_life2020, super_66, monday_lotto, wednesday_lotto"', () => {
    expect(JACKPOT_LOTTERIES).toHaveLength(10);
    expect(isTopJackpotLottery('super_jackpot_lottery')).toBe(true);
    expect(isTopJackpotLottery('mega_jackpot_lottery')).toBe(true);
    expect(isTopJackpotLottery('one_lottery')).toBe(false);
    for (const key of ['make_a_smile_lottery', 'your_hospice_lottery', 'one_lottery', 'lotto_strike', 'set_for_life2020', 'super_66', 'monday_lotto', 'wednesday_lotto']) {
      expect(isJackpotLottery(key)).toBe(true);
    }
    expect(isJackpotLottery('daily_winners')).toBe(false);
  });
});
