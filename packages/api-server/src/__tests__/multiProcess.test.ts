/**
 * Two real server processes on one PostgreSQL and one Redis, each on its own port so the test
 * knows which one answers: what one process does, the other sees. A sign-in rate-limit bucket is
 * one bucket (calls split across both hit the limit at the same total as calls to one), a draw
 * the engine of one process draws reaches a live-results stream held by the other and leaves its
 * cached reads, one purchase Idempotency-Key sent to both at once charges the card once, and a
 * session signed out through one is refused by the other. Runs with DATABASE_URL and
 * REDIS_URL (as CI does), in demo mode: production has no sandbox gateway to charge and refuses
 * the test clock that lets the test move one process's draw engine.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/authPolicy';
import { type FreshDatabase, openFreshPostgres } from '../db/freshDatabase';
import { checkouts, idempotencyKeys, ledgerEntries, purchaseIntents, sandboxCharges } from '../db/schema';
import { nextOpenDraw } from '../draws/__tests__/drawFixtures';
import { card, signupRequest, superJackpotItem, uniqueKey } from './helpers/fixtures';
import { HttpClient, type HttpSession, type ShopProcess, startShopProcess } from './helpers/shopProcess';
import { TEST_REDIS_URL } from './helpers/testRedis';

const DATABASE_URL = process.env.DATABASE_URL;

/**
 * A client address of this run alone (an IPv6 /64 the limiter has never seen), sent as
 * X-Forwarded-For through TRUST_PROXY=loopback: the processes keep their limits under Redis's
 * real key prefix, which earlier runs have used too.
 */
function freshClientAddress(): string {
  const hex = randomBytes(4).toString('hex');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4)}::1`;
}

/** Reads server-sent events off a stream until `until` says stop. */
async function readEvents(body: ReadableStream<Uint8Array>, until: (events: { event: string; data: any }[]) => boolean) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: any }[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
}

/** A new customer signed up through `client`, from an address of its own. */
async function signUpOn(client: HttpClient, label: string): Promise<HttpSession> {
  const headers = { 'x-forwarded-for': freshClientAddress() };
  const signedUp = await client.call('POST', '/v2/signup', { body: signupRequest({ email: `${uniqueKey(label)}@example.test` }), headers });
  expect(signedUp.status, JSON.stringify(signedUp.json)).toBe(201);
  return {
    accessToken: signedUp.data.result.accessToken,
    customerToken: signedUp.data.result.customer.customerToken,
    customerId: signedUp.data.result.customer.customerId,
  };
}

describe.runIf(DATABASE_URL && TEST_REDIS_URL)('two server processes on one PostgreSQL and one Redis', () => {
  let fresh: FreshDatabase;
  let staticRoot: string;
  let first: ShopProcess;
  let second: ShopProcess;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    fresh = await openFreshPostgres(DATABASE_URL!, 'drawkit_multi', 2);
    staticRoot = mkdtempSync(join(tmpdir(), 'drawkit-no-build-'));
    const env = {
      DATABASE_URL: fresh.url,
      REDIS_URL: TEST_REDIS_URL,
      STATIC_ROOT: staticRoot,
      // One public origin for both, so neither re-registers the storefront's origin under the other.
      PUBLIC_ORIGIN: 'http://shop.multi-process.test',
      TRUST_PROXY: 'loopback',
    };
    // The first moves its own draw engine's clock (POST /__test/clock); the second keeps real time.
    [first, second] = await Promise.all([
      startShopProcess({ ...env, DRAWKIT_TEST_CLOCK: '1' }, 120_000),
      startShopProcess({ ...env, DRAWKIT_TEST_CLOCK: undefined }, 120_000),
    ]);
    a = new HttpClient(first.url);
    b = new HttpClient(second.url);
  }, 150_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await fresh?.dispose();
    if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
  });

  it('keeps one rate-limit bucket: calls split across both processes are refused at the same total', async () => {
    const headers = { 'x-forwarded-for': freshClientAddress() };
    const { capacity } = RATE_LIMITS.signInPerIp;
    const answers: { process: 'first' | 'second'; status: number; retryAfter: string | null }[] = [];
    // Alternating, so each process alone sees about half the calls: each would let all of its own through if it counted alone.
    for (let call = 0; call < capacity + 6; call += 1) {
      const [name, client] = call % 2 === 0 ? (['first', a] as const) : (['second', b] as const);
      const answer = await client.call('POST', '/v2/check-email', { body: { emailOrToken: `${uniqueKey('split')}@example.test` }, headers });
      answers.push({ process: name, status: answer.status, retryAfter: answer.headers.get('retry-after') });
    }
    expect(answers.slice(0, capacity).filter((answer) => answer.status === 429)).toEqual([]);
    const refused = answers.slice(capacity);
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 429));
    expect(new Set(refused.map((answer) => answer.process))).toEqual(new Set(['first', 'second']));
    expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
  });

  it('charges the card once when one Idempotency-Key reaches both processes at once', { timeout: 60_000 }, async () => {
    const session = await signUpOn(a, 'both');
    const added = await a.call('POST', '/v2/cart/items', { session, body: superJackpotItem() });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const totalCents: number = added.data.result.cartTotal.amount;
    const depositCents = totalCents + 300;
    const key = uniqueKey('both-processes');
    const purchase = { deposit: { amount: { amount: depositCents, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'web' } };

    const [fromFirst, fromSecond] = await Promise.all([
      a.call('POST', '/v2/deposit_purchase', { session, idempotencyKey: key, body: purchase }),
      b.call('POST', '/v2/deposit_purchase', { session, idempotencyKey: key, body: purchase }),
    ]);
    expect(fromFirst.status, JSON.stringify(fromFirst.json)).toBe(200);
    expect(fromSecond.status, JSON.stringify(fromSecond.json)).toBe(200);
    expect(fromSecond.data.result).toEqual(fromFirst.data.result);

    const { db } = fresh.database;
    const customerId = session.customerId;
    const intents = await db.select().from(purchaseIntents).where(eq(purchaseIntents.customerId, customerId));
    expect(intents.map((intent) => ({ key: intent.idempotencyKey, status: intent.status }))).toEqual([{ key, status: 'completed' }]);
    const charges = await db
      .select()
      .from(sandboxCharges)
      .where(and(inArray(sandboxCharges.idempotencyKey, intents.map((intent) => intent.id)), isNotNull(sandboxCharges.reference)));
    expect(charges.map((charge) => ({ amount: charge.amountCents, refunded: charge.refundedAt }))).toEqual([{ amount: depositCents, refunded: null }]);
    const bought = await db.select().from(checkouts).where(eq(checkouts.customerId, customerId));
    expect(bought.map((checkout) => checkout.id)).toEqual([fromFirst.data.result.checkoutId]);
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, customerId));
    expect(ledger.map((entry) => [entry.kind, entry.amountCents]).sort()).toEqual([
      ['deposit', depositCents],
      ['purchase', -totalCents],
    ]);
    const [reservation] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
    expect(reservation?.status).toBe('completed');
  });

  it('refuses a session signed out through the first process on the second, 50 ms later', async () => {
    const session = await signUpOn(a, 'sign-out');
    // The second process finds the session active and keeps it (auth/activeSessions).
    expect((await b.call('GET', '/v2/customer', { session })).status).toBe(200);
    expect((await b.call('GET', '/v2/customer', { session })).status).toBe(200);
    expect((await a.call('GET', '/v2/logout', { session })).status).toBe(204);
    // The revocation's NOTIFY reaches the second process about a millisecond after the commit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await b.call('GET', '/v2/customer', { session });
    expect(refused.status, JSON.stringify(refused.json)).toBe(401);
  });

  it('streams a draw the first process draws to a live-results client of the second, whose cached reads drop it', { timeout: 60_000 }, async () => {
    const draw = await nextOpenDraw(fresh.database.db, 'super_jackpot_lottery', new Date());
    const upcomingOnSecond = async () => {
      const answer = await b.call('GET', '/v2/draws/upcoming/super_jackpot_lottery');
      expect(answer.status).toBe(200);
      return (answer.data.result as { drawNo: number }[]).map((listed) => listed.drawNo);
    };
    // Asked twice, so the second process answers from its response cache (60 s) when it has one.
    expect(await upcomingOnSecond()).toContain(draw.drawNo);
    expect(await upcomingOnSecond()).toContain(draw.drawNo);
    const controller = new AbortController();
    const stream = await fetch(`${second.url}/v2/draws/events?app_key=drawkit-storefront&offers=super_jackpot_lottery`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reading = readEvents(stream.body!, (events) => events.some((e) => e.data.draw_no === draw.drawNo && e.data.status === 'DRAW_PAID'));

    // Only the first process's engine is past the draw time; the second's runs on the real clock, before it.
    const moved = await fetch(`${first.url}/__test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: draw.drawAt.getTime() - Date.now() + 1000 }),
    });
    expect(moved.status).toBe(200);
    const events = await reading;
    controller.abort();
    expect(events.filter((e) => e.data.draw_no === draw.drawNo).map((e) => [e.event, e.data.status])).toEqual([
      ['draw-completed', 'DRAW_DRAWN'],
      ['draw-completed', 'DRAW_SCORED'],
      ['draw-completed', 'DRAW_PAID'],
    ]);
    // The first process's writes reach the second's cache too: within moments, not the 60 s a stale entry would live.
    const deadline = Date.now() + 3000;
    let listed = await upcomingOnSecond();
    while (listed.includes(draw.drawNo) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      listed = await upcomingOnSecond();
    }
    expect(listed).not.toContain(draw.drawNo);
  });
});
