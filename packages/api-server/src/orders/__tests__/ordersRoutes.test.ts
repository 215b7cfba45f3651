import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToCart, card, signUp, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { draws, ledgerEntries } from '../../db/schema';
import { createDrawEngine } from '../../draws/drawEngine';

describe.each(testBackends())('the customer\'s orders and transactions on $name', (backend) => {
  const shop = useTestShop(backend);

  const get = (path: string, session?: Session) => shop.client.call('GET', path, session ? { session } : {});

  /** Buys the cart by card (deposit of the total, then the purchase), as a new shopper does. */
  async function buy(session: Session, games = 2) {
    const cart = await addToCart(shop.client, session, superJackpotItem({}, games));
    const bought = await shop.client.call('POST', '/v2/deposit_purchase', {
      session,
      idempotencyKey: uniqueKey('orders'),
      body: { deposit: { amount: cart.cartTotal, card: card() }, purchase: { channelKey: 'web' } },
    });
    expect(bought.status, bought.text).toBe(200);
    return bought.data.result;
  }

  it('lists a bought ticket as upcoming with its next draw; its details hold the games; another customer cannot read it', async () => {
    const alice = await signUp(shop.client);
    await buy(alice);

    const upcoming = await get('/v2/orders?status=upcoming_products', alice);
    expect(upcoming.status, upcoming.text).toBe(200);
    expect(upcoming.data.pageInfo).toEqual({ limit: 10, offset: 0, total: 1 });
    const [order] = upcoming.data.result;
    expect(order).toMatchObject({
      productType: 'lottery_ticket',
      productOfferKey: 'super_jackpot_lottery',
      productOfferName: 'Super Jackpot',
      numGames: 2,
      numDraws: 1,
      price: { amount: 350, currency: 'AUD' },
      drawsRemaining: 1,
      lastDraw: null,
      winnings: { amount: 0, currency: 'AUD' },
      syndicate: null,
    });
    expect(order.nextDraw).toMatchObject({ status: 'DRAW_OPEN' });
    expect((await get('/v2/orders?status=past_products', alice)).data).toMatchObject({ result: [], pageInfo: { total: 0 } });

    const details = await get(`/v2/orders/${order.id}?show_details=true`, alice);
    expect(details.status, details.text).toBe(200);
    expect(details.data.result.tickets).toHaveLength(1);
    expect(details.data.result.tickets[0]).toMatchObject({ drawResults: null, result: null, raffleNumbers: null, draw: order.nextDraw });
    expect(details.data.result.games).toEqual(superJackpotItem().games);
    // The print view's list: the same orders, each with its tickets.
    const printable = await get('/v2/orders?status=upcoming_products&show_details=true&limit=100', alice);
    expect(printable.data.result).toEqual([details.data.result]);

    const bob = await signUp(shop.client);
    const stolen = await get(`/v2/orders/${order.id}`, bob);
    expect(stolen.status).toBe(404);
    expect(stolen.json.messages[0]).toMatchObject({ code: 'order_not_found', message: 'This ticket was not found.' });
    expect((await get('/v2/orders?status=upcoming_products', bob)).data).toMatchObject({ result: [], pageInfo: { total: 0 } });
    expect((await get('/v2/transactions', bob)).data.result).toEqual([]);
  });

  it('once drawn and scored the order is past, with the draw\'s numbers, the ticket\'s matches and its prize; the prize is a transaction', async () => {
    const carol = await signUp(shop.client);
    await buy(carol);
    const [order] = (await get('/v2/orders?status=upcoming_products', carol)).data.result;
    const [draw] = await shop.database.db
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), eq(draws.drawNo, order.nextDraw.drawNo)));
    // The first game (1 6 11 16 21 26 31, Powerball 1) matches three and the Powerball: $20.00.
    // The draw is made due now (moving the clock to it would outlive the sign-in).
    const now = shop.clock.now().getTime();
    await shop.database.db
      .update(draws)
      .set({ results: { Numbers: [1, 6, 11, 2, 3, 4, 5], Powerball: [1] }, stopAt: new Date(now - 120_000), drawAt: new Date(now - 60_000) })
      .where(eq(draws.id, draw!.id));
    shop.clock.set(new Date(now + 60_000));
    await createDrawEngine(shop.database.db, shop.clock).tick();

    expect((await get('/v2/orders?status=upcoming_products', carol)).data.result).toEqual([]);
    const past = await get('/v2/orders?status=past_products', carol);
    expect(past.data.result).toMatchObject([{ id: order.id, nextDraw: null, drawsRemaining: 0, winnings: { amount: 2000 } }]);
    expect(past.data.result[0].lastDraw).toMatchObject({ drawNo: order.nextDraw.drawNo, status: 'DRAW_PAID' });
    const [ticket] = (await get(`/v2/orders/${order.id}?show_details=true`, carol)).data.result.tickets;
    expect(ticket.drawResults).toEqual({ Numbers: [1, 6, 11, 2, 3, 4, 5], Powerball: [1] });
    expect(ticket.result.prize).toEqual({ amount: 2000, currency: 'AUD' });
    expect(ticket.result.matches[0]).toEqual({ Numbers: 3, Powerball: 1 });
    expect(ticket.result.divisions[1]).toBeNull();

    const transactions = await get('/v2/transactions', carol);
    expect(transactions.status, transactions.text).toBe(200);
    expect(transactions.data.pageInfo).toEqual({ limit: 10, offset: 0, total: 3 });
    // Newest first, each with the balance after it: the card deposit, the purchase it paid, the prize.
    expect(transactions.data.result.map((t: { kind: string; amount: { amount: number }; balance: { amount: number } }) => [t.kind, t.amount.amount, t.balance.amount])).toEqual([
      ['prize', 2000, 2000],
      ['purchase', -350, 0],
      ['deposit', 350, 350],
    ]);
    expect(transactions.data.result[1]).toMatchObject({ description: 'Purchase of 1 item', checkoutId: order.checkoutId });
    expect(transactions.data.result[0].ticketId).toBe(ticket.id);
    const overview = await get('/v2/customer', carol);
    expect(overview.data.result.balance.amount).toBe(transactions.data.result[0].balance.amount);
  });

  it('a syndicate share lists its syndicate and plays its games; raffle tickets carry their ticket numbers', async () => {
    const fay = await signUp(shop.client);
    await shop.database.db.insert(ledgerEntries).values({ id: newId(), customerId: fay.customerId, kind: 'adjustment', amountCents: 10_000, description: 'Test credit' });
    const buyFromWallet = async (item: Record<string, unknown>) => {
      await addToCart(shop.client, fay, item as never);
      const bought = await shop.client.call('POST', '/v2/cart/purchase', { session: fay, idempotencyKey: uniqueKey('orders'), body: { channelKey: 'web' } });
      expect(bought.status, bought.text).toBe(200);
      return bought.data.result.orders[0];
    };
    const shareOrder = await buyFromWallet({
      productType: 'syndicate_share',
      lotteryKey: 'super_jackpot_lottery',
      syndicateKey: 'super_jackpot_syndicate_36',
      numShares: 2,
      games: [],
      gameType: 'syndicate',
      gameOffer: 'super_jackpot_syndicate_36',
      numDraws: 1,
      quickpick: false,
    });
    const raffleOrder = await buyFromWallet({
      productType: 'raffle_ticket',
      lotteryKey: 'make_a_smile_lottery',
      causeKey: 'kids_hospital',
      numRaffleTickets: 2,
      gameType: 'standard',
      gameOffer: 'make_a_smile_lottery_ticket',
      games: [],
      numDraws: 1,
      quickpick: false,
    });

    const share = (await get(`/v2/orders/${shareOrder.orderId}`, fay)).data.result;
    expect(share).toMatchObject({ productType: 'syndicate_share', syndicate: { key: 'super_jackpot_syndicate_36', numShares: 2 } });
    expect(share.syndicate.size).toBeGreaterThanOrEqual(2);
    expect(share.games).toHaveLength(36);
    expect(share.tickets[0].games).toEqual(share.games);

    const raffle = (await get(`/v2/orders/${raffleOrder.orderId}`, fay)).data.result;
    expect(raffle).toMatchObject({ productType: 'raffle_ticket', causeKey: 'kids_hospital' });
    const [first, last] = [raffleOrder.ticketNumbers[0], raffleOrder.ticketNumbers.at(-1)];
    expect(raffle.tickets[0].raffleNumbers).toEqual({ first, last });
  });

  it('pages by limit and offset, with the total on every page (and past the last one)', async () => {
    const dave = await signUp(shop.client);
    await buy(dave, 1);
    await buy(dave, 2);
    await buy(dave, 3);
    const first = await get('/v2/orders?status=upcoming_products&limit=2&offset=0', dave);
    const second = await get('/v2/orders?status=upcoming_products&limit=2&offset=2', dave);
    expect(first.data.pageInfo).toEqual({ limit: 2, offset: 0, total: 3 });
    expect(second.data.pageInfo).toEqual({ limit: 2, offset: 2, total: 3 });
    const ids = [...first.data.result, ...second.data.result].map((o: { id: string }) => o.id);
    expect(new Set(ids).size).toBe(3);
    expect((await get('/v2/orders?status=upcoming_products&limit=2&offset=4', dave)).data).toMatchObject({ result: [], pageInfo: { total: 3 } });

    const transactions = await get('/v2/transactions?limit=4&offset=4', dave);
    expect(transactions.data.pageInfo).toEqual({ limit: 4, offset: 4, total: 6 });
    expect(transactions.data.result).toHaveLength(2);
    expect((await get('/v2/transactions?limit=4&offset=40', dave)).data).toMatchObject({ result: [], pageInfo: { total: 6 } });
  });

  it('refuses bad input with 422 and the reason, and every call without a sign-in with 401', async () => {
    const erin = await signUp(shop.client);
    const cases: [string, string][] = [
      ['/v2/orders', 'status must be one of upcoming_products, past_products.'],
      ['/v2/orders?status=everything', 'status must be one of upcoming_products, past_products.'],
      ['/v2/orders?status=past_products&limit=0', 'limit must be a whole number from 1 to 100.'],
      ['/v2/orders?status=past_products&offset=-1', 'offset must be a whole number from 0.'],
      ['/v2/orders/abc?show_details=yes', 'show_details must be true or false.'],
      ['/v2/orders?status=past_products&show_details=1', 'show_details must be true or false.'],
      ['/v2/orders/not%20an%20id', 'This is not a valid identifier.'],
      ['/v2/transactions?limit=101', 'limit must be a whole number from 1 to 100.'],
      ['/v2/transactions?limit=ten', 'limit must be a whole number from 1 to 100.'],
      ['/v2/transactions?offset=1.5', 'offset must be a whole number from 0.'],
    ];
    for (const [path, message] of cases) {
      const response = await get(path, erin);
      expect(response.status, path).toBe(422);
      expect(response.json.messages[0].message, path).toBe(message);
    }
    for (const path of ['/v2/orders?status=past_products', '/v2/orders/abc', '/v2/transactions']) {
      expect((await get(path)).status, path).toBe(401);
    }
  });
});
