/**
 * The autoplay engine on the test clock: an autoplay buys each new draw of its lottery once
 * (however often and in however many engines the tick runs), a timed pause skips draws until its
 * date and then resumes, a minimum jackpot skips small draws, and a payment that fails is this
 * draw's soft failure (nothing written but the attempt) while the wallet, then the recurring
 * card, pay as the spec's payment resolution says.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { card, signUp, superJackpotItem, uniqueKey, SUPER_JACKPOT_GAME_CENTS } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { customers, draws, funds, ledgerEntries, recurringAttempts, recurringPurchases, tickets } from '../../db/schema';
import { createDrawEngine } from '../../draws/drawEngine';
import type { PaymentGateway } from '../../payments/PaymentGateway';
import { walletBalance } from '../../purchase/walletBalance';
import { AUTOPLAY_MESSAGES, runAutoplays } from '../autoplayEngine';

const PRICE = 2 * SUPER_JACKPOT_GAME_CENTS;

describe.each(testBackends())('autoplay engine on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;

  async function customerWith(cents: number): Promise<Session> {
    const session = await signUp(shop.client);
    if (cents > 0) {
      await db().insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: cents, description: 'Test credit' });
    }
    return session;
  }
  async function buyAutoplay(session: Session, overrides: Parameters<typeof superJackpotItem>[0] = {}) {
    const added = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem({ numDraws: 'autoplay', ...overrides }) });
    expect(added.status, added.text).toBe(200);
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('ap'), body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    const [row] = await db().select().from(recurringPurchases).where(eq(recurringPurchases.customerId, session.customerId));
    return row!;
  }
  const openDraws = () =>
    db()
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), eq(draws.status, 'DRAW_OPEN')))
      .orderBy(asc(draws.drawAt));
  /** Moves the clock just past the next draw's sales stop and ticks: that draw closes, the one after is next. */
  async function nextDraw(engine = createDrawEngine(db(), shop.clock)) {
    const [next] = await openDraws();
    shop.clock.set(new Date(next!.stopAt.getTime() + 60_000));
    return engine.tick();
  }
  const ticketsOf = (customerId: string) => db().select().from(tickets).where(eq(tickets.customerId, customerId)).orderBy(asc(tickets.drawNo));
  const attemptsOf = (recurringId: string) =>
    db().select().from(recurringAttempts).where(eq(recurringAttempts.recurringId, recurringId)).orderBy(asc(recurringAttempts.createdAt));
  const rowOf = async (id: string) => (await db().select().from(recurringPurchases).where(eq(recurringPurchases.id, id)))[0]!;

  it('starts an autoplay with the purchase and buys each new draw once, whoever ticks', async () => {
    const session = await customerWith(10_000);
    const [first] = await openDraws();
    const autoplay = await buyAutoplay(session);
    expect(autoplay).toMatchObject({ type: 'autoplay', status: 'recurring_status_active', nextDrawNo: first!.drawNo + 1, numGames: 2 });
    expect((await ticketsOf(session.customerId)).map((t) => t.drawNo)).toEqual([first!.drawNo]);

    // The bought draw is still the next one on sale: nothing more is bought.
    await createDrawEngine(db(), shop.clock).tick();
    expect(await ticketsOf(session.customerId)).toHaveLength(1);

    // Two engines (two processes) tick the same moment: the next draw is bought once.
    const [, second] = await openDraws();
    const other = createDrawEngine(db(), shop.clock);
    const [next] = await openDraws();
    shop.clock.set(new Date(next!.stopAt.getTime() + 60_000));
    await Promise.all([createDrawEngine(db(), shop.clock).tick(), other.tick()]);
    await other.tick();
    const bought = await ticketsOf(session.customerId);
    expect(bought.map((t) => t.drawNo)).toEqual([first!.drawNo, second!.drawNo]);
    expect(bought[1]!.games).toEqual(bought[0]!.games);
    const debits = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, session.customerId), eq(ledgerEntries.kind, 'purchase')));
    expect(debits.map((d) => d.amountCents).sort()).toEqual([-PRICE, -PRICE]);
    expect(await walletBalance(db(), session.customerId)).toBe(10_000 - 2 * PRICE);
    expect((await rowOf(autoplay.id)).lastAttemptStatus).toBe('purchased');
    expect((await attemptsOf(autoplay.id)).map((a) => a.outcome)).toEqual(['purchased']);
  });

  it('skips draws while on a timed pause and resumes on its date', async () => {
    const session = await customerWith(10_000);
    const autoplay = await buyAutoplay(session);
    const [, second, third] = await openDraws();
    // Paused until after the second draw stops selling, before the third does.
    const until = new Date(second!.stopAt.getTime() + 30 * 60_000);
    expect(until < third!.stopAt).toBe(true);
    await db().update(recurringPurchases).set({ status: 'recurring_status_timed_pause', pausedUntil: until }).where(eq(recurringPurchases.id, autoplay.id));

    await nextDraw(); // the second draw is next: paused, not bought
    await nextDraw(); // the second draw closed unbought; the third is next, still paused
    expect((await ticketsOf(session.customerId)).map((t) => t.drawNo)).not.toContain(second!.drawNo);
    expect((await rowOf(autoplay.id)).status).toBe('recurring_status_timed_pause');
    expect((await ticketsOf(session.customerId)).map((t) => t.drawNo)).not.toContain(third!.drawNo);

    shop.clock.set(new Date(until.getTime() + 60_000));
    const report = await createDrawEngine(db(), shop.clock).tick(); // past the pause: active again, and the third draw is bought
    expect(report.autoplays?.resumed).toBe(1);
    expect(await rowOf(autoplay.id)).toMatchObject({ status: 'recurring_status_active', pausedUntil: null });
    expect((await ticketsOf(session.customerId)).map((t) => t.drawNo)).toContain(third!.drawNo);
    expect((await ticketsOf(session.customerId)).map((t) => t.drawNo)).not.toContain(second!.drawNo);
  });

  it('skips a draw whose jackpot is below the minimum, without charging', async () => {
    const session = await customerWith(10_000);
    const autoplay = await buyAutoplay(session);
    const [, second] = await openDraws();
    await db()
      .update(recurringPurchases)
      // Above any jackpot the lottery draws (a draw's jackpot is set when it becomes the next one).
      .set({ minimumJackpotCents: 1_000_000_000_000 })
      .where(eq(recurringPurchases.id, autoplay.id));
    const before = await walletBalance(db(), session.customerId);
    await nextDraw();
    expect((await ticketsOf(session.customerId)).map((t) => t.drawNo)).not.toContain(second!.drawNo);
    expect(await walletBalance(db(), session.customerId)).toBe(before);
    const [attempt] = await attemptsOf(autoplay.id);
    expect(attempt).toMatchObject({ outcome: 'skipped', message: AUTOPLAY_MESSAGES.belowMinimum(second!.drawNo) });
    expect((await rowOf(autoplay.id)).status).toBe('recurring_status_active');
  });

  it('a wallet short with no card is a soft failure: nothing bought, still active, the next draw tried again', async () => {
    const session = await customerWith(PRICE);
    const autoplay = await buyAutoplay(session);
    expect(await walletBalance(db(), session.customerId)).toBe(0);
    const [, second, third] = await openDraws();
    await nextDraw();
    expect(await ticketsOf(session.customerId)).toHaveLength(1);
    expect(await rowOf(autoplay.id)).toMatchObject({
      status: 'recurring_status_active',
      lastAttemptStatus: 'soft_failure',
      lastAttemptMessage: AUTOPLAY_MESSAGES.walletShort(PRICE, second!.drawNo),
    });
    expect(await walletBalance(db(), session.customerId)).toBe(0);

    // Topped up: the next draw is bought and the last attempt reads purchased again.
    await db().insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: PRICE, description: 'Test credit' });
    await nextDraw();
    expect((await ticketsOf(session.customerId)).map((t) => t.drawNo)).toContain(third!.drawNo);
    expect((await rowOf(autoplay.id)).lastAttemptStatus).toBe('purchased');
  });

  it('tops the wallet up from the recurring card by the shortfall, once, when the wallet is short', async () => {
    const session = await customerWith(PRICE + 100);
    const stored = await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } });
    expect(stored.status, stored.text).toBe(201);
    const autoplay = await buyAutoplay(session);
    expect(await walletBalance(db(), session.customerId)).toBe(100);
    const [, second] = await openDraws();
    const engine = createDrawEngine(db(), shop.clock, { gateway: shop.gateway });
    await nextDraw(engine);
    await engine.tick();
    expect((await ticketsOf(session.customerId)).map((t) => t.drawNo)).toContain(second!.drawNo);
    const deposits = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, session.customerId), eq(ledgerEntries.kind, 'deposit')));
    expect(deposits.map((d) => d.amountCents)).toEqual([PRICE - 100]);
    expect(await walletBalance(db(), session.customerId)).toBe(0);
    expect((await rowOf(autoplay.id)).lastAttemptStatus).toBe('purchased');
  });

  it('a declined card is a soft failure and takes nothing', async () => {
    const session = await customerWith(PRICE);
    const autoplay = await buyAutoplay(session);
    await db().insert(funds).values({
      id: newId(),
      customerId: session.customerId,
      type: 'cc',
      gateway: 'declining',
      gatewayToken: 'tok_declining',
      brand: 'VISA',
      last4: '0002',
      expiryMonth: 12,
      expiryYear: 2030,
      isDefault: true,
    });
    const declining: PaymentGateway = {
      name: 'declining',
      charge: async () => ({ ok: false, code: 'card_declined', message: 'Your card was declined.' }),
      refund: async () => undefined,
      findCharge: async () => null,
      tokenise: async () => ({ ok: false, code: 'card_declined', message: 'Your card was declined.' }),
    };
    const [, second] = await openDraws();
    await nextDraw(createDrawEngine(db(), shop.clock, { gateway: declining }));
    // Another run for the same draw does not charge again.
    await runAutoplays({ db: db(), clock: shop.clock, gateway: declining }, shop.clock.now());
    expect(await attemptsOf(autoplay.id)).toHaveLength(1);
    expect(await rowOf(autoplay.id)).toMatchObject({
      status: 'recurring_status_active',
      lastAttemptStatus: 'soft_failure',
      lastAttemptMessage: AUTOPLAY_MESSAGES.cardDeclined(second!.drawNo, 'Your card was declined.'),
    });
    expect(await ticketsOf(session.customerId)).toHaveLength(1);
    expect(await walletBalance(db(), session.customerId)).toBe(0);
  });

  it('a closed account is a hard failure: the autoplay is cancelled', async () => {
    const session = await customerWith(10_000);
    const autoplay = await buyAutoplay(session);
    await db().update(customers).set({ accountRestriction: 'closed' }).where(eq(customers.id, session.customerId));
    await nextDraw();
    expect(await rowOf(autoplay.id)).toMatchObject({ status: 'recurring_status_cancelled', lastAttemptStatus: 'hard_failure' });
    expect(await ticketsOf(session.customerId)).toHaveLength(1);
    // Cancelled: later draws are not tried.
    await nextDraw();
    expect(await attemptsOf(autoplay.id)).toHaveLength(1);
  });

  it('renews a subscription when its paid weeks are over, once, and the renewal becomes its current block', async () => {
    const session = await customerWith(10_000);
    const added = await shop.client.call('POST', '/v2/cart/items', {
      session,
      body: {
        productType: 'lottery_ticket',
        lotteryKey: 'set_for_life2020',
        gameType: 'deferred',
        gameOffer: 'set_for_life2020_subscription',
        games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }],
        days: 64,
        numWeeks: 1,
        recurringPurchase: { enabled: true },
        numDraws: 1,
        quickpick: false,
      },
    });
    expect(added.status, added.text).toBe(200);
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('sub'), body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    const [subscription] = await db().select().from(recurringPurchases).where(eq(recurringPurchases.customerId, session.customerId));
    expect(subscription).toMatchObject({ type: 'subscription', status: 'recurring_status_active' });
    const [paidSunday] = await ticketsOf(session.customerId);
    expect(subscription!.nextDrawNo).toBe(paidSunday!.drawNo + 1);
    const before = await walletBalance(db(), session.customerId);

    // Before the paid Sunday closes nothing more is bought.
    await createDrawEngine(db(), shop.clock).tick();
    expect(await ticketsOf(session.customerId)).toHaveLength(1);

    // The paid Sunday stops selling: the next draw on sale is past the paid week, so a week is bought again.
    const [sunday] = await db().select().from(draws).where(eq(draws.id, paidSunday!.drawId));
    shop.clock.set(new Date(sunday!.stopAt.getTime() + 60_000));
    const engine = createDrawEngine(db(), shop.clock);
    await engine.tick();
    await engine.tick();
    const renewed = await rowOf(subscription!.id);
    expect(renewed.orderId).not.toBe(subscription!.orderId);
    expect(renewed.lastAttemptStatus).toBe('purchased');
    const nextSunday = (await ticketsOf(session.customerId)).map((t) => t.drawNo).filter((n) => n > paidSunday!.drawNo);
    expect(nextSunday).toHaveLength(1);
    expect(nextSunday[0]! - paidSunday!.drawNo).toBe(7);
    expect(renewed.nextDrawNo).toBe(nextSunday[0]! + 1);
    expect(await walletBalance(db(), session.customerId)).toBe(before - renewed.priceCents);
    expect(await attemptsOf(subscription!.id)).toHaveLength(1);
  });
});
