/** Wire-shaped test data (camelCase here; the fake server sends it snake_case). */
import type {
  Capabilities,
  Cart,
  CartItem,
  CustomerOverview,
  GameOffer,
  LoginResult,
  LotteryDraw,
  PartnerCart,
  ProductOffer,
  Receipt,
  SiteConfig,
} from '@drawkit/contract';

export const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

export const siteConfig: SiteConfig = {
  locale: 'en-AU',
  currency: 'AUD',
  timeZone: 'Australia/Brisbane',
  defaultPricingId: 'pricing_default',
  defaultSegment: 'default',
  sessionTimeoutSeconds: 1800,
  minimumAge: 18,
  walletPurchase: true,
  precartDrawer: false,
  heartbeat: false,
};

export const capabilities: Capabilities = {
  defaultSegment: 'default',
  segments: [
    { name: 'default', capabilities: ['commercial-lotteries', 'partner-purchase'] },
    { name: 'vip', capabilities: ['commercial-lotteries', 'wallet-withdrawal'] },
  ],
};

export const powerballOffer: GameOffer = {
  key: 'super_jackpot_standard',
  name: 'Standard',
  numberSets: [
    { name: 'Numbers', count: 7, min: 1, max: 35, unique: true, ordered: false },
    { name: 'Powerball', count: 1, min: 1, max: 20, unique: true, ordered: false },
  ],
  minGames: 1,
  maxGames: 50,
  defaultEntryCount: 18,
  pricePerGame: aud(170),
  prices: [{ games: 18, price: aud(2880) }],
};

export const cartItem: CartItem = {
  id: 'item_1',
  description: 'Super Jackpot, 1 game',
  quantity: 1,
  unitPrice: aud(170),
  totalPrice: aud(170),
  productType: 'lottery_ticket',
  lotteryKey: 'super_jackpot_lottery',
  lottery: 'Super Jackpot',
  gameType: 'standard',
  gameOffer: 'super_jackpot_standard',
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }],
  numDraws: 1,
  numGames: 1,
  quickpick: false,
  drawDate: '2026-11-26T10:30:00.000Z',
  drawNo: 1501,
  drawEncodedIds: ['d_1501'],
  favourite: false,
  hasFavouriteNumbers: false,
  recurringPurchase: { enabled: false, type: null, availability: null },
  causeKey: null,
  numRaffleTickets: null,
};

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    cartReference: 'anon_ref_1',
    customerId: null,
    cartItems: [],
    autoRemovedItems: [],
    cartTotal: aud(0),
    preOrderTotal: aud(0),
    requiresUnattendedPaymentMethod: false,
    blockedReasons: {},
    showRegulation: false,
    ...overrides,
  };
}

export function partnerCart(overrides: Partial<PartnerCart> = {}): PartnerCart {
  return { ...cart({ cartReference: 'pcart_1' }), partnerSlug: 'demo-partner', ...overrides };
}

export function loginResult(n = 1): LoginResult {
  return {
    accessToken: `access.token-${n}`,
    refreshToken: `refresh_${n}`,
    expiresIn: 900,
    customer: {
      customerId: 'cust_1',
      customerToken: 'ctok_1',
      sessionId: 'sess_1',
      pricingId: 'pricing_default',
      segmentName: 'default',
      isNewSignup: false,
    },
  };
}

export const customer: CustomerOverview = {
  id: 'cust_1',
  firstname: 'Demo',
  lastname: 'Customer',
  email: 'demo@drawkit.test',
  state: 'QLD',
  balance: aud(5000),
  availableFunds: aud(5000),
  withdrawableFunds: aud(5000),
  pricingId: 'pricing_default',
  segmentName: 'vip',
  forcePasswordChange: false,
  accountUpgrade: false,
  isVerified: true,
  addressConfirmationRequired: false,
  emailAddressConfirmationRequired: false,
  favouriteNumbers: {},
};

export function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    checkoutId: 'chk_1',
    status: 'completed',
    createdAt: '2026-11-20T01:00:00.000Z',
    total: aud(170),
    paidFromWallet: aud(170),
    paidByCard: aud(0),
    card: null,
    walletBalanceAfter: aud(4830),
    partnerSlug: null,
    channelKey: 'web',
    orders: [],
    ...overrides,
  };
}

export function lotteryDraw(overrides: Partial<LotteryDraw> = {}): LotteryDraw {
  return {
    drawId: 'd_1501',
    drawNo: 1501,
    lotteryKey: 'super_jackpot_lottery',
    status: 'DRAW_OPEN',
    stop: '2026-11-26T09:30:00.000Z',
    drawDate: '2026-11-26T10:30:00.000Z',
    prizePool: aud(2_000_000_000),
    prizePoolSuffix: '',
    isPrizePoolUnknown: false,
    ...overrides,
  };
}

export const productOffer: ProductOffer = {
  key: 'super_jackpot_lottery',
  type: 'lottery_ticket',
  name: 'Super Jackpot',
  lotteryKey: 'super_jackpot_lottery',
  url: '/super-jackpot',
  urlAliases: [],
  availability: 'available',
  suspended: false,
  displayCategory: 'jackpot',
  description: '',
  draws: ['d_1500', 'd_1502', 'd_1501'],
  causes: [],
  gameTypes: [{ key: 'standard', name: 'Standard', gameOffers: [powerballOffer] }],
  recurringPurchase: { type: 'autoplay', availability: 'optional' },
  drawDays: 8,
  branding: { primaryColour: '#000', secondaryColour: '#fff' },
};
