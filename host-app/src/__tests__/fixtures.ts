import type { Capabilities, Cart, CartItem, LotteryDraw, ProductOffer } from '@drawkit/sdk';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

export function lotteryOffer(key: string, name: string, drawId: string): ProductOffer {
  return {
    key,
    type: 'lottery_ticket',
    name,
    lotteryKey: key,
    url: `/${key}`,
    urlAliases: [],
    availability: 'available',
    suspended: false,
    displayCategory: 'lotteries',
    description: `${name} draws every week.`,
    draws: [drawId],
    causes: [],
    gameTypes: [],
    recurringPurchase: { type: 'autoplay', availability: 'optional' },
    drawDays: 8,
    branding: { primaryColour: '#0b5cad', secondaryColour: '#f4b400' },
  };
}

export function openDraw(drawId: string, lotteryKey: string, prizePoolCents: number | null): LotteryDraw {
  return {
    drawId,
    drawNo: 1501,
    lotteryKey,
    status: 'DRAW_OPEN',
    stop: '2026-11-26T09:30:00.000Z',
    drawDate: '2026-11-26T10:30:00.000Z',
    prizePool: prizePoolCents === null ? null : aud(prizePoolCents),
    prizePoolSuffix: '',
    isPrizePoolUnknown: prizePoolCents === null,
  };
}

export const SUPER_JACKPOT = lotteryOffer('super_jackpot_lottery', 'Super Jackpot', 'draw-sj-1501');
export const MONDAY_LOTTO = lotteryOffer('monday_lotto', 'Monday Lotto', 'draw-ml-1501');
export const DRAWS = {
  'draw-sj-1501': openDraw('draw-sj-1501', 'super_jackpot_lottery', 2_050_000_000),
  'draw-ml-1501': openDraw('draw-ml-1501', 'monday_lotto', null),
};

export const CAPABILITIES: Capabilities = {
  defaultSegment: 'default',
  segments: [
    { name: 'default', capabilities: ['partner-purchase', 'wallet-balance', 'commercial-lotteries', 'responsible-gambling'] },
  ],
};

export function cartItem(id: string): CartItem {
  return {
    id,
    description: 'Super Jackpot, 1 game',
    quantity: 1,
    unitPrice: aud(150),
    totalPrice: aud(150),
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
    drawEncodedIds: ['draw-sj-1501'],
    favourite: false,
    hasFavouriteNumbers: false,
    recurringPurchase: { enabled: false, type: null, availability: null },
    causeKey: null,
    numRaffleTickets: null,
  };
}

export function cartWith(itemCount: number): Cart {
  const items = Array.from({ length: itemCount }, (_, i) => cartItem(`item-${i + 1}`));
  return {
    cartReference: 'cart-ref-1',
    customerId: null,
    cartItems: items,
    autoRemovedItems: [],
    cartTotal: aud(150 * itemCount),
    preOrderTotal: aud(0),
    requiresUnattendedPaymentMethod: false,
    blockedReasons: {},
    showRegulation: false,
  };
}
