// A catalogue with every kind of listing: lotteries (one with systems and powerhit game types,
// one with a subscription), a syndicate, raffles with causes, and an unavailable offer.
import type { Cause, Draw, GameOffer, GameType, GameTypeKey, LotteryStatistics, ProductOffer, RaffleDraw } from '@drawkit/sdk';
import type { DrawkitClient } from '@drawkit/sdk';
import { lotteryOffer, openDraw } from './fixtures';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

const gameOffer = (key: string): GameOffer => ({
  key,
  name: key,
  numberSets: [{ name: 'Numbers', count: 7, min: 1, max: 35, unique: true, ordered: false }],
  minGames: 1,
  maxGames: 18,
  defaultEntryCount: 1,
  pricePerGame: aud(150),
  prices: [],
});

const NAMES: Partial<Record<GameTypeKey, string>> = {
  deferred: 'Subscription',
  standard: 'Standard',
  reduced_system: 'Systems',
  powerhit: 'Powerhit',
  sequential: 'Sequential',
};
const gameType = (key: GameTypeKey): GameType => ({ key, name: NAMES[key] ?? key, gameOffers: [gameOffer(`${key}_offer`)] });

function withTypes(offer: ProductOffer, keys: GameTypeKey[], extra: Partial<ProductOffer> = {}): ProductOffer {
  return { ...offer, gameTypes: keys.map(gameType), ...extra };
}

export const SUPER_JACKPOT = withTypes(lotteryOffer('super_jackpot_lottery', 'Super Jackpot', 'draw-sj-1501'), ['standard', 'reduced_system', 'powerhit']);
export const MEGA_JACKPOT = withTypes(lotteryOffer('mega_jackpot_lottery', 'Mega Jackpot', 'draw-mj-800'), ['standard']);
export const MONDAY_LOTTO = withTypes(lotteryOffer('monday_lotto', 'Monday Lotto', 'draw-ml-1501'), ['standard']);
export const SET_FOR_LIFE = withTypes(lotteryOffer('set_for_life2020', 'Set for Life', 'draw-sfl-90'), ['deferred', 'standard']);
export const SUPER_66 = withTypes(lotteryOffer('super_66', 'Super 66', 'draw-s66-10'), ['standard', 'sequential']);
export const SYNDICATE: ProductOffer = {
  ...lotteryOffer('super_jackpot_syndicate', 'Super Jackpot Syndicate', 'draw-sj-1501'),
  type: 'syndicate_share',
  lotteryKey: 'super_jackpot_lottery',
  displayCategory: 'syndicates',
  gameTypes: [
    {
      key: 'syndicate',
      name: 'Syndicate',
      gameOffers: [{ ...gameOffer('sj_syn'), costPerShare: aud(350), numShares: 20, sharesAvailable: 17, sharesSold: 3 }],
    },
  ],
};
export const UNAVAILABLE = { ...lotteryOffer('one_lottery_syndicate', 'One Lottery Syndicate', 'none'), type: 'syndicate_share' as const, availability: 'unavailable' as const };

function raffleDraw(drawId: string, lotteryKey: string, drawNo: number, purchaseStatus: RaffleDraw['purchaseStatus'], name: string, cents: number): RaffleDraw {
  return {
    drawId,
    drawNo,
    lotteryKey,
    status: 'DRAW_OPEN',
    purchaseStatus,
    drawData: {
      drawNumber: drawNo,
      drawStop: '2026-11-28T09:00:00.000Z',
      featureImage: '',
      name,
      value: aud(cents),
      drawPreOrderStartDate: null,
    },
  };
}

export const MAKE_A_SMILE: ProductOffer = {
  ...withTypes(lotteryOffer('make_a_smile_lottery', 'Make-A-Smile Lottery', 'draw-mas-12'), ['standard']),
  type: 'raffle_ticket',
  displayCategory: 'charity',
  draws: ['draw-mas-12', 'draw-mas-13'],
  causes: ['make_a_smile', 'kids_hospital'],
};
export const YOUR_HOSPICE: ProductOffer = {
  ...withTypes(lotteryOffer('your_hospice_lottery', 'Your Hospice Lottery', 'draw-yh-5'), ['standard']),
  type: 'raffle_ticket',
  displayCategory: 'charity',
  causes: ['your_hospice'],
};

export const CATALOGUE_DRAWS: Record<string, Draw> = {
  'draw-sj-1501': openDraw('draw-sj-1501', 'super_jackpot_lottery', 2_050_000_000),
  'draw-mj-800': openDraw('draw-mj-800', 'mega_jackpot_lottery', 85_000_000),
  'draw-ml-1501': openDraw('draw-ml-1501', 'monday_lotto', null),
  'draw-sfl-90': openDraw('draw-sfl-90', 'set_for_life2020', 2_000_000),
  'draw-s66-10': openDraw('draw-s66-10', 'super_66', 66_600_000),
  'draw-mas-12': raffleDraw('draw-mas-12', 'make_a_smile_lottery', 12, 'open', 'Gold Coast dream home', 150_000_000),
  'draw-mas-13': raffleDraw('draw-mas-13', 'make_a_smile_lottery', 13, 'sold_out', 'Sydney harbour apartment', 120_000_000),
  'draw-yh-5': raffleDraw('draw-yh-5', 'your_hospice_lottery', 5, 'pre_order', 'Hospice car and cash', 8_500_000),
};

export const CAUSES: Cause[] = [
  { key: 'make_a_smile', slug: 'make-a-smile', name: 'Make-A-Smile Foundation', description: 'Grants wishes for children living with critical illness.' },
  { key: 'your_hospice', slug: 'your-hospice', name: 'Your Hospice', description: 'Funds palliative care.' },
  { key: 'kids_hospital', slug: 'kids-hospital', name: "Kids' Hospital Foundation", description: 'Buys equipment.' },
];

/** In the server's order; the listing re-orders by shop-specialised §9. */
export const CATALOGUE_OFFERS: ProductOffer[] = [
  MEGA_JACKPOT,
  MONDAY_LOTTO,
  SUPER_JACKPOT,
  SET_FOR_LIFE,
  SUPER_66,
  SYNDICATE,
  UNAVAILABLE,
  MAKE_A_SMILE,
  YOUR_HOSPICE,
];

export function withCatalogue(client: DrawkitClient): DrawkitClient {
  client.catalogue.setState({ status: 'succeeded', complete: true, offers: CATALOGUE_OFFERS, draws: CATALOGUE_DRAWS, causes: CAUSES, causesStatus: 'succeeded' });
  return client;
}

export const STATISTICS: LotteryStatistics = {
  lotteryKey: 'super_jackpot_lottery',
  drawsCounted: 6,
  lastDrawn: { drawNo: 1500, drawDate: '2026-11-19T10:30:00.000Z', results: { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [3] } },
  sets: [
    {
      name: 'Powerball',
      min: 1,
      max: 4,
      frequencies: [
        { number: 1, count: 2, lastDrawnNo: 1499 },
        { number: 2, count: 0, lastDrawnNo: null },
        { number: 3, count: 4, lastDrawnNo: 1500 },
        { number: 4, count: 1, lastDrawnNo: 1497 },
      ],
    },
  ],
};
