/**
 * What an add to cart and a purchase cost in round trips to PostgreSQL: the shop's CPU and the
 * database's go mostly per statement (docs/performance.md), so these are budgets, counted at the
 * driver (every statement a pool connection sends, BEGIN and COMMIT included). PostgreSQL only:
 * PGlite runs in-process, where a statement costs no round trip.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { ledgerEntries } from '../../db/schema';
import { card, signUp, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { PARTNER_ORIGIN, type Session, useTestShop } from '../../__tests__/helpers/testShop';

const postgres = testBackends().find((backend) => backend.name === 'postgres');

/** The statements every pool connection sends while `work` runs. */
async function statementsOf(work: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sent.push(typeof first === 'string' ? first : (first.text ?? ''));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  // A purchase slower than the lease's heartbeat renews its key meanwhile (purchase/reservationLease): not a cost of the purchase.
  return sent.filter((text) => !/^update "idempotency_keys" set "updated_at"/.test(text));
}

describe.runIf(postgres)('round trips of a purchase on PostgreSQL', () => {
  const shop = useTestShop(postgres as NonNullable<typeof postgres>);
  let session: Session;

  async function shopper(): Promise<Session> {
    session = await signUp(shop.client);
    await shop.database.db.insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: 100_000, description: 'Test credit' });
    // The first add makes the cart and reads the catalogue into memory: the budgets are for every later one.
    const first = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem({}, 2) });
    expect(first.status, first.text).toBe(200);
    return session;
  }

  const addToCart = async () => {
    const added = await shop.client.call('POST', '/v2/cart/items', { session, body: superJackpotItem({}, 2) });
    expect(added.status, added.text).toBe(200);
    return added.data.result.cartTotal.amount as number;
  };

  it('adds to the cart in 1 statement: the add with the cart state after it (the session is kept, auth/activeSessions)', async () => {
    await shopper();
    const sent = await statementsOf(async () => {
      await addToCart();
    });
    expect(sent, sent.join('\n')).toHaveLength(1);
  });

  it('buys from the wallet in 2 statements: the key reserved with the cart read, then the purchase made at once', async () => {
    await shopper();
    const sent = await statementsOf(async () => {
      const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('w'), body: { channelKey: 'web' } });
      expect(bought.status, bought.text).toBe(200);
    });
    expect(sent, sent.join('\n')).toHaveLength(2);
  });

  it('buys with a card deposit in 4 statements, the sandbox gateway’s own included: the key reserved with the cart read, the pending purchase, the charge, the purchase made at once', async () => {
    await shopper();
    const due = await addToCart();
    const sent = await statementsOf(async () => {
      const bought = await shop.client.call('POST', '/v2/deposit_purchase', {
        session,
        idempotencyKey: uniqueKey('c'),
        body: { deposit: { amount: { amount: due, currency: 'AUD' }, card: card() }, purchase: { channelKey: 'web' } },
      });
      expect(bought.status, bought.text).toBe(200);
    });
    expect(sent, sent.join('\n')).toHaveLength(4);
  });

  it('buys a partner’s item from the wallet in 3 statements: its cart, the key reserved with the cart read, the purchase made at once (the partner is kept, partners/partnerQueries)', async () => {
    await shopper();
    const buyFromPartner = async () => {
      const bought = await shop.client.call('POST', '/v2/cart/partner/demo-partner/purchase', {
        appKey: 'demo-partner',
        origin: PARTNER_ORIGIN,
        session,
        idempotencyKey: uniqueKey('p'),
        body: { cartItem: superJackpotItem({}, 2), deposit: null, purchase: { channelKey: 'demo_partner_web' } },
      });
      expect(bought.status, bought.text).toBe(200);
    };
    // The first makes the partner cart.
    await buyFromPartner();
    const sent = await statementsOf(buyFromPartner);
    expect(sent, sent.join('\n')).toHaveLength(3);
  });
});
