import type { GiveawayDraw } from '@drawkit/sdk';

/** An open monthly giveaway with a locked entry, for stories and tests. */
export function giveawayFixture(overrides: Partial<GiveawayDraw> = {}): GiveawayDraw {
  return {
    id: 'gw-monthly-12',
    externalId: 'monthly-12',
    type: 'monthly',
    number: 12,
    title: 'Monthly $5,000 giveaway',
    description: '$5,000 cash to one member.',
    images: { mobile: '', desktop: '' },
    lockedContent: 'Unlock your entry to take part in this giveaway.',
    openTime: '2026-11-01T00:00:00.000Z',
    closeTime: '2099-12-01T00:00:00.000Z',
    state: 'DRAW_OPEN',
    pill: null,
    details: null,
    availability: 'available',
    permits: ['unlock'],
    entryStatus: 'locked',
    numberOfEntriesText: '',
    giveawayTier: 'free',
    prizes: [{ name: '$5,000 cash', value: { amount: 500_000, currency: 'AUD' } }],
    winners: [],
    ...overrides,
  };
}
