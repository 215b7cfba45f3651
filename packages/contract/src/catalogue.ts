import type {
  Availability,
  DrawStatus,
  GameTypeKey,
  ProductOfferType,
  RafflePurchaseStatus,
  RecurringAvailability,
  RecurringMode,
} from './enums';
import type { Money } from './money';

/** One set of numbers a game is made of, e.g. 7 `Numbers` from 1–35 and 1 `Powerball` from 1–20. */
export interface NumberSet {
  /** Spelling kept on the wire: `Numbers`, `Powerball`, ... */
  name: string;
  /** How many numbers a complete game holds in this set. */
  count: number;
  /** First and last value of the range, inclusive. */
  min: number;
  max: number;
  /** Whether a number may appear only once in the set. */
  unique: boolean;
  /** Whether the order of picks matters (strike and digit games). */
  ordered: boolean;
}

/** Price of a game count when the offer has a per-entry price list. */
export interface EntryPrice {
  games: number;
  price: Money;
  /** A named ticket bundle (raffles): the key a cart item may send as `bundleKey`. */
  key?: string;
  label?: string;
}

/** One part of a super combo (mega_combo): `games` quick-picked games of `systemSize` numbers. */
export interface ComboPart {
  systemSize: number;
  games: number;
}

/** What a mega_combo entry holds; the shop quick-picks every game of it. */
export interface ComboDefinition {
  description: string;
  parts: ComboPart[];
}

/** A ticket a syndicate plays (shop-specialised §3: `tickets` with `numStandardGames`). */
export interface SyndicateTicket {
  lotteryKey: string;
  gameOffer: string;
  numStandardGames: number;
}

export interface GameOffer {
  key: string;
  name: string;
  numberSets: NumberSet[];
  minGames: number;
  maxGames: number;
  defaultEntryCount: number;
  /** Price of one game; the price of n games is n times this unless `prices` lists n. */
  pricePerGame: Money;
  prices: EntryPrice[];
  /**
   * Multi-entry game types (powerhit, powerpik): only the `Numbers` set must be filled; other
   * sets may be left empty (the shop fills them) and `Favourites`, if present, must be non-empty
   * (shop-specialised §5).
   */
  multiEntry?: boolean;
  /** The shop picks every number (random, mega_combo): games are sent empty and filled at add. */
  quickpickOnly?: boolean;
  /** Sets every game covers in full, e.g. powerhit covers all Powerballs. */
  coveredSets?: string[];
  /** Placeholder shown for a covered or shop-picked set: Powerhit PH, Powerpik PP (§9). */
  placeholder?: 'PH' | 'PP';
  /** reduced_system: numbers marked per game (the `Numbers` set count). */
  systemSize?: number;
  /** strike_boxed: the numbers win in any order. */
  boxed?: boolean;
  /** mega_combo: what one entry holds. */
  combo?: ComboDefinition;
  /** deferred (subscriptions): the week counts a shopper may choose. */
  weekOptions?: number[];
  /** syndicate: the syndicate's key (also the game offer key), price and shares. */
  syndicateKey?: string;
  costPerShare?: Money;
  /** Shares the syndicate has in all. */
  numShares?: number;
  sharesSold?: number;
  sharesAvailable?: number;
  numStandardGames?: number;
}

export interface GameType {
  key: GameTypeKey;
  name: string;
  gameOffers: GameOffer[];
  /** URL suffix of the game type on the offer page, null where the spec gives none (§2). */
  urlSuffix?: string | null;
  /** Overrides the offer's recurring purchase for this game type (deferred is a subscription). */
  recurringPurchase?: RecurringPurchaseOption;
}

export interface RecurringPurchaseOption {
  type: RecurringMode;
  availability: RecurringAvailability;
}

export interface UrlAlias {
  subvariant: string;
  url: string;
}

export interface ProductOffer {
  key: string;
  type: ProductOfferType;
  name: string;
  /** The lottery this offer sells (its draws, results and number sets). */
  lotteryKey: string;
  url: string;
  urlAliases: UrlAlias[];
  availability: Availability;
  suspended: boolean;
  displayCategory: string;
  description: string;
  /** Ids of upcoming draws, soonest first; the draws are in `entities.draws`. */
  draws: string[];
  causes: string[];
  gameTypes: GameType[];
  recurringPurchase: RecurringPurchaseOption;
  /** Draw days as a Monday-to-Sunday bitmask (bit 0 is Monday) (shop-specialised §9). */
  drawDays: number;
  branding: { primaryColour: string; secondaryColour: string };
  /** Draw days the shopper chooses from (Monday-to-Sunday bitmask); 0 or absent: no choice. */
  selectableDays?: number;
  /** Raffles: the brand their recurring purchases run under. */
  recurringPurchaseInformation?: { recurringContent: { recurringPurchaseBrandId: string } };
  /** syndicate_share: shares in the syndicate and the tickets it plays. */
  size?: number;
  tickets?: SyndicateTicket[];
  restrictions?: Restriction[];
}

export interface LotteryDraw {
  drawId: string;
  drawNo: number;
  lotteryKey: string;
  status: DrawStatus;
  /** ISO instant when sales stop. */
  stop: string;
  /** ISO instant of the draw. */
  drawDate: string;
  prizePool: Money | null;
  prizePoolSuffix: string;
  isPrizePoolUnknown: boolean;
  /** Winning numbers by set name, present once drawn. */
  results?: Record<string, number[]>;
}

export interface RaffleDrawData {
  drawNumber: number;
  drawStop: string;
  featureImage: string;
  name: string;
  value: Money;
  drawPreOrderStartDate: string | null;
}

export interface RaffleDraw {
  drawId: string;
  drawNo: number;
  lotteryKey: string;
  status: DrawStatus;
  purchaseStatus: RafflePurchaseStatus;
  drawData: RaffleDrawData;
}

export type Draw = LotteryDraw | RaffleDraw;

export function isRaffleDraw(draw: Draw): draw is RaffleDraw {
  return 'purchaseStatus' in draw;
}

export type Restriction = 'licensing_restriction' | 'migration_restriction';

/** `GET /pricing/{pricing}/product_offers` (3.9) result; draws come in `entities.draws`. */
export interface ProductOfferCollection {
  offers: ProductOffer[];
  orderedKeys: string[];
  rankings: Record<string, number>;
  restrictions: Record<string, Restriction[]>;
}

export interface Cause {
  key: string;
  slug: string;
  name: string;
  description: string;
}

export interface Partner {
  slug: string;
  key: string;
  name: string;
  /** Channels; the web channel key ends in `_web`. */
  channels: { channelKey: string }[];
  /** The product offer keys the partner sells, first is featured. */
  productOfferKeys: string[];
  branding: { primaryColour: string; logoText: string };
}

export interface BrandingEntry {
  id: string;
  regionOverrides: string[];
  colours: Record<string, string>;
}

/** `GET /discover`: base URL of each service family and the app id used in signatures. */
export interface Discovery {
  appId: string;
  services: {
    main: string;
    social: string;
    membership: string;
    membershipConfig: string;
    cms: string;
    /** Servers from before issue 12 do not list these two. */
    notifications?: string;
    migration?: string;
  };
  /**
   * A page's start-up reads, answered with discovery when it is asked for them
   * (`/discover?partner=<slug>`, `?catalogue=true`, `?results=<productOfferKey>`): what a
   * signed-out shopper's call of the same URL would get.
   */
  preloaded?: PreloadedAnswer[];
}

/** A GET's answer sent ahead of the call: its URL, ETag and body as the route sends them. */
export interface PreloadedAnswer {
  url: string;
  etag?: string;
  /** The JSON text of the answer, as sent. */
  body: string;
}

export interface SiteConfig {
  locale: 'en-AU' | 'en-GB';
  currency: Money['currency'];
  timeZone: 'Australia/Brisbane';
  defaultPricingId: string;
  defaultSegment: string;
  /** Idle sign-out limit, 3600 s by default (shop-core §9). */
  sessionTimeoutSeconds: number;
  minimumAge: number;
  walletPurchase: boolean;
  precartDrawer: boolean;
  heartbeat: boolean;
  /** Social sign-in providers this shop has (issue 12): the demo's `sandbox`; none unless one is plugged in. */
  socialSignIn?: string[];
}

export interface CapabilitySegment {
  name: string;
  capabilities: string[];
}

export interface Capabilities {
  defaultSegment: string;
  segments: CapabilitySegment[];
  /** The caller's segment: the signed-in customer's, else the default (shop-core §6). */
  segmentName?: string;
  /** That segment's capabilities. */
  capabilities?: string[];
}
