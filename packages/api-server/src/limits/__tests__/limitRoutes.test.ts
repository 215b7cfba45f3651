import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, card, logIn, refreshSession, signUp, SUPER_JACKPOT_GAME_CENTS, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { createTestShop, type Session, type TestShop, useTestShop } from '../../__tests__/helpers/testShop';
import { checkouts, customers } from '../../db/schema';
import { newId } from '../../db/ids';
import { carryLegacySpendLimits } from '../carryLegacySpendLimits';
import { DEFAULT_SYSTEM_LIMITS, setSystemLimits } from '../limitQueries';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testBackends())('limits, deposits and block reasons on $name', (backend) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const limits = (session: Session) => shop.client.call('GET', '/v2/spend-limits', { session });
  const setLimit = (session: Session, period: string, amount: string) =>
    shop.client.call('PUT', `/v2/spend-limits/${period}`, { session, form: { amount } });
  const editLimit = (session: Session, period: string, amount: string) =>
    shop.client.call('POST', `/v2/spend-limits/${period}`, { session, form: { amount } });
  const purchase = (session: Session) =>
    shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('limits'), body: { channelKey: 'web' } });

  async function restrict(session: Session, restriction: 'self_excluded' | 'closed' | 'suspended') {
    await shop.database.db.update(customers).set({ accountRestriction: restriction }).where(eq(customers.id, session.customerId));
  }

  it('GET /spend-limits: "collection has availablePeriods, customerLimits, systemLimits"', async () => {
    const session = await signUp(shop.client);
    const response = await limits(session);
    expect(response.status, response.text).toBe(200);
    expect(response.data.result).toEqual({
      availablePeriods: ['day', 'week', 'month'],
      customerLimits: [],
      systemLimits: DEFAULT_SYSTEM_LIMITS.map((l) => ({ period: l.period, amount: { amount: l.amountCents, currency: 'AUD' } })),
    });
  });

  it('PUT /spend-limits/{period} (form body) sets a limit at once; the cart is then blocked with spend_limit and the purchase refused', async () => {
    const session = await signUp(shop.client);
    const set = await setLimit(session, 'day', '5.00');
    expect(set.status, set.text).toBe(200);
    expect(set.data.result).toMatchObject({ period: 'day', amount: { amount: 500 }, amountSpent: { amount: 0 }, pending: null });
    const cart = await addToCart(shop.client, session, superJackpotItem({}, 4));
    expect(cart.blockedReasonActions).toEqual({ spend_limit: 'spend_limit' });
    expect(cart.blockedReasons.spend_limit).toBe('This cart is $2.00 over your daily spend limit of $5.00 ($5.00 left today).');
    expect(cart.spendLimit).toEqual({ period: 'day', limit: { amount: 500, currency: 'AUD' }, amountSpent: { amount: 0, currency: 'AUD' } });
    const refused = await purchase(session);
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0]).toMatchObject({ code: 'cart_blocked', message: cart.blockedReasons.spend_limit });
    const overview = await shop.client.call('GET', '/v2/customer', { session });
    expect(overview.data.result.spendLimits).toMatchObject([{ period: 'day', amount: { amount: 500 } }]);
  });

  it('with limits for several periods, the one with least left is the cart\'s and names the block', async () => {
    const session = await signUp(shop.client);
    await setLimit(session, 'week', '50');
    await setLimit(session, 'day', '5');
    const cart = await addToCart(shop.client, session, superJackpotItem({}, 4));
    expect(cart.spendLimit.period).toBe('day');
    expect(cart.blockedReasons.spend_limit).toBe('This cart is $2.00 over your daily spend limit of $5.00 ($5.00 left today).');
    expect((await limits(session)).data.result.customerLimits.map((l: { period: string }) => l.period)).toEqual(['day', 'week']);
  });

  it('lowering applies at once; raising waits out 7 days, shown as pending, then applies', async () => {
    const session = await signUp(shop.client);
    await setLimit(session, 'week', '50');
    const lower = await editLimit(session, 'week', '20.5');
    expect(lower.data.result).toMatchObject({ amount: { amount: 2050 }, pending: null });
    const raise = await editLimit(session, 'week', '80.00');
    expect(raise.status, raise.text).toBe(200);
    expect(raise.data.result.amount.amount).toBe(2050);
    expect(raise.data.result.pending).toEqual({
      amount: { amount: 8000, currency: 'AUD' },
      period: 'week',
      effectiveAt: new Date(shop.clock.now().getTime() + 7 * DAY).toISOString(),
    });
    shop.clock.advance(7 * DAY);
    try {
      const after = await limits(await refreshSession(shop.client, session));
      expect(after.data.result.customerLimits).toMatchObject([{ period: 'week', amount: { amount: 8000 }, pending: null }]);
    } finally {
      shop.clock.advance(-7 * DAY);
    }
  });

  it('refuses bad amounts with the spec\'s form messages, and a limit above the shop\'s', async () => {
    const session = await signUp(shop.client);
    const format = await setLimit(session, 'week', '1.505');
    expect(format.status).toBe(422);
    expect(format.json.messages[0]).toMatchObject({ message: 'Amount must follow format e.g: 1.50', field: 'amount' });
    const zero = await setLimit(session, 'week', '0');
    expect(zero.json.messages[0].message).toBe('Please enter an amount equal to or greater than 0.01.');
    const above = await setLimit(session, 'day', '1000.01');
    expect(above.status).toBe(422);
    expect(above.json.messages[0].message).toBe('Please enter an amount equal to or less than 1000.00.');
    const period = await setLimit(session, 'year', '10');
    expect(period.status).toBe(422);
    const missing = await editLimit(session, 'month', '10');
    expect(missing.status).toBe(404);
  });

  it('DELETE /spend-limits/{id} waits out the cooling-off period; deleting again is a 422 with a message', async () => {
    const session = await signUp(shop.client);
    const set = await setLimit(session, 'month', '100');
    const id = set.data.result.id as string;
    const removed = await shop.client.call('DELETE', `/v2/spend-limits/${id}`, { session });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.data.result.pending).toMatchObject({ amount: null });
    const again = await shop.client.call('DELETE', `/v2/spend-limits/${id}`, { session });
    expect(again.status).toBe(422);
    expect(again.json.messages[0]).toMatchObject({ code: 'limit_change_pending' });
    expect(again.json.messages[0].message).toMatch(/^Your month spend limit is already due to be removed on \d{4}-\d{2}-\d{2}\.$/);
    const other = await signUp(shop.client);
    expect((await shop.client.call('DELETE', `/v2/spend-limits/${id}`, { session: other })).status).toBe(404);
  });

  it('close: a self-excluded account\'s cart is blocked, its purchase and deposits refused', async () => {
    const session = await signUp(shop.client);
    await restrict(session, 'self_excluded');
    const cart = await addToCart(shop.client, session, superJackpotItem({}, 1));
    expect(cart.blockedReasonActions).toEqual({ close: 'close' });
    expect(cart.blockedReasons.close).toBe('You have excluded yourself from buying tickets, so nothing can be bought while the exclusion lasts.');
    expect((await purchase(session)).json.messages[0].code).toBe('cart_blocked');
    const deposit = await shop.client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey: uniqueKey('closed'),
      body: { deposit: { amount: { amount: 1000, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'web' } },
    });
    expect(deposit.status).toBe(403);
    expect(deposit.json.messages[0].code).toBe('account_restricted');
  });

  it('fixed: a suspended account\'s cart says to contact support', async () => {
    const session = await logIn(shop.client, 'demo-suspended@drawkit.test');
    const cart = await addToCart(shop.client, session, superJackpotItem({}, 1));
    expect(cart.blockedReasonActions).toEqual({ fixed: 'fixed' });
    expect(cart.blockedReasons.fixed).toBe('Your account is on hold. Please contact support to buy tickets.');
  });

  it('global_spend_limit: a cart over what is left of the shop\'s own limit is blocked', async () => {
    const session = await signUp(shop.client);
    await shop.database.db.insert(checkouts).values({
      id: newId(),
      customerId: session.customerId,
      status: 'completed',
      totalCents: 99_500,
      walletCents: 99_500,
      cardCents: 0,
      walletBalanceAfterCents: 0,
      channelKey: 'web',
      createdAt: new Date(shop.clock.now().getTime() - 60_000),
    });
    const cart = await addToCart(shop.client, session, superJackpotItem({}, 4));
    expect(cart.blockedReasonActions).toEqual({ global_spend_limit: 'global_spend_limit' });
    expect(cart.blockedReasons.global_spend_limit).toBe("This cart is $2.00 over the shop's daily limit of $1000.00 per customer ($5.00 left today).");
  });

  it('global_spend_limit follows the shop\'s setting', async () => {
    const session = await signUp(shop.client);
    await setSystemLimits(shop.database.db, [{ period: 'week', amountCents: 300 }]);
    try {
      const cart = await addToCart(shop.client, session, superJackpotItem({}, 2));
      expect(cart.blockedReasonActions).toEqual({ global_spend_limit: 'global_spend_limit' });
      expect((await limits(session)).data.result.systemLimits).toEqual([{ period: 'week', amount: { amount: 300, currency: 'AUD' } }]);
    } finally {
      await setSystemLimits(shop.database.db, DEFAULT_SYSTEM_LIMITS);
    }
  });

  it('precommitment (deposit) limit: POST /precommitment (form body limit) and deposits over what is left are refused', async () => {
    const session = await signUp(shop.client);
    const set = await shop.client.call('POST', '/v2/precommitment', { session, form: { limit: '15.00' } });
    expect(set.status, set.text).toBe(200);
    expect(set.data.result.precommitment).toMatchObject({ limit: { amount: 1500 }, period: 'week', amountDeposited: { amount: 0 }, pending: null });
    // A signed-up customer's wallet is empty, so this $14.00 cart needs a $14.00 deposit: within the limit.
    const cart = await addToCart(shop.client, session, superJackpotItem({}, 8));
    expect(cart.blockedReasons).toEqual({});
    const over = await shop.client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey: uniqueKey('over'),
      body: { deposit: { amount: { amount: 2000, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'web' } },
    });
    expect(over.status).toBe(422);
    expect(over.json.messages[0]).toMatchObject({
      code: 'deposit_limit_exceeded',
      field: 'deposit.amount',
      message: 'A deposit of $20.00 is over your weekly deposit limit of $15.00: you can deposit up to $15.00 now.',
    });
    const ok = await shop.client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey: uniqueKey('ok'),
      body: { deposit: { amount: { amount: 8 * SUPER_JACKPOT_GAME_CENTS, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'web' } },
    });
    expect(ok.status, ok.text).toBe(200);
    // $14.00 of $15.00 used: the next $3.50 cart needs more than the $1.00 left.
    const next = await addToCart(shop.client, session, superJackpotItem({}, 2));
    expect(next.blockedReasonActions).toEqual({ deposit_limit: 'deposit_limit' });
    expect(next.blockedReasons.deposit_limit).toBe(
      'Paying for this cart needs a deposit of $3.50, but only $1.00 of your weekly deposit limit of $15.00 is left this week.',
    );
    const overview = await shop.client.call('GET', '/v2/customer', { session });
    expect(overview.data.result.preCommitment).toMatchObject({ limit: { amount: 1500 }, amountDeposited: { amount: 1400 } });
  });

  it('a wallet that covers the cart needs no deposit, so the deposit limit does not block it', async () => {
    const session = await logIn(shop.client, 'demo-deposit-limit@drawkit.test');
    const small = await addToCart(shop.client, session, superJackpotItem({}, 2));
    expect(small.blockedReasons).toEqual({});
    // $3.50 + $28.00 due against a $5.00 wallet needs a $26.50 deposit: over the $20.00 weekly limit.
    const big = await addToCart(shop.client, session, superJackpotItem({}, 16));
    expect(big.blockedReasonActions).toEqual({ deposit_limit: 'deposit_limit' });
    expect((await purchase(session)).json.messages[0]).toMatchObject({ code: 'cart_blocked', field: 'deposit_limit' });
  });

  it('raising the precommitment limit waits; removing it is pending; removing twice is a 422', async () => {
    const session = await signUp(shop.client);
    await shop.client.call('POST', '/v2/precommitment', { session, form: { limit: '15.00', period: 'week' } });
    const raise = await shop.client.call('POST', '/v2/precommitment', { session, form: { limit: '15.00', period: 'day' } });
    expect(raise.data.result.precommitment).toMatchObject({ limit: { amount: 1500 }, period: 'week', pending: { period: 'day', amount: { amount: 1500 } } });
    const removed = await shop.client.call('DELETE', '/v2/precommitment', { session });
    expect(removed.data.result.precommitment.pending).toMatchObject({ amount: null });
    const again = await shop.client.call('DELETE', '/v2/precommitment', { session });
    expect(again.status).toBe(422);
    const none = await signUp(shop.client);
    expect((await shop.client.call('DELETE', '/v2/precommitment', { session: none })).status).toBe(404);
  });

  it('a wallet deposit from a stored card over the deposit limit is refused before the card is charged', async () => {
    const session = await signUp(shop.client);
    const added = await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } });
    await shop.client.call('POST', '/v2/precommitment', { session, form: { limit: '10' } });
    const refused = await shop.client.call('POST', `/v2/funds/${added.data.result.id}/deposit`, {
      session,
      idempotencyKey: uniqueKey('fund'),
      body: { amount: { amount: 1500, currency: 'AUD' }, securityCode: '123' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0].code).toBe('deposit_limit_exceeded');
    const ok = await shop.client.call('POST', `/v2/funds/${added.data.result.id}/deposit`, {
      session,
      idempotencyKey: uniqueKey('fund'),
      body: { amount: { amount: 1000, currency: 'AUD' }, securityCode: '123' },
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it('verification: a licence sets the drivers_licence method pending; a verified account is refused', async () => {
    const session = await logIn(shop.client, 'demo-unverified@drawkit.test');
    const before = await shop.client.call('GET', '/v2/customer', { session });
    expect(before.data.result.isVerified).toBe(false);
    expect(before.data.result.verification.methods).toContainEqual({ type: 'drivers_licence', status: 'not_attempted' });
    const bad = await shop.client.call('POST', '/v2/customer/verification/licence', { session, body: { licenceNumber: '!', licenceState: 'QLD', cardNumber: 'AB12345' } });
    expect(bad.status).toBe(422);
    const sent = await shop.client.call('POST', '/v2/customer/verification/licence', {
      session,
      body: { licenceNumber: '12345678', licenceState: 'QLD', cardNumber: 'AB12345' },
    });
    expect(sent.status, sent.text).toBe(200);
    const after = await shop.client.call('GET', '/v2/customer', { session });
    expect(after.data.result.verification.methods).toContainEqual({ type: 'drivers_licence', status: 'pending' });
    const verified = await signUp(shop.client);
    const refused = await shop.client.call('POST', '/v2/customer/verification/licence', {
      session: verified,
      body: { licenceNumber: '12345678', licenceState: 'QLD', cardNumber: 'AB12345' },
    });
    expect(refused.json.messages[0].code).toBe('verification_not_needed');
  });
});

describe.each(testBackends())('legacy spend limits on $name', (backend) => {
  const shop = useTestShop(backend);

  it('moves a weekly limit kept on the customer row into a limit row, once', async () => {
    const session = await signUp(shop.client);
    await shop.database.db.update(customers).set({ weeklySpendLimitCents: 700 }).where(eq(customers.id, session.customerId));
    expect(await carryLegacySpendLimits(shop.database.db, shop.clock)).toBe(1);
    expect(await carryLegacySpendLimits(shop.database.db, shop.clock)).toBe(0);
    const limits = await shop.client.call('GET', '/v2/spend-limits', { session });
    expect(limits.data.result.customerLimits).toMatchObject([{ period: 'week', amount: { amount: 700 } }]);
  });
});
