import { screen, waitFor } from '@testing-library/react';
import type { DrawkitClient, Envelope, PaymentMethod } from '@drawkit/sdk';
import { ApiError } from '@drawkit/sdk';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../__tests__/renderWithClient';
import { WalletDeposit } from '../WalletDeposit';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

const METHODS: PaymentMethod[] = [
  { id: 'card', type: 'card', name: 'Card', enabled: true, minAmount: aud(1000), maxAmount: aud(100_000), requiresSecurityCode: true },
  {
    id: 'fund_1',
    type: 'card',
    name: 'VISA ending 4242',
    enabled: true,
    minAmount: aud(1000),
    maxAmount: aud(100_000),
    requiresSecurityCode: true,
    default: true,
    card: { brand: 'VISA', last4: '4242', expiryMonth: 12, expiryYear: 2034 },
  },
];

/** Answers the routes named in `handlers` (a thrown error is the call's failure); the rest never settle. */
function answer(client: DrawkitClient, handlers: Record<string, (options: { body?: unknown; params?: unknown } | undefined) => unknown>) {
  const calls: { route: string; options: { body?: unknown; params?: unknown; idempotencyKey?: string } | undefined }[] = [];
  vi.spyOn(client.api, 'request').mockImplementation(async (route, options) => {
    calls.push({ route, options });
    const handler = handlers[route];
    if (!handler) return new Promise<Envelope<never>>(() => {});
    return { result: handler(options), pageInfo: null, links: null, messages: [], entities: null } as unknown as Envelope<never>;
  });
  return calls;
}

function setUp() {
  const view = renderWithClient(<div />);
  const { client } = view;
  client.session.setState({
    isAuthenticated: true,
    loadCustomer: async () => undefined,
    customer: {
      id: 'cus_1',
      firstname: 'Dana',
      lastname: 'Demo',
      email: 'demo@drawkit.test',
      state: 'QLD',
      balance: aud(5000),
      availableFunds: aud(5000),
      withdrawableFunds: aud(5000),
      pricingId: 'standard',
      segmentName: 'default',
      forcePasswordChange: false,
      accountUpgrade: false,
      isVerified: true,
      addressConfirmationRequired: false,
      emailAddressConfirmationRequired: false,
      favouriteNumbers: {},
      preCommitment: { limit: aud(2000), period: 'week', amountDeposited: aud(500), pending: null },
    },
  });
  return view;
}

describe('WalletDeposit (shop-core §2 /deposit, §5, §8)', () => {
  it('shows what is left of the deposit limit, checks the amount against the card rules, and deposits from the stored card', async () => {
    const { client, user, rerender } = setUp();
    const calls = answer(client, {
      paymentMethods: () => METHODS,
      fundDepositWithCode: () => ({ paymentId: 'pay_1', amount: aud(1250), balance: aud(6250) }),
    });
    const onDeposited = vi.fn();
    rerender(<WalletDeposit limitHref="/my-account/precommitment-limit" onDeposited={onDeposited} />);
    expect(await screen.findByTestId('deposit-limit-left')).toHaveTextContent(
      'You can deposit up to $15.00 more this week under your deposit limit of $20.00.',
    );
    await user.type(screen.getByLabelText('Amount to deposit ($)'), '5');
    await user.click(screen.getByRole('button', { name: 'Deposit $5.00' }));
    // "card deposits respect minAmount and maxAmount from the rules" (shop-core §5).
    await waitFor(() =>
      expect(screen.getByLabelText('Amount to deposit ($)')).toHaveAccessibleDescription(/Please enter an amount equal to or greater than 10\.00\./),
    );
    await user.clear(screen.getByLabelText('Amount to deposit ($)'));
    await user.type(screen.getByLabelText('Amount to deposit ($)'), '12.50');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Deposit $12.50' }));
    expect(await screen.findByText('$12.50 is in your wallet. Your balance is $62.50.')).toBeInTheDocument();
    const deposit = calls.find((c) => c.route === 'fundDepositWithCode');
    expect(deposit?.options).toMatchObject({ params: { id: 'fund_1' }, body: { amount: aud(1250), securityCode: '123' } });
    expect(deposit?.options?.idempotencyKey).toBeTruthy();
    expect(onDeposited).toHaveBeenCalledWith({ paymentId: 'pay_1', amount: aud(1250), balance: aud(6250) });
  });

  it('"Deposit failure shows the first server message"', async () => {
    const { client, user, rerender } = setUp();
    answer(client, {
      paymentMethods: () => METHODS,
      fundDepositWithCode: () => {
        throw new ApiError({
          status: 422,
          url: '/v2/funds/fund_1/deposit',
          messages: [{ message: 'A deposit of $20.00 is over your weekly deposit limit of $20.00: you can deposit up to $15.00 now.', code: 'deposit_limit_exceeded', level: 'error' }],
        });
      },
    });
    rerender(<WalletDeposit />);
    await user.type(await screen.findByLabelText('Amount to deposit ($)'), '20');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Deposit $20.00' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('A deposit of $20.00 is over your weekly deposit limit of $20.00: you can deposit up to $15.00 now.'),
    );
  });
});
