import { describe, expect, it } from 'vitest';
import { demoDraws } from '../../demo/demoCatalogue';
import { optionsSummary, type TicketOptions } from '../ticketOptions';

// Thursday 26 November 2026, 8:30 pm AEST is the demo's draw 1501 when "now" is the Monday before.
const now = Date.parse('2026-11-23T00:00:00Z');
const [draw1501, draw1502] = demoDraws(now);
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
    // "Forward draw label: 0 is Next Available Draw, then 1st, 2nd and 3rd Forward Draw, then Nth."
    expect(optionsSummary(options(), draw1501, 0)).toBe('Next Available Draw: draw 1501, Thu 26 Nov 2026, 8:30 pm AEST; 1 draw');
    expect(optionsSummary(options({ drawOffset: 1, numDraws: 3 }), draw1502, 0)).toBe(
      '1st Forward Draw: draw 1502, Thu 3 Dec 2026, 8:30 pm AEST; 3 draws',
    );
  });

  it('says a recurring ticket plays every draw until cancelled', () => {
    expect(optionsSummary(options({ recurring: true }), draw1501, 0)).toMatch(/; every draw until you cancel$/);
  });

  it('lists the chosen draw days (only the selectable ones) and the weeks, or that no day is chosen yet', () => {
    // Monday-first bitmask: Monday 1, Friday 16; Sunday (64) is not selectable here.
    expect(optionsSummary(options({ days: 1 | 16 | 64, numWeeks: 2 }), draw1501, 0b0011111)).toMatch(/; Monday, Friday for 2 weeks$/);
    expect(optionsSummary(options(), draw1501, 127)).toMatch(/; no draw day chosen for 1 week$/);
  });

  it('says so when no draw is on sale', () => {
    expect(optionsSummary(options(), undefined, 0)).toBe('No draw is on sale right now.');
  });
});
