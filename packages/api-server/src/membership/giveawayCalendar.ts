/**
 * The giveaway calendar: a daily giveaway every AEST day, a monthly one per calendar month and
 * a major one per quarter, each open from the start of its period until 8 pm AEST on its last
 * day, when it is drawn. Numbers count periods from January 2024, so every process numbers the
 * same period the same way and (programme, type, number) identifies a giveaway.
 */
import type { GiveawayPrizeRow, GiveawayTypeValue, giveawayDraws } from '../db/schema';
import { PROGRAM } from './programConfig';

/** AEST is UTC+10 all year (the shop's time zone, Australia/Brisbane). */
const AEST_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Giveaways close and are drawn at 8 pm AEST. */
const CLOSE_HOUR_AEST = 20;
const ANCHOR_YEAR = 2024;

export type ScheduledType = Extract<GiveawayTypeValue, 'daily' | 'monthly' | 'major'>;
export const SCHEDULED_TYPES: readonly ScheduledType[] = ['daily', 'monthly', 'major'];

export type GiveawayInsert = typeof giveawayDraws.$inferInsert;

export interface GiveawayPeriod {
  type: ScheduledType;
  number: number;
  openAt: Date;
  closeAt: Date;
}

/** Midnight AEST of a calendar date, as an instant. */
function aestMidnight(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day) - AEST_OFFSET_MS);
}

function aestDate(instant: Date): { year: number; month: number; day: number } {
  const shifted = new Date(instant.getTime() + AEST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** The period of `type` that `instant` falls in (its number, opening and closing time). */
export function periodAt(type: ScheduledType, instant: Date): GiveawayPeriod {
  const { year, month, day } = aestDate(instant);
  if (type === 'daily') {
    const openAt = aestMidnight(year, month, day);
    const number = Math.round((openAt.getTime() - aestMidnight(ANCHOR_YEAR, 0, 1).getTime()) / DAY_MS) + 1;
    return { type, number, openAt, closeAt: new Date(openAt.getTime() + CLOSE_HOUR_AEST * 60 * 60 * 1000) };
  }
  const months = type === 'monthly' ? 1 : 3;
  const firstMonth = month - (month % months);
  const openAt = aestMidnight(year, firstMonth, 1);
  const lastDay = new Date(aestMidnight(year, firstMonth + months, 1).getTime() - DAY_MS);
  const closeAt = new Date(lastDay.getTime() + CLOSE_HOUR_AEST * 60 * 60 * 1000);
  const number = ((year - ANCHOR_YEAR) * 12 + firstMonth) / months + 1;
  return { type, number, openAt, closeAt };
}

/** The period after `period` (the next day, month or quarter). */
export function nextPeriod(period: GiveawayPeriod): GiveawayPeriod {
  const afterClose = new Date(period.closeAt.getTime() + 5 * 60 * 60 * 1000);
  return periodAt(period.type, afterClose);
}

/** The period before `period`. */
export function previousPeriod(period: GiveawayPeriod): GiveawayPeriod {
  return periodAt(period.type, new Date(period.openAt.getTime() - 60 * 60 * 1000));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function label(period: GiveawayPeriod): string {
  const { year, month, day } = aestDate(period.openAt);
  if (period.type === 'daily') return `${day} ${MONTHS[month]} ${year}`;
  if (period.type === 'monthly') return `${MONTHS[month]} ${year}`;
  return `Q${Math.floor(month / 3) + 1} ${year}`;
}

export function giveawayId(type: GiveawayTypeValue, number: number): string {
  return `${PROGRAM}-${type}-${number}`;
}

export function assetImages(name: string): { mobile: string; desktop: string } {
  return { mobile: `/membership-assets/${name}-mobile.svg`, desktop: `/membership-assets/${name}-desktop.svg` };
}

const DAILY_PRIZES: GiveawayPrizeRow[] = [{ name: '$500 cash', valueCents: 50_000, cash: true }];
const MONTHLY_PRIZES: GiveawayPrizeRow[] = [
  { name: '$10,000 cash', valueCents: 1_000_000, cash: true },
  { name: '$1,000 cash', valueCents: 100_000, cash: true },
  { name: '$1,000 cash', valueCents: 100_000, cash: true },
];
const MAJOR_PRIZES: GiveawayPrizeRow[] = [
  { name: 'Toyota RAV4 Hybrid GXL', valueCents: 5_200_000, cash: false },
  { name: '$5,000 cash', valueCents: 500_000, cash: true },
];

/** The giveaway row of a scheduled period, with its copy and prizes. */
export function scheduledGiveaway(period: GiveawayPeriod): GiveawayInsert {
  const when = label(period);
  const base = {
    id: giveawayId(period.type, period.number),
    program: PROGRAM,
    type: period.type,
    number: period.number,
    externalId: `dw-${period.type}-${period.number}`,
    openAt: period.openAt,
    closeAt: period.closeAt,
    state: 'DRAW_OPEN' as const,
    giveawayTier: 'free' as const,
  };
  if (period.type === 'daily') {
    return {
      ...base,
      title: `Daily $500 giveaway: ${when}`,
      description: 'Every member is in today\'s $500 cash giveaway, drawn at 8 pm AEST.',
      images: assetImages('daily'),
      lockedContent: null,
      pill: 'Daily',
      details: null,
      prizes: DAILY_PRIZES,
    };
  }
  if (period.type === 'monthly') {
    return {
      ...base,
      title: `${when} $10,000 giveaway`,
      description: `$10,000 cash and two $1,000 runner-up prizes, drawn at 8 pm AEST on the last day of ${when}.`,
      images: assetImages('monthly'),
      lockedContent: `Unlock your free entry to go in the draw for $10,000 cash this ${when.split(' ')[0] ?? 'month'}.`,
      pill: 'Monthly',
      details: { title: 'Past monthly winners', url: '/daily-winners/winners' },
      prizes: MONTHLY_PRIZES,
    };
  }
  return {
    ...base,
    title: `${when} major giveaway: win a Toyota RAV4 Hybrid`,
    description: 'A Toyota RAV4 Hybrid GXL (valued at $52,000) and $5,000 cash for a runner-up, drawn at the end of the quarter.',
    images: assetImages('major'),
    lockedContent: 'Unlock your entry to go in the draw for a Toyota RAV4 Hybrid GXL.',
    pill: 'Major',
    details: { title: 'Prize details', url: `/daily-winners/giveaways/major/${period.number}` },
    prizes: MAJOR_PRIZES,
  };
}

/** The giveaways that should exist at `now`: the current and the next period of each scheduled type. */
export function scheduleAt(now: Date): GiveawayInsert[] {
  const rows: GiveawayInsert[] = [];
  for (const type of SCHEDULED_TYPES) {
    const current = periodAt(type, now);
    for (const period of [current, nextPeriod(current)]) {
      if (period.closeAt > now) rows.push(scheduledGiveaway(period));
    }
  }
  return rows;
}
