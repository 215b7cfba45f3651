import type { Capabilities, DrawkitClient, Envelope, GiveawayDraw, OrderDetails, OrderSummary, PaymentMethod, WalletTransaction } from '@drawkit/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

const ALL: Capabilities = {
  defaultSegment: 'default',
  segments: [{ name: 'default', capabilities: ['viewing-orders', 'favourite-numbers', 'giveaway-entries'] }],
};

function signedIn(capabilities: Capabilities = ALL): DrawkitClient {
  const client = startedClient({ signedIn: true });
  client.session.setState({ capabilities, loadCustomer: async () => undefined });
  return client;
}

type Options = { body?: unknown; params?: Record<string, unknown>; searchParams?: Record<string, unknown> } | undefined;

/** Answers the client's API calls by route name (result and page info); others never settle. */
function answer(client: DrawkitClient, handlers: Record<string, (options: Options) => { result: unknown; total?: number } | Error>) {
  const calls: { route: string; options: Options }[] = [];
  vi.spyOn(client.api, 'request').mockImplementation(async (route, options) => {
    // The layout's site-content reads (navigation, footer, banner) are not the page's calls.
    if (!route.startsWith('cms')) calls.push({ route, options: options as Options });
    const handler = handlers[route];
    if (!handler) return new Promise<Envelope<never>>(() => {});
    const answered = handler(options as Options);
    if (answered instanceof Error) throw answered;
    const pageInfo = answered.total === undefined ? undefined : { limit: 10, offset: 0, total: answered.total };
    return { result: answered.result, pageInfo, messages: [] } as unknown as Envelope<never>;
  });
  return calls;
}

const draw = { drawNo: 812, drawDate: '2026-11-26T10:30:00.000Z', status: 'DRAW_OPEN' as const };

function order(id: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    checkoutId: `chk_${id}`,
    productType: 'lottery_ticket',
    productOfferKey: 'super_jackpot_lottery',
    productOfferName: 'Super Jackpot',
    lotteryKey: 'super_jackpot_lottery',
    description: '2 games, 1 draw',
    gameType: 'standard',
    gameOffer: 'super_jackpot_lottery_standard',
    numGames: 2,
    numDraws: 1,
    quickpick: false,
    recurring: false,
    status: 'purchased',
    price: aud(350),
    purchasedAt: '2026-11-20T01:00:00.000Z',
    nextDraw: draw,
    lastDraw: null,
    drawsRemaining: 1,
    winnings: aud(0),
    syndicate: null,
    ...overrides,
  };
}

describe('the account\'s ticket, transaction and card pages (issue 12)', () => {
  it('are protected: a signed-out shopper is sent to sign in', async () => {
    const { router } = await renderApp('/my-account/upcoming-tickets/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('"order pages need viewing-orders": without it the page says the feature is not available', async () => {
    await renderApp('/my-account/past-tickets/1', signedIn({ defaultSegment: 'default', segments: [{ name: 'default', capabilities: [] }] }));
    expect(await screen.findByText('This feature is not available for your account.')).toBeTruthy();
  });

  it('upcoming tickets: page 2 asks for offset 10, lists each order with its next draw, links to its ticket and pages', async () => {
    const client = signedIn();
    const syndicate = order('o12', { productType: 'syndicate_share', syndicate: { key: 'syn', name: 'Lucky 7s', numShares: 2, size: 10 } });
    const calls = answer(client, { ticketOrders: () => ({ result: [order('o11'), syndicate], total: 21 }) });
    await renderApp('/my-account/upcoming-tickets/2', client);
    const list = await screen.findByRole('list', { name: 'Upcoming tickets' });
    expect(calls[0]?.options?.searchParams).toEqual({ status: 'upcoming_products', limit: 10, offset: 10 });
    const first = within(list).getByTestId('order-o11');
    expect(first.textContent).toContain('Next draw: draw 812, Thu 26 Nov 2026, 8:30 pm AEST');
    expect(within(first).getByRole('link', { name: 'Super Jackpot' }).getAttribute('href')).toBe('/my-account/upcoming-tickets/ticket/o11');
    expect(within(list).getByText('2 of 10 shares in Lucky 7s')).toBeTruthy();
    expect(within(within(list).getByTestId('order-o12')).getByRole('link').getAttribute('href')).toBe('/my-account/syndicate-tickets/share/o12');
    const pager = screen.getByRole('navigation', { name: 'Upcoming tickets pages' });
    expect(pager.textContent).toContain('Page 2 of 3');
    expect(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/my-account/upcoming-tickets/3');
  });

  it('past tickets with none says so', async () => {
    const client = signedIn();
    answer(client, { ticketOrders: () => ({ result: [], total: 0 }) });
    await renderApp('/my-account/past-tickets/1', client);
    expect(await screen.findByText('You have no tickets in past draws yet.')).toBeTruthy();
  });

  it('a ticket page shows the games, each draw\'s winning numbers and what it won; another customer\'s id shows the server\'s message', async () => {
    const client = signedIn();
    const details: OrderDetails = {
      ...order('o1', { nextDraw: null, lastDraw: { ...draw, status: 'DRAW_PAID' }, drawsRemaining: 0, winnings: aud(2000) }),
      games: [{ Numbers: [1, 6, 11, 16, 21, 26, 31], Powerball: [1] }],
      causeKey: null,
      tickets: [
        {
          id: 't1',
          draw: { ...draw, status: 'DRAW_PAID' },
          games: [{ Numbers: [1, 6, 11, 16, 21, 26, 31], Powerball: [1] }],
          drawResults: { Numbers: [1, 6, 11, 2, 3, 4, 5], Powerball: [1] },
          result: { matches: [{ Numbers: 3, Powerball: 1 }], divisions: [7], bestDivision: 7, prize: aud(2000) },
          raffleNumbers: null,
        },
      ],
    };
    const notFound = Object.assign(new Error('This ticket was not found.'), { messages: [{ message: 'This ticket was not found.', code: 'order_not_found', level: 'error' }] });
    answer(client, { ticketOrder: (options) => (options?.params?.['id'] === 'o1' ? { result: details } : notFound) });
    await renderApp('/my-account/past-tickets/ticket/o1', client);
    const row = await screen.findByTestId('ticket-draw-812');
    expect(row.textContent).toContain('Game 1: 3 Numbers, 1 Powerball (division 7)');
    expect(row.textContent).toContain('Won $20.00 (division 7)');
    expect(screen.getByRole('link', { name: 'View the receipt' }).getAttribute('href')).toBe('/receipt/chk_o1');
    cleanup();
    await renderApp('/my-account/upcoming-tickets/ticket/someone-elses', client);
    expect(await screen.findByText('This ticket was not found.')).toBeTruthy();
  });

  it('transactions: newest first with signed amounts and the balance after each', async () => {
    const client = signedIn();
    const rows: WalletTransaction[] = [
      { id: 'l3', kind: 'prize', description: 'Prize', amount: aud(2000), balance: aud(2000), date: '2026-11-27T00:00:00.000Z', checkoutId: null, ticketId: 't1' },
      { id: 'l2', kind: 'purchase', description: 'Purchase of 1 item', amount: aud(-350), balance: aud(0), date: '2026-11-20T01:00:00.000Z', checkoutId: 'chk_1', ticketId: null },
    ];
    const calls = answer(client, { transactions: () => ({ result: rows, total: 2 }) });
    await renderApp('/my-account/transactions/1', client);
    const purchase = await screen.findByTestId('transaction-purchase');
    expect(calls[0]?.options?.searchParams).toEqual({ limit: 10, offset: 0 });
    expect(purchase.textContent).toContain('−$3.50');
    expect(purchase.textContent).toContain('$0.00');
    expect(within(purchase).getByRole('link', { name: 'Purchase of 1 item' }).getAttribute('href')).toBe('/receipt/chk_1');
    expect(screen.getByTestId('transaction-prize').textContent).toContain('+$20.00');
  });

  it('cards and accounts: makes a card the default and deletes another after confirming', async () => {
    const client = signedIn();
    const card = (id: string, last4: string, isDefault: boolean): PaymentMethod =>
      ({ id, type: 'card', name: `Visa ending ${last4}`, enabled: true, card: { brand: 'Visa', last4, expiryMonth: 12, expiryYear: 2034 }, default: isDefault }) as PaymentMethod;
    let methods = [card('f1', '4242', true), card('f2', '1111', false)];
    const calls = answer(client, {
      paymentMethods: () => ({ result: methods }),
      fundDefault: () => {
        methods = [card('f1', '4242', false), card('f2', '1111', true)];
        return { result: null };
      },
      fundDelete: () => {
        methods = [card('f2', '1111', true)];
        return { result: null };
      },
    });
    await renderApp('/my-account/cards-and-accounts', client);
    const other = await screen.findByTestId('card-1111');
    fireEvent.click(within(other).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('Visa ending 1111 is now your default card.')).toBeTruthy();
    expect(calls.find((c) => c.route === 'fundDefault')?.options?.params).toEqual({ id: 'f2' });
    const first = screen.getByTestId('card-4242');
    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Visa ending 4242 has been deleted.')).toBeTruthy();
    expect(calls.find((c) => c.route === 'fundDelete')?.options?.params).toEqual({ id: 'f1' });
    expect(screen.queryByTestId('card-4242')).toBeNull();
  });

  it('cards and accounts: with wallet withdrawals, lists the bank accounts and deletes one after confirming', async () => {
    const client = signedIn({ defaultSegment: 'default', segments: [{ name: 'default', capabilities: ['viewing-orders', 'wallet-withdrawal'] }] });
    const bank = (id: string, number: string, isDefault: boolean): PaymentMethod =>
      ({
        id,
        type: 'bank',
        name: 'Bank account',
        enabled: true,
        default: isDefault,
        bankAccount: { id, type: 'bank', bankType: 'national', withdrawalMethodCode: 'do', code: '062-000', accountName: 'Pat Winner', accountNumber: number, default: isDefault },
      }) as PaymentMethod;
    let banks = [bank('b1', '•••••678', true), bank('b2', '•••••321', false)];
    const calls = answer(client, {
      paymentMethods: (options) => ({ result: options?.searchParams?.['filter'] === 'funds.cart eq false and funds.withdraw eq true' ? banks : [] }),
      fundDelete: () => {
        banks = [bank('b2', '•••••321', true)];
        return { result: null };
      },
    });
    await renderApp('/my-account/cards-and-accounts', client);
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    const first = within(list).getByTestId('bank-account-b1');
    expect(first.textContent).toContain('BSB 062-000');
    expect(first.textContent).toContain('Default account');
    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The account ending 678 has been deleted.')).toBeTruthy();
    expect(calls.find((c) => c.route === 'fundDelete')?.options?.params).toEqual({ id: 'b1' });
    await waitFor(() => expect(screen.queryByTestId('bank-account-b1')).toBeNull());
    expect(within(screen.getByTestId('bank-account-b2')).getByText(/Default account/)).toBeTruthy();
  });

  it('favourite numbers: refuses a repeated number, saves the set and says it was added', async () => {
    const client = signedIn();
    const calls = answer(client, { favouriteNumbers: () => ({ result: { favouriteNumbers: { Numbers: [3, 7, 12] }, replaced: false } }) });
    await renderApp('/my-account/favourite-numbers', client);
    const form = await screen.findByRole('form', { name: 'Favourite numbers' });
    fireEvent.change(within(form).getByLabelText('Numbers'), { target: { value: '3 7 7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save favourite numbers' }));
    expect(await within(form).findByText('Enter whole numbers from 1 to 99, each once, separated by spaces or commas.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Numbers'), { target: { value: '3, 7 12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save favourite numbers' }));
    await waitFor(() => expect(calls.find((c) => c.route === 'favouriteNumbers')?.options?.body).toEqual({ favouriteNumbers: { Numbers: [3, 7, 12] } }));
    await waitFor(() => expect(client.notifications.getState().notifications.at(-1)?.message).toBe('Your favourite numbers have been added to your account.'));
  });

  it('favourite numbers: a saved set arriving after the page (a reload) fills the form', async () => {
    const client = signedIn();
    const customer = client.session.getState().customer!;
    client.session.setState({ customer: null });
    await renderApp('/my-account/favourite-numbers', client);
    const form = await screen.findByRole('form', { name: 'Favourite numbers' });
    expect((within(form).getByLabelText('Numbers') as HTMLInputElement).value).toBe('');
    act(() => client.session.setState({ customer: { ...customer, favouriteNumbers: { Numbers: [4, 8, 15], Powerball: [2] } } }));
    await waitFor(() => expect((within(form).getByLabelText('Numbers') as HTMLInputElement).value).toBe('4 8 15'));
    expect((within(form).getByLabelText('Powerball (optional)') as HTMLInputElement).value).toBe('2');
    expect(screen.getByTestId('saved-favourites')).toBeTruthy();
  });

  it('favourite numbers: what the customer typed stays when the saved set arrives after it', async () => {
    const client = signedIn();
    const customer = client.session.getState().customer!;
    client.session.setState({ customer: null });
    await renderApp('/my-account/favourite-numbers', client);
    const form = await screen.findByRole('form', { name: 'Favourite numbers' });
    fireEvent.change(within(form).getByLabelText('Numbers'), { target: { value: '3 7 12 19 25 31' } });
    act(() => client.session.setState({ customer: { ...customer, favouriteNumbers: { Numbers: [4, 8, 15], Powerball: [2] } } }));
    await waitFor(() => expect(screen.getByTestId('saved-favourites')).toBeTruthy());
    expect((within(form).getByLabelText('Numbers') as HTMLInputElement).value).toBe('3 7 12 19 25 31');
    // The field not typed in shows the saved set.
    expect((within(form).getByLabelText('Powerball (optional)') as HTMLInputElement).value).toBe('2');
  });

  it('"giveaway-entries capability": without it the giveaways pages are not available', async () => {
    await renderApp('/my-account/current-giveaways', signedIn({ defaultSegment: 'default', segments: [{ name: 'default', capabilities: ['viewing-orders'] }] }));
    expect(await screen.findByText('This feature is not available for your account.')).toBeTruthy();
  });
});

function giveaway(id: string, overrides: Partial<GiveawayDraw> = {}): GiveawayDraw {
  return {
    id,
    externalId: id,
    type: 'daily',
    number: 41,
    title: `Daily $500 cash ${id}`,
    description: '',
    images: { mobile: '', desktop: '' },
    lockedContent: null,
    openTime: '2026-11-25T00:00:00.000Z',
    closeTime: '2026-11-25T10:00:00.000Z',
    state: 'DRAW_OPEN',
    pill: null,
    details: null,
    availability: 'available',
    permits: [],
    entryStatus: 'guaranteed',
    numberOfEntriesText: '',
    giveawayTier: 'free',
    prizes: [],
    winners: [],
    ...overrides,
  };
}

describe('the account\'s giveaway entries (giveaway-entries capability)', () => {
  const member = () => ({ result: { membershipProgram: 'daily_winners', membershipStatus: 'member', membershipUpdated: null, membershipTier: 'free', eligibility: 'eligible' } });

  it('current giveaways lists the open giveaways the customer is entered in, with the entry\'s state', async () => {
    const client = signedIn();
    const draws = [giveaway('g1'), giveaway('g2', { entryStatus: 'locked', type: 'monthly', number: 11 }), giveaway('g3', { entryStatus: null })];
    answer(client, { membershipCustomer: member, giveaways: () => ({ result: { draws, limit: 50, offset: 0, total: 3 } }) });
    await renderApp('/my-account/current-giveaways', client);
    const list = await screen.findByRole('list', { name: 'Current giveaways' });
    expect(within(list).getByTestId('giveaway-g1').textContent).toContain('You are in the draw');
    expect(within(list).getByTestId('giveaway-g2').textContent).toContain('Entry locked: unlock it on the giveaway page');
    expect(within(list).getByRole('link', { name: 'Daily $500 cash g2' }).getAttribute('href')).toBe('/daily-winners/giveaways/monthly/11');
    expect(within(list).queryByTestId('giveaway-g3')).toBeNull();
  });

  it('closed giveaways asks for page 2 of the past ones (offset 10) and says what the customer won', async () => {
    const client = signedIn();
    const won = giveaway('g9', {
      state: 'DRAW_PAID',
      winners: [{ displayName: 'Dana D.', region: 'QLD', prize: { name: '$500 cash' } as never, isCurrentCustomer: true }],
    });
    const calls = answer(client, { membershipCustomer: member, giveaways: () => ({ result: { draws: [won], limit: 10, offset: 10, total: 11 } }) });
    await renderApp('/my-account/closed-giveaways/2', client);
    const item = await screen.findByTestId('giveaway-g9');
    expect(item.textContent).toContain('You won: $500 cash');
    expect(calls.find((c) => c.route === 'giveaways')?.options?.searchParams).toMatchObject({ when: 'past', limit: 10, offset: 10 });
    expect(screen.getByRole('navigation', { name: 'Closed giveaways pages' }).textContent).toContain('Page 2 of 2');
  });

  it('a non-member is pointed to the programme', async () => {
    const client = signedIn();
    answer(client, {
      membershipCustomer: () => ({ result: { membershipProgram: 'daily_winners', membershipStatus: 'non-member', membershipUpdated: null, membershipTier: null, eligibility: 'eligible' } }),
      giveaways: () => ({ result: { draws: [], limit: 50, offset: 0, total: 0 } }),
    });
    await renderApp('/my-account/current-giveaways', client);
    expect((await screen.findByRole('link', { name: 'Join to enter the giveaways' })).getAttribute('href')).toBe('/daily-winners');
    expect(screen.getByText('You have no entries in open giveaways.')).toBeTruthy();
  });
});
