/**
 * Two server processes on one PostgreSQL database, as `WORKERS=2` or two hosts run them: each
 * app has its own pool, its own response cache and its own LISTEN connection. What one
 * process's draw engine writes must reach the other's cached answers.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../__tests__/helpers/queryCounter';
import { testPrepareOptions } from '../../__tests__/helpers/seededTemplates';
import { seededTemplates } from '../../__tests__/helpers/testBackends';
import { PARTNER_ORIGIN, PUBLIC_ORIGIN, TEST_NOW, TEST_PASSWORD_COST, TestClient } from '../../__tests__/helpers/testShop';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { type FreshDatabase, openFreshPostgres } from '../../db/freshDatabase';
import { type Database, openDatabase } from '../../db/openDatabase';
import { apps, partners } from '../../db/schema';
import { createDrawEngine } from '../../draws/drawEngine';
import { nextOpenDraw } from '../../draws/__tests__/drawFixtures';
import { prepareDatabase } from '../../seed/prepareDatabase';

const adminUrl = process.env.DATABASE_URL;

describe.runIf(adminUrl)('cached reads across two server processes on PostgreSQL', () => {
  const clock = manualClock(TEST_NOW);
  let fresh: FreshDatabase;
  let second: Database;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let clientB: TestClient;

  function app(database: Database): FastifyInstance {
    return buildApp({
      db: database.db,
      clock,
      gateway: null,
      publicOrigin: PUBLIC_ORIGIN,
      partnerOrigins: [PARTNER_ORIGIN],
      staticRoot: mkdtempSync(join(tmpdir(), 'drawkit-no-build-')),
      passwordCost: TEST_PASSWORD_COST,
    });
  }

  beforeAll(async () => {
    // A copy of the run's seeded template where there is one (prepared as below).
    const template = seededTemplates().postgresTemplate;
    fresh = await openFreshPostgres(adminUrl!, 'drawkit_test', 6, template);
    if (!template) await prepareDatabase(fresh.database, testPrepareOptions());
    second = await openDatabase({ kind: 'postgres', url: fresh.url, maxConnections: 6 });
    appA = app(fresh.database);
    appB = app(second);
    await Promise.all([appA.ready(), appB.ready()]);
    clientB = new TestClient(appB, clock);
  });
  afterAll(async () => {
    await Promise.allSettled([appA?.close(), appB?.close()]);
    await second?.close();
    await fresh?.dispose();
  });

  it("drops process B's cached answers when process A's engine moves a draw", async () => {
    const draw = await nextOpenDraw(fresh.database.db, 'super_jackpot_lottery', clock.now());
    const offers = '/v2/pricing/standard/product_offers';
    const details = `/v2/draw/details/super_jackpot_lottery/${draw.drawNo}`;
    expect(Object.keys((await clientB.call('GET', offers)).data.entities.draws)).toContain(draw.id);
    expect((await clientB.call('GET', details)).data.result.status).toBe('DRAW_OPEN');
    // B now answers from memory.
    const queries = countQueries(second);
    try {
      expect((await clientB.call('GET', offers)).status).toBe(200);
      expect((await clientB.call('GET', details)).status).toBe(200);
      expect(queries.count()).toBe(0);
    } finally {
      queries.restore();
    }

    // A's engine runs on A's pool; the requests' clock does not move, so nothing in B expires by time.
    await createDrawEngine(fresh.database.db, clock).tick(new Date(draw.drawAt.getTime() + 60_000));

    // B hears it through LISTEN/NOTIFY, about a millisecond after A's commit.
    await expect.poll(async () => (await clientB.call('GET', details)).data.result.status, { timeout: 5_000 }).toBe('DRAW_PAID');
    expect(Object.keys((await clientB.call('GET', offers)).data.entities.draws)).not.toContain(draw.id);
  });

  it("drops process B's app records when process A's database changes an app's origins", async () => {
    const fromPartner = () => clientB.call('GET', '/v2/config', { appKey: 'demo-partner', origin: PARTNER_ORIGIN });
    expect((await fromPartner()).status).toBe(200);
    const [row] = await fresh.database.db.select().from(apps).where(eq(apps.appKey, 'demo-partner'));
    await fresh.database.db.update(apps).set({ allowedOrigins: ['https://news.example'] }).where(eq(apps.appKey, 'demo-partner'));
    try {
      await expect.poll(async () => (await fromPartner()).status, { timeout: 5_000 }).toBe(403);
    } finally {
      await fresh.database.db.update(apps).set({ allowedOrigins: row!.allowedOrigins }).where(eq(apps.appKey, 'demo-partner'));
    }
    await expect.poll(async () => (await fromPartner()).status, { timeout: 5_000 }).toBe(200);
  });

  it("drops process B's partner rows when process A's database renames the partner", async () => {
    const partnerName = async () => (await clientB.call('GET', '/v2/partners/demo-partner', { appKey: 'demo-partner', origin: PARTNER_ORIGIN })).json.result.name as string;
    const name = await partnerName();
    await fresh.database.db.update(partners).set({ name: 'Renamed Newsagency' }).where(eq(partners.slug, 'demo-partner'));
    try {
      await expect.poll(partnerName, { timeout: 5_000 }).toBe('Renamed Newsagency');
    } finally {
      await fresh.database.db.update(partners).set({ name }).where(eq(partners.slug, 'demo-partner'));
    }
    await expect.poll(partnerName, { timeout: 5_000 }).toBe(name);
  });
});
