/**
 * The Daily Winners programme's config (`GET /v4/config`): every section shop-specialised §3
 * lists under 'Program config sections', with the programme's copy. The premium tier is sold
 * as the seeded `membership` product offer; the free tier is joined with `PUT /membership`.
 */
import { DAILY_WINNERS_PROGRAM, DEFAULT_PROGRAM_URL, money, type ProgramConfig } from '@drawkit/contract';
import { PRICING_ID } from '../seed/catalogueData';

export const PROGRAM = DAILY_WINNERS_PROGRAM;
/** The membership product offer (and its catalogue line) that sells the premium tier. */
export const MEMBERSHIP_OFFER_KEY = 'daily_winners_premium';
export const MEMBERSHIP_LOTTERY_KEY = 'daily_winners_membership';
export const MEMBERSHIP_GAME_OFFER = 'daily_winners_premium_monthly';
/** Premium membership, $5.00 a month. */
export const PREMIUM_PRICE_CENTS = 500;
/** What a purchase of the membership offer buys: one month of premium. */
export const PREMIUM_MONTHS_PER_PURCHASE = 1;
/** Premium members' discount on charity raffle tickets, in percent. */
export const PREMIUM_RAFFLE_PERCENT_OFF = 10;
/** A member must have deposited this much before entries start (pending-deposit until then). */
export const MINIMUM_DEPOSIT_CENTS = 1000;
/** How long a member-benefits sign-on link works, and it works once. */
export const SSO_TOKEN_TTL_MS = 2 * 60 * 1000;

export const PROGRAM_CONFIG: ProgramConfig = {
  programId: PROGRAM,
  programName: 'Daily Winners',
  programUrl: DEFAULT_PROGRAM_URL,
  programLogo: '/membership-assets/logo.svg',
  titleContent: {
    title: 'Daily Winners',
    body: [
      'A free membership for Drawkit customers with a cash giveaway drawn every single day.',
      'Members are in every daily giveaway automatically, and can unlock monthly and major giveaways too.',
    ],
    ctaText: 'Join for free',
  },
  deposit: {
    title: 'Make your first deposit to start winning',
    body: [
      'Your membership starts once you have deposited at least $10.00 into your Drawkit wallet.',
      'Your deposit stays in your wallet for tickets whenever you want them; it is never spent on membership.',
    ],
    ctaText: 'Deposit now',
    minimumDeposit: money(MINIMUM_DEPOSIT_CENTS),
  },
  membershipTiers: [
    {
      tier: 'free',
      name: 'Daily Winners',
      price: money(0),
      productOfferKey: null,
      benefits: [
        'An entry in every daily $500 cash giveaway',
        'Monthly $10,000 and quarterly major giveaways, unlocked with a free tap each month',
        'Member offers from our partners',
      ],
    },
    {
      tier: 'premium',
      name: 'Daily Winners Premium',
      price: money(PREMIUM_PRICE_CENTS),
      productOfferKey: MEMBERSHIP_OFFER_KEY,
      benefits: [
        'Everything in the free membership',
        'Guaranteed entries in every monthly and major giveaway: nothing to unlock',
        'Premium-only special giveaways',
        `${PREMIUM_RAFFLE_PERCENT_OFF}% off charity raffle tickets`,
      ],
    },
  ],
  monthlyGiveaways: {
    title: 'Monthly giveaways',
    body: ['$10,000 cash drawn on the last day of every month.', 'Free members unlock their entry once a month; Premium members are always in.'],
    ctaText: 'Unlock my entry',
  },
  specialGiveaways: {
    title: 'Special giveaways',
    body: ['Holidays, cars and experiences, drawn for members a few times a year.'],
  },
  dailyGiveaways: {
    title: 'Daily giveaways',
    body: ['$500 cash drawn at 8 pm AEST every day.', 'Every member has a guaranteed entry: there is nothing to do.'],
  },
  explanationCard: {
    title: 'How Daily Winners works',
    body: [
      'Join for free and make your first deposit.',
      'You are entered into every daily giveaway automatically.',
      'Unlock the monthly and major giveaways, or go Premium to be in them all.',
      'Winners are drawn at random and cash prizes land in your wallet the same night.',
    ],
  },
  // The programme's explainer video; replace with the published one's id.
  howItWorksYoutubeId: 'Dw7kDailyWn',
  optIn: {
    title: 'Join Daily Winners',
    body: [
      'By joining you agree to the Daily Winners terms and conditions.',
      'Membership is free, and you can leave at any time from your account.',
    ],
    ctaText: 'Join now',
  },
  manageMembership: {
    title: 'Your membership',
    body: ['See your entries, unlock giveaways and manage your Premium membership.'],
    ctaText: 'Manage membership',
  },
  pastWinners: {
    title: 'Past winners',
    body: ['Every giveaway is drawn at random among members with an entry. Here are our latest winners.'],
  },
  frequentlyAskedQuestions: [
    {
      question: 'Does Daily Winners cost anything?',
      answer: 'No. The Daily Winners membership is free. Premium is optional and costs $5.00 a month.',
    },
    {
      question: 'Does Premium renew by itself?',
      answer:
        'Yes. Premium renews every month from your Drawkit wallet. You can turn renewal off at any time and keep Premium until the end of the month you paid for. If your wallet cannot cover a renewal, your membership goes back to the free tier.',
    },
    {
      question: 'How are winners drawn?',
      answer:
        'Each giveaway is drawn at its closing time by a certified random number generator among every member with an unlocked or guaranteed entry.',
    },
    {
      question: 'How do I receive a cash prize?',
      answer: 'Cash prizes are credited to your Drawkit wallet as soon as the giveaway is drawn. You can spend or withdraw them like any other funds.',
    },
    {
      question: 'What does unlocking an entry mean?',
      answer:
        'Free members are entered in the monthly and major giveaways once they unlock their entry from the giveaway page. Premium members are entered automatically.',
    },
    {
      question: 'Who can join?',
      answer: 'Drawkit customers aged 18 or over living in Australia. Some accounts, such as those with certain pricing plans, are not eligible.',
    },
  ],
  registerInterest: {
    title: 'Daily Winners is coming to your account soon',
    body: ['Daily Winners is not available for your account yet. Register your interest and we will let you know when it is.'],
    ctaText: 'Register interest',
  },
  eligiblePricingIds: [PRICING_ID],
  // Applied to the item prices in the cart and the purchase alike (memberDiscount.ts).
  discounts: [
    {
      tier: 'premium',
      description: `Premium members get ${PREMIUM_RAFFLE_PERCENT_OFF}% off raffle tickets`,
      percentOff: PREMIUM_RAFFLE_PERCENT_OFF,
      productTypes: ['raffle_ticket'],
    },
  ],
  navigationItems: {
    items: [
      { label: 'Giveaways', path: '' },
      { label: 'Winners', path: 'winners' },
      { label: 'Membership tiers', path: 'membership-tiers' },
    ],
    text: {
      anonymous: 'Win daily',
      'non-member': 'Join Daily Winners',
      draw_locked: 'Unlock your entry',
      draw_unlocked: 'Daily Winners',
    },
  },
  termsAndConditionsTranslationId: 'daily_winners_terms',
  footer: {
    disclaimerText:
      'Daily Winners giveaways are trade promotions conducted under permits NSW TP/01234, ACT TP 24/00123 and SA T24/0456. Members must be 18+ and live in Australia. Chances of winning depend on the number of entries.',
  },
  pastDrawsFilter: ['daily', 'monthly', 'major', 'special'],
  callToAction: {
    closed: 'This giveaway has closed',
    closedMember: 'This giveaway has closed. Look out for the next one',
    premium: 'You are in every giveaway with Premium',
    joinAll: 'Join free to enter',
    joinPremium: 'Go Premium to enter',
    freeLocked: 'Unlock your free entry',
  },
};
