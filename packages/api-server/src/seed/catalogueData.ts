/**
 * The seeded catalogue: Australian-style lotteries and two charity raffles. Number sets follow
 * the real games (Powerball, Oz Lotto, Monday and Wednesday Lotto, Set for Life, Lotto Strike,
 * Super 66, Saturday Lotto); names and prices are the shop's own. Prices in integer cents.
 */
import type { GameOffer, NumberSet } from '@drawkit/contract';
import { money } from '@drawkit/contract';

// Monday-to-Sunday bitmask (bit 0 is Monday).
export const DAYS = { mon: 1, tue: 2, wed: 4, thu: 8, fri: 16, sat: 32, sun: 64, daily: 127 } as const;

const MILLION = 100_000_000; // cents

export interface LotterySeed {
  key: string;
  kind: 'lottery' | 'raffle';
  name: string;
  description: string;
  drawDays: number;
  everyWeeks: number;
  baseDrawNo: number;
  numberSets: NumberSet[];
  pricePerGameCents: number;
  maxGames: number;
  defaultEntryCount: number;
  jackpot: { minCents: number; maxCents: number } | null;
  prizePoolSuffix: string;
  rafflePrize: { name: string; valueCents: number; featureImage: string } | null;
  causeKey: string | null;
  colours: { primaryColour: string; secondaryColour: string };
  ranking: number;
}

const main = (count: number, min: number, max: number): NumberSet => ({
  name: 'Numbers',
  count,
  min,
  max,
  unique: true,
  ordered: false,
});

const lottery = (seed: Omit<LotterySeed, 'kind' | 'everyWeeks' | 'maxGames' | 'defaultEntryCount' | 'rafflePrize' | 'causeKey'>): LotterySeed => ({
  ...seed,
  kind: 'lottery',
  everyWeeks: 1,
  maxGames: 50,
  defaultEntryCount: 4,
  rafflePrize: null,
  causeKey: null,
});

export const LOTTERIES: LotterySeed[] = [
  lottery({
    key: 'super_jackpot_lottery',
    name: 'Super Jackpot',
    description: 'Pick 7 numbers from 1 to 35 and a Powerball from 1 to 20. Drawn every Thursday.',
    drawDays: DAYS.thu,
    baseDrawNo: 1420,
    numberSets: [main(7, 1, 35), { name: 'Powerball', count: 1, min: 1, max: 20, unique: true, ordered: false }],
    pricePerGameCents: 175,
    jackpot: { minCents: 3 * MILLION, maxCents: 100 * MILLION },
    prizePoolSuffix: '',
    colours: { primaryColour: '#5b2a86', secondaryColour: '#f2c14e' },
    ranking: 1,
  }),
  lottery({
    key: 'mega_jackpot_lottery',
    name: 'Mega Jackpot',
    description: 'Pick 7 numbers from 1 to 47. Drawn every Tuesday.',
    drawDays: DAYS.tue,
    baseDrawNo: 1560,
    numberSets: [main(7, 1, 47)],
    pricePerGameCents: 155,
    jackpot: { minCents: 2 * MILLION, maxCents: 60 * MILLION },
    prizePoolSuffix: '',
    colours: { primaryColour: '#0b6e4f', secondaryColour: '#c5e063' },
    ranking: 2,
  }),
  lottery({
    key: 'monday_lotto',
    name: 'Monday Lotto',
    description: 'Pick 6 numbers from 1 to 45. Drawn every Monday.',
    drawDays: DAYS.mon,
    baseDrawNo: 4210,
    numberSets: [main(6, 1, 45)],
    pricePerGameCents: 85,
    jackpot: { minCents: 1 * MILLION, maxCents: 1 * MILLION },
    prizePoolSuffix: '',
    colours: { primaryColour: '#1d4e89', secondaryColour: '#7dcfb6' },
    ranking: 4,
  }),
  lottery({
    key: 'wednesday_lotto',
    name: 'Wednesday Lotto',
    description: 'Pick 6 numbers from 1 to 45. Drawn every Wednesday.',
    drawDays: DAYS.wed,
    baseDrawNo: 4210,
    numberSets: [main(6, 1, 45)],
    pricePerGameCents: 85,
    jackpot: { minCents: 1 * MILLION, maxCents: 1 * MILLION },
    prizePoolSuffix: '',
    colours: { primaryColour: '#b23a48', secondaryColour: '#fcb9b2' },
    ranking: 5,
  }),
  lottery({
    key: 'set_for_life2020',
    name: 'Set for Life',
    description: 'Pick 7 numbers from 1 to 44 for a chance at $20,000 a month for 20 years. Drawn every day.',
    drawDays: DAYS.daily,
    baseDrawNo: 1900,
    numberSets: [main(7, 1, 44)],
    pricePerGameCents: 95,
    jackpot: { minCents: 2_000_000, maxCents: 2_000_000 },
    prizePoolSuffix: 'a month for 20 years',
    colours: { primaryColour: '#f18f01', secondaryColour: '#2e4057' },
    ranking: 6,
  }),
  lottery({
    key: 'lotto_strike',
    name: 'Lotto Strike',
    description: 'Pick 4 numbers from 1 to 45 in the order you think they will be drawn. Drawn every day.',
    drawDays: DAYS.daily,
    baseDrawNo: 5620,
    numberSets: [{ name: 'Numbers', count: 4, min: 1, max: 45, unique: true, ordered: true }],
    pricePerGameCents: 120,
    jackpot: { minCents: 20_000_000, maxCents: 2 * MILLION },
    prizePoolSuffix: '',
    colours: { primaryColour: '#3c1642', secondaryColour: '#affc41' },
    ranking: 7,
  }),
  lottery({
    key: 'super_66',
    name: 'Super 66',
    description: 'Pick 6 digits from 0 to 9 in order. Drawn every Saturday.',
    drawDays: DAYS.sat,
    baseDrawNo: 3310,
    numberSets: [{ name: 'Numbers', count: 6, min: 0, max: 9, unique: false, ordered: true }],
    pricePerGameCents: 110,
    jackpot: { minCents: 5_000_000, maxCents: 80_000_000 },
    prizePoolSuffix: '',
    colours: { primaryColour: '#006d77', secondaryColour: '#ffddd2' },
    ranking: 8,
  }),
  lottery({
    key: 'one_lottery',
    name: 'One Lottery',
    description: 'Pick 6 numbers from 1 to 45. Drawn every Saturday.',
    drawDays: DAYS.sat,
    baseDrawNo: 4520,
    numberSets: [main(6, 1, 45)],
    pricePerGameCents: 80,
    jackpot: { minCents: 5 * MILLION, maxCents: 30 * MILLION },
    prizePoolSuffix: '',
    colours: { primaryColour: '#d62828', secondaryColour: '#fcbf49' },
    ranking: 3,
  }),
  {
    key: 'make_a_smile_lottery',
    kind: 'raffle',
    name: 'Make-A-Smile Lottery',
    description: "A charity raffle for children's wishes. Every ticket helps grant a wish.",
    drawDays: DAYS.sun,
    everyWeeks: 4,
    baseDrawNo: 210,
    numberSets: [],
    pricePerGameCents: 1000,
    maxGames: 50,
    defaultEntryCount: 1,
    jackpot: null,
    prizePoolSuffix: '',
    rafflePrize: { name: 'Gold Coast prize home and $100,000 in gold', valueCents: 250 * 1_000_000, featureImage: '' },
    causeKey: 'make_a_smile',
    colours: { primaryColour: '#ff6f59', secondaryColour: '#254441' },
    ranking: 9,
  },
  {
    key: 'your_hospice_lottery',
    kind: 'raffle',
    name: 'Your Hospice Lottery',
    description: 'A charity raffle supporting palliative care in local hospices.',
    drawDays: DAYS.sun,
    everyWeeks: 2,
    baseDrawNo: 88,
    numberSets: [],
    pricePerGameCents: 500,
    maxGames: 50,
    defaultEntryCount: 1,
    jackpot: null,
    prizePoolSuffix: '',
    rafflePrize: { name: '$250,000 cash', valueCents: 25_000_000, featureImage: '' },
    causeKey: 'your_hospice',
    colours: { primaryColour: '#2a9d8f', secondaryColour: '#e9c46a' },
    ranking: 10,
  },
];

export const CAUSES = [
  {
    key: 'make_a_smile',
    slug: 'make-a-smile',
    name: 'Make-A-Smile Foundation',
    description: 'Grants wishes for children living with critical illness.',
  },
  {
    key: 'your_hospice',
    slug: 'your-hospice',
    name: 'Your Hospice',
    description: 'Funds palliative care, family support and volunteers in community hospices.',
  },
  {
    key: 'kids_hospital',
    slug: 'kids-hospital',
    name: "Kids' Hospital Foundation",
    description: "Buys equipment and funds research for a children's hospital.",
  },
];

export const PARTNERS = [
  {
    slug: 'demo-partner',
    key: 'demo_partner',
    name: 'Demo Partner',
    channelKey: 'demo_partner_web',
    productOfferKeys: ['super_jackpot_lottery'],
    branding: { primaryColour: '#0b5fff', logoText: 'Demo Partner' },
  },
  {
    slug: 'hospice-care',
    key: 'hospice_care',
    name: 'Hospice Care',
    channelKey: 'hospice_care_web',
    productOfferKeys: ['your_hospice_lottery'],
    branding: { primaryColour: '#2a9d8f', logoText: 'Hospice Care' },
  },
];

/** The one game offer of the `standard` game type of a lottery or raffle. */
export function standardGameOffer(seed: LotterySeed): GameOffer {
  return {
    key: seed.kind === 'raffle' ? `${seed.key}_ticket` : `${seed.key}_standard`,
    name: seed.kind === 'raffle' ? 'Raffle ticket' : 'Standard game',
    numberSets: seed.numberSets,
    minGames: 1,
    maxGames: seed.maxGames,
    defaultEntryCount: seed.defaultEntryCount,
    pricePerGame: money(seed.pricePerGameCents),
    prices: [],
  };
}

export const DEMO_CUSTOMER = {
  email: 'demo@drawkit.test',
  password: 'drawkit-demo-1',
  firstname: 'Demo',
  lastname: 'Customer',
  dateOfBirth: '1985-06-15',
  address: '1 Demo Street',
  suburb: 'Brisbane City',
  state: 'QLD',
  postcode: '4000',
  country: 'AU',
  walletCents: 5000,
} as const;

export const PRICING_ID = 'standard';
/** A second pricing plan (trade accounts): the same catalogue, but outside the daily-winners programme. */
export const WHOLESALE_PRICING_ID = 'wholesale';
export const DEFAULT_SEGMENT = 'default';
