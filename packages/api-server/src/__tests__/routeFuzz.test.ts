/**
 * Bad input is a 4xx, always. Every route of the contract's ROUTES and of the server's
 * EXTRA_ROUTES gets malformed bodies, fields, content types, sizes, headers, path parameters,
 * query strings and URLs (fuzz/fuzzCases.ts), signed and unsigned, as a visitor and as a
 * signed-in customer, each from a new client address (rate limits, a 4xx too, then do not keep
 * the requests from the handlers): no answer may be 500 or more, a refusal may write no row
 * (fuzz/runRouteFuzz.ts lists the few that are meant to), and the server must still answer
 * normally afterwards. The demo app (what `npm start` and the tests build) gets every case; a
 * production-mode app a sample of each route's. A route registered in neither table fails the
 * first test of each. `FUZZ_SEED=<n>` replays another seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { manualClock } from '../clock';
import type { ServerMode } from '../config/readEnv';
import type { Database } from '../db/openDatabase';
import { adjustableClock, registerTestClockRoute } from '../draws/testClock';
import { prepareDatabase } from '../seed/prepareDatabase';
import { PARAM_EXAMPLES } from './fuzz/fuzzExamples';
import { registeredRoutes, routeKey, type FuzzTarget, fuzzTargets, unlistedRoutes } from './fuzz/routeInventory';
import { FUZZ_PASSWORD, type FuzzShop, RouteFuzzer } from './fuzz/runRouteFuzz';
import { testBackends } from './helpers/testBackends';
import { createTestShop, TEST_NOW, TEST_PASSWORD_COST, TestClient, type TestShop } from './helpers/testShop';
import { installWriteCounter, type WriteCounter } from './helpers/writeCounter';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_311);
const MIN_REQUESTS = 10_000;
/** The production-mode pass: a sample of each route's cases. */
const PRODUCTION_CASES_PER_ROUTE = 25;

function recordErrors(): { hook: (app: TestShop['app']) => void; take: () => string } {
  let last = '';
  return {
    hook: (app) =>
      app.addHook('onError', async (_request, _reply, error) => {
        last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }),
    take: () => {
      const error = last;
      last = '';
      return error;
    },
  };
}

function expectRouteTablesComplete(app: TestShop['app'], targets: readonly FuzzTarget[], mode: ServerMode): void {
  const unlisted = unlistedRoutes(app, targets);
  expect(unlisted, `Add each route to packages/api-server/src/http/extraRoutes.ts (mode ${mode}) or to the contract ROUTES, so the fuzz suite covers it`).toEqual([]);
}

async function expectNoProblems(fuzzer: RouteFuzzer, targets: readonly FuzzTarget[], params: Record<string, string>, label: string, casesPerRoute?: number) {
  const run = await fuzzer.run(targets, params, casesPerRoute);
  console.log(`route fuzz, ${label}: ${run.summary}`);
  const first = (problems: string[]) => problems.slice(0, 40);
  expect.soft(first(run.failures), `answers of 500 or more (or none): ${run.failures.length}`).toEqual([]);
  expect.soft(first(run.stray), `rows written by refused requests: ${run.stray.length}`).toEqual([]);
  expect.soft(first(run.unclear), `API refusals without a message: ${run.unclear.length}`).toEqual([]);
  return run;
}

/** Still up, and still itself: a visitor's call and a new customer's sign-in work. */
async function expectServerWorks(client: TestClient, fuzzer: RouteFuzzer): Promise<void> {
  const config = await client.call('GET', '/v2/config', { remoteAddress: '192.0.2.9' });
  expect(config.status, config.text).toBe(200);
  await fuzzer.newSession();
  const login = await client.call('POST', '/v2/login', { body: { email: fuzzer.email, password: FUZZ_PASSWORD }, remoteAddress: '192.0.2.11' });
  expect(login.status, login.text).toBe(200);
}

const pglite = testBackends().find((backend) => backend.name === 'pglite')!;

describe('the route fuzz suite on the demo app (pglite)', () => {
  const targets = fuzzTargets('demo');
  const errors = recordErrors();
  let shop: TestShop;
  let writes: WriteCounter;
  let fuzzer: RouteFuzzer;

  beforeAll(async () => {
    shop = await createTestShop(pglite, {
      beforeReady: (app, clock) => {
        // The browser tests' clock route too; its tick does nothing here (the draw engine is not under test).
        registerTestClockRoute(app, adjustableClock(clock), async () => undefined);
        errors.hook(app);
      },
    });
    writes = await installWriteCounter(shop.database);
    const fuzzShop: FuzzShop = { app: shop.app, client: shop.client, writes, now: () => shop.clock.now(), takeError: errors.take };
    fuzzer = new RouteFuzzer(fuzzShop, SEED);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('has every route the server registers in the contract ROUTES or in EXTRA_ROUTES', () => {
    expectRouteTablesComplete(shop.app, targets, 'demo');
    // Fastify's route tree is read right: parameters, parts joined without a slash, merged parameters, the catch-all.
    const registered = new Set(registeredRoutes(shop.app).map((r) => routeKey(r.method, r.path)));
    for (const [method, path] of [
      ['PUT', '/v2/anon-cart/:ref/items/:id'],
      ['GET', '/v2/draw/full_result_customer/:productOfferKey/:drawNo'],
      ['DELETE', '/v2/spend-limits/:spendLimitId'],
      ['POST', '/__test/clock'],
      ['OPTIONS', '/*'],
    ] as const) {
      expect(registered.has(routeKey(method, path)), `${method} ${path}`).toBe(true);
    }
    const missing = targets.filter((t) => t.contract && !registered.has(routeKey(t.method, t.path))).map((t) => t.name);
    if (missing.length > 0) console.log(`contract routes this server does not register (fuzzed all the same, as 404s): ${missing.join(', ')}`);
  });

  it("finds a route's fields from its 422 answer when it has no example body", async () => {
    const signup = targets.find((t) => t.name === 'signup')!;
    const found = await fuzzer.discoveredBody(signup, PARAM_EXAMPLES);
    expect(Object.keys(found ?? {})).toEqual(expect.arrayContaining(['email', 'password', 'firstname', 'acceptTerms']));
  });

  it(`answers at least ${MIN_REQUESTS.toLocaleString('en-AU')} bad requests to every route with less than 500, writes nothing when refusing, and stays up`, async () => {
    // The write check sees writes: making a cart writes one.
    await fuzzer.newSession();
    await writes.takeChanges();
    const anonCart = await shop.client.call('POST', '/v2/anon-cart', { body: {}, remoteAddress: '192.0.2.3' });
    expect((await writes.takeChanges()).tables).toContain('carts');
    const params = { ...PARAM_EXAMPLES, ref: String(anonCart.data?.result?.cartReference ?? 'x1') };

    const run = await expectNoProblems(fuzzer, targets, params, 'demo app');
    expect(run.sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    await expectServerWorks(shop.client, fuzzer);
  }, 170_000);
});

describe('the route fuzz suite on a production-mode app (pglite)', () => {
  const targets = fuzzTargets('production');
  const errors = recordErrors();
  let database: Database;
  let dispose: () => Promise<void>;
  let app: TestShop['app'];
  let client: TestClient;
  let fuzzer: RouteFuzzer;

  beforeAll(async () => {
    ({ database, dispose } = await pglite.open());
    const clock = manualClock(TEST_NOW);
    const origin = 'https://shop.example.test';
    await prepareDatabase(database, { clock, publicOrigin: origin, partnerOrigins: [], passwordCost: TEST_PASSWORD_COST, demoAccounts: false });
    app = buildApp({
      mode: 'production',
      db: database.db,
      clock,
      gateway: null,
      jwtSecret: 'fuzz-production-secret-0123456789abcdef',
      publicOrigin: origin,
      partnerOrigins: [],
      passwordCost: TEST_PASSWORD_COST,
    });
    errors.hook(app);
    await app.ready();
    client = new TestClient(app, clock);
    const writes = await installWriteCounter(database);
    fuzzer = new RouteFuzzer({ app, client, writes, now: () => clock.now(), takeError: errors.take }, SEED + 1);
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('has every route the server registers in the contract ROUTES or in EXTRA_ROUTES', () => {
    expectRouteTablesComplete(app, targets, 'production');
  });

  it('answers a sample of every route\'s bad requests with less than 500, writes nothing when refusing, and stays up', async () => {
    await expectNoProblems(fuzzer, targets, PARAM_EXAMPLES, 'production-mode app', PRODUCTION_CASES_PER_ROUTE);
    await expectServerWorks(client, fuzzer);
  }, 120_000);
});
