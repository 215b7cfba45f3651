import type { GiveawayDraw } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { giveaway, programConfig } from '../../membership/__tests__/membershipFixtures';
import { canOpenDailyWinnersPage, dailyWinnersCapabilities } from '../membershipRoutes';
import { majorEntryStatusOf, membershipNavigationState, membershipNavigationText, showsMembershipNavigationDot } from '../membershipNavigation';
import { giveawayHasEnded, stickyCallToActionKey, stickyCallToActionText } from '../stickyCallToAction';

const NOW = Date.parse('2026-11-22T00:00:00.000Z');
const signedOut = { isAuthenticated: false, membershipStatus: null, majorEntryStatus: null } as const;
const nonMember = { isAuthenticated: true, membershipStatus: 'non-member', majorEntryStatus: null } as const;
const lockedMember = { isAuthenticated: true, membershipStatus: 'member', majorEntryStatus: 'locked' } as const;
const unlockedMember = { isAuthenticated: true, membershipStatus: 'member', majorEntryStatus: 'unlocked' } as const;

describe('"Navigation text by status: anonymous, non-member, draw_locked, draw_unlocked" (shop-specialised §4)', () => {
  it('picks the status from the session, the membership and the major entry', () => {
    expect(membershipNavigationState(signedOut)).toBe('anonymous');
    expect(membershipNavigationState(nonMember)).toBe('non-member');
    expect(membershipNavigationState({ ...nonMember, membershipStatus: 'pending-deposit' })).toBe('non-member');
    expect(membershipNavigationState(lockedMember)).toBe('draw_locked');
    expect(membershipNavigationState(unlockedMember)).toBe('draw_unlocked');
    expect(membershipNavigationState({ ...unlockedMember, majorEntryStatus: 'guaranteed' })).toBe('draw_unlocked');
    expect(membershipNavigationState({ ...unlockedMember, majorEntryStatus: null })).toBe('draw_unlocked');
  });

  it('reads the text for that status from the config', () => {
    expect(membershipNavigationText(programConfig, nonMember)).toBe('Join Daily Winners');
    expect(membershipNavigationText(programConfig, lockedMember)).toBe('Unlock your entry');
  });

  it('the major entry is the open major giveaway\'s, closing first', () => {
    const draws: GiveawayDraw[] = [
      giveaway({ type: 'monthly', entryStatus: 'locked' }),
      giveaway({ type: 'major', number: 2, closeTime: '2027-02-01T00:00:00.000Z', entryStatus: 'unlocked' }),
      giveaway({ type: 'major', number: 1, closeTime: '2026-12-01T00:00:00.000Z', entryStatus: 'locked' }),
      giveaway({ type: 'major', number: 0, state: 'DRAW_PAID', entryStatus: 'unlocked' }),
    ];
    expect(majorEntryStatusOf(draws)).toBe('locked');
    expect(majorEntryStatusOf([giveaway({ type: 'daily' })])).toBeNull();
  });
});

describe('"The membership navigation item shows a dot when the membership page is not yet visited and the customer is a non-member or logged out, or is a member whose major entry status is locked"', () => {
  it('shows the dot before the first visit to a logged-out visitor, a non-member and a member with a locked major entry', () => {
    expect(showsMembershipNavigationDot({ ...signedOut, visited: false })).toBe(true);
    expect(showsMembershipNavigationDot({ ...nonMember, visited: false })).toBe(true);
    expect(showsMembershipNavigationDot({ ...lockedMember, visited: false })).toBe(true);
  });

  it('no dot for a member whose major entry is unlocked or guaranteed', () => {
    expect(showsMembershipNavigationDot({ ...unlockedMember, visited: false })).toBe(false);
    expect(showsMembershipNavigationDot({ ...unlockedMember, majorEntryStatus: 'guaranteed', visited: false })).toBe(false);
  });

  it('no dot once the page has been visited', () => {
    for (const input of [signedOut, nonMember, lockedMember, unlockedMember]) {
      expect(showsMembershipNavigationDot({ ...input, visited: true })).toBe(false);
    }
  });
});

describe('"Sticky call-to-action text rules" (shop-specialised §4)', () => {
  const open = (overrides: Partial<GiveawayDraw> = {}) => giveaway({ state: 'DRAW_OPEN', closeTime: '2026-12-01T00:00:00.000Z', ...overrides });
  const key = (g: GiveawayDraw, membershipStatus: 'member' | 'non-member' | 'pending-deposit' | null, membershipTier: 'free' | 'premium' | null) =>
    stickyCallToActionKey({ giveaway: g, membershipStatus, membershipTier, now: NOW });

  it('"ended draw gives a closed text (member variant if member)"', () => {
    expect(key(open({ state: 'DRAW_CLOSED' }), 'non-member', null)).toBe('closed');
    expect(key(open({ state: 'DRAW_PAID' }), null, null)).toBe('closed');
    expect(key(open({ state: 'DRAW_PAID' }), 'member', 'premium')).toBe('closedMember');
    // Past its close time it has ended even if the server has not closed it yet.
    expect(giveawayHasEnded(open({ closeTime: '2026-11-21T00:00:00.000Z' }), NOW)).toBe(true);
    expect(key(open({ closeTime: '2026-11-21T00:00:00.000Z' }), 'member', 'free')).toBe('closedMember');
  });

  it('"premium tier gives the premium text"', () => {
    expect(key(open({ giveawayTier: 'free' }), 'member', 'premium')).toBe('premium');
    expect(key(open({ giveawayTier: 'premium', entryStatus: 'locked' }), 'member', 'premium')).toBe('premium');
  });

  it('"non-member with free giveaway gives joinAll; non-member with premium giveaway gives joinPremium"', () => {
    expect(key(open({ giveawayTier: 'free' }), 'non-member', null)).toBe('joinAll');
    expect(key(open({ giveawayTier: 'premium' }), 'non-member', null)).toBe('joinPremium');
    // Signed out and pending-deposit customers are not members yet.
    expect(key(open({ giveawayTier: 'free' }), null, null)).toBe('joinAll');
    expect(key(open({ giveawayTier: 'premium' }), 'pending-deposit', null)).toBe('joinPremium');
  });

  it('"free tier with free giveaway gives freeLocked if monthly or major and locked, else joinPremium"', () => {
    expect(key(open({ type: 'monthly', entryStatus: 'locked' }), 'member', 'free')).toBe('freeLocked');
    expect(key(open({ type: 'major', entryStatus: 'locked' }), 'member', 'free')).toBe('freeLocked');
    expect(key(open({ type: 'monthly', entryStatus: 'unlocked' }), 'member', 'free')).toBe('joinPremium');
    expect(key(open({ type: 'daily', entryStatus: 'locked' }), 'member', 'free')).toBe('joinPremium');
    expect(key(open({ type: 'daily', entryStatus: 'guaranteed' }), 'member', 'free')).toBe('joinPremium');
  });

  it('"free tier with premium giveaway gives joinPremium"', () => {
    expect(key(open({ type: 'monthly', giveawayTier: 'premium', entryStatus: 'locked' }), 'member', 'free')).toBe('joinPremium');
  });

  it('gives the config\'s text for the key', () => {
    expect(stickyCallToActionText(programConfig, { giveaway: open(), membershipStatus: 'member', membershipTier: 'free', now: NOW })).toEqual({
      key: 'freeLocked',
      text: 'Unlock your entry',
    });
  });
});

describe('daily-winners route gate (shop-specialised §2)', () => {
  it('"Need the membership-programme capability; tiers also needs the membership-purchase capability"', () => {
    const only = (...names: string[]) => (capability: string) => names.includes(capability);
    expect(dailyWinnersCapabilities('winners')).toEqual(['membership-programme']);
    for (const page of ['programme', 'winners', 'deposit', 'giveaway'] as const) {
      expect(canOpenDailyWinnersPage(page, only('membership-programme'))).toBe(true);
      expect(canOpenDailyWinnersPage(page, only('membership-purchase'))).toBe(false);
    }
    expect(canOpenDailyWinnersPage('membership-tiers', only('membership-programme'))).toBe(false);
    expect(canOpenDailyWinnersPage('membership-tiers', only('membership-purchase'))).toBe(false);
    expect(canOpenDailyWinnersPage('membership-tiers', only('membership-programme', 'membership-purchase'))).toBe(true);
  });
});
