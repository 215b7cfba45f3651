import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { setupSignedIn } from '../../__tests__/testClient';
import { DEPOSIT_LIMIT_UPDATED_MESSAGE, pendingChangeMessage, spendLimitUpdatedMessage } from '../limitMessages';
import { limitsStoreOf } from '../limitsStore';
import { depositFromStoredCard } from '../walletDeposit';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const weekly = { id: 'lim_1', period: 'week' as const, amount: aud(2500), amountSpent: aud(0), pending: null };
const collection = (customerLimits: unknown[] = []) => ({ availablePeriods: ['day', 'week', 'month'], customerLimits, systemLimits: [] });

async function signedIn() {
  const setup = setupSignedIn();
  await setup.client.session.getState().init();
  setup.server.on('spendLimits', () => ok(collection()));
  setup.server.on('precommitment', () => ok({ precommitment: null, availablePeriods: ['day', 'week', 'month'] }));
  return setup;
}

describe('limits store (shop-specialised §7 "Limits", §8)', () => {
  it('"Your Spend Limit has been successfully updated to {amount} a {period}."', () => {
    expect(spendLimitUpdatedMessage(aud(2500), 'week')).toBe('Your Spend Limit has been successfully updated to $25.00 a week.');
  });

  it('sets a new limit with PUT /spend-limits/{period} as a form body, edits with POST, and notifies', async () => {
    const { client, server } = await signedIn();
    const limits = limitsStoreOf(client);
    await limits.getState().load();
    server.on('spendLimitSet', () => ok(weekly));
    const first = await limits.getState().saveSpendLimit('week', '25.00');
    expect(first).toEqual({ ok: true, pending: false });
    const [put] = server.calls('spendLimitSet');
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe('/spend-limits/week');
    expect(put?.contentType).toContain('application/x-www-form-urlencoded');
    expect(put?.body).toEqual({ amount: '25.00' });
    expect(client.notifications.getState().notifications.at(-1)).toMatchObject({
      title: 'Success',
      message: 'Your Spend Limit has been successfully updated to $25.00 a week.',
    });

    server.on('spendLimits', () => ok(collection([weekly])));
    server.on('spendLimitEdit', () => ok({ ...weekly, amount: aud(1000) }));
    await limits.getState().load();
    await limits.getState().saveSpendLimit('week', '10');
    expect(server.calls('spendLimitEdit')[0]?.method).toBe('POST');
    expect(client.notifications.getState().notifications.at(-1)?.message).toBe('Your Spend Limit has been successfully updated to $10.00 a week.');
  });

  it('says when a raise waits out the cooling-off period', async () => {
    const { client, server } = await signedIn();
    const limits = limitsStoreOf(client);
    const pending = { amount: aud(9000), period: 'week' as const, effectiveAt: '2026-03-18T00:00:00.000Z' };
    server.on('spendLimitSet', () => ok({ ...weekly, pending }));
    expect(await limits.getState().saveSpendLimit('week', '90')).toEqual({ ok: true, pending: true });
    expect(client.notifications.getState().notifications.at(-1)?.message).toBe(pendingChangeMessage('Spend Limit', pending));
    expect(pendingChangeMessage('Spend Limit', pending)).toBe('Your Spend Limit will change to $90.00 a week on 18 March 2026, after the cooling-off period.');
  });

  it('"Spend limit delete failing with 422 shows the first server message as a notification"', async () => {
    const { client, server } = await signedIn();
    server.on('spendLimitDelete', () => fail('limit_change_pending', 'Your week spend limit is already due to be removed on 2026-03-18.'));
    const result = await limitsStoreOf(client).getState().removeSpendLimit(weekly);
    expect(result.ok).toBe(false);
    expect(client.notifications.getState().notifications.at(-1)).toMatchObject({
      icon: 'error',
      message: 'Your week spend limit is already due to be removed on 2026-03-18.',
    });
    expect(server.calls('spendLimits')).toHaveLength(0);
  });

  it('"other failures just refetch the limits"', async () => {
    const { client, server } = await signedIn();
    server.on('spendLimitDelete', () => fail('spend_limit_not_found'));
    await limitsStoreOf(client).getState().removeSpendLimit(weekly);
    expect(client.notifications.getState().notifications).toHaveLength(0);
    expect(server.calls('spendLimits')).toHaveLength(1);
    expect(limitsStoreOf(client).getState().status).toBe('succeeded');
  });

  it('"Deposit limit: \'Your deposit limit has been successfully updated.\'" after POST /precommitment (form body limit)', async () => {
    const { client, server } = await signedIn();
    server.on('precommitmentSet', () =>
      ok({ precommitment: { limit: aud(5000), period: 'week', amountDeposited: aud(0), pending: null }, availablePeriods: ['day', 'week', 'month'] }),
    );
    const result = await limitsStoreOf(client).getState().savePrecommitment('50', 'week');
    expect(result).toEqual({ ok: true, pending: false });
    expect(server.calls('precommitmentSet')[0]?.body).toEqual({ limit: '50', period: 'week' });
    expect(client.notifications.getState().notifications.at(-1)?.message).toBe(DEPOSIT_LIMIT_UPDATED_MESSAGE);
    expect(DEPOSIT_LIMIT_UPDATED_MESSAGE).toBe('Your deposit limit has been successfully updated.');
  });

  it('keeps a refused amount\'s messages for the form ("Forms hold error maps filled from server messages")', async () => {
    const { client, server } = await signedIn();
    server.on('spendLimitSet', () => ({
      status: 422,
      body: { result: null, messages: [{ message: 'Amount must follow format e.g: 1.50', code: 'validation_failed', level: 'error', field: 'amount' }] },
    }));
    const result = await limitsStoreOf(client).getState().saveSpendLimit('day', '1.505');
    expect(result).toEqual({ ok: false, messages: [expect.objectContaining({ field: 'amount', message: 'Amount must follow format e.g: 1.50' })] });
    expect(limitsStoreOf(client).getState().errors[0]?.field).toBe('amount');
  });

  it('"Deposit failure shows the first server message, else \'We\'re experiencing technical difficulties...\'"', async () => {
    const { client, server } = await signedIn();
    server.on('fundDeposit', () => fail('deposit_limit_exceeded', 'A deposit of $20.00 is over your weekly deposit limit of $15.00: you can deposit up to $15.00 now.'));
    const refused = await depositFromStoredCard(client, { fundId: 'fund_1', amount: aud(2000) });
    expect(refused).toMatchObject({ ok: false, messages: [{ message: 'A deposit of $20.00 is over your weekly deposit limit of $15.00: you can deposit up to $15.00 now.' }] });
    expect(server.calls('fundDeposit')[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    server.on('fundDeposit', () => ({ status: 500, text: 'oops' }));
    const broken = await depositFromStoredCard(client, { fundId: 'fund_1', amount: aud(2000) });
    expect(broken).toMatchObject({ ok: false, messages: [{ message: "We're experiencing technical difficulties. Please reload the page to try again." }] });
  });
});

describe('amount rules (shop-specialised §5 "Form messages")', () => {
  it('"currency (up to two decimals, optional leading digits)": "Amount must follow format e.g: 1.50"', async () => {
    const { parseDollars, validateAmount } = await import('../amountRules');
    expect(parseDollars('1.50')).toBe(150);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars('25')).toBe(2500);
    expect(parseDollars('1.505')).toBeNull();
    expect(parseDollars('1,50')).toBeNull();
    expect(validateAmount('abc')).toBe('Amount must follow format e.g: 1.50');
    expect(validateAmount('')).toBe('This field is required');
  });

  it('"minimum amount (default minimum 0.01)" and "maximum amount" with their wording', async () => {
    const { validateAmount } = await import('../amountRules');
    expect(validateAmount('0')).toBe('Please enter an amount equal to or greater than 0.01.');
    expect(validateAmount('0.01')).toBeUndefined();
    expect(validateAmount('5', { min: aud(1000) })).toBe('Please enter an amount equal to or greater than 10.00.');
    expect(validateAmount('1000.01', { max: aud(100_000) })).toBe('Please enter an amount equal to or less than 1000.00.');
  });
});
