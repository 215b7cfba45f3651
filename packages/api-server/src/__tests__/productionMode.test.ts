/**
 * The shop as `NODE_ENV=production npm run serve` builds it: no dev or sandbox routes, no demo
 * accounts, the JWT secret from the environment, no card gateway (card and PayPal payments
 * refused, the wallet still pays), and X-Forwarded-For trusted only from configured proxies.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { freshAddress } from '../auth/__tests__/twoFactorHelpers';
import { createSession } from '../auth/sessions';
import { manualClock } from '../clock';
import type { Database } from '../db/openDatabase';
import { newId } from '../db/ids';
import { authSessions, customers, ledgerEntries, settings } from '../db/schema';
import { DEMO_CUSTOMER } from '../seed/catalogueData';
import { DEMO_ACCOUNT_EMAILS } from '../seed/demoAccounts';
import { prepareDatabase } from '../seed/prepareDatabase';
import { addToCart, card, signUp, signupRequest, superJackpotItem, uniqueKey } from './helpers/fixtures';
import { openPrepared, type TestBackend, testBackends } from './helpers/testBackends';
import { TEST_NOW, TEST_PASSWORD_COST, TestClient } from './helpers/testShop';

const ORIGIN = 'https://shop.example.test';
const JWT_SECRET = 'production-secret-from-the-environment-0123456789';
const DEMO_PASSWORD = DEMO_CUSTOMER.password;

/** A storefront build, so a demo path that fell through to the storefront's page would answer 200. */
function builtStaticRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'drawkit-prod-build-'));
  mkdirSync(join(root, 'host-app'), { recursive: true });
  writeFileSync(join(root, 'host-app', 'index.html'), '<!doctype html><title>Drawkit storefront</title>');
  return root;
}

async function productionShop(database: Database, options: Partial<BuildAppOptions> = {}) {
  const clock = manualClock(TEST_NOW);
  await prepareDatabase(database, { clock, publicOrigin: ORIGIN, partnerOrigins: [], passwordCost: TEST_PASSWORD_COST, demoAccounts: false });
  const app = buildApp({
    mode: 'production',
    db: database.db,
    clock,
    gateway: null,
    jwtSecret: JWT_SECRET,
    publicOrigin: ORIGIN,
    partnerOrigins: [],
    staticRoot: builtStaticRoot(),
    passwordCost: TEST_PASSWORD_COST,
    ...options,
  });
  return { app, clock, client: new TestClient(app, clock) };
}

describe.each(testBackends())('the production app on $name', (backend: TestBackend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let shop: Awaited<ReturnType<typeof productionShop>>;
  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    shop = await productionShop(database);
    await shop.app.ready();
  });
  afterAll(async () => {
    await shop?.app.close();
    await dispose?.();
  });

  it('has no dev or sandbox routes: the mailbox, the test clock and the sandbox pages answer 404', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/cart', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200); // the storefront's pages are served; the demo's paths below are not
    for (const [method, url] of [
      ['GET', '/dev/mailbox'],
      ['GET', '/dev/mailbox/messages?to=demo%40drawkit.test'],
      ['POST', '/dev/mailbox/autologin'],
      ['POST', '/__test/clock'],
      ['GET', '/3ds/challenge/x?token=abcdefghijkl'],
      ['POST', '/3ds/notify'],
      ['GET', '/sandbox/paypal/approve/x?token=abcdefghijkl'],
      ['POST', '/sandbox/paypal/approve/x'],
    ] as const) {
      const response = await shop.app.inject({ method, url, headers: { accept: 'text/html' }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().messages[0].code).toBe('not_found');
    }
    expect((await shop.app.inject({ method: 'POST', url: '/__test/clock', payload: { advance_ms: 1000 } })).statusCode).toBe(404);
  });

  it('seeds the catalogue but no demo account, and none can sign in', async () => {
    const offers = await shop.client.call('GET', '/v2/pricing/standard/product_offers');
    expect(offers.status).toBe(200);
    expect(offers.data.result.offers.length).toBeGreaterThan(5);
    expect(await database.db.select().from(customers).where(inArray(customers.email, [...DEMO_ACCOUNT_EMAILS]))).toEqual([]);
    for (const email of DEMO_ACCOUNT_EMAILS) {
      const login = await shop.client.call('POST', '/v2/login', { body: { email, password: DEMO_PASSWORD }, remoteAddress: freshAddress() });
      expect(login.status, `${email}: ${login.text}`).toBe(401);
      expect(login.json.messages[0].code).toBe('invalid_credentials');
    }
  });

  it('signs access tokens with the secret from the environment, and keeps none in the database', async () => {
    const session = await signUp(shop.client);
    const { payload } = await jwtVerify(session.accessToken, new TextEncoder().encode(JWT_SECRET), { currentDate: shop.clock.now() });
    expect(payload.sub).toBe(session.customerId);
    expect((await shop.client.call('GET', '/v2/customer', { session })).status).toBe(200);
    expect(await database.db.select().from(settings).where(eq(settings.key, 'jwt_secret'))).toEqual([]);
  });

  it("sets a browser's sign-in cookie Secure and HttpOnly: production serves the https PUBLIC_ORIGIN", async () => {
    const signup = await shop.client.call('POST', '/v2/signup', { body: signupRequest(), headers: { 'x-session-cookie': '1' }, origin: ORIGIN });
    expect(signup.status, signup.text).toBe(201);
    const cookies = [signup.headers['set-cookie'] ?? []].flat().map(String);
    expect(cookies).toEqual([expect.stringMatching(/^drawkit-refresh\./)]);
    expect(cookies[0]).toMatch(/; HttpOnly(;|$)/);
    expect(cookies[0]).toMatch(/; Secure(;|$)/);
  });

  it('has no card gateway: card and PayPal payments are refused with a clear message, the wallet still pays', async () => {
    const { client } = shop;
    const session = await signUp(client);
    const gateways = await client.call('GET', '/v2/funds/card_gateways', { session });
    expect(gateways.status).toBe(200);
    expect(gateways.data.result).toEqual({ availableCardGateways: [], priorityGateway: '', gateways: [] });
    const methods = await client.call('GET', '/v2/payment_methods', { session });
    expect(methods.data.result.map((m: { type: string }) => m.type)).toEqual(['wallet']);

    const refused = {
      code: 'payment_method_unavailable',
      level: 'error',
      message: 'Card payments are not available on this shop at the moment.',
    };
    const addCard = await client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } });
    expect(addCard.status).toBe(422);
    expect(addCard.json.messages[0]).toMatchObject(refused);

    await addToCart(client, session, superJackpotItem({}, 1));
    const byCard = await client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey: uniqueKey('card'),
      body: { deposit: { amount: { amount: 175, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'web' } },
    });
    expect(byCard.status, byCard.text).toBe(422);
    expect(byCard.json.messages[0]).toMatchObject(refused);
    const payPal = await client.call('POST', '/v2/funds/pl/sandbox/deposit', { session, body: { amount: { amount: 175, currency: 'AUD' }, purchase: { channelKey: 'web' } } });
    expect(payPal.status).toBe(422);
    expect(payPal.json.messages[0]).toMatchObject({ code: 'payment_method_unavailable', message: 'PayPal payments are not available on this shop at the moment.' });

    // Money that reached the wallet some other way still buys.
    await database.db.insert(ledgerEntries).values({
      id: newId(),
      customerId: session.customerId,
      kind: 'deposit',
      amountCents: 1000,
      description: 'Deposit',
      createdAt: shop.clock.now(),
    });
    const byWallet = await client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('wallet'), body: { channelKey: 'web' } });
    expect(byWallet.status, byWallet.text).toBe(200);
    expect(byWallet.data.result.paidFromWallet.amount).toBe(175);
  });

  it("stops a demo-seeded database's demo accounts from signing in, and ends their sessions", async () => {
    // The test shops' seeded database has the demo accounts, as `npm start` seeds them.
    const { database: demoDatabase, dispose: disposeDemo } = await openPrepared(backend);
    try {
      const clock = manualClock(TEST_NOW);
      const [demo] = await demoDatabase.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
      const demoSession = await createSession(demoDatabase.db, demo!.id, clock);
      const production = await productionShop(demoDatabase);
      await production.app.ready();
      for (const email of DEMO_ACCOUNT_EMAILS) {
        const login = await production.client.call('POST', '/v2/login', { body: { email, password: DEMO_PASSWORD }, remoteAddress: freshAddress() });
        expect(login.status, `${email}: ${login.text}`).toBe(401);
      }
      const [session] = await demoDatabase.db.select().from(authSessions).where(eq(authSessions.id, demoSession.sessionId));
      expect(session?.revokedAt).not.toBeNull();
      await production.app.close();
    } finally {
      await disposeDemo();
    }
  });

  describe('the client address behind a proxy', () => {
    async function addressSeen(trustProxy: BuildAppOptions['trustProxy'], peer: string, forwardedFor: string) {
      const app = buildApp({
        mode: 'production',
        db: database.db,
        clock: manualClock(TEST_NOW),
        gateway: null,
        publicOrigin: ORIGIN,
        partnerOrigins: [],
        ...(trustProxy === undefined ? {} : { trustProxy }),
      });
      app.get('/__address', async (request) => ({ ip: request.ip }));
      const response = await app.inject({ method: 'GET', url: '/__address', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
      await app.close();
      return (response.json() as { ip: string }).ip;
    }

    it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy it came through', async () => {
      expect(await addressSeen(undefined, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
      expect(await addressSeen(false, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
      // A configured proxy's header counts; a client that is not that proxy still cannot pick its address.
      expect(await addressSeen(['10.0.0.0/8'], '10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
      expect(await addressSeen(['10.0.0.0/8'], '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
      // Through the proxy, a client's own X-Forwarded-For entry is not believed: the proxy's last one is.
      expect(await addressSeen(['10.0.0.0/8'], '10.1.2.3', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
    });
  });
});
