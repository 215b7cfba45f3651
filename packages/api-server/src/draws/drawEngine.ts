/**
 * The draw engine: on each tick it runs every step that is due, oldest draw first —
 * DRAW_OPEN → DRAW_CLOSED at sales stop, DRAW_CLOSED → DRAW_DRAWN at draw time, then
 * DRAW_SCORED and DRAW_PAID as soon as the step before has committed — and tops up the
 * upcoming draws. Every step is its own transaction guarded by the draw's status (advanceDraw),
 * so ticks may overlap, run in several processes, or stop half-way, and no step is lost or repeated.
 * Scheduled purchases (pre-orders, a subscription's later weeks) are ticketed when their draw is
 * open: before the close step (so a draw about to close still gets them), after it (a pre-order
 * draw opens when the previous draw stops selling), and after new draws are created.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { type DrawStatusValue, draws } from '../db/schema';
import { closeExpiredDraws } from './closeExpiredDraws';
import { drawDraw } from './drawDraw';
import { ensureUpcomingDraws } from './ensureUpcomingDraws';
import { expireMissedScheduledPurchases, fulfilScheduledPurchases } from './fulfilScheduledPurchases';
import { payDraw } from './payDraw';
import { scoreDraw } from './scoreDraw';
import { type GiveawayReport, runGiveaways } from '../membership/giveawayEngine';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { NO_PAYMENT_GATEWAY } from '../payments/noPaymentGateway';
import { type AutoplayReport, runAutoplays } from '../recurring/autoplayEngine';
import { renewAutosessions } from '../party/renewAutosessions';

export interface TickReport {
  closed: number;
  drawn: string[];
  scored: string[];
  paid: string[];
  opened: number;
  /** Pre-order draws opened for sale, and scheduled purchases ticketed or ended unpaid/missed. */
  preOrdersOpened: string[];
  fulfilled: number;
  scheduledFailed: number;
  failed: { drawId: string; step: DrawStatusValue; error: unknown }[];
  /** The daily-winners giveaways' step (membership/giveawayEngine). */
  giveaways?: GiveawayReport;
  /** Autoplays buying their next draw (recurring/autoplayEngine). */
  autoplays?: AutoplayReport;
}

export interface DrawEngine {
  /** Runs every step due at `now` (the clock's time by default). */
  tick(now?: Date): Promise<TickReport>;
}

export interface DrawEngineOptions {
  /** Told about a step that failed; the other draws still move. */
  onError?: (drawId: string, error: unknown) => void;
  /** Told after a step committed and the draw is in its new status (live results hear of it). */
  onAdvanced?: (drawId: string, status: DrawStatusValue) => void;
  /** Told after a daily-winners giveaway was drawn and paid (live pages hear of it). */
  onGiveawayDrawn?: (giveawayId: string) => void;
  /** Tops up an autoplay's wallet from its card when the wallet is short (none: wallet only). */
  gateway?: PaymentGateway;
}

export function createDrawEngine(db: Db, clock: Clock, options: DrawEngineOptions = {}): DrawEngine {
  async function due(status: DrawStatusValue, now: Date | null): Promise<string[]> {
    const rows = await db
      .select({ id: draws.id })
      .from(draws)
      .where(now ? and(eq(draws.status, status), lte(draws.drawAt, now)) : eq(draws.status, status))
      .orderBy(asc(draws.drawAt), asc(draws.id));
    return rows.map((row) => row.id);
  }

  async function run(
    report: TickReport,
    ids: string[],
    step: DrawStatusValue,
    work: (id: string) => Promise<boolean>,
    done: string[],
    to: DrawStatusValue,
  ): Promise<void> {
    for (const id of ids) {
      try {
        if (await work(id)) {
          done.push(id);
          options.onAdvanced?.(id, to);
        }
      } catch (error) {
        report.failed.push({ drawId: id, step, error });
        (options.onError ?? ((drawId, e) => console.error(`Draw ${drawId} failed at ${step}:`, e)))(id, error);
      }
    }
  }

  return {
    async tick(at) {
      const now = at ?? clock.now();
      const fixed: Clock = { now: () => now };
      const report: TickReport = {
        closed: 0,
        drawn: [],
        scored: [],
        paid: [],
        opened: 0,
        preOrdersOpened: [],
        fulfilled: 0,
        scheduledFailed: 0,
        failed: [],
      };
      const fulfil = async () => {
        const pass = await fulfilScheduledPurchases(db, now, (drawId, error) => {
          report.failed.push({ drawId, step: 'DRAW_OPEN', error });
          (options.onError ?? ((id, e) => console.error(`Scheduled purchases of draw ${id} failed:`, e)))(drawId, error);
        });
        report.preOrdersOpened.push(...pass.opened);
        report.fulfilled += pass.fulfilled;
        report.scheduledFailed += pass.failed;
      };
      await fulfil();
      report.closed = await closeExpiredDraws(db, fixed);
      await fulfil();
      report.scheduledFailed += await expireMissedScheduledPurchases(db, now);
      await run(report, await due('DRAW_CLOSED', now), 'DRAW_CLOSED', (id) => drawDraw(db, id), report.drawn, 'DRAW_DRAWN');
      await run(report, await due('DRAW_DRAWN', null), 'DRAW_DRAWN', (id) => scoreDraw(db, id), report.scored, 'DRAW_SCORED');
      await run(report, await due('DRAW_SCORED', null), 'DRAW_SCORED', (id) => payDraw(db, id, now), report.paid, 'DRAW_PAID');
      report.opened = await ensureUpcomingDraws(db, fixed);
      if (report.opened > 0) await fulfil();
      // Autoplays buy the next draw on sale once the draws before it closed and new ones opened.
      try {
        report.autoplays = await runAutoplays({ db, clock: fixed, gateway: options.gateway ?? NO_PAYMENT_GATEWAY }, now);
        for (const failure of report.autoplays.errors) {
          (options.onError ?? ((id, e) => console.error(`Autoplay ${id} failed:`, e)))(`autoplay:${failure.recurringId}`, failure.error);
        }
      } catch (error) {
        (options.onError ?? ((_id, e) => console.error('Autoplay step failed:', e)))('autoplays', error);
      }
      // Lotto party sessions with AutoPlay on continue into the next draw (party/renewAutosessions).
      try {
        await renewAutosessions(db, now);
      } catch (error) {
        (options.onError ?? ((_id, e) => console.error('Lotto party AutoPlay failed:', e)))('lotto-party', error);
      }
      // Giveaways draw on the same clock; a failure there never holds up the lottery draws above.
      try {
        report.giveaways = await runGiveaways(db, now);
        for (const failure of report.giveaways.failed) {
          report.failed.push({ drawId: failure.giveawayId, step: 'DRAW_CLOSED', error: failure.error });
          (options.onError ?? ((drawId, e) => console.error(`Giveaway ${drawId} failed:`, e)))(failure.giveawayId, failure.error);
        }
        for (const failure of report.giveaways.renewals.errors) {
          (options.onError ?? ((id, e) => console.error(`Premium renewal of ${id} failed:`, e)))(`renewal:${failure.customerId}`, failure.error);
        }
        for (const id of report.giveaways.paid) options.onGiveawayDrawn?.(id);
      } catch (error) {
        (options.onError ?? ((_id, e) => console.error('Giveaway step failed:', e)))('giveaways', error);
      }
      return report;
    },
  };
}
