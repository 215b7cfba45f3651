import type { Capabilities, DrawkitClient, Envelope, SpendLimits } from '@drawkit/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

const ALL: Capabilities = {
  defaultSegment: 'default',
  segments: [{ name: 'default', capabilities: ['wallet_deposit', 'spend-limits', 'deposit_limits', 'verify-ID'] }],
};

function signedIn(capabilities: Capabilities = ALL): DrawkitClient {
  const client = startedClient({ signedIn: true });
  client.session.setState({ capabilities, loadCustomer: async () => undefined });
  return client;
}

/** Answers the client's API calls by route name; others never settle. */
function answer(client: DrawkitClient, handlers: Record<string, (options: { body?: unknown; params?: unknown } | undefined) => unknown>) {
  const calls: { route: string; options: { body?: unknown; params?: unknown } | undefined }[] = [];
  vi.spyOn(client.api, 'request').mockImplementation(async (route, options) => {
    calls.push({ route, options });
    const handler = handlers[route];
    if (!handler) return new Promise<Envelope<never>>(() => {});
    return { result: handler(options), pageInfo: null, links: null, messages: [], entities: null } as unknown as Envelope<never>;
  });
  return calls;
}

const LIMITS: SpendLimits = {
  availablePeriods: ['day', 'week', 'month'],
  customerLimits: [
    {
      id: 'lim_1',
      period: 'week',
      amount: aud(2500),
      amountSpent: aud(1000),
      pending: { amount: aud(5000), period: 'week', effectiveAt: '2026-03-18T00:00:00.000Z' },
    },
  ],
  systemLimits: [{ period: 'day', amount: aud(100_000) }],
};
const NO_PRECOMMITMENT = { precommitment: null, availablePeriods: ['day', 'week', 'month'] };

describe('the account pages block reasons link to', () => {
  it('/deposit is protected: a signed-out shopper is sent to sign in', async () => {
    const { router } = await renderApp('/deposit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('/deposit mounts the wallet deposit, pointing at the deposit limit page', async () => {
    await renderApp('/deposit', signedIn());
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeTruthy();
    expect(screen.getByTestId('widget').getAttribute('data-widget')).toBe('WalletDeposit');
    expect(JSON.parse(screen.getByTestId('widget').dataset.props ?? '{}')).toEqual({ limitHref: '/my-account/precommitment-limit' });
  });

  it('"spend limits need the spend-limits flag": without it the page says the feature is not available', async () => {
    await renderApp('/my-account/spend-limits', signedIn({ defaultSegment: 'default', segments: [{ name: 'default', capabilities: [] }] }));
    expect(await screen.findByText('This feature is not available for your account.')).toBeTruthy();
  });

  it('/my-account/spend-limits lists each limit with what is left, a pending raise, and the shop\'s limits', async () => {
    const client = signedIn();
    answer(client, { spendLimits: () => LIMITS, precommitment: () => NO_PRECOMMITMENT });
    await renderApp('/my-account/spend-limits', client);
    const row = await screen.findByTestId('spend-limit-week');
    expect(row.textContent).toContain('Weekly: $25.00');
    expect(row.textContent).toContain('Spent $10.00, $15.00 left.');
    expect(row.textContent).toContain('Changing to $50.00 on 18 March 2026.');
    expect(within(screen.getByRole('list', { name: "The shop's limits" })).getByText('Daily: $1,000.00')).toBeTruthy();
  });

  it('checks the amount with the spec\'s form messages, then saves with the form body and shows the §8 notification', async () => {
    const client = signedIn();
    const calls = answer(client, {
      spendLimits: () => ({ ...LIMITS, customerLimits: [] }),
      precommitment: () => NO_PRECOMMITMENT,
      spendLimitSet: () => ({ id: 'lim_2', period: 'day', amount: aud(1200), amountSpent: aud(0), pending: null }),
    });
    await renderApp('/my-account/spend-limits', client);
    await screen.findByText('You have no spend limits.');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'day' } });
    fireEvent.change(screen.getByLabelText('Limit ($)'), { target: { value: '1.505' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Amount must follow format e.g: 1.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Limit ($)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(calls.find((c) => c.route === 'spendLimitSet')?.options).toMatchObject({ params: { period: 'day' }, body: { amount: '12' } }));
    await waitFor(() =>
      expect(client.notifications.getState().notifications.at(-1)?.message).toBe('Your Spend Limit has been successfully updated to $12.00 a day.'),
    );
  });

  it('/my-account/precommitment-limit shows the deposit limit with what is left and saves a new one', async () => {
    const client = signedIn();
    const calls = answer(client, {
      spendLimits: () => LIMITS,
      precommitment: () => ({ ...NO_PRECOMMITMENT, precommitment: { limit: aud(2000), period: 'week', amountDeposited: aud(500), pending: null } }),
      precommitmentSet: () => ({ ...NO_PRECOMMITMENT, precommitment: { limit: aud(1000), period: 'week', amountDeposited: aud(500), pending: null } }),
    });
    await renderApp('/my-account/precommitment-limit', client);
    expect((await screen.findByTestId('precommitment-current')).textContent).toContain('Weekly deposit limit: $20.00Deposited $5.00, $15.00 left.');
    fireEvent.change(screen.getByLabelText('Limit ($)'), { target: { value: '10.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(calls.find((c) => c.route === 'precommitmentSet')?.options).toMatchObject({ body: { limit: '10.00', period: 'week' } }));
    await waitFor(() => expect(client.notifications.getState().notifications.at(-1)?.message).toBe('Your deposit limit has been successfully updated.'));
    expect((await screen.findByTestId('precommitment-current')).textContent).toContain('$10.00');
  });

  it('/my-account/verify-account shows "pending" when a non-photo method is pending', async () => {
    const client = signedIn();
    const customer = client.session.getState().customer!;
    client.session.setState({
      customer: { ...customer, isVerified: false, verification: { methods: [{ type: 'drivers_licence', status: 'pending' }, { type: 'photo_id_upload', status: 'disabled' }] } },
    });
    await renderApp('/my-account/verify-account', client);
    expect((await screen.findByTestId('verification-summary')).textContent).toContain('We are checking your details.');
    expect(screen.getByText("Driver's licence: Being checked")).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Verify with your driver's licence" })).toBeNull();
  });

  it('/my-account/manual-verification sends the licence and says it is being checked', async () => {
    const client = signedIn();
    const calls = answer(client, { customerVerificationLicence: () => ({ methods: [{ type: 'drivers_licence', status: 'pending' }] }) });
    await renderApp('/my-account/manual-verification', client);
    fireEvent.click(await screen.findByRole('button', { name: 'Send for checking' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Licence number'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('State of issue'), { target: { value: 'QLD' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: 'AB12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect(await screen.findByText('Details sent')).toBeTruthy();
    expect(calls.find((c) => c.route === 'customerVerificationLicence')?.options?.body).toEqual({ licenceNumber: '12345678', licenceState: 'QLD', cardNumber: 'AB12345' });
  });
});
