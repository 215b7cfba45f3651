import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

const sdk = vi.hoisted(() => ({
  loadWithdrawalMethods: vi.fn(),
  requestWithdrawal: vi.fn(),
  loadWithdrawal: vi.fn(),
  cancelWithdrawal: vi.fn(),
}));
vi.mock('@drawkit/sdk', async (importOriginal) => ({ ...(await importOriginal<object>()), ...sdk }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const ACCOUNT = { id: 'bank_1', type: 'bank', bankType: 'national', withdrawalMethodCode: 'do', code: '062-000', accountName: 'Pat', accountNumber: '•••••678', default: true };

/** A withdrawal of $25.00 to ACCOUNT, as GET /withdrawal/{id} answers it. */
const withdrawal = (id: string, status: 'pending' | 'paid' | 'cancelled') => ({
  id,
  transactionId: id,
  amount: aud(2500),
  bankType: 'national',
  withdrawalMethodCode: 'do',
  status,
  bankAccount: ACCOUNT,
  createdAt: '2026-03-11T00:00:00Z',
  balance: aud(500),
  withdrawableFunds: aud(500),
});

function clientWith(capabilities: string[], overview: { isVerified?: boolean; withdrawable?: number } = {}) {
  const client = startedClient({ signedIn: true });
  const customer = client.session.getState().customer!;
  client.session.setState({
    capabilities: { defaultSegment: 'default', segments: [{ name: 'default', capabilities }] },
    customer: { ...customer, isVerified: overview.isVerified ?? true, withdrawableFunds: aud(overview.withdrawable ?? 3000) },
  });
  return client;
}

describe('withdraw routes', () => {
  it('/my-account/withdraw is the withdraw page, not an offer; without wallet-withdrawal it says the feature is unavailable', async () => {
    await renderApp('/my-account/withdraw', clientWith(['wallet-balance']));
    expect(await screen.findByText('This feature is not available for your account.')).toBeTruthy();
    expect(sdk.loadWithdrawalMethods).not.toHaveBeenCalled();
  });

  it('checks the amount against the withdrawable funds with the spec\'s message, then lands on the summary ending in the withdrawal id', async () => {
    sdk.loadWithdrawalMethods.mockResolvedValue({ ok: true, value: [{ id: 'bank_1', type: 'bank', bankAccount: ACCOUNT }] });
    sdk.requestWithdrawal.mockResolvedValue({ ok: true, value: { id: 'wd_9', transactionId: 'wd_9' } });
    sdk.loadWithdrawal.mockResolvedValue({ ok: false, messages: [] });
    const { router } = await renderApp('/my-account/withdraw', clientWith(['wallet-withdrawal']));
    const amount = await screen.findByLabelText('Amount to withdraw ($)');
    fireEvent.change(amount, { target: { value: '30.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please enter an amount equal to or less than 30.00.')).toBeTruthy();
    expect(sdk.requestWithdrawal).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/withdraw/summary/wd_9'));
    expect(sdk.requestWithdrawal).toHaveBeenCalledWith(expect.anything(), { fundId: 'bank_1', amount: aud(3000) });
  });

  it('an unverified customer is sent to verify first and cannot submit', async () => {
    sdk.loadWithdrawalMethods.mockResolvedValue({ ok: true, value: [{ id: 'bank_1', type: 'bank', bankAccount: ACCOUNT }] });
    await renderApp('/my-account/withdraw', clientWith(['wallet-withdrawal'], { isVerified: false }));
    expect(await screen.findByText(/Please verify your account before you withdraw\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your account' }).getAttribute('href')).toBe('/my-account/verify-account');
    expect((await screen.findByRole('button', { name: 'Withdraw' })).hasAttribute('disabled')).toBe(true);
  });

  it('/my-account/withdraw/details/{withdrawID} shows the withdrawal', async () => {
    sdk.loadWithdrawal.mockResolvedValue({
      ok: true,
      value: withdrawal('wd_9', 'pending'),
    });
    await renderApp('/my-account/withdraw/details/wd_9', clientWith(['wallet-withdrawal']));
    expect((await screen.findByTestId('withdrawal')).textContent).toContain('Pending: on its way to your bank');
    expect(sdk.loadWithdrawal).toHaveBeenCalledWith(expect.anything(), 'wd_9');
  });

  it('a pending withdrawal can be cancelled after asking once more; the page then says the money is back', async () => {
    const pending = withdrawal('wd_9', 'pending');
    sdk.loadWithdrawal.mockResolvedValue({ ok: true, value: pending });
    sdk.cancelWithdrawal.mockResolvedValueOnce({ ok: false, messages: [{ code: 'withdrawal_already_resolved', level: 'error', message: 'This withdrawal was already paid.' }] });
    sdk.cancelWithdrawal.mockResolvedValueOnce({ ok: true, value: { ...pending, status: 'cancelled' } });
    await renderApp('/my-account/withdraw/details/wd_9', clientWith(['wallet-withdrawal']));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this withdrawal' }));
    expect(sdk.cancelWithdrawal).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('This withdrawal was already paid.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this withdrawal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/The withdrawal is cancelled:/)).toBeTruthy();
    expect(sdk.cancelWithdrawal).toHaveBeenCalledWith(expect.anything(), 'wd_9');
    expect(screen.getByTestId('withdrawal').textContent).toContain('Cancelled: returned to your wallet');
    expect(screen.queryByRole('button', { name: 'Cancel this withdrawal' })).toBeNull();
  });

  it('a paid withdrawal offers no cancel', async () => {
    sdk.loadWithdrawal.mockResolvedValue({
      ok: true,
      value: withdrawal('wd_8', 'paid'),
    });
    await renderApp('/my-account/withdraw/details/wd_8', clientWith(['wallet-withdrawal']));
    expect((await screen.findByTestId('withdrawal')).textContent).toContain('Paid to your bank');
    expect(screen.queryByRole('button', { name: 'Cancel this withdrawal' })).toBeNull();
  });
});
