import type { OrderDetails, OrderSummary, OrderTicket, WalletTransaction } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { setup, setupSignedIn } from '../../__tests__/testClient';
import { pageCount } from '../../stores/resultsPaging';
import { ordersStoreOf } from '../ordersStore';
import { ticketOutcome } from '../ticketOutcome';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const draw = { drawNo: 812, drawDate: '2026-11-26T10:30:00.000Z', status: 'DRAW_OPEN' as const };

function summary(id: string): OrderSummary {
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
  };
}

const ticket = (overrides: Partial<OrderTicket> = {}): OrderTicket => ({
  id: 't1',
  draw,
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] }],
  drawResults: null,
  result: null,
  raffleNumbers: null,
  ...overrides,
});

async function signedIn() {
  const context = setupSignedIn();
  await context.client.session.getState().init();
  return context;
}

describe('orders store (shop-core §2 ticket pages, §7 GET /transactions)', () => {
  it('loads page 2 of upcoming tickets with the spec\'s page size 10 as offset 10', async () => {
    const { client, server } = await signedIn();
    server.on('ticketOrders', () => ok([summary('o11')], { pageInfo: { limit: 10, offset: 10, total: 11 } }));
    const orders = ordersStoreOf(client);
    await orders.getState().loadOrders('upcoming', 2);
    const [call] = server.calls('ticketOrders');
    expect(call?.path).toBe('/orders');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ status: 'upcoming_products', limit: '10', offset: '10' });
    expect(orders.getState().upcoming).toMatchObject({ status: 'succeeded', page: 2, total: 11, items: [{ id: 'o11' }] });
    expect(pageCount(orders.getState().upcoming.total, 10)).toBe(2);
  });

  it('asks for past_products for past tickets, and every upcoming order with its tickets for the print view', async () => {
    const { client, server } = await signedIn();
    server.on('ticketOrders', () => ok([], { pageInfo: { limit: 10, offset: 0, total: 0 } }));
    const orders = ordersStoreOf(client);
    await orders.getState().loadOrders('past');
    await orders.getState().loadOrders('printable');
    const [past, printable] = server.calls('ticketOrders').map((c) => Object.fromEntries(c.url.searchParams));
    expect(past).toEqual({ status: 'past_products', limit: '10', offset: '0' });
    expect(printable).toEqual({ status: 'upcoming_products', limit: '100', offset: '0', show_details: 'true' });
    expect(orders.getState().past).toMatchObject({ status: 'succeeded', total: 0, items: [] });
  });

  it('loads one order with show_details=true; a 404 leaves the server\'s message for the page', async () => {
    const { client, server } = await signedIn();
    const details: OrderDetails = { ...summary('o1'), games: ticket().games, causeKey: null, tickets: [ticket()] };
    server.on('ticketOrder', (request) => (request.params['id'] === 'o1' ? ok(details) : fail('order_not_found')));
    const orders = ordersStoreOf(client);
    await orders.getState().loadOrder('o1');
    expect(server.calls('ticketOrder')[0]?.url.searchParams.get('show_details')).toBe('true');
    expect(orders.getState().details).toMatchObject({ status: 'succeeded', id: 'o1', order: { id: 'o1' } });
    await orders.getState().loadOrder('someone-elses');
    expect(orders.getState().details).toMatchObject({ status: 'failed', order: null, errors: [{ message: 'This ticket was not found.' }] });
  });

  it('loads transactions by page (limit and offset) at API version 3.3', async () => {
    const { client, server } = await signedIn();
    const row: WalletTransaction = {
      id: 'l1',
      kind: 'purchase',
      description: 'Purchase of 1 item',
      amount: aud(-350),
      balance: aud(4650),
      date: '2026-11-20T01:00:00.000Z',
      checkoutId: 'chk_1',
      ticketId: null,
    };
    server.on('transactions', () => ok([row], { pageInfo: { limit: 10, offset: 20, total: 21 } }));
    const orders = ordersStoreOf(client);
    await orders.getState().loadTransactions(3);
    const [call] = server.calls('transactions');
    expect(call?.headers.get('X-Api-Version')).toBe('3.3');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ limit: '10', offset: '20' });
    expect(orders.getState().transactions).toMatchObject({ status: 'succeeded', page: 3, total: 21, items: [row] });
  });

  it('makes no call signed out, and forgets everything when the session changes', async () => {
    const anonymous = setup();
    await ordersStoreOf(anonymous.client).getState().loadTransactions();
    expect(anonymous.server.calls('transactions')).toHaveLength(0);

    const { client, server } = await signedIn();
    server.on('transactions', () => ok([], { pageInfo: { limit: 10, offset: 0, total: 0 } }));
    server.on('logout', () => ok(null));
    const orders = ordersStoreOf(client);
    await orders.getState().loadTransactions();
    expect(orders.getState().transactions.status).toBe('succeeded');
    await client.session.getState().logout();
    expect(orders.getState().transactions.status).toBe('idle');
  });

  it('says what a ticket came to: not drawn, awaiting results, won (with the division) or no win', () => {
    expect(ticketOutcome(ticket()).text).toBe('Not drawn yet');
    const drawn = { ...draw, status: 'DRAW_DRAWN' as const };
    expect(ticketOutcome(ticket({ draw: drawn })).text).toBe('Results announced soon');
    const scored = (prize: number, bestDivision: number | null) =>
      ticket({ draw: { ...draw, status: 'DRAW_PAID' }, result: { matches: [], divisions: [bestDivision], bestDivision, prize: aud(prize) } });
    expect(ticketOutcome(scored(2000, 6))).toEqual({ kind: 'won', text: 'Won $20.00 (division 6)' });
    expect(ticketOutcome(scored(0, 1))).toEqual({ kind: 'won', text: 'Won division 1: prize announced soon' });
    expect(ticketOutcome(scored(0, null))).toEqual({ kind: 'no_win', text: 'No win this draw' });
  });
});
