/**
 * `GET /v2/draws/events`: a server-sent events stream of `draw-completed` events, so an open
 * results page shows a new draw's numbers without a reload. A browser's EventSource sends a
 * plain GET with no custom headers, so the app key comes as `?app_key=` and is checked against
 * the page's Origin like any call's (nothing private is sent: results are public). `?offers=`
 * narrows the stream to some product offers. The stream also carries `giveaway-drawn` events
 * (a daily-winners giveaway was drawn and paid); `?events=` narrows it to some event names.
 */
import type { ServerResponse } from 'node:http';
import { DRAW_COMPLETED_EVENT, DRAW_EVENTS_PATH, GIVEAWAY_DRAWN_EVENT, SERVICE_PREFIXES, toCamelKeys, toSnakeKeys } from '@drawkit/contract';
import { drawEventsQuerySchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { findApp, originsOf } from '../http/appRegistry';
import { zodFailure } from '../http/zodFailure';
import type { DrawEventBus } from './drawEventBus';

/** A comment line this often keeps proxies from closing an idle stream. */
export const DRAW_EVENTS_KEEPALIVE_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export function registerDrawEventsRoute(server: FastifyInstance, deps: AppDeps, bus: DrawEventBus): void {
  const open = new Set<ServerResponse>();
  // Open streams never end by themselves; end them so the server can close.
  server.addHook('preClose', async () => {
    for (const stream of open) stream.end();
    open.clear();
  });

  server.get(`${SERVICE_PREFIXES.main}${DRAW_EVENTS_PATH}`, async (request, reply) => {
    const parsed = drawEventsQuerySchema.safeParse(toCamelKeys({ ...(request.query as Record<string, unknown>) }));
    if (!parsed.success) throw zodFailure(parsed.error);
    const app = await findApp(deps.db, parsed.data.appKey);
    if (!app) fail('app_key_unknown');
    const origin = request.headers.origin;
    if (origin !== undefined && !originsOf(app, deps).includes(origin)) fail('origin_not_allowed');
    const offers = new Set(parsed.data.offers);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Request-Id': request.id,
      Vary: 'Origin',
      ...(origin === undefined ? {} : { 'Access-Control-Allow-Origin': origin }),
    });
    raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    open.add(raw);

    const wanted = new Set(parsed.data.events);
    const wants = (name: (typeof parsed.data.events)[number]) => wanted.size === 0 || wanted.has(name);
    const unsubscribeDraws = wants(DRAW_COMPLETED_EVENT)
      ? bus.subscribe((event) => {
          if (offers.size > 0 && !offers.has(event.productOfferKey)) return;
          raw.write(`event: ${DRAW_COMPLETED_EVENT}\ndata: ${JSON.stringify(toSnakeKeys(event))}\n\n`);
        })
      : () => undefined;
    // Giveaways are not product offers: `?offers=` does not narrow them, `?events=` does.
    const unsubscribeGiveaways = wants(GIVEAWAY_DRAWN_EVENT)
      ? bus.subscribeGiveaways((event) => raw.write(`event: ${GIVEAWAY_DRAWN_EVENT}\ndata: ${JSON.stringify(toSnakeKeys(event))}\n\n`))
      : () => undefined;
    const unsubscribe = () => {
      unsubscribeDraws();
      unsubscribeGiveaways();
    };
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), DRAW_EVENTS_KEEPALIVE_MS);
    keepAlive.unref();
    raw.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
      open.delete(raw);
    });
  });
}
