import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { setupSignedIn } from '../../__tests__/testClient';
import { bankAccountErrors, validateBankAccount } from '../bankAccountForm';
import { addBankAccount, cancelWithdrawal, completeAccountDeposit, loadWithdrawalMethods, removeBankAccount, requestWithdrawal, startAccountPayPalDeposit } from '../walletActions';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

async function signedIn() {
  const setup = setupSignedIn();
  await setup.client.session.getState().init();
  return setup;
}

describe('wallet actions (withdrawals, bank accounts, account PayPal deposits)', () => {
  it('withdraws with POST /withdrawal/{id}/withdraw, version 3.1, "the amount object as body", then reloads the overview', async () => {
    const { client, server } = await signedIn();
    const withdrawal = { id: 'wd_1', transactionId: 'wd_1', amount: aud(2500), status: 'pending' };
    server.on('withdraw', () => ok(withdrawal));
    const customerCalls = server.calls('customer').length;
    const result = await requestWithdrawal(client, { fundId: 'bank_1', amount: aud(2500) });
    expect(result).toEqual({ ok: true, value: withdrawal });
    const [call] = server.calls('withdraw');
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/withdrawal/bank_1/withdraw');
    expect(call?.headers.get('x-api-version')).toBe('3.1');
    expect(call?.body).toEqual({ amount: 2500, currency: 'AUD' });
    expect(call?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{8,}$/);
    expect(server.calls('customer').length).toBe(customerCalls + 1);
  });

  it('cancels a pending withdrawal with POST /withdrawal/{withdrawId}/cancel, then reloads the overview; a paid one comes back as its message', async () => {
    const { client, server } = await signedIn();
    const cancelled = { id: 'wd_1', transactionId: 'wd_1', amount: aud(2500), status: 'cancelled' };
    server.on('withdrawalCancel', () => ok(cancelled));
    const customerCalls = server.calls('customer').length;
    expect(await cancelWithdrawal(client, 'wd_1')).toEqual({ ok: true, value: cancelled });
    const [call] = server.calls('withdrawalCancel');
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/withdrawal/wd_1/cancel');
    expect(server.calls('customer').length).toBe(customerCalls + 1);
    server.on('withdrawalCancel', () => fail('withdrawal_already_resolved', 'This withdrawal was already paid.'));
    expect(await cancelWithdrawal(client, 'wd_2')).toEqual({ ok: false, messages: [{ code: 'withdrawal_already_resolved', level: 'error', message: 'This withdrawal was already paid.' }] });
  });

  it('an over-limit withdrawal comes back as the server\'s message, not an exception', async () => {
    const { client, server } = await signedIn();
    server.on('withdraw', () => fail('withdrawal_over_limit', 'Please enter an amount equal to or less than 30.00.'));
    const result = await requestWithdrawal(client, { fundId: 'bank_1', amount: aud(9000) });
    expect(result).toEqual({ ok: false, messages: [{ code: 'withdrawal_over_limit', level: 'error', message: 'Please enter an amount equal to or less than 30.00.' }] });
  });

  it('lists payout methods with the funds.withdraw filter', async () => {
    const { client, server } = await signedIn();
    server.on('paymentMethods', () => ok([{ id: 'bank_1', type: 'bank' }]));
    await loadWithdrawalMethods(client);
    expect(server.calls('paymentMethods')[0]?.url.searchParams.get('filter')).toBe('funds.cart eq false and funds.withdraw eq true');
  });

  it('removes a bank account with DELETE /funds/{id}; a refusal comes back as its message', async () => {
    const { client, server } = await signedIn();
    server.on('fundDelete', () => ({ status: 204, body: null }));
    expect(await removeBankAccount(client, 'bank_1')).toEqual({ ok: true, value: null });
    const [call] = server.calls('fundDelete');
    expect(call?.method).toBe('DELETE');
    expect(call?.path).toBe('/funds/bank_1');
    server.on('fundDelete', () => fail('fund_not_found', 'This card or account was not found.'));
    expect(await removeBankAccount(client, 'bank_2')).toEqual({ ok: false, messages: [{ code: 'fund_not_found', level: 'error', message: 'This card or account was not found.' }] });
  });

  it('sends POST /funds/bank-account {code, account_number, account_name, type} and maps account_number, bsb and swift onto the form (shop-core §4)', async () => {
    const { client, server } = await signedIn();
    server.on('bankAccountAdd', () => ({
      status: 422,
      body: {
        result: null,
        messages: [
          { code: 'bank_account_invalid', level: 'error', field: 'bsb', message: 'Please enter a valid BSB (6 digits).' },
          { code: 'bank_account_invalid', level: 'error', field: 'account_number', message: 'Please enter numbers only' },
          { code: 'internal', level: 'error', message: 'Something else' },
        ],
      },
    }));
    const result = await addBankAccount(client, { code: '06', accountNumber: 'x1', accountName: 'Pat', type: 'national' });
    expect(server.calls('bankAccountAdd')[0]?.body).toEqual({ code: '06', account_number: 'x1', account_name: 'Pat', type: 'national' });
    expect(result.ok === false && result.errors).toEqual({
      bankCode: 'Please enter a valid BSB (6 digits).',
      accountNumber: 'Please enter numbers only',
      general: 'Something else',
    });
    expect(bankAccountErrors([{ code: 'x', level: 'error', field: 'swift', message: 'bad swift' }])).toEqual({ bankCode: 'bad swift' });
  });

  it('checks the form before sending, with the server\'s wording', () => {
    expect(validateBankAccount({ code: '', accountNumber: '', accountName: ' ', type: 'national' })).toEqual({
      bankCode: 'This field is required',
      accountNumber: 'This field is required',
      accountName: 'This field is required',
    });
    expect(validateBankAccount({ code: '062-000', accountNumber: '12345678', accountName: 'Pat', type: 'national' })).toEqual({});
    expect(validateBankAccount({ code: 'BUKBGB22', accountNumber: '1234', accountName: 'Pat', type: 'national' })).toEqual({
      bankCode: 'Please enter a valid BSB (6 digits).',
      accountNumber: 'Please enter an account number of 5 to 10 digits.',
    });
  });

  it('an account PayPal deposit sends no purchase; completing it reloads the overview; a failure shows the fallback', async () => {
    const { client, server } = await signedIn();
    server.on('payPalDeposit', () => ({ status: 202, body: { result: { depositId: 'dep_1', kind: 'paypal', status: 'pending', amount: aud(2000), approvalUrl: 'x' }, messages: [] } }));
    const started = await startAccountPayPalDeposit(client, aud(2000));
    expect(started.ok).toBe(true);
    expect(server.calls('payPalDeposit')[0]?.body).toEqual({ amount: { amount: 2000, currency: 'AUD' } });
    server.on('depositComplete', () => ok({ depositId: 'dep_1', status: 'completed', amount: aud(2000), transactionId: 'dep_1', balance: aud(7000) }));
    const before = server.calls('customer').length;
    expect((await completeAccountDeposit(client, 'dep_1')).ok).toBe(true);
    expect(server.calls('customer').length).toBe(before + 1);
    server.on('depositComplete', () => ({ status: 500, body: { result: null, messages: [] } }));
    const failed = await completeAccountDeposit(client, 'dep_1');
    expect(failed).toEqual({
      ok: false,
      messages: [{ code: 'checkout_failure', level: 'error', message: "We're experiencing technical difficulties. Please reload the page to try again." }],
    });
  });
});
