/** Starts the shop and the partner example site from settings; used by main.ts and browser tests. */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from './app';
import { type Clock, systemClock } from './clock';
import type { ServerEnv } from './config/readEnv';
import { openDatabase } from './db/openDatabase';
import { startDrawScheduler } from './draws/startDrawScheduler';
import { adjustableClock, registerTestClockRoute, testClockEnabled } from './draws/testClock';
import { buildExamplesApp } from './http/buildExamplesApp';
import { createSandboxGateway } from './payments/sandboxGateway';
import { prepareDatabase } from './seed/prepareDatabase';
import { createDrawEventBus } from './results/drawEventBus';

export interface RunningServer {
  shop: FastifyInstance;
  examples: FastifyInstance;
  shopUrl: string;
  examplesUrl: string;
  close(): Promise<void>;
}

export async function startServer(env: ServerEnv, clock: Clock = systemClock): Promise<RunningServer> {
  // Browser tests may move the draw engine's time (DRAWKIT_TEST_CLOCK=1, see draws/testClock); never
  // otherwise. Requests keep real time, so signatures and tokens of a browser stay valid.
  const testClock = testClockEnabled() ? adjustableClock(clock) : null;
  const drawClock = testClock ?? clock;
  const database = await openDatabase(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: join(env.dataDir, 'pglite') },
  );
  const partnerOrigins = [`http://localhost:${env.examplesPort}`];
  try {
    await prepareDatabase(database, { clock: drawClock, publicOrigin: env.publicOrigin, partnerOrigins });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  // Live results: the engine's moves reach every process's event streams (LISTEN/NOTIFY on PostgreSQL).
  const drawEvents = createDrawEventBus(database.db, database.kind === 'postgres' ? { pool: database.client as pg.Pool } : {});
  const shop = buildApp({
    db: database.db,
    drawEvents,
    clock,
    gateway: createSandboxGateway(clock),
    publicOrigin: env.publicOrigin,
    partnerOrigins,
    staticRoot: env.staticRoot,
    logger: { level: 'warn' },
  });
  const examples = buildExamplesApp({ examplesRoot: env.examplesRoot, publicOrigin: env.publicOrigin });
  const scheduler = startDrawScheduler(database.db, drawClock, {
    onAdvanced: (drawId, status) => void drawEvents.drawAdvanced(drawId, status),
    onGiveawayDrawn: (giveawayId) => void drawEvents.giveawayDrawn(giveawayId),
  });
  if (testClock) registerTestClockRoute(shop, testClock, () => scheduler.freshTick());
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await Promise.allSettled([shop.close(), examples.close()]);
      await scheduler.stop();
      await drawEvents.close();
      await database.close();
    })();
    return closing;
  };
  try {
    await shop.listen({ port: env.port, host: 'localhost' });
    await examples.listen({ port: env.examplesPort, host: 'localhost' });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    shop,
    examples,
    shopUrl: `http://localhost:${env.port}`,
    examplesUrl: `http://localhost:${env.examplesPort}`,
    close,
  };
}
