/**
 * Live results: the draw engine tells this bus when a draw moved to DRAW_DRAWN, DRAW_SCORED or
 * DRAW_PAID; the bus turns that into a `draw-completed` event per product offer of the draw's
 * lottery and hands it to every subscriber (the server-sent events streams).
 *
 * With PostgreSQL several server processes share one database, and the process whose engine
 * moved a draw may not be the one holding a shopper's stream: events then go through
 * `NOTIFY drawkit_draw_events` and every process (this one included) hears them on its own
 * `LISTEN` connection. PGlite has one process, so events stay in process.
 *
 * The daily-winners giveaways ride the same bus: the engine's `onGiveawayDrawn` becomes a
 * `giveaway-drawn` event (id, external id, type, number, state) on `drawkit_giveaway_events`.
 */
import type { DrawCompletedEvent, DrawStatus, GiveawayDrawnEvent } from '@drawkit/contract';
import { GIVEAWAY_TYPES } from '@drawkit/contract';
import { and, eq, ne } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/Db';
import { draws, giveawayDraws, productOffers } from '../db/schema';

export const DRAW_EVENTS_CHANNEL = 'drawkit_draw_events';
/** Daily-winners giveaways drawn and paid (`giveaway-drawn`), on their own channel so each payload has one shape. */
export const GIVEAWAY_EVENTS_CHANNEL = 'drawkit_giveaway_events';
const LIVE_STATUSES: readonly DrawStatus[] = ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID'];

export type DrawEventListener = (event: DrawCompletedEvent) => void;
export type GiveawayEventListener = (event: GiveawayDrawnEvent) => void;

export interface DrawEventBus {
  /** The draw engine's `onAdvanced`; resolves once the events are handed on (tests await it). */
  drawAdvanced(drawId: string, status: DrawStatus): Promise<void>;
  subscribe(listener: DrawEventListener): () => void;
  /** The engine's `onGiveawayDrawn`: publishes `giveaway-drawn` for a giveaway now DRAW_PAID. */
  giveawayDrawn(giveawayId: string): Promise<void>;
  subscribeGiveaways(listener: GiveawayEventListener): () => void;
  /** Resolves once this process hears events (PostgreSQL: its LISTEN is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface DrawEventBusOptions {
  /** PostgreSQL: publish through NOTIFY and hear every process's events through LISTEN. */
  pool?: pg.Pool;
}

function parseEvent(payload: string | undefined): DrawCompletedEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<DrawCompletedEvent>;
    if (typeof value.productOfferKey !== 'string' || typeof value.drawNo !== 'number' || typeof value.status !== 'string') return null;
    return value as DrawCompletedEvent;
  } catch {
    return null;
  }
}

function parseGiveawayEvent(payload: string | undefined): GiveawayDrawnEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<GiveawayDrawnEvent>;
    if (typeof value.giveawayId !== 'string' || typeof value.number !== 'number' || !GIVEAWAY_TYPES.includes(value.type as never)) return null;
    return value as GiveawayDrawnEvent;
  } catch {
    return null;
  }
}

export function createDrawEventBus(db: Db, options: DrawEventBusOptions = {}): DrawEventBus {
  const listeners = new Set<DrawEventListener>();
  const giveawayListeners = new Set<GiveawayEventListener>();
  const deliver = (event: DrawCompletedEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('Draw event listener failed:', error);
      }
    }
  };
  const deliverGiveaway = (event: GiveawayDrawnEvent) => {
    for (const listener of giveawayListeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('Giveaway event listener failed:', error);
      }
    }
  };

  const pool = options.pool;
  let closed = false;
  // The LISTEN connection: held for the life of the bus.
  const listening: Promise<pg.PoolClient | null> = pool
    ? (async () => {
        const client = await pool.connect();
        client.on('notification', (message) => {
          if (message.channel === GIVEAWAY_EVENTS_CHANNEL) {
            const event = parseGiveawayEvent(message.payload);
            if (event) deliverGiveaway(event);
            return;
          }
          if (message.channel !== DRAW_EVENTS_CHANNEL) return;
          const event = parseEvent(message.payload);
          if (event) deliver(event);
        });
        await client.query(`LISTEN ${DRAW_EVENTS_CHANNEL}`);
        await client.query(`LISTEN ${GIVEAWAY_EVENTS_CHANNEL}`);
        return client;
      })().catch((error: unknown) => {
        console.error('Draw events: LISTEN failed; live results reach this process only:', error);
        return null;
      })
    : Promise.resolve(null);

  async function eventsOf(drawId: string, status: DrawStatus): Promise<DrawCompletedEvent[]> {
    const rows = await db
      .select({ productOfferKey: productOffers.key, lotteryKey: draws.lotteryKey, drawNo: draws.drawNo })
      .from(draws)
      .innerJoin(productOffers, and(eq(productOffers.lotteryKey, draws.lotteryKey), ne(productOffers.type, 'syndicate_share')))
      .where(eq(draws.id, drawId));
    return rows.map((row) => ({ ...row, status }));
  }

  return {
    async drawAdvanced(drawId, status) {
      if (!LIVE_STATUSES.includes(status)) return;
      try {
        const events = await eventsOf(drawId, status);
        // Without a LISTEN connection (PGlite, or LISTEN failed) only this process can hear them.
        if (!pool || !(await listening)) {
          events.forEach(deliver);
          return;
        }
        for (const event of events) await pool.query('select pg_notify($1, $2)', [DRAW_EVENTS_CHANNEL, JSON.stringify(event)]);
      } catch (error) {
        // Live updates are a convenience: a lost event never stops the engine (a reload still shows the result).
        console.error('Draw event not published:', error);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async giveawayDrawn(giveawayId) {
      try {
        const [row] = await db
          .select({
            giveawayId: giveawayDraws.id,
            externalId: giveawayDraws.externalId,
            type: giveawayDraws.type,
            number: giveawayDraws.number,
            state: giveawayDraws.state,
          })
          .from(giveawayDraws)
          .where(eq(giveawayDraws.id, giveawayId));
        if (row?.state !== 'DRAW_PAID') return;
        const event: GiveawayDrawnEvent = { ...row };
        if (!pool || !(await listening)) {
          deliverGiveaway(event);
          return;
        }
        await pool.query('select pg_notify($1, $2)', [GIVEAWAY_EVENTS_CHANNEL, JSON.stringify(event)]);
      } catch (error) {
        // As for draws: a lost event only means an open page shows the winners on its next load.
        console.error('Giveaway event not published:', error);
      }
    },
    subscribeGiveaways(listener) {
      giveawayListeners.add(listener);
      return () => giveawayListeners.delete(listener);
    },
    async ready() {
      await listening;
    },
    async close() {
      listeners.clear();
      giveawayListeners.clear();
      if (closed) return;
      closed = true;
      const client = await listening;
      if (client) {
        await client.query(`UNLISTEN ${DRAW_EVENTS_CHANNEL}`).catch(() => undefined);
        await client.query(`UNLISTEN ${GIVEAWAY_EVENTS_CHANNEL}`).catch(() => undefined);
        client.release();
      }
    },
  };
}
