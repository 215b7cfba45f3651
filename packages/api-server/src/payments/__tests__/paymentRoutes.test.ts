import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToCart, balanceOf, card, signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { checkouts, funds, ledgerEntries, orders } from '../../db/schema';
import { SANDBOX_CARDS } from '../sandboxGateway';

const CHECKOUT_PURCHASE = { channelKey: 'web' };

describe.each(testBackends())('payments on $name', (backend) => {
  const shop = useTestShop(backend);

  async function counts(session: Session) {
    const { db } = shop.database;
    const [o] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, session.customerId));
    const [c] = await db.select({ n: count() }).from(checkouts).where(eq(checkouts.customerId, session.customerId));
    const [l] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.customerId, session.customerId));
    const cart = await shop.client.call('GET', '/v2/cart/items', { session });
    return { orders: o?.n, checkouts: c?.n, ledger: l?.n, cartItems: cart.data.result.cartItems.length as number };
  }

  function depositPurchase(session: Session, deposit: Record<string, unknown>, idempotencyKey: string) {
    return shop.client.call('POST', '/v2/deposit_purchase', { session, idempotencyKey, body: { deposit, purchase: CHECKOUT_PURCHASE } });
  }

  /** Opens the challenge page as the iframe would, and presses one of its buttons. */
  async function answerChallenge(url: string, outcome: 'complete' | 'fail') {
    const { pathname, search } = new URL(url);
    const page = await shop.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Complete</button>');
    expect(page.body).toContain('>Fail</button>');
    const [, depositId] = /name="deposit_id" value="([^"]+)"/.exec(page.body) ?? [];
    const [, token] = /name="token" value="([^"]+)"/.exec(page.body) ?? [];
    const notify = await shop.app.inject({
      method: 'POST',
      url: '/3ds/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ deposit_id: depositId ?? '', token: token ?? '', outcome }).toString(),
    });
    expect(notify.statusCode).toBe(200);
    return postedMessage(notify.body);
  }

  /** What the answered page's script posts to the page that framed it (its `data-message`). */
  function postedMessage(body: string): unknown {
    const [, attribute] = /<script src="\/3ds\/notify\.js" data-message="([^"]*)"><\/script>/.exec(body) ?? [];
    return JSON.parse((attribute ?? 'null').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
  }

  const browser = { colourDepth: 24, screenWidth: 1280, screenHeight: 800, challengeWindowSize: 'Large' } as const;

  it('a challenged card (4000 0000 0000 3220) answers 202 deposit_pending with the challenge in the asked window size, then buys once completed', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('challenge');
    const deposit = { amount: cart.cartTotal, card: card({ number: SANDBOX_CARDS.challenge }), browser };
    const first = await depositPurchase(session, deposit, key);
    expect(first.status, first.text).toBe(202);
    expect(first.json.messages[0]).toMatchObject({ code: 'deposit_pending', level: 'info' });
    const pending = first.data.result;
    expect(pending).toMatchObject({ kind: 'card_challenge', status: 'pending', challenge: { windowSize: 'Large', width: 500, height: 600 } });
    expect(await counts(session)).toEqual({ orders: 0, checkouts: 0, ledger: 0, cartItems: 1 });

    // Sent again before the challenge is done: still pending, nothing bought.
    expect((await depositPurchase(session, deposit, key)).status).toBe(202);

    const notified = await answerChallenge(pending.challenge.url, 'complete');
    expect(notified).toMatchObject({ type: 'drawkit:card-challenge', status: 'completed' });
    const done = await depositPurchase(session, deposit, key);
    expect(done.status, done.text).toBe(200);
    expect(done.data.result).toMatchObject({ paidByCard: cart.cartTotal, card: { brand: 'VISA', last4: '3220' } });
    expect(await counts(session)).toMatchObject({ orders: 1, checkouts: 1, cartItems: 0 });
    // A repeat is the same answer and buys nothing more.
    const again = await depositPurchase(session, deposit, key);
    expect(again.data.result.checkoutId).toBe(done.data.result.checkoutId);
    // The deposit's id reads as the checkout's receipt.
    const receipt = await shop.client.call('GET', `/v2/checkout/${pending.depositId}`, { session });
    expect(receipt.data.result.checkoutId).toBe(done.data.result.checkoutId);
  });

  it('a failed challenge changes nothing (cart, wallet, orders) and the receipt answers checkout_failure', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('challenge-fail');
    const deposit = { amount: cart.cartTotal, card: card({ number: SANDBOX_CARDS.challenge }) };
    const first = await depositPurchase(session, deposit, key);
    expect(first.data.result.challenge.windowSize).toBe('Medium');
    const before = await counts(session);
    expect(await answerChallenge(first.data.result.challenge.url, 'fail')).toMatchObject({ type: 'drawkit:card-challenge', status: 'failed' });
    const after = await depositPurchase(session, deposit, key);
    expect(after.status).toBe(402);
    expect(after.json.messages[0].code).toBe('card_challenge_failed');
    expect(await counts(session)).toEqual(before);
    expect(await balanceOf(shop.client, session)).toBe(0);
    const receipt = await shop.client.call('GET', `/v2/checkout/${first.data.result.depositId}`, { session });
    expect(receipt.status).toBe(422);
    expect(receipt.json.messages[0].code).toBe('checkout_failure');
    // The page cannot be answered twice.
    const { pathname, search } = new URL(first.data.result.challenge.url);
    expect((await shop.app.inject({ method: 'GET', url: `${pathname}${search}` })).statusCode).toBe(404);
  });

  it('answers a declined card with 402 card_declined and changes nothing', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const before = await counts(session);
    const response = await depositPurchase(session, { amount: cart.cartTotal, card: card({ number: SANDBOX_CARDS.declined }) }, uniqueKey());
    expect(response.status).toBe(402);
    expect(response.json.messages[0].code).toBe('card_declined');
    expect(await counts(session)).toEqual(before);
  });

  it('stores cards (brand, last four, expiry, token), makes one default and deletes them', async () => {
    const session = await signUp(shop.client);
    const added = await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } });
    expect(added.status, added.text).toBe(201);
    expect(added.data.result).toMatchObject({ type: 'cc', gateway: 'sandbox', brand: 'VISA', last4: '4242', expiryMonth: 12, expiryYear: 2030, default: true });
    const second = await shop.client.call('POST', '/v2/funds/card/sandboxlite', { session, body: { card: card({ number: SANDBOX_CARDS.mastercard }) } });
    expect(second.data.result).toMatchObject({ brand: 'MASTERCARD', last4: '4444', default: false });
    const [row] = await shop.database.db.select().from(funds).where(eq(funds.id, added.data.result.id));
    expect(JSON.stringify(row)).not.toContain(SANDBOX_CARDS.visa);

    const made = await shop.client.call('POST', `/v2/funds/${second.data.result.id}/default`, { session });
    expect(made.data.result.default).toBe(true);
    let methods = (await shop.client.call('GET', '/v2/payment_methods', { session })).data.result as any[];
    expect(methods.filter((m) => m.card).map((m) => [m.card.last4, m.default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);

    expect((await shop.client.call('DELETE', `/v2/funds/${second.data.result.id}`, { session })).status).toBe(204);
    methods = (await shop.client.call('GET', '/v2/payment_methods', { session })).data.result;
    expect(methods.filter((m) => m.card).map((m) => [m.card.last4, m.default])).toEqual([['4242', true]]);
    // Another customer's card is not theirs to delete.
    const other = await signUp(shop.client);
    expect((await shop.client.call('DELETE', `/v2/funds/${added.data.result.id}`, { session: other })).status).toBe(404);
    // The gateway refuses to store the decline card.
    const declined = await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card({ number: SANDBOX_CARDS.declined }) } });
    expect(declined.status).toBe(402);
  });

  it('"Credit-card security code is required per gateway per the rules"', async () => {
    const session = await signUp(shop.client);
    const gateways = await shop.client.call('GET', '/v2/funds/card_gateways', { session });
    expect(gateways.data.result).toMatchObject({ availableCardGateways: ['sandbox', 'sandboxlite'], priorityGateway: 'sandbox' });
    const withCode = (await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } })).data.result;
    const noCode = (await shop.client.call('POST', '/v2/funds/card/sandboxlite', { session, body: { card: card() } })).data.result;
    const methods = (await shop.client.call('GET', '/v2/payment_methods', { session })).data.result as any[];
    expect(methods.find((m) => m.id === withCode.id)).toMatchObject({ requiresSecurityCode: true, rules: { cscRequired: { sandbox: true, sandboxlite: false } } });
    expect(methods.find((m) => m.id === noCode.id)).toMatchObject({ requiresSecurityCode: false });

    const cart = await addToCart(shop.client, session);
    const missing = await depositPurchase(session, { amount: cart.cartTotal, methodId: withCode.id }, uniqueKey());
    expect(missing.status).toBe(422);
    expect(missing.json.messages[0]).toMatchObject({ code: 'security_code_required', field: 'deposit.securityCode' });
    const paid = await depositPurchase(session, { amount: cart.cartTotal, methodId: noCode.id }, uniqueKey());
    expect(paid.status, paid.text).toBe(200);
    expect(paid.data.result.card).toMatchObject({ last4: '4242' });
  });

  it('deposits to the wallet from a stored card with its security code', async () => {
    const session = await signUp(shop.client);
    const fund = (await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } })).data.result;
    const deposit = await shop.client.call('POST', `/v2/funds/${fund.id}/deposit`, {
      session,
      idempotencyKey: uniqueKey(),
      body: { amount: { amount: 2000, currency: 'AUD' }, securityCode: '123' },
    });
    expect(deposit.status, deposit.text).toBe(200);
    expect(await balanceOf(shop.client, session)).toBe(2000);
  });

  it('keeps card deposits within minAmount and maxAmount ("Please enter an amount equal to or less than 5000.00.")', async () => {
    const session = await signUp(shop.client);
    const fund = (await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } })).data.result;
    const tooBig = await shop.client.call('POST', `/v2/funds/${fund.id}/deposit`, {
      session,
      idempotencyKey: uniqueKey(),
      body: { amount: { amount: 500_001, currency: 'AUD' }, securityCode: '123' },
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.json.messages[0].message).toBe('Please enter an amount equal to or less than 5000.00.');
    const tooSmall = await shop.client.call('POST', `/v2/funds/${fund.id}/deposit`, {
      session,
      idempotencyKey: uniqueKey(),
      body: { amount: { amount: 0, currency: 'AUD' }, securityCode: '123' },
    });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.json.messages[0].message).toBe('Please enter an amount equal to or greater than 0.01.');
  });

  it('lists payment methods by the funds filters', async () => {
    const session = await signUp(shop.client);
    const fund = (await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } })).data.result;
    await shop.database.db.update(funds).set({ verification: 'Failed Verification' }).where(eq(funds.id, fund.id));
    const list = async (query: string) =>
      ((await shop.client.call('GET', `/v2/payment_methods${query}`, { session })).data.result as any[]).map((m) => m.id);
    expect(await list('')).toEqual(['wallet', 'card', 'paypal']);
    const checkout = '?filter=funds.cart%20eq%20true&filter=funds.withdraw%20eq%20false&filter=funds.digital_wallets%20eq%20true&filter=funds.failed_verification%20eq%20true';
    expect(await list(checkout)).toEqual(['wallet', 'card', fund.id, 'paypal']);
    expect(await list('?filter=funds.cart%20eq%20false')).toEqual(['paypal']);
    expect(await list('?filter=funds.cart%20eq%20false%20and%20funds.withdraw%20eq%20false')).toEqual([]);
    expect((await shop.client.call('GET', '/v2/payment_methods?filter=funds.colour%20eq%20true', { session })).status).toBe(422);
  });

  it('a sandbox PayPal deposit approved credits the wallet, then buys the cart; cancelled changes nothing', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const start = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', { session, body: { amount: cart.cartTotal, purchase: CHECKOUT_PURCHASE } });
    expect(start.status, start.text).toBe(202);
    const { depositId, approvalUrl } = start.data.result;
    const { pathname, search } = new URL(approvalUrl);
    const page = await shop.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(page.body).toContain('>Approve</button>');
    expect((await shop.client.call('POST', `/v2/deposits/${depositId}/complete`, { session })).status).toBe(409);
    const approve = await shop.app.inject({
      method: 'POST',
      url: pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${new URLSearchParams(search).get('token')}&outcome=approve`,
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`http://localhost:8080/checkout/deposit/${depositId}/success`);
    const done = await shop.client.call('POST', `/v2/deposits/${depositId}/complete`, { session });
    expect(done.status, done.text).toBe(200);
    expect(done.data.result).toMatchObject({ total: cart.cartTotal, paidFromWallet: cart.cartTotal });
    const twice = await shop.client.call('POST', `/v2/deposits/${depositId}/complete`, { session });
    expect(twice.data.result.checkoutId).toBe(done.data.result.checkoutId);
    expect(await balanceOf(shop.client, session)).toBe(0);
    expect(await counts(session)).toMatchObject({ orders: 1, checkouts: 1, ledger: 2, cartItems: 0 });

    const other = await signUp(shop.client);
    const otherCart = await addToCart(shop.client, other);
    const second = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', { session: other, body: { amount: otherCart.cartTotal, purchase: CHECKOUT_PURCHASE } });
    const url = new URL(second.data.result.approvalUrl);
    const cancel = await shop.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${url.searchParams.get('token')}&outcome=cancel`,
    });
    expect(cancel.headers.location).toBe(`http://localhost:8080/checkout/deposit/${second.data.result.depositId}/cancel`);
    expect((await shop.client.call('POST', `/v2/deposits/${second.data.result.depositId}/complete`, { session: other })).status).toBe(409);
    expect(await counts(other)).toEqual({ orders: 0, checkouts: 0, ledger: 0, cartItems: 1 });
  });
});
