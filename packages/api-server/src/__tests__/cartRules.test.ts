import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_JACKPOT_GAME_CENTS, superJackpotGame, superJackpotItem } from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { createTestShop, type TestShop } from './helpers/testShop';

describe.each(testBackends())('cart rules on $name', (backend) => {
  let shop: TestShop;
  let ref: string;
  beforeAll(async () => {
    shop = await createTestShop(backend);
    ref = (await shop.client.call('POST', '/v2/anon-cart')).data.result.cartReference;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const add = (body: unknown) => shop.client.call('POST', `/v2/anon-cart/${ref}/items`, { body });

  it('refuses a game count outside minGames..maxGames', async () => {
    const none = await add(superJackpotItem({ games: [] }));
    expect(none.status).toBe(422);
    const tooMany = await add(superJackpotItem({}, 51));
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.messages[0]).toMatchObject({ code: 'games_out_of_range', message: 'Choose between 1 and 50 games.', field: 'games' });
  });

  it('refuses incomplete, out-of-range, repeated and unknown numbers', async () => {
    const cases: [Record<string, (number | null)[]>, string][] = [
      [{ Numbers: [1, 2, 3, 4, 5, 6, null], Powerball: [1] }, 'Game 1 is not complete: Numbers needs 7 numbers.'],
      [{ Numbers: [1, 2, 3, 4, 5, 6], Powerball: [1] }, 'Game 1 is not complete: Numbers needs 7 numbers.'],
      [{ Numbers: [1, 2, 3, 4, 5, 6, 36], Powerball: [1] }, 'Game 1 is not complete: Numbers must be between 1 and 35.'],
      [{ Numbers: [1, 2, 3, 4, 5, 6, 6], Powerball: [1] }, 'Game 1 is not complete: Numbers must not repeat a number.'],
      [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }, 'Game 1 is not complete: Powerball is missing.'],
      [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [21] }, 'Game 1 is not complete: Powerball must be between 1 and 20.'],
      [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1], Bonus: [2] }, 'Game 1 is not complete: Bonus is not part of this game.'],
    ];
    for (const [game, message] of cases) {
      const response = await add(superJackpotItem({ games: [game] }));
      expect(response.status, JSON.stringify(game)).toBe(422);
      expect(response.json.messages[0]).toMatchObject({ code: 'invalid_ticket', message, field: 'games.0' });
    }
    const second = await add(superJackpotItem({ games: [superJackpotGame(1), { Numbers: [1], Powerball: [1] }] }));
    expect(second.json.messages[0]).toMatchObject({ field: 'games.1' });
  });

  it('accepts repeated digits where the set allows them (Super 66)', async () => {
    const response = await add({
      ...superJackpotItem(),
      lotteryKey: 'super_66',
      gameOffer: 'super_66_standard',
      games: [{ Numbers: [6, 6, 0, 1, 9, 6] }],
    });
    expect(response.status, response.text).toBe(200);
  });

  it('refuses unknown lotteries, game types and game offers', async () => {
    const lottery = await add(superJackpotItem({ lotteryKey: 'no_such_lottery' }));
    expect(lottery.status).toBe(404);
    expect(lottery.json.messages[0]).toMatchObject({ code: 'offer_not_found', field: 'lotteryKey' });
    const gameType = await add(superJackpotItem({ gameType: 'mega_combo' }));
    expect(gameType.json.messages[0]).toMatchObject({ code: 'validation_failed', field: 'gameType' });
    const gameOffer = await add(superJackpotItem({ gameOffer: 'mega_jackpot_lottery_standard' }));
    expect(gameOffer.json.messages[0]).toMatchObject({ code: 'validation_failed', field: 'gameOffer' });
    const productType = await add({ ...superJackpotItem(), productType: 'membership' });
    expect(productType.json.messages[0]).toMatchObject({ field: 'productType' });
  });

  it('turns autoplay into one draw with recurring on, and prices several draws', async () => {
    const autoplay = await add(superJackpotItem({ numDraws: 'autoplay' }, 1));
    const item = autoplay.data.result.cartItems.at(-1);
    expect(item.numDraws).toBe(1);
    expect(item.recurringPurchase).toEqual({ enabled: true, type: 'autoplay', availability: 'optional' });
    expect(autoplay.data.result.requiresUnattendedPaymentMethod).toBe(true);
    const weeks = await add(superJackpotItem({ numDraws: 3 }, 2));
    const multi = weeks.data.result.cartItems.at(-1);
    expect(multi.unitPrice.amount).toBe(2 * SUPER_JACKPOT_GAME_CENTS);
    expect(multi.totalPrice.amount).toBe(6 * SUPER_JACKPOT_GAME_CENTS);
    expect(multi.drawEncodedIds).toHaveLength(3);
  });

  it('refuses more draws than are open for sale', async () => {
    const response = await add(superJackpotItem({ numDraws: 10 }));
    expect(response.status).toBe(422);
    expect(response.json.messages[0]).toMatchObject({ field: 'numDraws', message: 'Only 6 upcoming draws are open for sale.' });
  });

  it('updates and deletes anonymous cart items, and 404s for unknown ones', async () => {
    const fresh = (await shop.client.call('POST', '/v2/anon-cart')).data.result.cartReference;
    const added = await shop.client.call('POST', `/v2/anon-cart/${fresh}/items`, { body: superJackpotItem({}, 1) });
    const id = added.data.result.cartItems[0].id;
    const updated = await shop.client.call('PUT', `/v2/anon-cart/${fresh}/items/${id}`, { body: superJackpotItem({}, 4) });
    expect(updated.data.result.cartItems[0]).toMatchObject({ id, numGames: 4 });
    const removed = await shop.client.call('DELETE', `/v2/anon-cart/${fresh}/items/${id}`);
    expect(removed.data.result.cartItems).toEqual([]);
    const again = await shop.client.call('DELETE', `/v2/anon-cart/${fresh}/items/${id}`);
    expect(again.status).toBe(404);
    expect(again.json.messages[0].code).toBe('cart_item_not_found');
    const unknownCart = await shop.client.call('GET', '/v2/anon-cart/no-such-cart');
    expect(unknownCart.status).toBe(404);
    expect(unknownCart.json.messages[0].code).toBe('cart_not_found');
  });

  it('lists upcoming draws of a lottery, soonest first', async () => {
    const response = await shop.client.call('GET', '/v2/draws/upcoming/monday_lotto');
    const draws = response.data.result;
    expect(draws).toHaveLength(6);
    expect(draws[0]).toMatchObject({ status: 'DRAW_OPEN', lotteryKey: 'monday_lotto', prizePool: { amount: 100_000_000, currency: 'AUD' } });
    expect(new Date(draws[0].drawDate).getTime()).toBeLessThan(new Date(draws[1].drawDate).getTime());
    const raffle = await shop.client.call('GET', '/v2/draws/upcoming/your_hospice_lottery');
    expect(raffle.data.result[0]).toMatchObject({ purchaseStatus: 'open', drawData: { name: '$250,000 cash' } });
    const unknown = await shop.client.call('GET', '/v2/draws/upcoming/nope');
    expect(unknown.status).toBe(404);
  });
});
