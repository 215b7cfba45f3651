/**
 * Starts the shop from settings (config/readEnv.ts), in the mode they name: the demo also serves
 * the partner example site on a second port, and listens on loopback only; production listens on
 * HOST, with no example site, test clock, sandbox or demo accounts unless asked for. Used by main.ts.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from './app';
import { operatorSecretFor } from './verification/operatorSecret';
import { type Clock, systemClock } from './clock';
import type { ServerEnv } from './config/readEnv';
import { openDatabase } from './db/openDatabase';
import { startDrawScheduler } from './draws/startDrawScheduler';
import { adjustableClock, registerTestClockRoute } from './draws/testClock';
import { buildExamplesApp } from './http/buildExamplesApp';
import { NO_PAYMENT_GATEWAY } from './payments/noPaymentGateway';
import { createSandboxGateway } from './payments/sandboxGateway';
import { startPurchaseReconciler } from './purchase/reconcilePurchases';
import { prepareDatabase } from './seed/prepareDatabase';
import { createDrawEventBus } from './results/drawEventBus';

export interface RunningServer {
  shop: FastifyInstance;
  /** The partner example site (demo only). */
  examples: FastifyInstance | null;
  shopUrl: string;
  examplesUrl: string | null;
  close(): Promise<void>;
}

export async function startServer(env: ServerEnv, clock: Clock = systemClock): Promise<RunningServer> {
  // Browser tests may move the draw engine's time (DRAWKIT_TEST_CLOCK=1, see draws/testClock); never
  // otherwise. Requests keep real time, so signatures and tokens of a browser stay valid.
  const testClock = env.mode === 'demo' && env.testClock ? adjustableClock(clock) : null;
  const drawClock = testClock ?? clock;
  const database = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl, maxConnections: env.databasePoolSize }
      : { kind: 'pglite', dataDir: join(env.dataDir, 'pglite') },
  );
  // The demo's partner apps are registered for its example site; production registers no example origin.
  // The example site answers on both loopback names: at 127.0.0.1 it is another site than the shop at
  // localhost, as a real partner's page is (third-party, Partitioned cookies; tests/browser/sessionCookie.spec.ts).
  const partnerOrigins = env.mode === 'demo' ? [`http://localhost:${env.examplesPort}`, `http://127.0.0.1:${env.examplesPort}`] : [];
  try {
    await prepareDatabase(database, { clock: drawClock, publicOrigin: env.publicOrigin, partnerOrigins, demoAccounts: env.demoAccounts });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  // Live results: the engine's moves reach every process's event streams (LISTEN/NOTIFY on PostgreSQL).
  const drawEvents = createDrawEventBus(database.db, database.kind === 'postgres' ? { pool: database.client as pg.Pool } : {});
  const gateway = env.paymentGateway === 'sandbox' ? createSandboxGateway(database.db, clock) : null;
  const shop = buildApp({
    mode: env.mode,
    db: database.db,
    drawEvents,
    clock,
    gateway,
    trustProxy: env.trustProxy,
    ...(env.jwtSecret === undefined ? {} : { jwtSecret: env.jwtSecret }),
    publicOrigin: env.publicOrigin,
    partnerOrigins,
    staticRoot: env.staticRoot,
    logger: { level: 'warn' },
    // Sign-in rate limits shared by every process; the shop does not start if Redis does not answer.
    redisUrl: env.redisUrl,
    identity: { operatorSecret: operatorSecretFor(env), countryHeader: env.locateCountryHeader },
  });
  const examples = env.mode === 'demo' ? buildExamplesApp({ examplesRoot: env.examplesRoot, publicOrigin: env.publicOrigin }) : null;
  const scheduler = startDrawScheduler(database.db, drawClock, {
    onAdvanced: (drawId, status) => void drawEvents.drawAdvanced(drawId, status),
    onGiveawayDrawn: (giveawayId) => void drawEvents.giveawayDrawn(giveawayId),
    ...(gateway ? { gateway } : {}),
  });
  if (testClock) registerTestClockRoute(shop, testClock, () => scheduler.freshTick());
  // Card charges whose request died are settled by asking the gateway, at start and every 30 s.
  // A PGlite directory has one process: whatever was pending at start belonged to one that died.
  const reconciler = startPurchaseReconciler(
    { db: database.db, clock, gateway: gateway ?? NO_PAYMENT_GATEWAY },
    { previousProcessesGone: database.kind === 'pglite' },
  );
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await Promise.allSettled([shop.close(), examples?.close()]);
      await reconciler.stop();
      await scheduler.stop();
      await drawEvents.close();
      await database.close();
    })();
    return closing;
  };
  try {
    await reconciler.started;
    // The demo binds the loopback address only (env.host); `localhost` in a browser reaches it.
    await shop.listen({ port: env.port, host: env.host });
    await examples?.listen({ port: env.examplesPort, host: env.host });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    shop,
    examples,
    shopUrl: env.mode === 'demo' ? `http://localhost:${env.port}` : env.publicOrigin,
    examplesUrl: examples ? `http://localhost:${env.examplesPort}` : null,
    close,
  };
}
