/**
 * Which draws an item buys: the next draw on sale, a chosen first draw (drawNo / firstDrawNo,
 * or drawOffset from the next), numDraws of them, or the chosen days for numWeeks weeks when
 * the lottery has selectable days. A named draw that is not on sale is refused with the reason
 * (closed, sold out, already drawn); only open and pre_order raffle draws can be bought
 * (shop-specialised §4).
 */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/Db';
import { draws } from '../../db/schema';
import { type DrawScheduleRule, type DrawSlot, drawSlots } from '../../draws/drawSchedule';
import { type DrawRow, openDraws } from '../../draws/openDraws';
import { fail } from '../../http/ApiFailure';
import { plural } from './gameRules';

/** Beyond the column's range no draw can exist (and the query must not fail). */
const MAX_DRAW_NO = 2_147_483_647;
const AEST_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export interface DrawRequest {
  lotteryKey: string;
  drawNo: number | null;
  drawOffset: number | null;
  numDraws: number;
  /** Monday-to-Sunday bitmask of chosen days, or null. */
  days: number | null;
  numWeeks: number | null;
  /**
   * The lottery's schedule: chosen days for more weeks than are open yet buy the later weeks'
   * draws as scheduled slots, ticketed by the draw engine when each draw opens.
   */
  schedule?: DrawScheduleRule | null;
}

/** The draws an item buys now, and (days for numWeeks weeks only) the later slots not open yet. */
export interface ChosenDraws {
  draws: DrawRow[];
  later: DrawSlot[];
}

/** Monday-first weekday (0 = Monday) of a draw in AEST. */
export function aestWeekday(instant: Date): number {
  const day = Math.floor((instant.getTime() + AEST_OFFSET_MS) / DAY_MS);
  // 1 January 1970 was a Thursday (Monday-first index 3).
  return (day + 3) % 7;
}

export function bitCount(mask: number): number {
  let count = 0;
  for (let bit = 0; bit < 7; bit += 1) if (mask & (1 << bit)) count += 1;
  return count;
}

/** Refuses a named draw that is not on sale, with the reason (also used when a purchase finds its draw closed meanwhile). */
export async function refuseDraw(db: DbOrTx, lotteryKey: string, drawNo: number): Promise<never> {
  if (drawNo > MAX_DRAW_NO) fail('draw_not_found', { field: 'drawNo' });
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.lotteryKey, lotteryKey), eq(draws.drawNo, drawNo)));
  if (!row) fail('draw_not_found', { field: 'drawNo' });
  if (row.purchaseStatus === 'sold_out') fail('draw_sold_out', { field: 'drawNo' });
  if (row.purchaseStatus === 'past_draw' || (row.status !== 'DRAW_OPEN' && row.status !== 'DRAW_CLOSED')) {
    fail('draw_past', { field: 'drawNo' });
  }
  if (row.purchaseStatus === 'pre_order') {
    fail('draw_closed', { field: 'drawNo', message: 'Pre-orders for this draw have not started yet.' });
  }
  fail('draw_closed', { field: 'drawNo' });
}

function tooFew(found: number): never {
  fail('validation_failed', {
    field: 'numDraws',
    message: `Only ${plural(found, 'upcoming draw')} ${found === 1 ? 'is' : 'are'} open for sale.`,
  });
}

/** A pre-order draw takes orders only once its pre-order start has passed. */
function purchasable(draw: DrawRow, now: Date): boolean {
  return draw.purchaseStatus !== 'pre_order' || (draw.preOrderStartAt !== null && draw.preOrderStartAt <= now);
}

export async function chooseDraws(db: DbOrTx, clock: Clock, request: DrawRequest): Promise<DrawRow[]> {
  return (await chooseDrawsAndSlots(db, clock, request)).draws;
}

export async function chooseDrawsAndSlots(db: DbOrTx, clock: Clock, request: DrawRequest): Promise<ChosenDraws> {
  const now = clock.now();
  const open = (await openDraws(db, clock, [request.lotteryKey])).filter((d) => purchasable(d, now));
  let start = 0;
  if (request.drawNo !== null) {
    start = open.findIndex((d) => d.drawNo === request.drawNo);
    if (start === -1) await refuseDraw(db, request.lotteryKey, request.drawNo);
  } else if (request.drawOffset !== null) {
    start = request.drawOffset;
    if (start >= open.length) tooFew(open.length);
  } else if (open.length === 0) {
    fail('draw_closed', { field: 'drawNo', message: 'There is no open draw for this product right now.' });
  }
  if (request.days !== null) return drawsOnDays(open.slice(start), request.days, request.numWeeks ?? 1, request.schedule ?? null);
  const chosen = open.slice(start, start + request.numDraws);
  if (chosen.length < request.numDraws) tooFew(chosen.length);
  return { draws: chosen, later: [] };
}

/**
 * The draws on the chosen days, for numWeeks weeks from the first of them. Only a few weeks of
 * draws are open at a time (draws/ensureUpcomingDraws); with the schedule, the weeks after the
 * last open draw are the schedule's slots on the chosen days, bought now and ticketed later.
 */
function drawsOnDays(open: DrawRow[], days: number, numWeeks: number, schedule: DrawScheduleRule | null): ChosenDraws {
  const onDays = open.filter((d) => days & (1 << aestWeekday(d.drawAt)));
  const first = onDays[0];
  const wanted = bitCount(days) * numWeeks;
  if (!first) tooFew(0);
  const until = first.drawAt.getTime() + numWeeks * WEEK_MS;
  const chosen = onDays.filter((d) => d.drawAt.getTime() < until).slice(0, wanted);
  const lastOpen = open[open.length - 1];
  if (chosen.length === wanted || !schedule || !lastOpen) {
    if (chosen.length < wanted) tooFew(chosen.length);
    return { draws: chosen, later: [] };
  }
  const later = drawSlots(schedule, new Date(lastOpen.drawAt.getTime() + 1), new Date(until)).filter(
    (slot) => days & (1 << aestWeekday(slot.drawAt)),
  );
  if (chosen.length + later.length < wanted) tooFew(chosen.length);
  return { draws: chosen, later: later.slice(0, wanted - chosen.length) };
}
