/**
 * Charges whose request never finished: the pending purchase written before the gateway call,
 * and its settlement by a retry with the same Idempotency-Key or by the reconciler, by asking
 * the gateway. A request "dies" here by losing the gateway's answer (the charge is made, the
 * request fails); "another process" is a reservation whose owner is not this process.
 * The real `kill -9` is src/__tests__/crashAfterCharge.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToCart, balanceOf, card, SUPER_JACKPOT_GAME_CENTS, signUp, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { PARTNER_ORIGIN, type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { checkouts, idempotencyKeys, ledgerEntries, payments, purchaseIntents } from '../../db/schema';
import type { ChargeRequest, PaymentGateway } from '../../payments/PaymentGateway';
import { SANDBOX_CARDS } from '../../payments/sandboxGateway';
import { reconcilePurchases, startPurchaseReconciler } from '../reconcilePurchases';
import { LEASE_MS } from '../reservationLease';

class GatewayUnreachable extends Error {}

describe.each(testBackends())('settling charges whose request died, on $name', (backend) => {
  /** lose-answer: charges, then fails as if the process died; unreachable: fails before charging. */
  let fault: 'none' | 'lose-answer' | 'unreachable' = 'none';
  /** Called with each charge request and whatever the database holds for its key at that moment. */
  let onCharge: ((request: ChargeRequest) => Promise<void>) | null = null;
  const shop = useTestShop(backend, {
    gateway: (_clock, sandbox): PaymentGateway => ({
      name: sandbox.name,
      tokenise: (c) => sandbox.tokenise(c),
      refund: (reference) => sandbox.refund(reference),
      findCharge: (key) => sandbox.findCharge(key),
      async charge(request) {
        await onCharge?.(request);
        if (fault === 'unreachable') throw new GatewayUnreachable('gateway unreachable');
        const result = await sandbox.charge(request);
        if (fault === 'lose-answer') throw new Error('the answer was lost');
        return result;
      },
    }),
  });
  const deps = () => ({ db: shop.database.db, clock: shop.clock, gateway: shop.gateway });

  function depositPurchase(session: Session, key: string, amount: number, cardNumber: string = SANDBOX_CARDS.visa) {
    return shop.client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey: key,
      body: { deposit: { amount: { amount, currency: 'AUD' }, card: card({ number: cardNumber }) }, purchase: { channelKey: 'web' } },
    });
  }

  async function withFault<T>(kind: typeof fault, work: () => Promise<T>): Promise<T> {
    fault = kind;
    try {
      return await work();
    } finally {
      fault = 'none';
    }
  }

  /** Makes the reservation look like a request of a process that died LEASE_MS ago. */
  async function ownedByDeadProcess(session: Session, key: string) {
    await shop.database.db
      .update(idempotencyKeys)
      .set({ owner: 'proc_dead', updatedAt: new Date(shop.clock.now().getTime() - LEASE_MS - 1) })
      .where(and(eq(idempotencyKeys.customerId, session.customerId), eq(idempotencyKeys.key, key)));
  }

  async function books(session: Session) {
    const { db } = shop.database;
    const intents = await db.select().from(purchaseIntents).where(eq(purchaseIntents.customerId, session.customerId));
    const charges = (await shop.gateway.listCharges()).filter((c) => intents.some((i) => i.id === c.idempotencyKey));
    return {
      intents: intents.map((i) => i.status).sort(),
      charges: charges.map((c) => (c.refunded ? 'refunded' : 'charged')).sort(),
      payments: (await db.select().from(payments).where(eq(payments.customerId, session.customerId))).map((p) => p.status).sort(),
      checkouts: (await db.select().from(checkouts).where(eq(checkouts.customerId, session.customerId))).length,
      ledger: (await db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, session.customerId)))
        .map((l) => [l.kind, l.amountCents])
        .sort(),
    };
  }

  it('commits the pending purchase before the gateway is called, and the gateway charges under its id', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('intent');
    let seen: unknown[] = [];
    onCharge = async (request) => {
      seen = await shop.database.db.select().from(purchaseIntents).where(eq(purchaseIntents.id, request.idempotencyKey));
    };
    try {
      const response = await depositPurchase(session, key, cart.cartTotal.amount);
      expect(response.status, response.text).toBe(200);
    } finally {
      onCharge = null;
    }
    expect(seen).toEqual([
      expect.objectContaining({
        customerId: session.customerId,
        kind: 'purchase',
        route: 'depositPurchase',
        idempotencyKey: key,
        amountCents: cart.cartTotal.amount,
        currency: 'AUD',
        status: 'pending',
        purchase: expect.objectContaining({ cartId: expect.any(String), itemsHash: expect.any(String), answer: 'receipt' }),
      }),
    ]);
    const [intent] = await shop.database.db.select().from(purchaseIntents).where(eq(purchaseIntents.idempotencyKey, key));
    expect(intent).toMatchObject({ status: 'completed', checkoutId: expect.any(String), paymentId: expect.any(String) });
  });

  it('a retry with the same key settles a charge whose request died here, and gets the receipt', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('died-here');
    const died = await withFault('lose-answer', () => depositPurchase(session, key, cart.cartTotal.amount + 300));
    expect(died.status).toBe(500);
    // The charge is known and the key still pending: nothing was released or forgotten.
    expect(await books(session)).toMatchObject({ intents: ['pending'], charges: ['charged'], checkouts: 0 });

    const retry = await depositPurchase(session, key, cart.cartTotal.amount + 300);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.data.result.orders[0].ticketIds.length).toBeGreaterThan(0);
    expect((await depositPurchase(session, key, cart.cartTotal.amount + 300)).data.result).toEqual(retry.data.result);
    expect(await books(session)).toEqual({
      intents: ['completed'],
      charges: ['charged'],
      payments: ['succeeded'],
      checkouts: 1,
      ledger: [
        ['deposit', cart.cartTotal.amount + 300],
        ['purchase', -cart.cartTotal.amount],
      ],
    });
    expect(await balanceOf(shop.client, session)).toBe(300);
  });

  it('a retry waits for a request still running elsewhere, then settles it once that process is gone', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('elsewhere');
    await withFault('lose-answer', () => depositPurchase(session, key, cart.cartTotal.amount));
    // Another process holds the key and renewed it just now.
    await shop.database.db
      .update(idempotencyKeys)
      .set({ owner: 'proc_elsewhere', updatedAt: shop.clock.now() })
      .where(and(eq(idempotencyKeys.customerId, session.customerId), eq(idempotencyKeys.key, key)));
    const started = performance.now();
    const retry = depositPurchase(session, key, cart.cartTotal.amount);
    // It stops renewing (its process died): the waiting retry takes over when the lease runs out.
    setTimeout(() => shop.clock.advance(LEASE_MS + 1), 300);
    const answer = await retry;
    expect(answer.status, answer.text).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(await books(session)).toMatchObject({ intents: ['completed'], charges: ['charged'], checkouts: 1 });
  });

  it('the reconciler completes a dead process\'s charge exactly once, and a retry gets that receipt', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('reconcile');
    await withFault('lose-answer', () => depositPurchase(session, key, cart.cartTotal.amount));
    await ownedByDeadProcess(session, key);
    // Several reconcilers at once (several server processes): one settles it.
    const reports = await Promise.all([reconcilePurchases(deps()), reconcilePurchases(deps()), reconcilePurchases(deps())]);
    expect(reports.reduce((sum, r) => sum + r.completed, 0)).toBe(1);
    expect(await books(session)).toEqual({
      intents: ['completed'],
      charges: ['charged'],
      payments: ['succeeded'],
      checkouts: 1,
      ledger: [
        ['deposit', cart.cartTotal.amount],
        ['purchase', -cart.cartTotal.amount],
      ],
    });
    const retry = await depositPurchase(session, key, cart.cartTotal.amount);
    expect(retry.status).toBe(200);
    const [checkout] = await shop.database.db.select().from(checkouts).where(eq(checkouts.customerId, session.customerId));
    expect(retry.data.result.checkoutId).toBe(checkout!.id);
    expect((await shop.client.call('GET', '/v2/cart/items', { session })).data.result.cartItems).toEqual([]);
  });

  it('refunds the charge when the cart changed before the charge could be settled, and frees the key', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('changed');
    await withFault('lose-answer', () => depositPurchase(session, key, cart.cartTotal.amount));
    await addToCart(shop.client, session, superJackpotItem({}, 1));
    await ownedByDeadProcess(session, key);
    expect(await reconcilePurchases(deps())).toMatchObject({ refunded: 1, completed: 0 });
    expect(await books(session)).toEqual({ intents: ['refunded'], charges: ['refunded'], payments: ['refunded'], checkouts: 0, ledger: [] });
    const [intent] = await shop.database.db.select().from(purchaseIntents).where(eq(purchaseIntents.idempotencyKey, key));
    expect(intent?.failure).toBe('checkout_failure');
    expect(await balanceOf(shop.client, session)).toBe(0);
    const [reservation] = await shop.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(reservation).toBeUndefined();
  });

  it('releases a pending purchase the gateway never charged; the retry then buys with one charge', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('never-charged');
    const failed = await withFault('unreachable', () => depositPurchase(session, key, cart.cartTotal.amount));
    expect(failed.status).toBe(500);
    await ownedByDeadProcess(session, key);
    expect(await reconcilePurchases(deps())).toMatchObject({ released: 1 });
    expect(await books(session)).toMatchObject({ intents: ['released'], charges: [], checkouts: 0 });
    const retry = await depositPurchase(session, key, cart.cartTotal.amount);
    expect(retry.status, retry.text).toBe(200);
    expect(await books(session)).toMatchObject({ intents: ['completed', 'released'], charges: ['charged'], payments: ['succeeded'], checkouts: 1 });
  });

  it('refunds a charge that landed after a settler released its pending purchase, and buys nothing', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('released-meanwhile');
    // A settler took the request for dead, asked the gateway before this charge reached it, and released the record.
    onCharge = async (request) => {
      await shop.database.db.update(purchaseIntents).set({ status: 'released', failure: 'not_charged' }).where(eq(purchaseIntents.id, request.idempotencyKey));
    };
    let response: Awaited<ReturnType<typeof depositPurchase>>;
    try {
      response = await depositPurchase(session, key, cart.cartTotal.amount);
    } finally {
      onCharge = null;
    }
    expect(response.status, response.text).toBe(422);
    expect(response.json).toMatchObject({ messages: [{ code: 'checkout_failure' }] });
    expect(await books(session)).toEqual({ intents: ['refunded'], charges: ['refunded'], payments: ['refunded'], checkouts: 0, ledger: [] });
    const [reservation] = await shop.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(reservation).toBeUndefined();
    // The cart is still there to buy, under a new key.
    const retry = await depositPurchase(session, uniqueKey('after-release'), cart.cartTotal.amount);
    expect(retry.status, retry.text).toBe(200);
    expect(await books(session)).toMatchObject({ intents: ['completed', 'refunded'], charges: ['charged', 'refunded'], checkouts: 1 });
  });

  it('credits a wallet deposit by stored card once when its request died after the charge', async () => {
    const session = await signUp(shop.client);
    const fund = (await shop.client.call('POST', '/v2/funds/card/sandbox', { session, body: { card: card() } })).data.result;
    const key = uniqueKey('fund-deposit');
    const deposit = () =>
      shop.client.call('POST', `/v2/funds/${fund.id}/deposit`, { session, idempotencyKey: key, body: { amount: { amount: 2500, currency: 'AUD' }, securityCode: '123' } });
    expect((await withFault('lose-answer', deposit)).status).toBe(500);
    await ownedByDeadProcess(session, key);
    expect(await reconcilePurchases(deps())).toMatchObject({ completed: 1 });
    const retry = await deposit();
    expect(retry.status, retry.text).toBe(200);
    expect(retry.data.result).toMatchObject({ amount: { amount: 2500 }, balance: { amount: 2500 } });
    expect(await books(session)).toEqual({ intents: ['completed'], charges: ['charged'], payments: ['succeeded'], checkouts: 0, ledger: [['deposit', 2500]] });
  });

  it('settles a partner purchase with its cart item, answering the checkout id', async () => {
    const session = await signUp(shop.client);
    const key = uniqueKey('partner');
    const price = 2 * SUPER_JACKPOT_GAME_CENTS;
    const purchase = () =>
      shop.client.call('POST', '/v2/cart/partner/demo-partner/purchase', {
        appKey: 'demo-partner',
        origin: PARTNER_ORIGIN,
        session,
        idempotencyKey: key,
        body: { cartItem: superJackpotItem({}, 2), deposit: { amount: { amount: price, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'demo_partner_web' } },
      });
    expect((await withFault('lose-answer', purchase)).status).toBe(500);
    const retry = await purchase();
    expect(retry.status, retry.text).toBe(200);
    const [checkout] = await shop.database.db.select().from(checkouts).where(eq(checkouts.customerId, session.customerId));
    expect(retry.data.result).toBe(checkout!.id);
    expect(checkout).toMatchObject({ partnerSlug: 'demo-partner', cardCents: price });
    expect(await books(session)).toMatchObject({ intents: ['completed'], charges: ['charged'], checkouts: 1 });
  });

  it('settles a challenged card charged after its challenge, and the deposit id reads as the receipt', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('challenged');
    const first = await depositPurchase(session, key, cart.cartTotal.amount, SANDBOX_CARDS.challenge);
    expect(first.status, first.text).toBe(202);
    const { pathname, search } = new URL(first.data.result.challenge.url);
    const page = await shop.app.inject({ method: 'GET', url: `${pathname}${search}` });
    const [, token] = /name="token" value="([^"]+)"/.exec(page.body) ?? [];
    const notify = await shop.app.inject({
      method: 'POST',
      url: '/3ds/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ deposit_id: first.data.result.depositId, token: token ?? '', outcome: 'complete' }).toString(),
    });
    expect(notify.statusCode).toBe(200);
    expect((await withFault('lose-answer', () => depositPurchase(session, key, cart.cartTotal.amount, SANDBOX_CARDS.challenge))).status).toBe(500);
    const retry = await depositPurchase(session, key, cart.cartTotal.amount, SANDBOX_CARDS.challenge);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.data.result.card).toEqual({ brand: 'VISA', last4: '3220' });
    const receipt = await shop.client.call('GET', `/v2/checkout/${first.data.result.depositId}`, { session });
    expect(receipt.data.result.checkoutId).toBe(retry.data.result.checkoutId);
    // The challenge attempt charged nothing; the authenticated one charged once.
    expect(await books(session)).toMatchObject({ intents: ['completed', 'released'], charges: ['charged'], checkouts: 1 });
  });

  it('runs at start, taking over what a previous process left, then settles the rest on its schedule', async () => {
    const session = await signUp(shop.client);
    await addToCart(shop.client, session);
    const first = uniqueKey('at-start');
    await withFault('lose-answer', () => depositPurchase(session, first, 5_000));
    // Renewed just now by a process that is gone (PGlite: the database's only other user, before this start).
    await shop.database.db
      .update(idempotencyKeys)
      .set({ owner: 'proc_previous', updatedAt: shop.clock.now() })
      .where(and(eq(idempotencyKeys.customerId, session.customerId), eq(idempotencyKeys.key, first)));
    const reconciler = startPurchaseReconciler(deps(), { previousProcessesGone: true, intervalMs: 50 });
    try {
      await reconciler.started;
      expect(await books(session)).toMatchObject({ intents: ['completed'], checkouts: 1 });

      await addToCart(shop.client, session);
      const later = uniqueKey('on-schedule');
      await withFault('lose-answer', () => depositPurchase(session, later, 5_000));
      await ownedByDeadProcess(session, later);
      const deadline = performance.now() + 5_000;
      while ((await books(session)).checkouts < 2 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await books(session)).toMatchObject({ intents: ['completed', 'completed'], charges: ['charged', 'charged'], checkouts: 2 });
    } finally {
      await reconciler.stop();
    }
  });
});
