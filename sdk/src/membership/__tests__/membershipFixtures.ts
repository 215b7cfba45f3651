/** A programme config and giveaways shaped like `GET /v4/config` and `GET /v3/draws` answers. */
import type { GiveawayDraw, GiveawayPage, ProgramConfig } from '@drawkit/contract';

const content = (title: string) => ({ title, body: [`${title} copy.`] });

export const programConfig: ProgramConfig = {
  programId: 'dw_1',
  programName: 'Daily Winners',
  programUrl: 'daily-winners',
  programLogo: '/daily-winners/logo.svg',
  titleContent: { title: 'Daily Winners', body: ['A prize every day for members.'], ctaText: 'Join for free' },
  deposit: { ...content('Make a deposit to finish joining'), minimumDeposit: { amount: 1000, currency: 'AUD' } },
  membershipTiers: [
    { tier: 'free', name: 'Free', price: { amount: 0, currency: 'AUD' }, productOfferKey: null, benefits: ['Daily giveaways'] },
    { tier: 'premium', name: 'Premium', price: { amount: 500, currency: 'AUD' }, productOfferKey: 'daily_winners_premium', benefits: ['Every giveaway unlocked'] },
  ],
  monthlyGiveaways: content('Monthly giveaways'),
  specialGiveaways: content('Special giveaways'),
  dailyGiveaways: content('Daily giveaways'),
  explanationCard: content('How entries work'),
  howItWorksYoutubeId: 'dQw4w9WgXcQ',
  optIn: content('Opt in'),
  manageMembership: content('Manage membership'),
  pastWinners: content('Past winners'),
  frequentlyAskedQuestions: [{ question: 'Is it free?', answer: 'Yes, the free tier costs nothing.' }],
  registerInterest: content('Register interest'),
  eligiblePricingIds: ['pricing_default'],
  discounts: [],
  navigationItems: {
    items: [{ label: 'Programme', path: '' }, { label: 'Winners', path: 'winners' }],
    text: { anonymous: 'Daily Winners', 'non-member': 'Join Daily Winners', draw_locked: 'Unlock your entry', draw_unlocked: 'Daily Winners' },
  },
  termsAndConditionsTranslationId: 'daily-winners-terms',
  footer: { disclaimerText: 'Prizes are drawn at random.' },
  pastDrawsFilter: ['monthly', 'daily'],
  callToAction: {
    closed: 'This giveaway has closed',
    closedMember: 'This giveaway has closed. See you in the next one',
    premium: 'You are in every giveaway',
    joinAll: 'Join free to enter',
    joinPremium: 'Go premium to enter',
    freeLocked: 'Unlock your entry',
  },
};

export function giveaway(overrides: Partial<GiveawayDraw> = {}): GiveawayDraw {
  const type = overrides.type ?? 'monthly';
  const number = overrides.number ?? 7;
  return {
    id: `gw_${type}_${number}`,
    externalId: `ext_${type}_${number}`,
    type,
    number,
    title: `${type} giveaway ${number}`,
    description: 'Win a car.',
    images: { mobile: '/m.jpg', desktop: '/d.jpg' },
    lockedContent: 'Unlock to see more.',
    openTime: '2026-11-01T00:00:00.000Z',
    closeTime: '2026-11-30T13:00:00.000Z',
    state: 'DRAW_OPEN',
    pill: null,
    details: null,
    availability: 'available',
    permits: ['unlock'],
    entryStatus: 'locked',
    numberOfEntriesText: '1 entry',
    giveawayTier: 'free',
    prizes: [{ name: 'Car', value: { amount: 3_000_000, currency: 'AUD' } }],
    winners: [],
    ...overrides,
  };
}

export function page(draws: GiveawayDraw[], offset = 0, total = draws.length, limit = 10): GiveawayPage {
  return { draws, limit, offset, total };
}
