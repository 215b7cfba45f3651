/**
 * The recurring-purchase calls on the real database: autoplays listed, read, changed, paused
 * (until a date or not), unpaused and cancelled; subscriptions cancelled with their paid weeks
 * refunded; pre-orders cancelled; the recurring-purchase method; payment resolutions. Bad input
 * gets the spec's 4xx and message, and another customer's ids are not found.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { card, refreshSession, signUp, SUPER_JACKPOT_GAME_CENTS, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { RESTRICTED_SEGMENT } from '../../auth/segments';
import { newId } from '../../db/ids';
import { customers, draws, ledgerEntries, recurringPurchases } from '../../db/schema';
import { walletBalance } from '../../purchase/walletBalance';
import { createDrawEngine } from '../../draws/drawEngine';

const set_for_life_subscription = {
  productType: 'lottery_ticket' as const,
  lotteryKey: 'set_for_life2020',
  gameType: 'deferred',
  gameOffer: 'set_for_life2020_subscription',
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }],
  days: 64,
  numWeeks: 8,
  recurringPurchase: { enabled: true },
  numDraws: 1,
  quickpick: false,
};

describe.each(testBackends())('recurring purchase calls on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;

  async function customerWith(cents: number): Promise<Session> {
    const session = await signUp(shop.client);
    await db().insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: cents, description: 'Test credit' });
    return session;
  }
  async function buy(session: Session, item: unknown) {
    const added = await shop.client.call('POST', '/v2/cart/items', { session, body: item });
    expect(added.status, added.text).toBe(200);
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('rp'), body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    return bought.data.result;
  }
  const get = (session: Session, url: string) => shop.client.call('GET', `/v2${url}`, { session });

  it('GET /autoplay lists the autoplay bought, paged, and GET /autoplay/{id} shows its numbers', async () => {
    const session = await customerWith(10_000);
    const receipt = await buy(session, superJackpotItem({ numDraws: 'autoplay' }));
    const list = await get(session, '/autoplay?limit=10&offset=0');
    expect(list.status, list.text).toBe(200);
    expect(list.data.pageInfo).toEqual({ limit: 10, offset: 0, total: 1 });
    const [autoplay] = list.data.result;
    expect(autoplay).toMatchObject({
      lotteryId: 'super_jackpot_lottery',
      productType: 'lottery_ticket',
      type: 'autoplay',
      status: 'recurring_status_active',
      pausedUntil: null,
      lastAttemptStatus: 'purchased',
      numberOfGames: 2,
      numberOfTickets: 1,
      numberOfShares: 0,
      minimumJackpotAmount: { amount: 0, currency: 'AUD' },
      price: { amount: 2 * SUPER_JACKPOT_GAME_CENTS, currency: 'AUD' },
      quickpick: false,
      defaultFund: { kind: 'wallet', id: null },
      monthly: false,
    });
    // The wire is snake_case.
    expect(list.json.result[0].autoplay_id).toBe(autoplay.autoplayId);
    const detail = await get(session, `/autoplay/${autoplay.autoplayId}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.data.result.games).toHaveLength(2);
    expect(detail.data.result.checkoutId).toBe(receipt.checkoutId);
    expect((await get(session, '/recurring_purchases')).data.result.map((r: { autoplayId: string }) => r.autoplayId)).toEqual([autoplay.autoplayId]);

    // Someone else's autoplay is not found; bad paging is refused.
    const other = await signUp(shop.client);
    const hidden = await get(other, `/autoplay/${autoplay.autoplayId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json.messages[0]).toMatchObject({ code: 'recurring_not_found', message: 'This recurring purchase was not found.' });
    expect((await get(session, '/autoplay?limit=0')).status).toBe(422);
    expect((await get(session, '/autoplay?offset=-1')).status).toBe(422);
    expect((await shop.client.call('GET', '/v2/autoplay')).status).toBe(401);
  });

  it('pauses until a date, unpauses, sets a minimum jackpot and quick pick, then cancels; a cancelled one cannot change', async () => {
    const session = await customerWith(10_000);
    await buy(session, superJackpotItem({ numDraws: 'autoplay' }));
    const [row] = await db().select().from(recurringPurchases).where(eq(recurringPurchases.customerId, session.customerId));
    const id = row!.id;
    const until = new Date(shop.clock.now().getTime() + 14 * 24 * 60 * 60 * 1000).toISOString();

    const timed = await shop.client.call('POST', `/v2/autoplay/${id}/pause`, { session, form: { paused_until: until } });
    expect(timed.status, timed.text).toBe(200);
    expect(timed.data.result).toMatchObject({ status: 'recurring_status_timed_pause', pausedUntil: until });
    const past = await shop.client.call('POST', `/v2/autoplay/${id}/pause`, { session, form: { paused_until: '2020-01-01' } });
    expect(past.status).toBe(422);
    expect(past.json.messages[0]).toMatchObject({ field: 'pausedUntil', message: 'Please choose a date in the future.' });
    const garbage = await shop.client.call('POST', `/v2/autoplay/${id}/pause`, { session, form: { paused_until: 'soon' } });
    expect(garbage.status).toBe(422);

    const unpaused = await shop.client.call('POST', `/v2/autoplay/${id}/unpause`, { session });
    expect(unpaused.data.result).toMatchObject({ status: 'recurring_status_active', pausedUntil: null });
    const paused = await shop.client.call('PATCH', `/v2/autoplays/${id}/status`, { session, body: { status: 'recurring_status_paused' } });
    expect(paused.data.result.status).toBe('recurring_status_paused');

    const jackpot = await shop.client.call('POST', `/v2/autoplay/${id}/set-minimum-jackpot`, { session, form: { minimum_jackpot_amount: '20000000' } });
    expect(jackpot.status, jackpot.text).toBe(200);
    expect(jackpot.data.result.minimumJackpotAmount).toEqual({ amount: 2_000_000_000, currency: 'AUD' });
    const badJackpot = await shop.client.call('POST', `/v2/autoplay/${id}/set-minimum-jackpot`, { session, form: { minimum_jackpot_amount: '1.234' } });
    expect(badJackpot.status).toBe(422);
    expect(badJackpot.json.messages[0].message).toBe('Amount must follow format e.g: 1.50');
    const missing = await shop.client.call('POST', `/v2/autoplay/${id}/set-minimum-jackpot`, { session, form: {} });
    expect(missing.json.messages[0].message).toBe('This field is required');

    const quickpick = await shop.client.call('POST', `/v2/autoplay/${id}/set-quickpick`, { session, form: { quickpick: 'true' } });
    expect(quickpick.data.result.quickpick).toBe(true);
    expect((await shop.client.call('POST', `/v2/autoplay/${id}/set-quickpick`, { session, form: { quickpick: 'maybe' } })).status).toBe(422);

    const more = await shop.client.call('PATCH', `/v2/autoplay/${id}`, { session, body: { numGames: 4 } });
    expect(more.status, more.text).toBe(200);
    expect(more.data.result).toMatchObject({ numberOfGames: 4, price: { amount: 4 * SUPER_JACKPOT_GAME_CENTS } });
    expect(more.data.result.games).toHaveLength(4);
    expect((await shop.client.call('PATCH', `/v2/autoplay/${id}`, { session, body: {} })).status).toBe(422);
    expect((await shop.client.call('PATCH', `/v2/autoplay/${id}`, { session, body: { numGames: 500 } })).status).toBe(422);

    const badStatus = await shop.client.call('PATCH', `/v2/autoplays/${id}/status`, { session, body: { status: 'deleted' } });
    expect(badStatus.status).toBe(422);
    const cancelled = await shop.client.call('PATCH', `/v2/autoplays/${id}/status`, { session, body: { status: 'recurring_status_cancelled' } });
    expect(cancelled.data.result.status).toBe('recurring_status_cancelled');
    const again = await shop.client.call('POST', `/v2/autoplay/${id}/unpause`, { session });
    expect(again.status).toBe(422);
    expect(again.json.messages[0].code).toBe('recurring_cancelled');
  });

  it('a restricted account may read its autoplays but not change them (subscription-manage)', async () => {
    const session = await customerWith(10_000);
    await buy(session, superJackpotItem({ numDraws: 'autoplay' }));
    await db().update(customers).set({ segment: RESTRICTED_SEGMENT }).where(eq(customers.id, session.customerId));
    const [row] = await db().select().from(recurringPurchases).where(eq(recurringPurchases.customerId, session.customerId));
    expect((await get(session, `/autoplay/${row!.id}`)).status).toBe(200);
    const refused = await shop.client.call('POST', `/v2/autoplay/${row!.id}/pause`, { session, form: {} });
    expect(refused.status).toBe(403);
    expect((await db().select().from(recurringPurchases).where(eq(recurringPurchases.id, row!.id)))[0]!.status).toBe('recurring_status_active');
  });

  it('cancels a subscription: its weeks not yet ticketed are cancelled and refunded to the wallet, once', async () => {
    const session = await customerWith(10_000);
    await buy(session, set_for_life_subscription);
    const paid = 10_000 - (await walletBalance(db(), session.customerId));
    const list = await get(session, '/subscriptions?lottery_keys=set_for_life2020');
    expect(list.status, list.text).toBe(200);
    const [subscription] = list.data.result;
    expect(subscription).toMatchObject({ type: 'subscription', status: 'recurring_status_active' });
    expect((await get(session, '/subscriptions?lottery_keys=super_jackpot_lottery')).data.result).toEqual([]);
    const detail = await get(session, `/subscriptions/${subscription.autoplayId}`);
    const ahead = detail.data.result.scheduled.filter((s: { ticketed: boolean }) => !s.ticketed);
    expect(ahead.length).toBeGreaterThan(0);

    // A change applies from the next renewal; the weeks bought stay as they are.
    const more = await shop.client.call('PATCH', `/v2/subscriptions/${subscription.autoplayId}`, { session, body: { numGames: 2 } });
    expect(more.status, more.text).toBe(200);
    expect(more.data.result).toMatchObject({ numberOfGames: 2, price: { amount: 2 * subscription.price.amount } });
    expect(more.data.result.games).toHaveLength(2);
    expect(more.data.result.scheduled.every((s: { amount: { amount: number } }) => s.amount.amount === subscription.price.amount)).toBe(true);

    const pause = await shop.client.call('PATCH', `/v2/subscriptions/${subscription.autoplayId}/status`, { session, body: { status: 'recurring_status_paused' } });
    expect(pause.status).toBe(422);
    expect(pause.json.messages[0].message).toBe('A subscription can be cancelled, but not paused.');

    const cancel = await shop.client.call('PATCH', `/v2/subscriptions/${subscription.autoplayId}/status`, { session, body: { status: 'recurring_status_cancelled' } });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.data.result.status).toBe('recurring_status_cancelled');
    expect(cancel.data.result.scheduled.every((s: { status: string; ticketed: boolean }) => s.ticketed || s.status === 'scheduled_status_cancelled')).toBe(true);
    const refunded = ahead.reduce((sum: number, s: { amount: { amount: number } }) => sum + s.amount.amount, 0);
    expect(await walletBalance(db(), session.customerId)).toBe(10_000 - paid + refunded);
    const twice = await shop.client.call('PATCH', `/v2/subscriptions/${subscription.autoplayId}/status`, { session, body: { status: 'recurring_status_cancelled' } });
    expect(twice.status).toBe(422);
    expect(await walletBalance(db(), session.customerId)).toBe(10_000 - paid + refunded);
  });

  it('GET and PATCH /scheduled-purchases: a pre-order is shown and cancelled (nothing was taken, nothing refunded)', async () => {
    const session = await customerWith(10_000);
    const [, preOrderDraw] = await db()
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'make_a_smile_lottery'), eq(draws.status, 'DRAW_OPEN')))
      .orderBy(draws.drawAt);
    await buy(session, {
      productType: 'raffle_ticket',
      lotteryKey: 'make_a_smile_lottery',
      causeKey: 'kids_hospital',
      bundleKey: 'bundle_3',
      gameType: 'standard',
      gameOffer: 'make_a_smile_lottery_ticket',
      games: [],
      numDraws: 1,
      quickpick: false,
      drawNo: preOrderDraw!.drawNo,
      scheduledPurchase: { type: 'pre_order' },
    });
    const list = await get(session, '/scheduled-purchases');
    expect(list.status, list.text).toBe(200);
    const [preOrder] = list.data.result;
    expect(preOrder).toMatchObject({ kind: 'pre_order', status: 'scheduled_status_active', drawNo: preOrderDraw!.drawNo, paid: false, ticketed: false });
    expect((await get(session, `/scheduled-purchases/${preOrder.encodedId}`)).data.result.encodedId).toBe(preOrder.encodedId);
    const before = await walletBalance(db(), session.customerId);
    const cancel = await shop.client.call('PATCH', `/v2/scheduled-purchases/${preOrder.encodedId}/cancel`, { session, headers: { 'x-api-version': '3.2' } });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.data.result.status).toBe('scheduled_status_cancelled');
    expect(await walletBalance(db(), session.customerId)).toBe(before);
    const again = await shop.client.call('PATCH', `/v2/scheduled-purchases/${preOrder.encodedId}/cancel`, { session });
    expect(again.status).toBe(422);
    expect(again.json.messages[0].code).toBe('scheduled_purchase_done');
    expect((await get(session, '/scheduled-purchases/nope')).status).toBe(404);
  });

  it('GET/POST /customer/recurring-purchase-method: the default card, a chosen card or the wallet; payment resolutions name the failing ones', async () => {
    const session = await customerWith(0);
    expect((await get(session, '/customer/recurring-purchase-method')).data.result).toMatchObject({ method: 'wallet', fund: { kind: 'wallet' } });
    const stored = await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } });
    const fundId = stored.data.result.id;
    expect((await get(session, '/customer/recurring-purchase-method')).data.result).toEqual({
      method: 'cc',
      fund: { kind: 'cc', id: fundId, brand: 'VISA', last4: '4242' },
      cards: [{ id: fundId, brand: 'VISA', last4: '4242', isDefault: true }],
    });
    const wallet = await shop.client.call('POST', '/v2/customer/recurring-purchase-method?recurring_purchase_method=wallet', { session });
    expect(wallet.data.result).toMatchObject({ method: 'wallet', fund: { kind: 'wallet', id: null } });
    const chosen = await shop.client.call('POST', `/v2/customer/recurring-purchase-method?recurring_purchase_method=${fundId}`, { session });
    expect(chosen.data.result).toMatchObject({ method: 'cc', fund: { id: fundId } });
    const unknown = await shop.client.call('POST', '/v2/customer/recurring-purchase-method?recurring_purchase_method=nocard', { session });
    expect(unknown.status).toBe(404);
    expect(unknown.json.messages[0]).toMatchObject({ code: 'fund_not_found', field: 'recurringPurchaseMethod' });
    expect((await shop.client.call('POST', '/v2/customer/recurring-purchase-method', { session })).status).toBe(422);

    const resolutions = await get(session, '/payment_resolutions');
    expect(resolutions.data.result).toEqual({ fundSource: { id: fundId, fundKind: 'cc' }, recurringPurchases: { subscriptions: [], autoplays: [] } });
  });

  it('a draw the wallet could not pay is listed in GET /payment_resolutions; POST /process_recurring_purchases/sync buys it once topped up', async () => {
    const price = 2 * SUPER_JACKPOT_GAME_CENTS;
    const session = await customerWith(price);
    await buy(session, superJackpotItem({ numDraws: 'autoplay' }));
    const [first] = await db()
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), eq(draws.status, 'DRAW_OPEN')))
      .orderBy(draws.drawAt);
    shop.clock.set(new Date(first!.stopAt.getTime() + 60_000));
    await createDrawEngine(db(), shop.clock).tick();
    // Moving the clock expired the access token.
    const fresh = await refreshSession(shop.client, session);
    const failing = await get(fresh, '/payment_resolutions');
    expect(failing.status, failing.text).toBe(200);
    expect(failing.data.result.fundSource).toEqual({ id: null, fundKind: 'wallet' });
    expect(failing.data.result.recurringPurchases.autoplays).toHaveLength(1);
    expect(failing.data.result.recurringPurchases.autoplays[0]).toMatchObject({ lastAttemptStatus: 'soft_failure', status: 'recurring_status_active' });

    await db().insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: price, description: 'Test credit' });
    const retried = await shop.client.call('POST', '/v2/process_recurring_purchases/sync', { session: fresh });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.data.result.recurringPurchases.autoplays).toEqual([]);
    expect(await walletBalance(db(), session.customerId)).toBe(0);
    // Again: nothing more is bought.
    await shop.client.call('POST', '/v2/process_recurring_purchases/sync', { session: fresh });
    expect(await walletBalance(db(), session.customerId)).toBe(0);
    const [autoplay] = (await get(fresh, '/autoplay')).data.result;
    expect(autoplay.lastAttemptStatus).toBe('purchased');
  });
});
