import type { Draw } from '@drawkit/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, NEXT_SUPER_JACKPOT_DRAW, openRealShop } from '../../__tests__/realShop';
import { openDraws, optionsSummary, type TicketOptions } from '../ticketOptions';

const shop = openRealShop();

// The Super Jackpot draws the real shop sells at TEST_NOW (Wednesday 11 March 2026), as the
// ticket builder gets them: the catalogue store's offer and draws, soonest first.
let nextDraw: Draw | undefined;
let secondDraw: Draw | undefined;
beforeAll(async () => {
  const { client } = createShopClient(shop);
  await client.session.getState().init();
  await client.catalogue.getState().loadOffers(['super_jackpot_lottery']);
  const { offer, draws } = client.catalogue.getState();
  const superJackpot = offer('super_jackpot_lottery');
  if (!superJackpot) throw new Error('The shop does not sell super_jackpot_lottery.');
  [nextDraw, secondDraw] = openDraws(superJackpot, draws);
});

const options = (overrides: Partial<TicketOptions> = {}): TicketOptions => ({
  drawOffset: 0,
  numDraws: 1,
  recurring: false,
  days: 0,
  numWeeks: 1,
  ...overrides,
});

describe('optionsSummary (the collapsed draw options)', () => {
  it('names the chosen draw with the spec\'s forward draw label and its AEST time, then the draws bought', () => {
    expect(nextDraw?.drawNo).toBe(NEXT_SUPER_JACKPOT_DRAW);
    // "Forward draw label: 0 is Next Available Draw, then 1st, 2nd and 3rd Forward Draw, then Nth."
    expect(optionsSummary(options(), nextDraw, 0)).toBe('Next Available Draw: draw 1534, Thu 12 Mar 2026, 8:30 pm AEST; 1 draw');
    expect(optionsSummary(options({ drawOffset: 1, numDraws: 3 }), secondDraw, 0)).toBe(
      '1st Forward Draw: draw 1535, Thu 19 Mar 2026, 8:30 pm AEST; 3 draws',
    );
  });

  it('says a recurring ticket plays every draw until cancelled', () => {
    expect(optionsSummary(options({ recurring: true }), nextDraw, 0)).toMatch(/; every draw until you cancel$/);
  });

  it('lists the chosen draw days (only the selectable ones) and the weeks, or that no day is chosen yet', () => {
    // Monday-first bitmask: Monday 1, Friday 16; Sunday (64) is not selectable here.
    expect(optionsSummary(options({ days: 1 | 16 | 64, numWeeks: 2 }), nextDraw, 0b0011111)).toMatch(/; Monday, Friday for 2 weeks$/);
    expect(optionsSummary(options(), nextDraw, 127)).toMatch(/; no draw day chosen for 1 week$/);
  });

  it('says so when no draw is on sale', () => {
    expect(optionsSummary(options(), undefined, 0)).toBe('No draw is on sale right now.');
  });
});
