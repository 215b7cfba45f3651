/**
 * Canned offers of every other product kind for stories and tests, shaped like the seed's
 * (packages/api-server/src/seed/offerSeeds.ts): Super Jackpot's systems, Powerhit and Powerpik
 * (with the Powerhit super combo and Powerpik systems), a lotto party sold in shares,
 * Mega Jackpot's super combo, Set for Life's subscription with selectable days, Lotto Strike's
 * strike and boxed (no autoplay), Super 66's sequential and random, a syndicate, and two raffles
 * with causes, bundles, an open and a pre-order draw.
 */
import type { Cause, Draw, GameOffer, GameType, LotteryDraw, NumberSet, Partner, ProductOffer, RaffleDraw, RafflePrize } from '@drawkit/sdk';
import { aud, nextThursdayDraw, superJackpotStandard } from './demoCatalogue';

const numbers = (count: number, max: number, extra: Partial<NumberSet> = {}): NumberSet => ({
  name: 'Numbers', count, min: 1, max, unique: true, ordered: false, ...extra,
});

const offerOf = (base: GameOffer, key: string, name: string, changes: Partial<GameOffer>): GameOffer => ({ ...base, key, name, ...changes });

/** Built on call: demoCatalogue imports this module too. */
export const superJackpotGameTypes = (): GameType[] => [
  {
    key: 'reduced_system',
    name: 'Systems',
    gameOffers: [
      offerOf(superJackpotStandard, 'super_jackpot_system_8', 'System 8', {
        numberSets: [numbers(8, 35), { name: 'Powerball', count: 1, min: 1, max: 20, unique: true, ordered: false }],
        systemSize: 8, multiEntry: true, maxGames: 10, defaultEntryCount: 1, pricePerGame: aud(1200),
      }),
    ],
  },
  {
    key: 'powerhit',
    name: 'Powerhit',
    gameOffers: [
      offerOf(superJackpotStandard, 'super_jackpot_powerhit', 'Powerhit', {
        numberSets: [numbers(7, 35)], coveredSets: ['Powerball'], placeholder: 'PH', multiEntry: true, maxGames: 10, defaultEntryCount: 1, pricePerGame: aud(3000),
      }),
    ],
  },
  {
    key: 'powerpik',
    name: 'Powerpik',
    gameOffers: [
      offerOf(superJackpotStandard, 'super_jackpot_powerpik', 'Powerpik', {
        placeholder: 'PP', multiEntry: true, minGames: 5, maxGames: 20, defaultEntryCount: 10,
        prices: [{ games: 5, price: aud(800) }, { games: 10, price: aud(1500) }, { games: 20, price: aud(2800) }],
      }),
    ],
  },
  {
    key: 'powerhit_super_combo',
    name: 'Powerhit super combo',
    gameOffers: [
      offerOf(superJackpotStandard, 'super_jackpot_powerhit_super_combo', 'Powerhit super combo', {
        numberSets: [numbers(7, 35)], coveredSets: ['Powerball'], placeholder: 'PH', quickpickOnly: true, multiEntry: true,
        maxGames: 5, defaultEntryCount: 1, pricePerGame: aud(41_500),
        combo: { description: 'One Powerhit System 8 and four Powerhit games', parts: [{ systemSize: 8, games: 1 }, { systemSize: 7, games: 4 }] },
      }),
    ],
  },
  {
    key: 'powerpik_system',
    name: 'Powerpik system',
    gameOffers: [8, 9].map((size) =>
      offerOf(superJackpotStandard, `super_jackpot_powerpik_system_${size}`, `Powerpik System ${size}`, {
        numberSets: [numbers(size, 35), { name: 'Powerball', count: 1, min: 1, max: 20, unique: true, ordered: false }],
        systemSize: size, placeholder: 'PP', multiEntry: true, maxGames: 10, defaultEntryCount: 1, pricePerGame: aud(size === 8 ? 1280 : 5760),
      }),
    ),
  },
];

function base(key: string, name: string, lotteryKey: string, draws: string[], gameTypes: GameType[], extra: Partial<ProductOffer> = {}): ProductOffer {
  return {
    key, type: 'lottery_ticket', name, lotteryKey, url: `/${key}`, urlAliases: [], availability: 'available', suspended: false,
    displayCategory: 'lotteries', description: name, draws, causes: [], gameTypes,
    recurringPurchase: { type: 'autoplay', availability: 'optional' }, drawDays: 8,
    branding: { primaryColour: '#1a56db', secondaryColour: '#ffffff' }, ...extra,
  };
}

function lotteryDraws(lotteryKey: string, first: number, now: number, count = 3): LotteryDraw[] {
  return Array.from({ length: count }, (_, week) => ({
    drawId: `${lotteryKey}-${first + week}`, drawNo: first + week, lotteryKey, status: 'DRAW_OPEN',
    ...nextThursdayDraw(now, week), prizePool: null, prizePoolSuffix: '', isPrizePoolUnknown: true,
  }));
}

function standardOf(key: string, sets: NumberSet[], cents: number, extra: Partial<GameOffer> = {}): GameOffer {
  return { key, name: 'Standard', numberSets: sets, minGames: 1, maxGames: 50, defaultEntryCount: 4, pricePerGame: aud(cents), prices: [], ...extra };
}

export const demoCauses: Cause[] = [
  { key: 'your_hospice', slug: 'your-hospice', name: 'Your Hospice', description: 'Funds palliative care, family support and volunteers in community hospices.' },
  { key: 'make_a_smile', slug: 'make-a-smile', name: 'Make-A-Smile Foundation', description: 'Grants wishes for children living with critical illness.' },
  { key: 'kids_hospital', slug: 'kids-hospital', name: "Kids' Hospital Foundation", description: "Buys equipment and funds research for a children's hospital." },
];

export function demoRafflePrizes(offerKey: string): RafflePrize[] {
  return [
    { prizeId: `${offerKey}-2`, name: 'Weekend away', value: aud(150_000), isMainPrize: false, cash: false, createdAt: '2026-01-02T00:00:00Z' },
    { prizeId: `${offerKey}-1`, name: 'Prize home', value: aud(95_000_000), isMainPrize: true, cash: false, createdAt: '2026-01-03T00:00:00Z' },
  ];
}

function raffleDraws(lotteryKey: string, now: number): RaffleDraw[] {
  const open = nextThursdayDraw(now, 1);
  const later = nextThursdayDraw(now, 5);
  const data = (drawNumber: number, stop: string, preOrder: string | null) => ({
    drawNumber, drawStop: stop, featureImage: '', name: `Draw ${drawNumber}`, value: aud(95_000_000), drawPreOrderStartDate: preOrder,
  });
  return [
    { drawId: `${lotteryKey}-301`, drawNo: 301, lotteryKey, status: 'DRAW_OPEN', purchaseStatus: 'open', drawData: data(301, open.stop, null) },
    { drawId: `${lotteryKey}-302`, drawNo: 302, lotteryKey, status: 'DRAW_OPEN', purchaseStatus: 'pre_order', drawData: data(302, later.stop, '2026-12-01T00:00:00Z') },
    { drawId: `${lotteryKey}-300`, drawNo: 300, lotteryKey, status: 'DRAW_OPEN', purchaseStatus: 'sold_out', drawData: data(300, open.stop, null) },
  ];
}

/** Every other offer of the demo catalogue, with its draws. */
export function demoMoreOffers(now: number): { offers: ProductOffer[]; draws: Draw[] } {
  const draws: Draw[] = [];
  const add = (list: Draw[]) => {
    draws.push(...list);
    return list.map((d) => d.drawId);
  };
  const setForLife = standardOf('set_for_life_standard', [numbers(7, 44)], 95);
  const strike = standardOf('lotto_strike_strike', [numbers(4, 45, { ordered: true })], 120, { name: 'Strike' });
  const digits = [{ name: 'Numbers', count: 6, min: 0, max: 9, unique: false, ordered: true }];
  const offers: ProductOffer[] = [
    base('mega_jackpot_lottery', 'Mega Jackpot', 'mega_jackpot_lottery', add(lotteryDraws('mega_jackpot_lottery', 801, now)), [
      { key: 'standard', name: 'Standard', gameOffers: [standardOf('mega_jackpot_standard', [numbers(7, 47)], 155)] },
      {
        key: 'mega_combo', name: 'Super combos',
        gameOffers: [standardOf('mega_jackpot_super_combo', [numbers(7, 47)], 2700, {
          name: 'Super combo', quickpickOnly: true, multiEntry: true, maxGames: 5, defaultEntryCount: 1,
          combo: { description: 'One System 8 and ten standard games', parts: [{ systemSize: 8, games: 1 }, { systemSize: 7, games: 10 }] },
        })],
      },
    ]),
    base('set_for_life2020', 'Set for Life', 'set_for_life2020', add(lotteryDraws('set_for_life2020', 401, now)), [
      { key: 'standard', name: 'Standard', gameOffers: [setForLife] },
      {
        key: 'deferred', name: 'Subscriptions', recurringPurchase: { type: 'subscription', availability: 'always' },
        gameOffers: [offerOf(setForLife, 'set_for_life_subscription', 'Subscription', { weekOptions: [1, 2, 4, 8], maxGames: 10, defaultEntryCount: 1 })],
      },
    ], { selectableDays: 127, drawDays: 127 }),
    base('lotto_strike', 'Lotto Strike', 'lotto_strike', add(lotteryDraws('lotto_strike', 501, now)), [
      { key: 'strike_standard', name: 'Strike', gameOffers: [strike] },
      { key: 'strike_boxed', name: 'Boxed', gameOffers: [offerOf(strike, 'lotto_strike_boxed', 'Boxed', { numberSets: [numbers(4, 45)], boxed: true, pricePerGame: aud(720) })] },
    ], { recurringPurchase: { type: 'autoplay', availability: 'never' } }),
    base('super_66', 'Super 66', 'super_66', add(lotteryDraws('super_66', 601, now)), [
      { key: 'sequential', name: 'Sequential', gameOffers: [standardOf('super_66_sequential', digits, 110, { name: 'Sequential' })] },
      { key: 'random', name: 'Random', gameOffers: [standardOf('super_66_random', digits, 110, { name: 'Random', quickpickOnly: true })] },
    ]),
    base('super_jackpot_syndicate', 'Super Jackpot Syndicate', 'super_jackpot_lottery', [], [
      {
        key: 'syndicate', name: 'Syndicates',
        gameOffers: [{
          ...superJackpotStandard, key: 'super_jackpot_syndicate_36', name: 'Super Jackpot 36-game syndicate', minGames: 0, maxGames: 0,
          syndicateKey: 'super_jackpot_syndicate_36', costPerShare: aud(350), pricePerGame: aud(350), numShares: 20, sharesSold: 5, sharesAvailable: 15, numStandardGames: 36,
        }],
      },
    ], { type: 'syndicate_share', displayCategory: 'syndicates' }),
    base('super_jackpot_lotto_party', 'Super Jackpot Lotto Party', 'super_jackpot_lottery', [], [
      {
        key: 'lotto_party', name: 'Lotto party',
        gameOffers: [{
          ...superJackpotStandard, key: 'super_jackpot_lotto_party_24', name: 'Super Jackpot 24-game lotto party', minGames: 0, maxGames: 0,
          syndicateKey: 'super_jackpot_lotto_party_24', costPerShare: aud(350), pricePerGame: aud(350), numShares: 12, sharesSold: 9, sharesAvailable: 3, numStandardGames: 24,
        }],
      },
    ], { type: 'syndicate_share', displayCategory: 'lotto_party' }),
    base('your_hospice_lottery', 'Your Hospice Lottery', 'your_hospice_lottery', add(raffleDraws('your_hospice_lottery', now)), [
      {
        key: 'standard', name: 'Standard',
        gameOffers: [standardOf('your_hospice_lottery_ticket', [], 500, {
          name: 'Ticket', defaultEntryCount: 1,
          prices: [{ games: 1, price: aud(500), key: 'single', label: '1 ticket' }, { games: 5, price: aud(2000), key: 'bundle_5', label: '5 tickets' }],
        })],
      },
    ], { type: 'raffle_ticket', displayCategory: 'charity', causes: ['your_hospice'] }),
    base('make_a_smile_lottery', 'Make-A-Smile Lottery', 'make_a_smile_lottery', add(raffleDraws('make_a_smile_lottery', now)), [
      {
        key: 'standard', name: 'Standard',
        gameOffers: [standardOf('make_a_smile_lottery_ticket', [], 1000, {
          name: 'Ticket', defaultEntryCount: 3,
          prices: [{ games: 1, price: aud(1000), key: 'single', label: '1 ticket' }, { games: 3, price: aud(2500), key: 'bundle_3', label: '3 tickets' }],
        })],
      },
    ], { type: 'raffle_ticket', displayCategory: 'charity', causes: ['make_a_smile', 'kids_hospital'] }),
  ];
  return { offers, draws };
}

/** The seed's charity partner: sells Your Hospice Lottery. */
export const demoHospicePartner: Partner = {
  slug: 'hospice-care',
  key: 'hospice_care',
  name: 'Your Hospice',
  channels: [{ channelKey: 'hospice_care_web' }],
  productOfferKeys: ['your_hospice_lottery'],
  branding: { primaryColour: '#7b2d8b', logoText: 'Your Hospice' },
};
