import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToCart, balanceOf, signUp, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { bankAccounts, customers, ledgerEntries, withdrawals } from '../../db/schema';
import type { LedgerKindValue } from '../../db/schema/ledger';

const NATIONAL = { code: '062-000', accountNumber: '12345678', accountName: 'Pat Winner', type: 'national' };

describe.each(testBackends())('bank accounts and withdrawals on $name', (backend) => {
  const shop = useTestShop(backend);

  async function credit(session: Session, kind: LedgerKindValue, cents: number) {
    await shop.database.db.insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind, amountCents: cents, description: `Test ${kind}` });
  }
  const addAccount = (session: Session, body: unknown = NATIONAL) => shop.client.call('POST', '/v2/funds/bank-account', { session, body });
  const withdraw = (session: Session, fundId: string, cents: number) =>
    shop.client.call('POST', `/v2/withdrawal/${fundId}/withdraw`, { session, body: { amount: cents, currency: 'AUD' } });
  const overview = async (session: Session) => (await shop.client.call('GET', '/v2/customer', { session })).data.result;

  it('POST /funds/bank-account {code, accountNumber, accountName, type} stores the account; answers show only the last digits', async () => {
    const session = await signUp(shop.client);
    const added = await addAccount(session);
    expect(added.status, added.text).toBe(201);
    expect(added.data.result).toMatchObject({
      type: 'bank',
      bankType: 'national',
      withdrawalMethodCode: 'do',
      code: '062-000',
      accountName: 'Pat Winner',
      accountNumber: '•••••678',
      default: true,
    });
    expect(added.text).not.toContain('12345678');
    // The same account again is the one stored, not a second.
    const again = await addAccount(session, { ...NATIONAL, code: '062000' });
    expect(again.data.result.id).toBe(added.data.result.id);
    const methods = await shop.client.call('GET', '/v2/payment_methods?filter=funds.cart%20eq%20false%20and%20funds.withdraw%20eq%20true', { session });
    expect(methods.data.result.map((m: { id: string; type: string }) => m.type)).toEqual(['paypal', 'bank']);
    const cartOnly = await shop.client.call('GET', '/v2/payment_methods?filter=funds.withdraw%20eq%20false', { session });
    expect(cartOnly.data.result.some((m: { type: string }) => m.type === 'bank')).toBe(false);
  });

  it('refuses a bad BSB, SWIFT code or account number on the spec\'s fields (bsb, swift, account_number), writing nothing', async () => {
    const session = await signUp(shop.client);
    const bad = await addAccount(session, { ...NATIONAL, code: '06-2000', accountNumber: '12ab' });
    expect(bad.status).toBe(422);
    expect(bad.json.messages).toEqual([
      { code: 'bank_account_invalid', level: 'error', field: 'bsb', message: 'Please enter a valid BSB (6 digits).' },
      { code: 'bank_account_invalid', level: 'error', field: 'account_number', message: 'Please enter numbers only' },
    ]);
    const swift = await addAccount(session, { code: 'NOTSWIFT!', accountNumber: 'GB33BUKB20201555555555', accountName: 'Pat', type: 'international' });
    expect(swift.json.messages).toMatchObject([{ field: 'swift' }]);
    const missing = await addAccount(session, { code: '062000', accountNumber: '12345678', type: 'national' });
    expect(missing.status).toBe(422);
    expect(missing.json.messages[0]).toMatchObject({ field: 'accountName', message: 'This field is required' });
    const international = await addAccount(session, { code: 'bukbgb22', accountNumber: 'GB33 BUKB 2020 1555 5555 55', accountName: 'Pat', type: 'international' });
    expect(international.data.result).toMatchObject({ code: 'BUKBGB22', withdrawalMethodCode: 'tt', bankType: 'international' });
    expect(await shop.database.db.select().from(bankAccounts).where(eq(bankAccounts.customerId, session.customerId))).toHaveLength(1);
  });

  it('withdraws winnings and deposits to the bank account: pending, a withdrawal ledger row with the withdrawal\'s id, the wallet down', async () => {
    const session = await signUp(shop.client);
    await credit(session, 'deposit', 2000);
    await credit(session, 'prize', 12_500);
    const account = (await addAccount(session)).data.result;
    const done = await withdraw(session, account.id, 10_000);
    expect(done.status, done.text).toBe(201);
    const withdrawal = done.data.result;
    expect(withdrawal).toMatchObject({
      transactionId: withdrawal.id,
      amount: { amount: 10_000, currency: 'AUD' },
      bankType: 'national',
      withdrawalMethodCode: 'do',
      status: 'pending',
      bankAccount: { id: account.id, accountNumber: '•••••678' },
      balance: { amount: 4500 },
      withdrawableFunds: { amount: 4500 },
    });
    const [row] = await shop.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, withdrawal.id));
    expect(row).toMatchObject({ kind: 'withdrawal', amountCents: -10_000, customerId: session.customerId });
    expect(await balanceOf(shop.client, session)).toBe(4500);
    expect((await overview(session)).withdrawableFunds.amount).toBe(4500);
    const read = await shop.client.call('GET', `/v2/withdrawal/${withdrawal.id}`, { session });
    expect(read.data.result).toEqual(withdrawal);
  });

  it('DELETE /funds/{id} removes a bank account: gone from the lists, no more withdrawals to it, the next one default; its withdrawals still show it; adding it again brings it back', async () => {
    const session = await signUp(shop.client);
    await credit(session, 'prize', 5000);
    const first = (await addAccount(session)).data.result;
    const second = (await addAccount(session, { ...NATIONAL, accountNumber: '87654321' })).data.result;
    expect([first.default, second.default]).toEqual([true, false]);
    const earlier = (await withdraw(session, first.id, 1000)).data.result;
    const banks = async () => {
      const listed = await shop.client.call('GET', '/v2/payment_methods?filter=funds.cart%20eq%20false%20and%20funds.withdraw%20eq%20true', { session });
      return (listed.data.result as { type: string; bankAccount?: { id: string; default: boolean } }[]).flatMap((m) => (m.type === 'bank' && m.bankAccount ? [m.bankAccount] : []));
    };

    const removed = await shop.client.call('DELETE', `/v2/funds/${first.id}`, { session });
    expect(removed.status, removed.text).toBe(204);
    expect(await banks()).toEqual([expect.objectContaining({ id: second.id, default: true })]);
    const refused = await withdraw(session, first.id, 1000);
    expect(refused.status).toBe(404);
    expect(refused.json.messages[0]).toMatchObject({ code: 'bank_account_not_found' });
    expect((await shop.client.call('GET', `/v2/withdrawal/${earlier.id}`, { session })).data.result.bankAccount).toMatchObject({ id: first.id, accountNumber: '•••••678' });
    expect((await shop.client.call('DELETE', `/v2/funds/${first.id}`, { session })).status).toBe(404);
    // Another customer's account is not theirs to remove.
    const other = await signUp(shop.client);
    expect((await shop.client.call('DELETE', `/v2/funds/${second.id}`, { session: other })).status).toBe(404);

    const back = await addAccount(session, { ...NATIONAL, accountName: 'Pat B. Winner' });
    expect(back.data.result).toMatchObject({ id: first.id, accountName: 'Pat B. Winner', default: false });
    expect((await banks()).map((b) => b.id).sort()).toEqual([first.id, second.id].sort());
    expect((await withdraw(session, first.id, 1000)).status).toBe(201);

    // Removing an account that is not the default leaves the default where it is, not on the newest.
    shop.clock.advance(1000); // the third is the newest
    const third = (await addAccount(session, { ...NATIONAL, accountNumber: '11223344' })).data.result;
    expect((await shop.client.call('DELETE', `/v2/funds/${first.id}`, { session })).status).toBe(204);
    const left = await banks();
    expect(left).toHaveLength(2);
    expect(left).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: second.id, default: true }),
        expect.objectContaining({ id: third.id, default: false }),
      ]),
    );
  });

  it('POST /withdrawal/{withdrawId}/cancel: the customer takes back a pending withdrawal, the money back once; not another\'s, not once paid', async () => {
    const session = await signUp(shop.client);
    await credit(session, 'prize', 5000);
    const account = (await addAccount(session)).data.result;
    const first = (await withdraw(session, account.id, 2000)).data.result;
    const second = (await withdraw(session, account.id, 1000)).data.result;
    expect(await balanceOf(shop.client, session)).toBe(2000);
    const cancel = (id: string, as: Session = session) => shop.client.call('POST', `/v2/withdrawal/${id}/cancel`, { session: as, body: {} });

    const other = await signUp(shop.client);
    expect((await cancel(first.id, other)).status).toBe(404);
    const cancelled = await cancel(first.id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.data.result).toMatchObject({ id: first.id, status: 'cancelled', amount: { amount: 2000 } });
    expect(await balanceOf(shop.client, session)).toBe(4000);
    expect((await overview(session)).withdrawableFunds.amount).toBe(4000);
    const [refund] = await shop.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.kind, 'refund'), eq(ledgerEntries.customerId, session.customerId)));
    expect(refund?.description).toBe('Withdrawal to Pat Winner (•••••678) cancelled: at your request');
    const twice = await cancel(first.id);
    expect(twice.status).toBe(409);
    expect(twice.json.messages[0]).toMatchObject({ code: 'withdrawal_already_resolved', message: 'This withdrawal was already cancelled.' });
    expect(await balanceOf(shop.client, session)).toBe(4000);

    await shop.database.db.update(withdrawals).set({ status: 'paid' }).where(eq(withdrawals.id, second.id));
    expect((await cancel(second.id)).json.messages[0].message).toBe('This withdrawal was already paid.');
    expect(await balanceOf(shop.client, session)).toBe(4000);
  });

  it('never withdraws more than the withdrawable funds: "Please enter an amount equal to or less than {amount}."; shop credit stays to be spent', async () => {
    const session = await signUp(shop.client);
    await credit(session, 'prize', 3000);
    await credit(session, 'adjustment', 1000);
    const account = (await addAccount(session)).data.result;
    expect((await overview(session))).toMatchObject({ balance: { amount: 4000 }, withdrawableFunds: { amount: 3000 } });
    const over = await withdraw(session, account.id, 3001);
    expect(over.status).toBe(422);
    expect(over.json.messages[0]).toMatchObject({ code: 'withdrawal_over_limit', field: 'amount', message: 'Please enter an amount equal to or less than 30.00.' });
    const zero = await withdraw(session, account.id, 0);
    expect(zero.json.messages[0]).toMatchObject({ field: 'amount', message: 'Please enter an amount equal to or greater than 0.01.' });
    expect(await shop.database.db.select().from(withdrawals).where(eq(withdrawals.customerId, session.customerId))).toEqual([]);
    expect(await balanceOf(shop.client, session)).toBe(4000);
    // A purchase spends the withdrawable money first; what is left of it can still go.
    await addToCart(shop.client, session, superJackpotItem({}, 2));
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('w'), body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    expect((await overview(session)).withdrawableFunds.amount).toBe(3000 - 350);
  });

  it('refuses an unverified customer, another customer\'s bank account, a missing capability and a foreign currency', async () => {
    const session = await signUp(shop.client);
    await credit(session, 'prize', 5000);
    const account = (await addAccount(session)).data.result;
    await shop.database.db.update(customers).set({ isVerified: false }).where(eq(customers.id, session.customerId));
    const unverified = await withdraw(session, account.id, 1000);
    expect(unverified.status).toBe(403);
    expect(unverified.json.messages[0]).toMatchObject({ code: 'verify_account_required', message: 'Please verify your account before you withdraw.' });
    await shop.database.db.update(customers).set({ isVerified: true }).where(eq(customers.id, session.customerId));

    const other = await signUp(shop.client);
    await credit(other, 'prize', 5000);
    const stolen = await withdraw(other, account.id, 1000);
    expect(stolen.status).toBe(404);
    expect(stolen.json.messages[0].code).toBe('bank_account_not_found');
    expect((await shop.client.call('GET', `/v2/withdrawal/${newId()}`, { session: other })).status).toBe(404);

    const gbp = await shop.client.call('POST', `/v2/withdrawal/${account.id}/withdraw`, { session, body: { amount: 100, currency: 'GBP' } });
    expect(gbp.status).toBe(422);

    await shop.database.db.update(customers).set({ segment: 'restricted' }).where(eq(customers.id, session.customerId));
    const restricted = await withdraw(session, account.id, 1000);
    expect(restricted.status).toBe(403);
    expect(restricted.json.messages[0].code).toBe('capability_missing');
    expect(await balanceOf(shop.client, session)).toBe(5000);
  });

  it('two withdrawals at once never overdraw: the customer row is locked, the second sees the first', async () => {
    const session = await signUp(shop.client);
    await credit(session, 'prize', 5000);
    const account = (await addAccount(session)).data.result;
    const attempts = await Promise.all(Array.from({ length: 24 }, () => withdraw(session, account.id, 400)));
    expect(attempts.filter((a) => a.status === 201)).toHaveLength(12);
    expect(attempts.filter((a) => a.status === 422).every((a) => a.json.messages[0].code === 'withdrawal_over_limit')).toBe(true);
    expect(await balanceOf(shop.client, session)).toBe(200);
  });

  it('a retried withdrawal with the same Idempotency-Key answers the first and takes the money once', async () => {
    const session = await signUp(shop.client);
    await credit(session, 'prize', 5000);
    const account = (await addAccount(session)).data.result;
    const key = uniqueKey('withdraw');
    const send = (cents: number) => shop.client.call('POST', `/v2/withdrawal/${account.id}/withdraw`, { session, idempotencyKey: key, body: { amount: cents, currency: 'AUD' } });
    const first = await send(1500);
    const again = await send(1500);
    expect(again.status).toBe(201);
    expect(again.data.result).toEqual(first.data.result);
    expect(await balanceOf(shop.client, session)).toBe(3500);
    const changed = await send(1600);
    expect(changed.status).toBe(409);
    expect(changed.json.messages[0].code).toBe('idempotency_conflict');
  });

  it('GET /deposits/transaction/{transactionId} reads the customer\'s own deposit row only', async () => {
    const session = await signUp(shop.client);
    const id = newId();
    await shop.database.db.insert(ledgerEntries).values({ id, customerId: session.customerId, kind: 'deposit', amountCents: 2500, description: 'PayPal deposit' });
    const read = await shop.client.call('GET', `/v2/deposits/transaction/${id}`, { session });
    expect(read.status, read.text).toBe(200);
    expect(read.data.result).toMatchObject({ transactionId: id, amount: { amount: 2500 }, description: 'PayPal deposit', balance: { amount: 2500 } });
    const other = await signUp(shop.client);
    expect((await shop.client.call('GET', `/v2/deposits/transaction/${id}`, { session: other })).status).toBe(404);
  });

  it('an account PayPal deposit (no purchase) returns to the account deposit pages and only credits the wallet, once', async () => {
    const session = await signUp(shop.client);
    const start = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', { session, body: { amount: { amount: 2500, currency: 'AUD' } } });
    expect(start.status, start.text).toBe(202);
    const { depositId, approvalUrl } = start.data.result;
    const { pathname, search } = new URL(approvalUrl);
    const approve = await shop.app.inject({
      method: 'POST',
      url: pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${new URLSearchParams(search).get('token')}&outcome=approve`,
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`http://localhost:8080/my-account/deposit/details/${depositId}/success`);
    const done = await shop.client.call('POST', `/v2/deposits/${depositId}/complete`, { session });
    expect(done.status, done.text).toBe(200);
    expect(done.data.result).toEqual({ depositId, status: 'completed', amount: { amount: 2500, currency: 'AUD' }, transactionId: depositId, balance: { amount: 2500, currency: 'AUD' } });
    const twice = await shop.client.call('POST', `/v2/deposits/${depositId}/complete`, { session });
    expect(twice.data.result.balance.amount).toBe(2500);
    expect(await balanceOf(shop.client, session)).toBe(2500);
    expect((await shop.client.call('GET', `/v2/deposits/transaction/${depositId}`, { session })).data.result.amount.amount).toBe(2500);

    const cancelled = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', { session, body: { amount: { amount: 700, currency: 'AUD' } } });
    const url = new URL(cancelled.data.result.approvalUrl);
    const cancel = await shop.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${new URLSearchParams(url.search).get('token')}&outcome=cancel`,
    });
    expect(cancel.headers.location).toBe(`http://localhost:8080/my-account/deposit/details/${cancelled.data.result.depositId}/failure`);
    expect(await balanceOf(shop.client, session)).toBe(2500);

    await shop.database.db.update(customers).set({ segment: 'restricted' }).where(eq(customers.id, session.customerId));
    const refused = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', { session, body: { amount: { amount: 700, currency: 'AUD' } } });
    expect(refused.status).toBe(403);
  });
});
