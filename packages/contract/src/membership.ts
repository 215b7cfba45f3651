/**
 * The daily-winners membership programme (shop-specialised §2 'Daily-winners programme',
 * §3 'Membership programme state', §4, §7 'Membership programme'). The programme's config is
 * served by the `membershipConfig` service (`/v4`), the customer's membership, giveaways,
 * unlocks, winners and benefits by the `membership` service (`/v3`); joining is
 * `PUT /membership` (3.2) on the main API.
 */
import type { ProductType } from './enums';
import type { Money } from './money';

export const MEMBERSHIP_STATUSES = ['member', 'non-member', 'pending-deposit'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const MEMBERSHIP_TIERS = ['free', 'premium'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export const MEMBERSHIP_ELIGIBILITIES = ['eligible', 'ineligible'] as const;
export type MembershipEligibility = (typeof MEMBERSHIP_ELIGIBILITIES)[number];

/** "Draw entry status: locked, unlocked, guaranteed." */
export const GIVEAWAY_ENTRY_STATUSES = ['locked', 'unlocked', 'guaranteed'] as const;
export type GiveawayEntryStatus = (typeof GIVEAWAY_ENTRY_STATUSES)[number];

/** "Draw state: DRAW_OPEN, DRAW_PAID, DRAW_CLOSED." */
export const GIVEAWAY_DRAW_STATES = ['DRAW_OPEN', 'DRAW_CLOSED', 'DRAW_PAID'] as const;
export type GiveawayDrawState = (typeof GIVEAWAY_DRAW_STATES)[number];

/** "Giveaway types: daily, major, monthly, preview, special." */
export const GIVEAWAY_TYPES = ['daily', 'major', 'monthly', 'preview', 'special'] as const;
export type GiveawayType = (typeof GIVEAWAY_TYPES)[number];

/** The one programme: `membershipProgram (daily_winners)` in the join body. */
export const DAILY_WINNERS_PROGRAM = 'daily_winners';
/** "programUrl (default daily-winners)". */
export const DEFAULT_PROGRAM_URL = 'daily-winners';
/** "membership pagination limit 10" (shop-specialised §9). */
export const MEMBERSHIP_PAGE_LIMIT = 10;
/** Giveaways per page when the SDK lists them (`GET /v3/draws?when=upcoming&limit=`) or looks one up by number. */
export const GIVEAWAY_LOOKUP_PAGE_SIZE = 50;
/** "Membership errors set an error message (default 'An unknown error occurred')". */
export const MEMBERSHIP_UNKNOWN_ERROR = 'An unknown error occurred';

/** Navigation text by status (§4): the keys of `navigationItems.text`. */
export type MembershipNavigationState = 'anonymous' | 'non-member' | 'draw_locked' | 'draw_unlocked';

/** The sticky call-to-action texts (§4): the keys of `callToAction`. */
export type StickyCallToActionKey = 'closed' | 'closedMember' | 'premium' | 'joinAll' | 'joinPremium' | 'freeLocked';

/** A block of programme copy: a heading, paragraphs and an optional button. */
export interface ProgramContent {
  title: string;
  body: string[];
  ctaText?: string;
}

export interface MembershipTierOffer {
  tier: MembershipTier;
  name: string;
  /** Monthly price; zero for the free tier. */
  price: Money;
  /** The membership product offer bought through the cart; null for the free tier (joined with `PUT /membership`). */
  productOfferKey: string | null;
  benefits: string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ProgramNavigationItem {
  label: string;
  /** Path under the programme URL ('' for the programme home). */
  path: string;
}

/** A discount members of a tier get, taken off the item prices in the cart and the purchase alike. */
export interface MemberDiscount {
  tier: MembershipTier;
  description: string;
  percentOff: number;
  /** The products it applies to; absent means every ticket product (never the membership itself). */
  productTypes?: ProductType[];
}

/** `GET /v4/config`: every section shop-specialised §3 lists under 'Program config sections'. */
export interface ProgramConfig {
  programId: string;
  programName: string;
  /** Default 'daily-winners'. */
  programUrl: string;
  programLogo: string;
  titleContent: ProgramContent;
  deposit: ProgramContent & { minimumDeposit: Money };
  membershipTiers: MembershipTierOffer[];
  monthlyGiveaways: ProgramContent;
  specialGiveaways: ProgramContent;
  dailyGiveaways: ProgramContent;
  explanationCard: ProgramContent;
  howItWorksYoutubeId: string;
  optIn: ProgramContent;
  manageMembership: ProgramContent;
  pastWinners: ProgramContent;
  frequentlyAskedQuestions: FaqItem[];
  registerInterest: ProgramContent;
  /** Pricing ids whose customers may join. */
  eligiblePricingIds: string[];
  discounts: MemberDiscount[];
  navigationItems: { items: ProgramNavigationItem[]; text: Record<MembershipNavigationState, string> };
  termsAndConditionsTranslationId: string;
  footer: { disclaimerText: string };
  /** Giveaway types shown in past draws' filter. */
  pastDrawsFilter: GiveawayType[];
  callToAction: Record<StickyCallToActionKey, string>;
}

export interface GiveawayImages {
  mobile: string;
  desktop: string;
}

export interface GiveawayPrize {
  name: string;
  value: Money;
}

export interface GiveawayWinner {
  /** First name and initial only, e.g. "Sam P.". */
  displayName: string;
  /** State or territory code. */
  region: string;
  prize: GiveawayPrize;
  isCurrentCustomer: boolean;
}

/** A giveaway draw (§3 'Draw'), with the customer's entry when signed in. */
export interface GiveawayDraw {
  /** Id for `PUT /v3/draws/{id}`. */
  id: string;
  externalId: string;
  type: GiveawayType;
  number: number;
  title: string;
  description: string;
  images: GiveawayImages;
  /** Shown instead of the description while the customer's entry is locked. */
  lockedContent: string | null;
  /** ISO times. */
  openTime: string;
  closeTime: string;
  state: GiveawayDrawState;
  pill: string | null;
  details: { title: string; url: string } | null;
  availability: 'available' | 'unavailable';
  /** What the customer may do with the entry: `unlock` while locked and open. */
  permits: string[];
  /** Null for anonymous visitors and non-members. */
  entryStatus: GiveawayEntryStatus | null;
  numberOfEntriesText: string;
  giveawayTier: MembershipTier;
  prizes: GiveawayPrize[];
  /** Drawn giveaways only; empty before. */
  winners: GiveawayWinner[];
}

/** "Customer membership entry" (§3), `GET /v3/customer`. */
export interface CustomerMembership {
  membershipProgram: string;
  membershipStatus: MembershipStatus;
  /** ISO time of the last change; null when never joined. */
  membershipUpdated: string | null;
  membershipTier: MembershipTier | null;
  eligibility: MembershipEligibility;
  /** Premium's monthly renewal; null when the customer never had Premium. Always sent by the server. */
  renewal?: MembershipRenewal | null;
}

/**
 * Premium renewal status: `active` renews from the wallet at `renewsAt`; `cancelled` stays Premium
 * until `premiumUntil` and then goes back to the free tier; `ended` went back after a cancelled
 * renewal; `failed` went back because the renewal could not be paid (`failureMessage` says why).
 */
export const MEMBERSHIP_RENEWAL_STATUSES = ['active', 'cancelled', 'ended', 'failed'] as const;
export type MembershipRenewalStatus = (typeof MEMBERSHIP_RENEWAL_STATUSES)[number];

export interface MembershipRenewal {
  enabled: boolean;
  status: MembershipRenewalStatus;
  /** ISO end of the paid Premium month. */
  premiumUntil: string | null;
  /** ISO time the wallet is charged next; null unless active. */
  renewsAt: string | null;
  /** What a renewal charges. */
  price: Money;
  failureMessage: string | null;
}

/** `PUT /v3/membership/renewal`: turns Premium's monthly renewal on or off. */
export interface MembershipRenewalBody {
  enabled: boolean;
}

export interface JoinMembershipBody {
  membershipProgram: string;
  membershipStatus: 'member';
  metadata?: Record<string, string>;
}

export interface UnlockGiveawayBody {
  entryStatus: 'unlocked';
}

export interface UnlockGiveawayResult {
  upcomingDraws: GiveawayDraw[];
}

export interface MembershipBenefits {
  ssoUrl: string;
}

/** A page of giveaways (`GET /v3/draws?type&state&limit&offset`) or of past winners. */
export interface GiveawayPage {
  draws: GiveawayDraw[];
  limit: number;
  offset: number;
  total: number;
}

/** Query of `GET /v3/draws`: `upcoming` are open giveaways, `past` closed or paid ones. */
export type GiveawayListWhen = 'upcoming' | 'past';

/** Event name on the live draw events stream (`GET /v2/draws/events`) when a giveaway was drawn and paid. */
export const GIVEAWAY_DRAWN_EVENT = 'giveaway-drawn';

/** Data of a `giveaway-drawn` event: an open daily-winners page reloads that giveaway. */
export interface GiveawayDrawnEvent {
  giveawayId: string;
  externalId: string;
  type: GiveawayType;
  number: number;
  state: GiveawayDrawState;
}
