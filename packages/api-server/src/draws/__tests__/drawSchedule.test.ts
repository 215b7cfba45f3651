import { describe, expect, it } from 'vitest';
import { DAYS } from '../../seed/catalogueData';
import { drawId, drawSlots } from '../drawSchedule';

const thursdays = { drawDays: DAYS.thu, everyWeeks: 1, baseDrawNo: 1000 };

describe('draw schedule', () => {
  it('draws at 8:30 pm AEST on the lottery’s days and stops sales an hour before', () => {
    const slots = drawSlots(thursdays, new Date('2026-03-09T00:00:00Z'), new Date('2026-03-23T00:00:00Z'));
    expect(slots.map((s) => s.drawAt.toISOString())).toEqual(['2026-03-12T10:30:00.000Z', '2026-03-19T10:30:00.000Z']);
    expect(slots[0]?.stopAt.toISOString()).toBe('2026-03-12T09:30:00.000Z');
  });

  it('numbers consecutive draws consecutively, the same from any starting point', () => {
    const all = drawSlots(thursdays, new Date('2026-01-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z'));
    const later = drawSlots(thursdays, new Date('2026-02-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z'));
    expect(all.slice(1).every((slot, i) => slot.drawNo === all[i]!.drawNo + 1)).toBe(true);
    expect(later[0]).toEqual(all.find((s) => s.drawAt.getTime() === later[0]!.drawAt.getTime()));
  });

  it('numbers daily and multi-day schedules by draw, and skips weeks of a fortnightly raffle', () => {
    const daily = drawSlots({ drawDays: DAYS.daily, everyWeeks: 1, baseDrawNo: 1 }, new Date('2026-03-09T00:00:00Z'), new Date('2026-03-16T00:00:00Z'));
    expect(daily).toHaveLength(7);
    expect(daily.slice(1).every((slot, i) => slot.drawNo === daily[i]!.drawNo + 1)).toBe(true);
    const fortnightly = drawSlots({ drawDays: DAYS.sun, everyWeeks: 2, baseDrawNo: 1 }, new Date('2026-03-01T00:00:00Z'), new Date('2026-05-01T00:00:00Z'));
    const gaps = fortnightly.slice(1).map((slot, i) => (slot.drawAt.getTime() - fortnightly[i]!.drawAt.getTime()) / 86_400_000);
    expect(new Set(gaps)).toEqual(new Set([14]));
    expect(fortnightly.slice(1).every((slot, i) => slot.drawNo === fortnightly[i]!.drawNo + 1)).toBe(true);
  });

  it('uses the AEST calendar day: a Thursday draw is still Thursday at 20:30 AEST', () => {
    const [slot] = drawSlots(thursdays, new Date('2026-03-12T00:00:00Z'), new Date('2026-03-13T00:00:00Z'));
    // 10:30 UTC is 20:30 in Brisbane.
    expect(slot?.drawAt.toLocaleString('en-AU', { timeZone: 'Australia/Brisbane', weekday: 'long', hour: 'numeric', minute: '2-digit' })).toBe(
      'Thursday 8:30 pm',
    );
  });

  it('names draws by lottery and number', () => {
    expect(drawId('super_jackpot_lottery', 1571)).toBe('super_jackpot_lottery-1571');
  });
});
