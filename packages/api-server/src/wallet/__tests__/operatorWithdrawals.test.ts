// The payout step of withdrawals (wallet/operatorWithdrawalRoutes.ts): the operator lists what is
// pending with the whole bank account, records a payout once, or cancels and the money is back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, signUp } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { ledgerEntries, withdrawals } from '../../db/schema';

const OPERATOR_SECRET = 'operator-secret-for-withdrawal-tests-0123456789';
const NATIONAL = { code: '062-000', accountNumber: '12345678', accountName: 'Pat Winner', type: 'national' };

describe.each(testBackends())('paying out withdrawals on $name', (backend) => {
  const shop = useTestShop(backend, { identity: { operatorSecret: OPERATOR_SECRET } });

  const operator = (method: 'GET' | 'POST', path: string, body?: unknown, secret = OPERATOR_SECRET) =>
    shop.client.call(method, `/operator/withdrawals${path}`, { appKey: null, signature: null, timestamp: null, headers: { authorization: `Bearer ${secret}` }, ...(body === undefined ? {} : { body }) });

  /** A customer with $150.00 of winnings who asked to withdraw `cents` of it. */
  async function withdrawn(cents: number): Promise<{ session: Session; id: string }> {
    const session = await signUp(shop.client);
    await shop.database.db.insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'prize', amountCents: 15_000, description: 'Test prize' });
    const account = await shop.client.call('POST', '/v2/funds/bank-account', { session, body: NATIONAL });
    const done = await shop.client.call('POST', `/v2/withdrawal/${account.data.result.id}/withdraw`, { session, body: { amount: cents, currency: 'AUD' } });
    expect(done.status, done.text).toBe(201);
    return { session, id: done.data.result.id as string };
  }

  it('lists pending withdrawals with the whole account, records the payout once, and the customer sees it paid', async () => {
    const { session, id } = await withdrawn(10_000);
    const listed = await operator('GET', '');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const pending = (listed.data.result as { id: string }[]).find((w) => w.id === id);
    expect(pending).toMatchObject({
      customerId: session.customerId,
      amount: { amount: 10_000, currency: 'AUD' },
      status: 'pending',
      withdrawalMethodCode: 'do',
      bankAccount: { bankType: 'national', code: '062000', accountNumber: '12345678', accountName: 'Pat Winner' },
      resolvedAt: null,
    });

    const paid = await operator('POST', `/${id}/pay`, {});
    expect(paid.status, paid.text).toBe(200);
    expect(paid.data.result).toMatchObject({ id, status: 'paid' });
    expect(paid.data.result.resolvedAt).toEqual(expect.any(String));
    const twice = await operator('POST', `/${id}/pay`, {});
    expect(twice.status).toBe(409);
    expect(twice.json.messages[0]).toMatchObject({ code: 'withdrawal_already_resolved', message: 'This withdrawal was already paid.' });
    const cancelAfter = await operator('POST', `/${id}/cancel`, { reason: 'Too late.' });
    expect(cancelAfter.status).toBe(409);

    expect((await shop.client.call('GET', `/v2/withdrawal/${id}`, { session })).data.result.status).toBe('paid');
    expect(await balanceOf(shop.client, session)).toBe(5000);
    expect(((await operator('GET', '')).data.result as { id: string }[]).some((w) => w.id === id)).toBe(false);
    expect(((await operator('GET', '?status=paid')).data.result as { id: string }[]).some((w) => w.id === id)).toBe(true);
  });

  it('cancels with a reason: the money is back in the wallet, withdrawable again, and the ledger says why, once', async () => {
    const { session, id } = await withdrawn(6000);
    expect(await balanceOf(shop.client, session)).toBe(9000);
    const noReason = await operator('POST', `/${id}/cancel`, {});
    expect(noReason.status).toBe(422);
    expect(noReason.json.messages[0]).toMatchObject({ field: 'reason' });

    const cancelled = await operator('POST', `/${id}/cancel`, { reason: 'The bank refused the account number.' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.data.result).toMatchObject({ id, status: 'cancelled' });
    expect(await balanceOf(shop.client, session)).toBe(15_000);
    const overview = await shop.client.call('GET', '/v2/customer', { session });
    expect(overview.data.result.withdrawableFunds.amount).toBe(15_000);
    const refunds = await shop.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, session.customerId));
    expect(refunds.filter((e) => e.kind === 'refund')).toEqual([
      expect.objectContaining({ amountCents: 6000, description: 'Withdrawal to Pat Winner (•••••678) cancelled: The bank refused the account number.' }),
    ]);

    const again = await operator('POST', `/${id}/cancel`, { reason: 'Twice.' });
    expect(again.status).toBe(409);
    expect(again.json.messages[0].message).toBe('This withdrawal was already cancelled.');
    expect(await balanceOf(shop.client, session)).toBe(15_000);
    expect((await shop.client.call('GET', `/v2/withdrawal/${id}`, { session })).data.result.status).toBe('cancelled');
  });

  it('pays or cancels, never both, when the two are asked at once', async () => {
    const { session, id } = await withdrawn(4000);
    const [pay, cancel] = await Promise.all([operator('POST', `/${id}/pay`, {}), operator('POST', `/${id}/cancel`, { reason: 'Both at once.' })]);
    expect([pay.status, cancel.status].sort()).toEqual([200, 409]);
    const [row] = await shop.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(await balanceOf(shop.client, session)).toBe(row?.status === 'cancelled' ? 15_000 : 11_000);
  });

  it('lists a page at a time, oldest first, with the total: none is out of reach', async () => {
    const asked = [await withdrawn(1000), await withdrawn(2000), await withdrawn(3000)].map((w) => w.id);
    const ids = (answer: { data: { result: { id: string }[] } }) => answer.data.result.map((w) => w.id);
    const pending = await operator('GET', '?limit=1000');
    expect(pending.status, pending.text).toBe(422);
    expect(pending.json.messages[0].message).toBe('limit must be a whole number from 1 to 500.');

    const everything = await operator('GET', '?limit=500');
    const total = everything.data.pageInfo.total as number;
    expect(ids(everything)).toHaveLength(total);
    expect(ids(everything)).toEqual(expect.arrayContaining(asked));
    // Two at a time: the pages join up into the whole list, without a gap or a repeat.
    const paged: string[] = [];
    for (let offset = 0; offset < total; offset += 2) {
      const page = await operator('GET', `?limit=2&offset=${offset}`);
      expect(page.json.page_info).toEqual({ limit: 2, offset, total });
      paged.push(...ids(page));
    }
    expect(paged).toEqual(ids(everything));
    expect(ids(await operator('GET', `?offset=${total}`))).toEqual([]);

    for (const bad of ['?limit=0', '?limit=two', '?offset=-1', '?offset=1.5']) {
      const refused = await operator('GET', bad);
      expect(refused.status, bad).toBe(422);
      expect(refused.json.messages[0].message, bad).toMatch(/^(limit|offset) must be a whole number/);
    }
  });

  it('refuses a missing or wrong secret, and an unknown withdrawal', async () => {
    expect((await operator('GET', '', undefined, 'wrong-secret')).status).toBe(401);
    const none = await shop.app.inject({ method: 'GET', url: '/operator/withdrawals' });
    expect(none.statusCode).toBe(401);
    expect((await operator('POST', '/no-such-withdrawal/pay', {})).status).toBe(404);
    const malformed = await operator('POST', '/not%20an%20id/pay', {});
    expect(malformed.status).toBe(422);
    expect(malformed.json.messages[0].message).toBe('This withdrawal was not found.');
    expect((await operator('GET', '?status=lost')).status).toBe(422);
  });
});
