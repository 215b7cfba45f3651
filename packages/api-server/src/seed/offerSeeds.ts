/**
 * The seeded product offers: every game type of shop-specialised §2 on the lotteries it fits,
 * raffle ticket bundles and causes, syndicates, and one unavailable and one suspended offer.
 * Prices are integer cents; a system or combo price is the standard game price times the
 * standard games it holds, rounded to the shop's own price points.
 */
import { randomInt } from 'node:crypto';
import type { GameNumbers, GameOffer, GameType, GameTypeKey, NumberSet, RecurringPurchaseOption, Restriction, UrlAlias } from '@drawkit/contract';
import { GAME_TYPE_URL_SUFFIXES, money } from '@drawkit/contract';
import { LOTTERIES, type LotterySeed, standardGameOffer } from './catalogueData';

export interface OfferSeed {
  key: string;
  lotteryKey: string;
  type: 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share';
  name: string;
  url: string;
  urlAliases: UrlAlias[];
  availability: 'available' | 'unavailable';
  suspended: boolean;
  displayCategory: string;
  description: string;
  ranking: number;
  gameTypes: GameType[];
  causes: string[];
  recurringPurchase: RecurringPurchaseOption;
  branding: { primaryColour: string; secondaryColour: string };
  selectableDays: number;
  restrictions: Restriction[];
  /** With licensing_restriction: the states the offer is licensed in. */
  licensedRegions?: string[];
  recurringPurchaseBrandId: string | null;
}

export interface SyndicateSeed {
  key: string;
  offerKey: string;
  lotteryKey: string;
  gameOffer: string;
  name: string;
  size: number;
  costPerShareCents: number;
  numStandardGames: number;
}

const GAME_TYPE_NAMES: Record<GameTypeKey, string> = {
  deferred: 'Subscriptions',
  standard: 'Standard',
  sequential: 'Sequential',
  random: 'Random',
  strike_standard: 'Strike',
  strike_boxed: 'Boxed',
  reduced_system: 'Systems',
  mega_combo: 'Super combos',
  powerhit: 'Powerhit',
  powerpik: 'Powerpik',
  syndicate: 'Syndicates',
  lotto_party: 'Lotto party',
  powerhit_super_combo: 'Powerhit super combo',
  powerpik_system: 'Powerpik system',
};

const gameType = (key: GameTypeKey, gameOffers: GameOffer[], extra: Partial<GameType> = {}): GameType => ({
  key,
  name: GAME_TYPE_NAMES[key],
  urlSuffix: GAME_TYPE_URL_SUFFIXES[key],
  gameOffers,
  ...extra,
});

function lotterySeed(key: string): LotterySeed {
  const found = LOTTERIES.find((l) => l.key === key);
  if (!found) throw new Error(`No lottery ${key}`);
  return found;
}

function withNumbersCount(sets: readonly NumberSet[], count: number): NumberSet[] {
  return sets.map((set) => (set.name === 'Numbers' ? { ...set, count } : set));
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** A game offer derived from a lottery's standard one. */
function derived(seed: LotterySeed, suffix: string, name: string, changes: Partial<GameOffer>): GameOffer {
  return { ...standardGameOffer(seed), key: `${seed.key}_${suffix}`, name, ...changes };
}

function systemOffer(seed: LotterySeed, size: number): GameOffer {
  const base = seed.numberSets.find((s) => s.name === 'Numbers')?.count ?? size;
  return derived(seed, `system_${size}`, `System ${size}`, {
    numberSets: withNumbersCount(seed.numberSets, size),
    systemSize: size,
    multiEntry: true,
    maxGames: 10,
    defaultEntryCount: 1,
    pricePerGame: money(seed.pricePerGameCents * choose(size, base)),
  });
}

/** Price of one Powerpik game: its smallest entry of the per-entry price list (5 for $8.00). */
const POWERPIK_GAME_CENTS = 160;

/** A system entry of Powerpik: `size` Numbers marked, the shop picks the Powerball (PP). */
function powerpikSystemOffer(seed: LotterySeed, size: number): GameOffer {
  const base = seed.numberSets.find((s) => s.name === 'Numbers')?.count ?? size;
  return derived(seed, `powerpik_system_${size}`, `Powerpik System ${size}`, {
    numberSets: withNumbersCount(seed.numberSets, size),
    systemSize: size,
    placeholder: 'PP',
    multiEntry: true,
    maxGames: 10,
    defaultEntryCount: 1,
    pricePerGame: money(POWERPIK_GAME_CENTS * choose(size, base)),
  });
}

function gameTypesOf(seed: LotterySeed): GameType[] {
  const standard = standardGameOffer(seed);
  const powerball = seed.numberSets.filter((s) => s.name !== 'Powerball');
  switch (seed.key) {
    case 'super_jackpot_lottery':
      return [
        gameType('standard', [standard]),
        gameType('reduced_system', [systemOffer(seed, 8), systemOffer(seed, 9)]),
        gameType('powerhit', [
          derived(seed, 'powerhit', 'Powerhit', {
            // Every Powerball is covered, so a game is its Numbers only.
            numberSets: powerball,
            coveredSets: ['Powerball'],
            placeholder: 'PH',
            multiEntry: true,
            maxGames: 10,
            defaultEntryCount: 1,
            pricePerGame: money(seed.pricePerGameCents * 20),
          }),
        ]),
        gameType('powerpik', [
          derived(seed, 'powerpik', 'Powerpik', {
            placeholder: 'PP',
            multiEntry: true,
            minGames: 5,
            maxGames: 20,
            defaultEntryCount: 10,
            // The per-entry price list: bought by entry count.
            prices: [
              { games: 5, price: money(800) },
              { games: 10, price: money(1500) },
              { games: 20, price: money(2800) },
            ],
          }),
        ]),
        gameType('powerhit_super_combo', [
          derived(seed, 'powerhit_super_combo', 'Powerhit super combo', {
            // A combo of Powerhit entries: the shop picks the Numbers, every Powerball is covered.
            numberSets: powerball,
            coveredSets: ['Powerball'],
            placeholder: 'PH',
            quickpickOnly: true,
            multiEntry: true,
            minGames: 1,
            maxGames: 5,
            defaultEntryCount: 1,
            combo: {
              description: 'One Powerhit System 8 and four Powerhit games',
              parts: [
                { systemSize: 8, games: 1 },
                { systemSize: 7, games: 4 },
              ],
            },
            // A System 8 is 8 Powerhit games: 12 Powerhit games at $35.00, $5.00 off as a combo.
            pricePerGame: money(41_500),
          }),
        ]),
        gameType('powerpik_system', [powerpikSystemOffer(seed, 8), powerpikSystemOffer(seed, 9)]),
      ];
    case 'mega_jackpot_lottery':
      return [
        gameType('standard', [standard]),
        gameType('mega_combo', [
          derived(seed, 'super_combo', 'Super combo', {
            quickpickOnly: true,
            multiEntry: true,
            minGames: 1,
            maxGames: 5,
            defaultEntryCount: 1,
            combo: {
              description: 'One System 8 and ten standard games',
              parts: [
                { systemSize: 8, games: 1 },
                { systemSize: 7, games: 10 },
              ],
            },
            // 8 + 10 standard games at 155, rounded down to the combo price.
            pricePerGame: money(2700),
          }),
        ]),
      ];
    case 'set_for_life2020':
      return [
        gameType(
          'deferred',
          [derived(seed, 'subscription', 'Subscription', { weekOptions: [1, 2, 4, 8], maxGames: 10, defaultEntryCount: 1 })],
          { recurringPurchase: { type: 'subscription', availability: 'always' } },
        ),
        gameType('standard', [standard]),
      ];
    case 'lotto_strike':
      return [
        gameType('strike_standard', [derived(seed, 'strike', 'Strike', {})]),
        gameType('strike_boxed', [
          derived(seed, 'boxed', 'Boxed', {
            numberSets: seed.numberSets.map((s) => ({ ...s, ordered: false })),
            boxed: true,
            pricePerGame: money(seed.pricePerGameCents * 6),
          }),
        ]),
      ];
    case 'super_66':
      return [
        gameType('standard', [standard]),
        gameType('sequential', [derived(seed, 'sequential', 'Sequential', {})]),
        gameType('random', [derived(seed, 'random', 'Random', { quickpickOnly: true })]),
      ];
    case 'make_a_smile_lottery':
      return [
        gameType('standard', [
          {
            ...standard,
            defaultEntryCount: 3,
            prices: [
              { games: 1, price: money(1000), key: 'single', label: '1 ticket' },
              { games: 3, price: money(2500), key: 'bundle_3', label: '3 tickets' },
              { games: 10, price: money(7500), key: 'bundle_10', label: '10 tickets' },
            ],
          },
        ]),
      ];
    case 'your_hospice_lottery':
      return [
        gameType('standard', [
          {
            ...standard,
            prices: [
              { games: 1, price: money(500), key: 'single', label: '1 ticket' },
              { games: 5, price: money(2000), key: 'bundle_5', label: '5 tickets' },
            ],
          },
        ]),
      ];
    default:
      return [gameType('standard', [standard])];
  }
}

const CAUSES_BY_RAFFLE: Record<string, string[]> = {
  make_a_smile_lottery: ['make_a_smile', 'kids_hospital'],
  your_hospice_lottery: ['your_hospice'],
};

function lotteryOffer(seed: LotterySeed): OfferSeed {
  const raffle = seed.kind === 'raffle';
  const url = raffle ? `/raffles/${seed.key}` : `/lotteries/${seed.key}`;
  return {
    key: seed.key,
    lotteryKey: seed.key,
    type: raffle ? 'raffle_ticket' : 'lottery_ticket',
    name: seed.name,
    url,
    urlAliases: [
      { subvariant: 'default', url },
      { subvariant: 'nsw', url: `/nsw${url}` },
    ],
    availability: 'available',
    suspended: false,
    displayCategory: raffle ? 'charity' : 'lotteries',
    description: seed.description,
    ranking: seed.ranking,
    gameTypes: gameTypesOf(seed),
    causes: CAUSES_BY_RAFFLE[seed.key] ?? (seed.causeKey ? [seed.causeKey] : []),
    recurringPurchase: { type: 'autoplay', availability: seed.key === 'lotto_strike' ? 'never' : 'optional' },
    branding: seed.colours,
    // Set for Life draws every day: the shopper picks the days to play.
    selectableDays: seed.key === 'set_for_life2020' ? 127 : 0,
    restrictions: [],
    recurringPurchaseBrandId: raffle ? `${seed.key}_brand` : null,
  };
}

export const SYNDICATES: SyndicateSeed[] = [
  {
    key: 'super_jackpot_syndicate_36',
    offerKey: 'super_jackpot_syndicate',
    lotteryKey: 'super_jackpot_lottery',
    gameOffer: 'super_jackpot_lottery_standard',
    name: 'Super Jackpot 36-game syndicate',
    size: 20,
    costPerShareCents: 350,
    numStandardGames: 36,
  },
  {
    key: 'mega_jackpot_syndicate_50',
    offerKey: 'mega_jackpot_syndicate',
    lotteryKey: 'mega_jackpot_lottery',
    gameOffer: 'mega_jackpot_lottery_standard',
    name: 'Mega Jackpot 50-game syndicate',
    size: 25,
    costPerShareCents: 340,
    numStandardGames: 50,
  },
  {
    // A lotto party: one shared group ticket sold as shares, like a syndicate (group play of
    // shop-specialised §2, its groups and sessions, is not built).
    key: 'super_jackpot_lotto_party_24',
    offerKey: 'super_jackpot_lotto_party',
    lotteryKey: 'super_jackpot_lottery',
    gameOffer: 'super_jackpot_lottery_standard',
    name: 'Super Jackpot 24-game lotto party',
    size: 12,
    costPerShareCents: 350,
    numStandardGames: 24,
  },
  {
    key: 'one_lottery_syndicate_20',
    offerKey: 'one_lottery_syndicate',
    lotteryKey: 'one_lottery',
    gameOffer: 'one_lottery_standard',
    name: 'One Lottery 20-game syndicate',
    size: 10,
    costPerShareCents: 180,
    numStandardGames: 20,
  },
];

/** The game offer of a syndicate as stored; its live share counts are added when listed. */
export function syndicateGameOffer(syndicate: SyndicateSeed): GameOffer {
  return {
    key: syndicate.key,
    name: syndicate.name,
    numberSets: lotterySeed(syndicate.lotteryKey).numberSets,
    minGames: 0,
    maxGames: 0,
    defaultEntryCount: 1,
    pricePerGame: money(syndicate.costPerShareCents),
    prices: [],
    syndicateKey: syndicate.key,
    costPerShare: money(syndicate.costPerShareCents),
    numShares: syndicate.size,
    numStandardGames: syndicate.numStandardGames,
  };
}

function syndicateOffer(
  key: string,
  ranking: number,
  state: { availability?: 'available' | 'unavailable'; suspended?: boolean; restrictions?: Restriction[]; licensedRegions?: string[] },
  kind: 'syndicate' | 'lotto_party' = 'syndicate',
): OfferSeed {
  const syndicate = SYNDICATES.find((s) => s.offerKey === key);
  if (!syndicate) throw new Error(`No syndicate for ${key}`);
  const seed = lotterySeed(syndicate.lotteryKey);
  const party = kind === 'lotto_party';
  const url = party ? `/lotto-party/${key}` : `/syndicates/${key}`;
  return {
    key,
    lotteryKey: syndicate.lotteryKey,
    type: 'syndicate_share',
    name: party ? `${seed.name} Lotto Party` : `${seed.name} Syndicate`,
    url,
    urlAliases: [{ subvariant: 'default', url }],
    availability: state.availability ?? 'available',
    suspended: state.suspended ?? false,
    // The §9 ordering finds the lotto party entry by this category.
    displayCategory: party ? 'lotto_party' : 'syndicates',
    description: party
      ? `Join the party: ${syndicate.numStandardGames} ${seed.name} games shared by ${syndicate.size} players.`
      : `Share ${syndicate.numStandardGames} ${seed.name} games with ${syndicate.size - 1} other players.`,
    ranking,
    gameTypes: [gameType(kind, [syndicateGameOffer(syndicate)])],
    causes: [],
    recurringPurchase: { type: 'autoplay', availability: 'optional' },
    branding: seed.colours,
    selectableDays: 0,
    restrictions: state.restrictions ?? [],
    ...(state.licensedRegions ? { licensedRegions: state.licensedRegions } : {}),
    recurringPurchaseBrandId: null,
  };
}

export const OFFERS: OfferSeed[] = [
  ...LOTTERIES.map(lotteryOffer),
  syndicateOffer('super_jackpot_syndicate', 11, {}),
  syndicateOffer('super_jackpot_lotto_party', 14, {}, 'lotto_party'),
  // Listed but not for sale right now, and restricted: proves `suspended` and restrictions.
  syndicateOffer('mega_jackpot_syndicate', 12, {
    suspended: true,
    restrictions: ['licensing_restriction', 'migration_restriction'],
    licensedRegions: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC'],
  }),
  // Not available: never listed, never sold.
  syndicateOffer('one_lottery_syndicate', 13, { availability: 'unavailable' }),
];

/** A syndicate's games, quick-picked once when it is made. */
export function syndicateGames(syndicate: SyndicateSeed): GameNumbers[] {
  const sets = lotterySeed(syndicate.lotteryKey).numberSets;
  return Array.from({ length: syndicate.numStandardGames }, () => {
    const game: GameNumbers = {};
    for (const set of sets) {
      const pool = Array.from({ length: set.max - set.min + 1 }, (_, i) => set.min + i);
      const picks: number[] = [];
      for (let i = 0; i < set.count; i += 1) picks.push(set.unique ? (pool.splice(randomInt(pool.length), 1)[0] as number) : randomInt(set.min, set.max + 1));
      game[set.name] = set.ordered ? picks : picks.sort((a, b) => a - b);
    }
    return game;
  });
}
