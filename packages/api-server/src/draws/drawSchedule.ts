/**
 * Draw schedules: a lottery draws on some days of the week (every week, or every few weeks
 * for raffles) at 8:30 pm AEST, and sales stop an hour before. Draw numbers come from the slot's
 * position after a fixed anchor, so every server process numbers the same slot the same way.
 */

/** AEST is UTC+10 all year (Australia/Brisbane has no daylight saving). */
const AEST_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const DRAW_TIME_AEST = { hour: 20, minute: 30 } as const;
export const SALES_STOP_MINUTES = 60;
/** Monday 1 January 2024 (AEST); slot numbering starts here. */
const ANCHOR_DAY = Date.UTC(2024, 0, 1) / DAY_MS;

export interface DrawScheduleRule {
  /** Monday-to-Sunday bitmask, bit 0 is Monday. */
  drawDays: number;
  everyWeeks: number;
  baseDrawNo: number;
}

export interface DrawSlot {
  drawNo: number;
  drawAt: Date;
  stopAt: Date;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let bit = 0; bit < 7; bit += 1) if (mask & (1 << bit)) count += 1;
  return count;
}

/** The AEST calendar day (days since the epoch) an instant falls on. */
function aestDay(instant: Date): number {
  return Math.floor((instant.getTime() + AEST_OFFSET_MS) / DAY_MS);
}

function slotOnDay(rule: DrawScheduleRule, day: number): DrawSlot | null {
  const sinceAnchor = day - ANCHOR_DAY;
  if (sinceAnchor < 0) return null;
  const week = Math.floor(sinceAnchor / 7);
  const weekday = sinceAnchor % 7;
  if (!(rule.drawDays & (1 << weekday)) || week % rule.everyWeeks !== 0) return null;
  const drawsPerCycle = bitCount(rule.drawDays);
  const drawNo =
    rule.baseDrawNo + Math.floor(week / rule.everyWeeks) * drawsPerCycle + bitCount(rule.drawDays & ((1 << weekday) - 1));
  const drawAt = new Date(day * DAY_MS - AEST_OFFSET_MS + (DRAW_TIME_AEST.hour * 60 + DRAW_TIME_AEST.minute) * 60_000);
  const stopAt = new Date(drawAt.getTime() - SALES_STOP_MINUTES * 60_000);
  return { drawNo, drawAt, stopAt };
}

/** Every slot whose draw time lies in [from, to), in time order. */
export function drawSlots(rule: DrawScheduleRule, from: Date, to: Date): DrawSlot[] {
  const slots: DrawSlot[] = [];
  for (let day = aestDay(from); day <= aestDay(to); day += 1) {
    const slot = slotOnDay(rule, day);
    if (slot && slot.drawAt >= from && slot.drawAt < to) slots.push(slot);
  }
  return slots;
}

export function drawId(lotteryKey: string, drawNo: number): string {
  return `${lotteryKey}-${drawNo}`;
}
