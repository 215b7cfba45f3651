/**
 * The daily-winners part of the demo API: `GET /v4/config`, `GET /v3/customer`,
 * `PUT /v2/membership`, `GET /v3/draws`, `PUT /v3/draws/{id}`, `GET /v3/benefits`, with
 * giveaways dated from the demo clock. Stories and tests only.
 */
import type {
  ApiMessage,
  CustomerMembership,
  GiveawayDraw,
  GiveawayEntryStatus,
  GiveawayType,
  MembershipStatus,
  MembershipTier,
  ProductOffer,
  ProgramConfig,
} from '@drawkit/sdk';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const DAY = 24 * 60 * 60 * 1000;

export const demoProgramConfig: ProgramConfig = {
  programId: 'daily-winners',
  programName: 'Daily Winners',
  programUrl: 'daily-winners',
  programLogo: '',
  titleContent: {
    title: 'Daily Winners',
    body: ['A prize every day for our members, with bigger giveaways every month.'],
    ctaText: 'Join for free',
  },
  deposit: {
    title: 'One deposit to go',
    body: ['Make your first deposit of at least $10.00 to finish joining Daily Winners.'],
    ctaText: 'Make a deposit',
    minimumDeposit: aud(1000),
  },
  membershipTiers: [
    { tier: 'free', name: 'Free', price: aud(0), productOfferKey: null, benefits: ['An entry in every daily giveaway', 'Unlock monthly giveaways'] },
    {
      tier: 'premium',
      name: 'Premium',
      price: aud(500),
      productOfferKey: 'daily_winners_premium',
      benefits: ['Every entry unlocked', 'Premium-only special giveaways', 'Member benefits'],
    },
  ],
  monthlyGiveaways: { title: 'Monthly giveaways', body: ['A bigger prize every month. Unlock your entry to take part.'] },
  specialGiveaways: { title: 'Special giveaways', body: ['One-off prizes for premium members.'] },
  dailyGiveaways: { title: 'Daily giveaways', body: ['Every member is in every daily draw.'] },
  explanationCard: { title: 'How your entries work', body: ['Daily entries are guaranteed.', 'Monthly and major entries unlock with a purchase.'] },
  howItWorksYoutubeId: 'aqz-KE-bpKQ',
  optIn: { title: 'Join Daily Winners', body: ['It is free to join.'], ctaText: 'Join now' },
  manageMembership: { title: 'Your membership', body: ['See your benefits or change tier.'], ctaText: 'Member benefits' },
  pastWinners: { title: 'Past winners', body: ['Congratulations to every winner.'] },
  frequentlyAskedQuestions: [
    { question: 'Does it cost anything?', answer: 'The free tier costs nothing. Premium is $5.00 a month.' },
    { question: 'How are winners chosen?', answer: 'At random, among the entries of each giveaway.' },
  ],
  registerInterest: { title: 'Coming soon', body: ['Tell us if you are interested.'] },
  eligiblePricingIds: ['pricing_default'],
  discounts: [{ tier: 'premium', description: '10% off lotto tickets', percentOff: 10 }],
  navigationItems: {
    items: [
      { label: 'Giveaways', path: '' },
      { label: 'Winners', path: 'winners' },
    ],
    text: { anonymous: 'Daily Winners', 'non-member': 'Join Daily Winners', draw_locked: 'Unlock your entry', draw_unlocked: 'Daily Winners' },
  },
  termsAndConditionsTranslationId: 'daily-winners-terms',
  footer: { disclaimerText: 'Giveaways are drawn at random. Prizes are not transferable. 18+ only.' },
  pastDrawsFilter: ['monthly', 'daily'],
  callToAction: {
    closed: 'This giveaway has closed',
    closedMember: 'This giveaway has closed: you are in the next one',
    premium: 'You are in every giveaway',
    joinAll: 'Join for free to enter',
    joinPremium: 'Go premium to enter',
    freeLocked: 'Unlock your entry',
  },
};

interface DemoMember {
  status: MembershipStatus;
  tier: MembershipTier | null;
  updated: string | null;
  entries: Map<string, GiveawayEntryStatus>;
}

type Reply = { status: number; body: unknown };
const ok = (result: unknown): Reply => ({ status: 200, body: { result, messages: [] } });
const fail = (status: number, code: string, message: string): Reply => ({
  status,
  body: { result: null, messages: [{ message, code, level: 'error' } satisfies ApiMessage] },
});

type DemoGiveaway = Omit<GiveawayDraw, 'entryStatus' | 'permits'>;

function demoGiveaways(now: number): DemoGiveaway[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  const base = (type: GiveawayType, number: number, open: number, close: number, paid: boolean): DemoGiveaway => ({
    id: `gw-${type}-${number}`,
    externalId: type === 'preview' ? 'summer-preview' : `${type}-${number}`,
    type,
    number,
    title: { daily: 'Daily $100 giveaway', monthly: 'Monthly $5,000 giveaway', major: 'Major car giveaway', special: 'Premium holiday giveaway', preview: 'Summer giveaway preview' }[type],
    description: { daily: 'A $100 wallet credit drawn every day.', monthly: '$5,000 cash to one member.', major: 'A new hatchback.', special: 'A week on the Gold Coast.', preview: 'Coming this summer.' }[type],
    images: { mobile: '', desktop: '' },
    lockedContent: type === 'monthly' || type === 'major' ? 'Unlock your entry to take part in this giveaway.' : null,
    openTime: iso(open),
    closeTime: iso(close),
    state: paid ? 'DRAW_PAID' : 'DRAW_OPEN',
    pill: type === 'preview' ? 'Coming soon' : null,
    details: null,
    availability: 'available',
    numberOfEntriesText: type === 'daily' ? '1 entry' : '',
    giveawayTier: type === 'special' ? 'premium' : 'free',
    prizes: [{ name: { daily: '$100 credit', monthly: '$5,000 cash', major: 'Hatchback', special: 'Holiday', preview: 'To be announced' }[type], value: aud({ daily: 10_000, monthly: 500_000, major: 2_500_000, special: 800_000, preview: 0 }[type]) }],
    winners: paid ? [{ displayName: ['Sam P.', 'Alex K.', 'Jo W.'][number % 3] ?? 'Sam P.', region: ['QLD', 'NSW', 'VIC'][number % 3] ?? 'QLD', prize: { name: type === 'daily' ? '$100 credit' : '$5,000 cash', value: aud(type === 'daily' ? 10_000 : 500_000) }, isCurrentCustomer: false }] : [],
  });
  const today = Math.floor(now / DAY) * DAY;
  const list: DemoGiveaway[] = [
    base('daily', 400, today, today + DAY, false),
    base('monthly', 12, today - 10 * DAY, today + 20 * DAY, false),
    base('major', 4, today - 30 * DAY, today + 60 * DAY, false),
    base('special', 2, today - 5 * DAY, today + 25 * DAY, false),
    base('preview', 1, today + 30 * DAY, today + 60 * DAY, false),
  ];
  for (let i = 1; i <= 24; i += 1) list.push(base('daily', 400 - i, today - i * DAY, today - (i - 1) * DAY, true));
  for (let i = 1; i <= 3; i += 1) list.push(base('monthly', 12 - i, today - (30 * i + 10) * DAY, today - (30 * i - 20) * DAY, true));
  return list;
}

/** The entry a member starts with: daily guaranteed, monthly and major locked on the free tier, all unlocked on premium. */
function startingEntry(type: GiveawayType, tier: MembershipTier | null): GiveawayEntryStatus | null {
  if (type === 'preview') return null;
  if (type === 'daily') return 'guaranteed';
  if (tier === 'premium') return 'unlocked';
  if (type === 'special') return null;
  return 'locked';
}

export interface DemoMembershipOptions {
  /** The demo customer's membership at the start (default non-member). */
  status?: MembershipStatus;
  tier?: MembershipTier;
}

export function createDemoMembership(now: () => number, options: DemoMembershipOptions = {}) {
  const giveaways = demoGiveaways(now());
  const members = new Map<string, DemoMember>();
  const memberOf = (email: string): DemoMember => {
    let member = members.get(email);
    if (!member) {
      const status = options.status ?? 'non-member';
      const tier = status === 'member' ? (options.tier ?? 'free') : null;
      member = { status, tier, updated: status === 'member' ? new Date(now()).toISOString() : null, entries: new Map() };
      if (status === 'member') enter(member);
      members.set(email, member);
    }
    return member;
  };
  const enter = (member: DemoMember) => {
    for (const g of giveaways) {
      const entry = startingEntry(g.type, member.tier);
      if (entry && g.state === 'DRAW_OPEN' && !member.entries.has(g.id)) member.entries.set(g.id, entry);
    }
  };
  const view = (g: DemoGiveaway, member: DemoMember | null): GiveawayDraw => {
    const entryStatus = member?.status === 'member' ? (member.entries.get(g.id) ?? null) : null;
    return { ...g, entryStatus, permits: entryStatus === 'locked' && g.state === 'DRAW_OPEN' ? ['unlock'] : [] };
  };
  const customer = (member: DemoMember): CustomerMembership => ({
    membershipProgram: 'daily_winners',
    membershipStatus: member.status,
    membershipUpdated: member.updated,
    membershipTier: member.tier,
    eligibility: 'eligible',
    // A premium member's month renews from the wallet 30 days after the demo clock.
    renewal:
      member.tier === 'premium'
        ? { enabled: true, status: 'active', premiumUntil: new Date(now() + 30 * DAY).toISOString(), renewsAt: new Date(now() + 30 * DAY).toISOString(), price: aud(500), failureMessage: null }
        : null,
  });
  const upcoming = (member: DemoMember | null) => giveaways.filter((g) => g.state === 'DRAW_OPEN').map((g) => view(g, member));

  /** Answers a membership call, or null when `path` is not one. `email` is the signed-in customer's. */
  function route(method: string, path: string, body: any, url: URL, email: string | null): Reply | null {
    const needsSignIn = () => fail(401, 'unauthorised', 'Sorry, looks like we had some trouble verifying your login details. Please try again.');
    const member = email ? memberOf(email) : null;
    if (method === 'GET' && path === '/v4/config') return ok(demoProgramConfig);
    if (method === 'GET' && path === '/v3/draws') {
      const when = url.searchParams.get('when') ?? 'upcoming';
      const type = url.searchParams.get('type');
      const limit = Math.min(50, Number(url.searchParams.get('limit') ?? 10) || 10);
      const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
      const matching = giveaways
        .filter((g) => (when === 'past' ? g.state !== 'DRAW_OPEN' : g.state === 'DRAW_OPEN') && (!type || g.type === type))
        .sort((a, b) => (when === 'past' ? b.closeTime.localeCompare(a.closeTime) : a.closeTime.localeCompare(b.closeTime)));
      return ok({ draws: matching.slice(offset, offset + limit).map((g) => view(g, member)), limit, offset, total: matching.length });
    }
    const one = path.match(/^\/v3\/draws\/([^/]+)$/);
    if (one && method === 'GET') {
      const g = giveaways.find((d) => d.id === one[1]);
      return g ? ok(view(g, member)) : fail(404, 'not_found', 'This giveaway was not found.');
    }
    if (!member) {
      return path === '/v3/customer' || path === '/membership' || path === '/v3/benefits' || (one && method === 'PUT') ? needsSignIn() : null;
    }
    if (method === 'GET' && path === '/v3/customer') return ok(customer(member));
    if (method === 'PUT' && path === '/membership') {
      if (body?.membershipProgram !== 'daily_winners' || body?.membershipStatus !== 'member') {
        return fail(422, 'validation_failed', 'Choose the daily_winners programme to join.');
      }
      if (member.status !== 'member') {
        member.status = 'member';
        member.tier = 'free';
        member.updated = new Date(now()).toISOString();
        enter(member);
      }
      return ok(customer(member));
    }
    if (one && method === 'PUT') {
      const g = giveaways.find((d) => d.id === one[1]);
      if (!g) return fail(404, 'not_found', 'This giveaway was not found.');
      if (member.status !== 'member') return fail(403, 'forbidden', 'Join Daily Winners to unlock entries.');
      if (g.state !== 'DRAW_OPEN') return fail(422, 'giveaway_closed', 'This giveaway has closed.');
      if (member.entries.get(g.id) !== 'locked') return fail(422, 'validation_failed', 'This entry is not locked.');
      member.entries.set(g.id, 'unlocked');
      return ok({ upcomingDraws: upcoming(member) });
    }
    if (method === 'GET' && path === '/v3/benefits') {
      if (member.status !== 'member') return fail(403, 'forbidden', 'Member benefits are for Daily Winners members.');
      return ok({ ssoUrl: 'https://demo.drawkit.test/benefits/sso?token=demo' });
    }
    return null;
  }

  return { route, giveaways };
}

/** The premium tier as a product offer of type membership (the demo catalogue lists it). */
export const demoMembershipOffer: ProductOffer = {
  key: 'daily_winners_premium',
  type: 'membership',
  name: 'Daily Winners Premium',
  lotteryKey: 'daily_winners_membership',
  url: 'daily-winners/membership-tiers',
  urlAliases: [],
  availability: 'available',
  suspended: false,
  displayCategory: 'membership',
  description: 'A month of Daily Winners Premium.',
  draws: [],
  causes: [],
  gameTypes: [
    {
      key: 'standard',
      name: 'Premium membership',
      gameOffers: [
        { key: 'daily_winners_premium_monthly', name: 'One month', numberSets: [], minGames: 0, maxGames: 0, defaultEntryCount: 1, pricePerGame: aud(500), prices: [] },
      ],
    },
  ],
  recurringPurchase: { type: 'subscription', availability: 'never' },
  drawDays: 0,
  branding: { primaryColour: '#5b2a86', secondaryColour: '#f3c623' },
};
