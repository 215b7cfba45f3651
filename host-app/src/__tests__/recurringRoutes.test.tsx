import type { Capabilities, DrawkitClient, Envelope, RecurringPurchaseDetail, ScheduledPurchase } from '@drawkit/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

const ALL: Capabilities = {
  defaultSegment: 'default',
  segments: [{ name: 'default', capabilities: ['subscription-manage', 'viewing-orders'] }],
};

function signedIn(capabilities: Capabilities = ALL): DrawkitClient {
  const client = startedClient({ signedIn: true });
  client.session.setState({ capabilities, loadCustomer: async () => undefined });
  return client;
}

type Options = { body?: unknown; params?: unknown; searchParams?: unknown } | undefined;

/** Answers the client's API calls by route name; others never settle. */
function answer(client: DrawkitClient, handlers: Record<string, (options: Options) => unknown>) {
  const calls: { route: string; options: Options }[] = [];
  vi.spyOn(client.api, 'request').mockImplementation(async (route, options) => {
    calls.push({ route, options });
    const handler = handlers[route];
    if (!handler) return new Promise<Envelope<never>>(() => {});
    return { result: handler(options), pageInfo: { limit: 10, offset: 0, total: 1 }, links: null, messages: [], entities: null } as unknown as Envelope<never>;
  });
  return calls;
}

const AUTOPLAY: RecurringPurchaseDetail = {
  autoplayId: 'ap_1',
  lotteryId: 'super_jackpot_lottery',
  productType: 'lottery_ticket',
  type: 'autoplay',
  status: 'recurring_status_active',
  pausedUntil: null,
  defaultFund: { kind: 'cc', id: 'fund_1', brand: 'VISA', last4: '4242' },
  lastAttemptStatus: 'soft_failure',
  lastAttemptMessage: 'Your card was declined for draw 1502: Your card was declined.',
  productOfferKey: 'super_jackpot_lottery',
  offerName: 'Super Jackpot',
  gameOffer: 'super_jackpot_lottery_standard',
  gameOfferName: 'Standard',
  numberOfGames: 2,
  numberOfTickets: 1,
  numberOfShares: 0,
  description: 'Super Jackpot: 2 games every draw',
  minimumJackpotAmount: aud(2_000_000_000),
  quickpick: false,
  causeKey: null,
  price: aud(350),
  nextDrawNo: 1502,
  monthly: false,
  createdAt: '2026-03-11T00:00:00.000Z',
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }],
  checkoutId: 'co_1',
  attempts: [{ drawNo: 1502, drawAt: '2026-03-12T10:30:00.000Z', outcome: 'soft_failure', message: 'Your card was declined.', checkoutId: null }],
  scheduled: [],
};

describe('recurring purchase pages (shop-core §2 account routes)', () => {
  it('/my-account/autoplay is protected: a signed-out shopper is sent to sign in', async () => {
    const { router } = await renderApp('/my-account/autoplay/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('needs subscription-manage and viewing-orders', async () => {
    await renderApp('/my-account/autoplay', signedIn({ defaultSegment: 'default', segments: [{ name: 'default', capabilities: ['viewing-orders'] }] }));
    expect(await screen.findByText('This feature is not available for your account.')).toBeTruthy();
  });

  it('/my-account/autoplay/{page} lists autoplays with the spec\'s label, status and last failure, a page of 10 at the page\'s offset', async () => {
    const client = signedIn();
    const calls = answer(client, { autoplays: () => [AUTOPLAY] });
    await renderApp('/my-account/autoplay/2', client);
    const row = await screen.findByTestId('recurring-ap_1');
    expect(row.textContent).toContain('Jackpots $20 Million and over');
    expect(row.textContent).toContain('Active');
    expect(row.textContent).toContain('Your card was declined for draw 1502');
    expect(calls.find((c) => c.route === 'autoplays')?.options?.searchParams).toEqual({ limit: 10, offset: 10 });
  });

  it('/my-account/autoplay/ticket/{id} shows the autoplay and pauses it until a date', async () => {
    const client = signedIn();
    const calls = answer(client, {
      autoplay: () => AUTOPLAY,
      autoplayPause: () => ({ ...AUTOPLAY, status: 'recurring_status_timed_pause', pausedUntil: '2026-04-01T00:00:00.000Z' }),
    });
    await renderApp('/my-account/autoplay/ticket/ap_1', client);
    expect(await screen.findByRole('heading', { name: 'Super Jackpot autoplay' })).toBeTruthy();
    expect(screen.getByText('Your wallet, then your VISA ending 4242')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Paused until (optional)'), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause autoplay' }));
    await waitFor(() => expect(screen.getByTestId('autoplay-status').textContent).toBe('Paused until 1 April 2026'));
    expect(calls.find((c) => c.route === 'autoplayPause')?.options).toMatchObject({ params: { id: 'ap_1' }, body: { pausedUntil: '2026-04-01' } });
    expect(screen.getByRole('button', { name: 'Unpause autoplay' })).toBeTruthy();
  });

  it('/my-account/scheduled-purchases/{id} shows a pre-order and cancels it', async () => {
    const client = signedIn();
    const preOrder: ScheduledPurchase = {
      encodedId: 'sp_1',
      status: 'scheduled_status_active',
      kind: 'pre_order',
      lotteryKey: 'make_a_smile_lottery',
      productOfferKey: 'make_a_smile_lottery',
      offerName: 'Make a Smile',
      description: 'Make a Smile: 3 tickets (pre-order)',
      drawNo: 204,
      drawAt: '2026-04-02T10:00:00.000Z',
      amount: aud(2500),
      paid: false,
      ticketed: false,
      lastAttemptStatus: null,
      failureReason: null,
      checkoutId: 'co_2',
      createdAt: '2026-03-11T00:00:00.000Z',
    };
    answer(client, { scheduledPurchase: () => preOrder, scheduledPurchaseCancel: () => ({ ...preOrder, status: 'scheduled_status_cancelled' }) });
    await renderApp('/my-account/scheduled-purchases/sp_1', client);
    expect(await screen.findByRole('heading', { name: 'Pre-order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel pre-order' }));
    await waitFor(() => expect(screen.getByTestId('scheduled-detail').dataset.status).toBe('scheduled_status_cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel pre-order' })).toBeNull();
  });

  it('/my-account/recurring-purchases/{page} says which payments failed, tries again, and sets what pays when the wallet is short', async () => {
    const client = signedIn();
    const method = { method: 'wallet', fund: { kind: 'wallet', id: null, brand: null, last4: null }, cards: [{ id: 'fund_1', brand: 'VISA', last4: '4242', isDefault: true }] };
    const calls = answer(client, {
      recurringPurchases: () => [AUTOPLAY],
      recurringPurchaseMethod: () => method,
      recurringPurchaseMethodSet: () => ({ ...method, method: 'cc', fund: { kind: 'cc', id: 'fund_1', brand: 'VISA', last4: '4242' } }),
      paymentResolutions: () => ({ fundSource: { id: null, fundKind: 'wallet' }, recurringPurchases: { subscriptions: [], autoplays: [AUTOPLAY] } }),
      processRecurringPurchases: () => ({ fundSource: { id: 'fund_1', fundKind: 'cc' }, recurringPurchases: { subscriptions: [], autoplays: [] } }),
    });
    await renderApp('/my-account/recurring-purchases', client);
    expect(await screen.findByText('Action Required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('When your wallet is short, pay recurring purchases with'), { target: { value: 'fund_1' } });
    await waitFor(() => expect(calls.find((c) => c.route === 'recurringPurchaseMethodSet')?.options).toMatchObject({ searchParams: { recurringPurchaseMethod: 'fund_1' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(screen.queryByText('Action Required')).toBeNull());
    expect(calls.some((c) => c.route === 'processRecurringPurchases')).toBe(true);
  });
});
