/**
 * Canned shop data for stories and tests: the seed's Super Jackpot (7 Numbers 1–35 and 1
 * Powerball 1–20, Thursdays) sold by the demo partner. Not part of the published package.
 */
import type {
  Capabilities,
  CustomerOverview,
  GameOffer,
  LotteryDraw,
  Money,
  Partner,
  PaymentMethod,
  ProductOffer,
  SiteConfig,
} from '@drawkit/sdk';
import { superJackpotGameTypes } from './demoGameTypes';

export const aud = (amount: number): Money => ({ amount, currency: 'AUD' });

export const DEMO_EMAIL = 'demo@drawkit.test';
export const DEMO_PASSWORD = 'drawkit-demo-1';
/** Sandbox cards as on the server: this one is declined, any other valid number succeeds. */
export const DECLINED_CARD = '4000000000000002';

export const superJackpotStandard: GameOffer = {
  key: 'super_jackpot_standard',
  name: 'Standard',
  numberSets: [
    { name: 'Numbers', count: 7, min: 1, max: 35, unique: true, ordered: false },
    { name: 'Powerball', count: 1, min: 1, max: 20, unique: true, ordered: false },
  ],
  minGames: 1,
  maxGames: 12,
  defaultEntryCount: 2,
  pricePerGame: aud(150),
  prices: [],
};

/** The next Thursday 8:30 pm AEST (10:30 UTC) after `now`, and its sales stop an hour before. */
export function nextThursdayDraw(now: number, weeksAhead = 0): { drawDate: string; stop: string } {
  const date = new Date(now);
  date.setUTCHours(10, 30, 0, 0);
  const daysToThursday = (4 - date.getUTCDay() + 7) % 7;
  date.setUTCDate(date.getUTCDate() + daysToThursday + 7 * weeksAhead);
  if (date.getTime() - 3_600_000 <= now) date.setUTCDate(date.getUTCDate() + 7);
  return { drawDate: date.toISOString(), stop: new Date(date.getTime() - 3_600_000).toISOString() };
}

export function demoDraws(now: number): LotteryDraw[] {
  return [0, 1].map((week) => ({
    drawId: `draw-${1501 + week}`,
    drawNo: 1501 + week,
    lotteryKey: 'super_jackpot_lottery',
    status: 'DRAW_OPEN',
    ...nextThursdayDraw(now, week),
    prizePool: week === 0 ? aud(2_050_000_000) : null,
    prizePoolSuffix: '',
    isPrizePoolUnknown: week !== 0,
  }));
}

export function demoOffers(draws: LotteryDraw[]): ProductOffer[] {
  return [
    {
      key: 'super_jackpot_lottery',
      type: 'lottery_ticket',
      name: 'Super Jackpot',
      lotteryKey: 'super_jackpot_lottery',
      url: '/super-jackpot',
      urlAliases: [],
      availability: 'available',
      suspended: false,
      displayCategory: 'jackpot',
      description: 'Seven numbers from 35 and one Powerball from 20, drawn every Thursday.',
      draws: draws.map((d) => d.drawId),
      causes: [],
      gameTypes: [{ key: 'standard', name: 'Standard', gameOffers: [superJackpotStandard] }, ...superJackpotGameTypes()],
      recurringPurchase: { type: 'autoplay', availability: 'optional' },
      drawDays: 8,
      branding: { primaryColour: '#1a56db', secondaryColour: '#ffffff' },
    },
  ];
}

export const demoPartner: Partner = {
  slug: 'demo-partner',
  key: 'demo_partner',
  name: 'Demo Partner',
  channels: [{ channelKey: 'demo_partner_web' }],
  productOfferKeys: ['super_jackpot_lottery'],
  branding: { primaryColour: '#0e7c66', logoText: 'Demo Partner Lotto' },
};

export const demoConfig: SiteConfig = {
  locale: 'en-AU',
  currency: 'AUD',
  timeZone: 'Australia/Brisbane',
  defaultPricingId: 'pricing_default',
  defaultSegment: 'default',
  sessionTimeoutSeconds: 3600,
  minimumAge: 18,
  walletPurchase: true,
  precartDrawer: false,
  heartbeat: false,
};

export const demoCapabilities: Capabilities = {
  defaultSegment: 'default',
  segments: [{ name: 'default', capabilities: ['commercial-lotteries', 'partner-purchase', 'wallet-balance', 'membership-programme', 'membership-purchase', 'pre-cart-recommended-draws', 'placements'] }],
};

export function demoCustomer(balanceCents: number, email = DEMO_EMAIL): CustomerOverview {
  return {
    id: 'cust-demo',
    firstname: 'Demo',
    lastname: 'Customer',
    email,
    state: 'QLD',
    balance: aud(balanceCents),
    availableFunds: aud(balanceCents),
    withdrawableFunds: aud(balanceCents),
    pricingId: 'pricing_default',
    segmentName: 'default',
    forcePasswordChange: false,
    accountUpgrade: false,
    isVerified: true,
    addressConfirmationRequired: false,
    emailAddressConfirmationRequired: false,
    favouriteNumbers: {},
  };
}

export function demoPaymentMethods(balanceCents: number): PaymentMethod[] {
  return [
    {
      id: 'wallet',
      type: 'wallet',
      name: 'Wallet',
      enabled: true,
      minAmount: aud(1),
      maxAmount: aud(1_000_000),
      requiresSecurityCode: false,
      balance: aud(balanceCents),
    },
    {
      id: 'card',
      type: 'card',
      name: 'Card',
      enabled: true,
      minAmount: aud(1),
      maxAmount: aud(1_000_000),
      requiresSecurityCode: true,
    },
    {
      id: 'paypal',
      type: 'paypal',
      name: 'PayPal',
      enabled: true,
      minAmount: aud(1),
      maxAmount: aud(1_000_000),
      requiresSecurityCode: false,
    },
  ];
}
