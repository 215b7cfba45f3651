import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids';
import { ledgerEntries } from '../db/schema';
import { addToCart, balanceOf, card, SUPER_JACKPOT_GAME_CENTS, signUp, superJackpotItem, uniqueKey } from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { PARTNER_ORIGIN, type Session, useTestShop } from './helpers/testShop';

// Most telling on PostgreSQL, where the purchases really run in parallel transactions.
describe.each(testBackends())('concurrent purchases on $name', (backend) => {
  const shop = useTestShop(backend);
  /** A demo-partner purchase of a Super Jackpot ticket of `games` games, paid from the wallet. */
  const buyFromDemoPartner = (session: Session, idempotencyKey: string, games: number) =>
    shop.client.call('POST', '/v2/cart/partner/demo-partner/purchase', {
      appKey: 'demo-partner',
      origin: PARTNER_ORIGIN,
      session,
      idempotencyKey,
      body: { cartItem: superJackpotItem({}, games), deposit: null, purchase: { channelKey: 'demo_partner_web' } },
    });

  it('lets exactly as many simultaneous wallet purchases through as the balance covers', async () => {
    const session = await signUp(shop.client);
    const price = 2 * SUPER_JACKPOT_GAME_CENTS;
    await shop.database.db.insert(ledgerEntries).values({
      id: newId(),
      customerId: session.customerId,
      kind: 'adjustment',
      amountCents: 3 * price,
      description: 'Test credit',
    });
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () =>
        buyFromDemoPartner(session, uniqueKey('race'), 2),
      ),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(attempts.filter((a) => a.status !== 200).every((a) => a.json.messages[0].code === 'insufficient_funds')).toBe(true);
    expect(await balanceOf(shop.client, session)).toBe(0);
    const ledger = await shop.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, session.customerId));
    expect(ledger.filter((l) => l.kind === 'purchase')).toHaveLength(3);
  });

  it('never spends the wallet twice across different carts bought at the same moment', async () => {
    // Main cart, demo-partner cart and hospice-care cart: no shared cart row, only the customer.
    const session = await signUp(shop.client);
    await shop.database.db.insert(ledgerEntries).values({
      id: newId(),
      customerId: session.customerId,
      kind: 'adjustment',
      amountCents: 500,
      description: 'Test credit',
    });
    const main = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem({}, 2) });
    expect(main.data.result.cartTotal.amount).toBe(350);
    const raffle = {
      productType: 'lottery_ticket' as const,
      lotteryKey: 'your_hospice_lottery',
      gameType: 'standard',
      gameOffer: 'your_hospice_lottery_ticket',
      games: [{}],
      numDraws: 1,
      quickpick: false,
    };
    const attempts = await Promise.all([
      shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('m'), body: { channelKey: 'web' } }),
      buyFromDemoPartner(session, uniqueKey('d'), 2),
      shop.client.call('POST', '/v2/cart/partner/hospice-care/purchase', {
        appKey: 'hospice-care',
        origin: PARTNER_ORIGIN,
        session,
        idempotencyKey: uniqueKey('h'),
        body: { cartItem: raffle, deposit: null, purchase: { channelKey: 'hospice_care_web' } },
      }),
    ]);
    expect(attempts.filter((a) => a.status === 200), attempts.map((a) => a.text).join('\n')).toHaveLength(1);
    expect(await balanceOf(shop.client, session)).toBeGreaterThanOrEqual(0);
  });

  it('keeps a spend limit when the main cart (made at once) and a partner cart are bought at the same moment', async () => {
    // The main cart's purchase is made at once (purchase/purchaseAtOnce) unless the partner's
    // purchase got there first; a day's limit of $5 lets only one of the two $3.50 tickets through.
    for (let round = 0; round < 4; round++) {
      const session = await signUp(shop.client);
      await shop.database.db
        .insert(ledgerEntries)
        .values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: 10_000, description: 'Test credit' });
      const limit = await shop.client.call('PUT', '/v2/spend-limits/day', { session, form: { amount: '5' } });
      expect(limit.status, limit.text).toBeLessThan(300);
      const main = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem({}, 2) });
      expect(main.status, main.text).toBe(200);
      const attempts = await Promise.all([
        shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('m'), body: { channelKey: 'web' } }),
        buyFromDemoPartner(session, uniqueKey('d'), 2),
      ]);
      expect(attempts.filter((a) => a.status === 200), attempts.map((a) => a.text).join('\n')).toHaveLength(1);
      expect(await balanceOf(shop.client, session)).toBe(10_000 - 2 * SUPER_JACKPOT_GAME_CENTS);
    }
  });

  it('buys once when the same purchase is sent ten times at once', async () => {
    const session = await signUp(shop.client);
    await shop.database.db.insert(ledgerEntries).values({
      id: newId(),
      customerId: session.customerId,
      kind: 'adjustment',
      amountCents: 10_000,
      description: 'Test credit',
    });
    const key = uniqueKey('double-click');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () =>
        buyFromDemoPartner(session, key, 1),
      ),
    );
    const ok = attempts.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.data.result)).size).toBe(1);
    expect(attempts.filter((a) => a.status !== 200).every((a) => a.json.messages[0].code === 'idempotency_in_progress')).toBe(true);
    expect(await balanceOf(shop.client, session)).toBe(10_000 - SUPER_JACKPOT_GAME_CENTS);
  });

  it('charges the card once for 50 simultaneous purchases with one key, and every one gets the receipt', async () => {
    const session = await signUp(shop.client);
    const cart = await addToCart(shop.client, session);
    const key = uniqueKey('fifty');
    const chargesBefore = (await shop.gateway.listCharges()).length;
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () =>
        shop.client.call('POST', '/v2/deposit_purchase', {
          session,
          idempotencyKey: key,
          body: { deposit: { amount: { amount: cart.cartTotal.amount, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'web' } },
        }),
      ),
    );
    // The ones that came while the first was paying waited for it instead of answering 409.
    expect(attempts.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    for (const attempt of attempts) expect(attempt.data.result).toEqual(attempts[0]!.data.result);
    expect((await shop.gateway.listCharges()).length - chargesBefore).toBe(1);
    expect(await balanceOf(shop.client, session)).toBe(0);
  });
});
