/** The ticket rules of shop-specialised §5, enforced by the server on add (each refused with its message, accepted when valid). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superJackpotGame, superJackpotItem } from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { createTestShop, type TestShop } from './helpers/testShop';

const item = (overrides: Record<string, unknown>) => ({ ...superJackpotItem({}, 1), ...overrides });
const numbers7 = (seed = 0) => superJackpotGame(seed).Numbers;

describe.each(testBackends())('ticket rules on $name', (backend) => {
  let shop: TestShop;
  let offers: any;
  beforeAll(async () => {
    shop = await createTestShop(backend);
    offers = (await shop.client.call('GET', '/v2/pricing/standard/product_offers')).data;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const newCart = async () => (await shop.client.call('POST', '/v2/anon-cart')).data.result.cartReference as string;
  const add = async (body: unknown) => shop.client.call('POST', `/v2/anon-cart/${await newCart()}/items`, { body });
  const refused = async (body: unknown, expected: Record<string, unknown>) => {
    const response = await add(body);
    expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(response.json.messages[0]).toMatchObject(expected);
  };
  const accepted = async (body: unknown) => {
    const response = await add(body);
    expect(response.status, response.text).toBe(200);
    return response.data.result;
  };
  const drawsOf = (key: string) => offers.result.offers.find((o: any) => o.key === key).draws.map((id: string) => offers.entities.draws[id]);

  describe('"game counts lie between minGames and maxGames of the game offer"', () => {
    it('refuses 4 Powerpik entries (5 to 20) and accepts 5', async () => {
      const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ Numbers: numbers7(i) }));
      await refused(item({ gameType: 'powerpik', gameOffer: 'super_jackpot_lottery_powerpik', games: entries(4) }), {
        code: 'games_out_of_range',
        message: 'Choose between 5 and 20 games.',
      });
      await accepted(item({ gameType: 'powerpik', gameOffer: 'super_jackpot_lottery_powerpik', games: entries(5) }));
    });
  });

  describe('"A day is required if the lottery has selectable days."', () => {
    const setForLife = { lotteryKey: 'set_for_life2020', gameType: 'standard', gameOffer: 'set_for_life2020_standard', games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }] };
    it('refuses Set for Life without a day', async () => {
      await refused(item(setForLife), { code: 'day_required', message: 'Please choose a draw day.', field: 'days' });
    });
    it('refuses days on a lottery without selectable days', async () => {
      await refused(item({ days: 1 }), { field: 'days', message: 'This product has no draw days to choose.' });
    });
    it('"A purchased multi-draw price is the entry price times draws times weeks"', async () => {
      // Monday and Wednesday for 2 weeks: 4 draws of one 95c game.
      const cart = await accepted(item({ ...setForLife, days: 1 | 4, numWeeks: 2 }));
      const [line] = cart.cartItems;
      expect(line).toMatchObject({ numDraws: 4, days: 5, numWeeks: 2, unitPrice: { amount: 95 }, totalPrice: { amount: 95 * 2 * 2 } });
      const weekdays = line.drawEncodedIds.map((id: string) =>
        new Date(offers.entities.draws[id].drawDate).toLocaleDateString('en-AU', { weekday: 'short', timeZone: 'Australia/Brisbane' }),
      );
      expect(weekdays).toEqual(['Wed', 'Mon', 'Wed', 'Mon']);
    });
  });

  describe('"If the lottery has causes, a cause must be chosen."', () => {
    const smile = { productType: 'raffle_ticket', lotteryKey: 'make_a_smile_lottery', numRaffleTickets: 1 };
    it('refuses a Make-A-Smile ticket (two causes) without a cause, or with a cause it does not support', async () => {
      await refused(smile, { code: 'cause_required', message: 'Please choose a cause to support.', field: 'causeKey' });
      await refused({ ...smile, causeKey: 'your_hospice' }, { code: 'cause_required', field: 'causeKey' });
    });
    it('accepts a chosen cause and keeps it on the item', async () => {
      const cart = await accepted({ ...smile, causeKey: 'kids_hospital' });
      expect(cart.cartItems[0]).toMatchObject({ productType: 'raffle_ticket', causeKey: 'kids_hospital', numRaffleTickets: 1 });
    });
    it('refuses a cause on a lottery without causes', async () => {
      await refused(item({ causeKey: 'make_a_smile' }), { field: 'causeKey' });
    });
  });

  describe('"For a multi-entry game type only the Numbers set must be filled and Favourites must be non-empty if present."', () => {
    it('accepts Powerhit games of Numbers only (every Powerball covered) and refuses a Powerball', async () => {
      const cart = await accepted(item({ gameType: 'powerhit', gameOffer: 'super_jackpot_lottery_powerhit', games: [{ Numbers: numbers7() }] }));
      expect(cart.cartItems[0]).toMatchObject({ unitPrice: { amount: 20 * 175 }, games: [{ Numbers: numbers7() }] });
      await refused(item({ gameType: 'powerhit', gameOffer: 'super_jackpot_lottery_powerhit', games: [{ Numbers: numbers7(), Powerball: [3] }] }), {
        code: 'invalid_ticket',
        message: 'Game 1 is not complete: Powerball is not part of this game.',
      });
    });
    it('fills a blank Powerpik Powerball by quick pick, and refuses unfilled Numbers', async () => {
      const games = Array.from({ length: 5 }, (_, i) => ({ Numbers: numbers7(i), Powerball: [null] }));
      const cart = await accepted(item({ gameType: 'powerpik', gameOffer: 'super_jackpot_lottery_powerpik', games }));
      for (const game of cart.cartItems[0].games) {
        expect(game.Powerball).toHaveLength(1);
        expect(game.Powerball[0]).toBeGreaterThanOrEqual(1);
        expect(game.Powerball[0]).toBeLessThanOrEqual(20);
      }
      const broken = [...games.slice(1), { Numbers: [1, 2, 3, null, null, null, null] }];
      await refused(item({ gameType: 'powerpik', gameOffer: 'super_jackpot_lottery_powerpik', games: broken }), {
        code: 'invalid_ticket',
        field: 'games.4',
        message: 'Game 5 is not complete: Numbers needs 7 numbers.',
      });
    });
    it('refuses empty Favourites and accepts non-empty ones', async () => {
      const base = { gameType: 'powerhit', gameOffer: 'super_jackpot_lottery_powerhit' };
      await refused(item({ ...base, games: [{ Numbers: numbers7(), Favourites: [] }] }), {
        message: 'Game 1 is not complete: Favourites must not be empty.',
      });
      const cart = await accepted(item({ ...base, games: [{ Numbers: numbers7(), Favourites: [7, 11] }] }));
      expect(cart.cartItems[0].hasFavouriteNumbers).toBe(true);
    });
    it('refuses a System 8 entry with 7 numbers, prices one with 8 at 8 standard games', async () => {
      const base = { gameType: 'reduced_system', gameOffer: 'super_jackpot_lottery_system_8' };
      await refused(item({ ...base, games: [{ Numbers: numbers7(), Powerball: [1] }] }), { message: 'Game 1 is not complete: Numbers needs 8 numbers.' });
      const cart = await accepted(item({ ...base, games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8], Powerball: [1] }] }));
      expect(cart.cartTotal.amount).toBe(8 * 175);
    });
    it('Powerpik System 9: refuses 8 numbers, fills the Powerball (PP) and prices 36 Powerpik games', async () => {
      const base = { gameType: 'powerpik_system', gameOffer: 'super_jackpot_lottery_powerpik_system_9' };
      await refused(item({ ...base, games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8] }] }), {
        code: 'invalid_ticket',
        message: 'Game 1 is not complete: Numbers needs 9 numbers.',
      });
      await refused(item({ ...base, games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8, 8] }] }), { message: 'Game 1 is not complete: Numbers must not repeat a number.' });
      const cart = await accepted(item({ ...base, games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9], Powerball: [null] }, { Numbers: [11, 12, 13, 14, 15, 16, 17, 18, 19] }] }));
      const [line] = cart.cartItems;
      for (const game of line.games) {
        expect(game.Numbers).toHaveLength(9);
        expect(game.Powerball).toHaveLength(1);
        expect(game.Powerball[0]).toBeGreaterThanOrEqual(1);
        expect(game.Powerball[0]).toBeLessThanOrEqual(20);
      }
      // A System 9 of a 7-number game plays 36 games; a Powerpik game is $1.60.
      expect(line).toMatchObject({ unitPrice: { amount: 2 * 36 * 160 }, totalPrice: { amount: 2 * 36 * 160 } });
      await refused(item({ ...base, games: Array.from({ length: 11 }, () => ({ Numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9] })) }), {
        code: 'games_out_of_range',
        message: 'Choose between 1 and 10 games.',
      });
    });
  });

  describe('"A lottery with a per-entry price list uses the entry count."', () => {
    const powerpik = (n: number, extra: Record<string, unknown> = {}) =>
      item({ gameType: 'powerpik', gameOffer: 'super_jackpot_lottery_powerpik', games: Array.from({ length: n }, (_, i) => ({ Numbers: numbers7(i) })), ...extra });
    it('prices 10 Powerpik entries from the list and 7 at the price per game', async () => {
      expect((await accepted(powerpik(10, { entryCount: 10 }))).cartTotal.amount).toBe(1500);
      expect((await accepted(powerpik(7))).cartTotal.amount).toBe(7 * 175);
    });
    it('refuses an entry count that differs from the entries sent', async () => {
      await refused(powerpik(10, { entryCount: 5 }), { field: 'entryCount' });
    });
    it('sells raffle bundles at their bundle price', async () => {
      const cart = await accepted({ productType: 'raffle_ticket', lotteryKey: 'make_a_smile_lottery', causeKey: 'make_a_smile', bundleKey: 'bundle_10' });
      expect(cart.cartItems[0]).toMatchObject({ numRaffleTickets: 10, bundleKey: 'bundle_10', totalPrice: { amount: 7500 } });
      await refused({ productType: 'raffle_ticket', lotteryKey: 'make_a_smile_lottery', causeKey: 'make_a_smile', bundleKey: 'bundle_99' }, { field: 'bundleKey' });
    });
  });

  describe('"Syndicate price equals costPerShare times numShares"', () => {
    const share = (numShares: number) => ({ productType: 'syndicate_share', lotteryKey: 'super_jackpot_lottery', syndicateKey: 'super_jackpot_syndicate_36', numShares });
    it('prices 3 shares at 3 × $3.50', async () => {
      const cart = await accepted(share(3));
      expect(cart.cartItems[0]).toMatchObject({
        productType: 'syndicate_share',
        productOfferKey: 'super_jackpot_syndicate',
        syndicateKey: 'super_jackpot_syndicate_36',
        syndicateName: 'Super Jackpot 36-game syndicate',
        numShares: 3,
        numGames: 36,
        totalPrice: { amount: 1050, currency: 'AUD' },
      });
    });
    it('sells lotto party shares the same way, under the lotto_party game type', async () => {
      const party = { productType: 'syndicate_share', lotteryKey: 'super_jackpot_lottery', productOfferKey: 'super_jackpot_lotto_party', syndicateKey: 'super_jackpot_lotto_party_24' };
      const cart = await accepted({ ...party, numShares: 2 });
      expect(cart.cartItems[0]).toMatchObject({
        productOfferKey: 'super_jackpot_lotto_party',
        gameType: 'lotto_party',
        numShares: 2,
        numGames: 24,
        totalPrice: { amount: 700, currency: 'AUD' },
      });
      await refused({ ...party, numShares: 13 }, { code: 'syndicate_sold_out', message: 'Only 12 shares are left in this syndicate.' });
      // A lotto party's shares are not the syndicate's: the syndicate game type is not offered here.
      await refused({ ...party, gameType: 'syndicate', numShares: 1 }, { field: 'gameType' });
    });
    it('refuses more shares than the syndicate has left, and an unknown syndicate', async () => {
      await refused(share(21), { code: 'syndicate_sold_out', message: 'Only 20 shares are left in this syndicate.', field: 'numShares' });
      await refused({ ...share(1), syndicateKey: 'nope' }, { field: 'syndicateKey' });
    });
  });

  describe('recurring purchase: "numDraws set to autoplay means 1 draw with recurring enabled"', () => {
    it('refuses autoplay where the offer\'s recurring availability is never', async () => {
      await refused(item({ lotteryKey: 'lotto_strike', gameType: 'strike_standard', gameOffer: 'lotto_strike_strike', games: [{ Numbers: [4, 3, 2, 1] }], numDraws: 'autoplay' }), {
        code: 'recurring_unavailable',
        message: 'Autoplay is not available for this product.',
      });
    });
    it('requires the recurring purchase where availability is always (Set for Life subscriptions)', async () => {
      const deferred = { lotteryKey: 'set_for_life2020', gameType: 'deferred', gameOffer: 'set_for_life2020_subscription', games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }], days: 64, numWeeks: 4 };
      await refused(item(deferred), { code: 'recurring_required', message: 'This product is only sold as a recurring purchase.' });
      await refused(item({ ...deferred, recurringPurchase: { enabled: true }, numWeeks: 3 }), { field: 'numWeeks', message: 'Choose 1, 2, 4, 8 weeks.' });
      const cart = await accepted(item({ ...deferred, recurringPurchase: { enabled: true } }));
      expect(cart.cartItems[0]).toMatchObject({
        numDraws: 4,
        recurringPurchase: { enabled: true, type: 'subscription', availability: 'always' },
        totalPrice: { amount: 4 * 95 },
      });
    });
  });

  describe('game types the shop picks for', () => {
    it('quick-picks Super 66 random games sent blank and keeps them on update', async () => {
      const ref = await newCart();
      const body = item({ lotteryKey: 'super_66', gameType: 'random', gameOffer: 'super_66_random', games: [{}, { Numbers: [null, null, null, null, null, null] }] });
      const added = await shop.client.call('POST', `/v2/anon-cart/${ref}/items`, { body });
      expect(added.status, added.text).toBe(200);
      const [line] = added.data.result.cartItems;
      expect(line.games).toHaveLength(2);
      for (const game of line.games) expect(game.Numbers).toHaveLength(6);
      const again = await shop.client.call('GET', `/v2/anon-cart/${ref}`);
      expect(again.data.result.cartItems[0].games).toEqual(line.games);
    });
    it('builds a super combo per entry: one System 8 and ten standard games, at the combo price', async () => {
      const cart = await accepted(item({ lotteryKey: 'mega_jackpot_lottery', gameType: 'mega_combo', gameOffer: 'mega_jackpot_lottery_super_combo', games: [{}, {}] }));
      const [line] = cart.cartItems;
      expect(line.games).toHaveLength(22);
      expect(line.games[0].Numbers).toHaveLength(8);
      expect(line.games[1].Numbers).toHaveLength(7);
      expect(line.totalPrice.amount).toBe(2 * 2700);
      await refused(item({ lotteryKey: 'mega_jackpot_lottery', gameType: 'mega_combo', gameOffer: 'mega_jackpot_lottery_super_combo', games: Array.from({ length: 6 }, () => ({})) }), {
        message: 'Choose between 1 and 5 combos.',
      });
    });
    it('builds a Powerhit super combo per entry: a Powerhit System 8 and four Powerhit games, Powerball covered', async () => {
      const base = { gameType: 'powerhit_super_combo', gameOffer: 'super_jackpot_lottery_powerhit_super_combo' };
      const cart = await accepted(item({ ...base, games: [{}, {}, {}] }));
      const [line] = cart.cartItems;
      expect(line.games).toHaveLength(3 * 5);
      expect(line.games.map((g: any) => g.Numbers.length).slice(0, 5)).toEqual([8, 7, 7, 7, 7]);
      // Every Powerball is covered: no game holds one.
      for (const game of line.games) expect(Object.keys(game)).toEqual(['Numbers']);
      expect(line.totalPrice.amount).toBe(3 * 41_500);
      await refused(item({ ...base, games: Array.from({ length: 6 }, () => ({})) }), { code: 'games_out_of_range', message: 'Choose between 1 and 5 combos.' });
      // Games sent back must keep the combo's shape: a 7-number first game is refused.
      const reshaped = line.games.slice(0, 5).map((g: any) => ({ Numbers: g.Numbers.slice(0, 7) }));
      await refused(item({ ...base, games: reshaped }), { code: 'invalid_ticket', message: 'Game 1 is not complete: Numbers needs 8 numbers.' });
    });
    it('prices Strike Boxed above Strike and keeps Strike picks in order', async () => {
      const strike = await accepted(item({ lotteryKey: 'lotto_strike', gameType: 'strike_standard', gameOffer: 'lotto_strike_strike', games: [{ Numbers: [40, 3, 22, 1] }] }));
      expect(strike.cartItems[0]).toMatchObject({ games: [{ Numbers: [40, 3, 22, 1] }], totalPrice: { amount: 120 } });
      const boxed = await accepted(item({ lotteryKey: 'lotto_strike', gameType: 'strike_boxed', gameOffer: 'lotto_strike_boxed', games: [{ Numbers: [40, 3, 22, 1] }] }));
      expect(boxed.cartTotal.amount).toBe(720);
    });
  });

  describe('raffle draws: "only open and pre_order draws are offered for purchase"', () => {
    const hospice = { productType: 'raffle_ticket', lotteryKey: 'your_hospice_lottery', numRaffleTickets: 1 };
    it('refuses a sold-out draw with a clear message and changes nothing', async () => {
      const ref = await newCart();
      const soldOut = drawsOf('your_hospice_lottery').find((d: any) => d.purchaseStatus === 'sold_out');
      const response = await shop.client.call('POST', `/v2/anon-cart/${ref}/items`, { body: { ...hospice, drawNo: soldOut.drawNo } });
      expect(response.status).toBe(422);
      expect(response.json.messages[0]).toMatchObject({ code: 'draw_sold_out', message: 'This draw is sold out. Please choose another draw.', field: 'drawNo' });
      expect((await shop.client.call('GET', `/v2/anon-cart/${ref}`)).data.result.cartItems).toEqual([]);
    });
    it('refuses a past draw', async () => {
      const next = drawsOf('your_hospice_lottery')[0];
      await refused({ ...hospice, drawNo: next.drawNo - 1 }, { code: 'draw_past', message: 'This draw has already taken place. Please choose another draw.' });
    });
    it('takes a pre-order with scheduledPurchase.type pre_order, counted in preOrderTotal', async () => {
      const preOrder = drawsOf('make_a_smile_lottery').find((d: any) => d.purchaseStatus === 'pre_order');
      const ref = await newCart();
      await shop.client.call('POST', `/v2/anon-cart/${ref}/items`, { body: superJackpotItem({}, 2) });
      const response = await shop.client.call('POST', `/v2/anon-cart/${ref}/items`, {
        body: { productType: 'raffle_ticket', lotteryKey: 'make_a_smile_lottery', causeKey: 'make_a_smile', bundleKey: 'bundle_3', drawNo: preOrder.drawNo, scheduledPurchase: { type: 'pre_order' } },
      });
      expect(response.status, response.text).toBe(200);
      const cart = response.data.result;
      expect(cart.cartItems[1]).toMatchObject({ scheduledPurchase: { type: 'pre_order' }, drawNo: preOrder.drawNo, description: 'Make-A-Smile Lottery: 3 tickets (pre-order)' });
      expect(cart.cartTotal.amount).toBe(2 * 175 + 2500);
      expect(cart.preOrderTotal).toEqual({ amount: 2500, currency: 'AUD' });
    });
    it('refuses a pre-order of a draw that is open for sale', async () => {
      await refused({ productType: 'raffle_ticket', lotteryKey: 'make_a_smile_lottery', causeKey: 'make_a_smile', numRaffleTickets: 1, scheduledPurchase: { type: 'pre_order' } }, {
        field: 'scheduledPurchase',
        message: 'This draw is not open for pre-order.',
      });
    });
  });

  describe('draw choice', () => {
    it('starts at firstDrawNo, or at drawOffset draws after the next one', async () => {
      const [, second, third] = drawsOf('super_jackpot_lottery');
      const byNumber = await accepted(item({ firstDrawNo: second.drawNo, numDraws: 2 }));
      expect(byNumber.cartItems[0]).toMatchObject({ drawNo: second.drawNo, drawEncodedIds: [second.drawId, third.drawId] });
      const byOffset = await accepted(item({ drawOffset: 2 }));
      expect(byOffset.cartItems[0].drawNo).toBe(third.drawNo);
      await refused(item({ drawOffset: 6 }), { field: 'numDraws', message: 'Only 6 upcoming draws are open for sale.' });
    });
  });

  describe('offers that cannot be bought', () => {
    it('refuses the suspended syndicate and the unavailable one', async () => {
      await refused({ productType: 'syndicate_share', lotteryKey: 'mega_jackpot_lottery', syndicateKey: 'mega_jackpot_syndicate_50', numShares: 1 }, { code: 'offer_unavailable' });
      await refused({ productType: 'syndicate_share', lotteryKey: 'one_lottery', syndicateKey: 'one_lottery_syndicate_20', numShares: 1 }, { code: 'offer_unavailable' });
    });
  });

  describe('price tampering', () => {
    it('ignores any price the client sends: the server prices the item itself', async () => {
      const cart = await accepted({ ...superJackpotItem({}, 2), unitPrice: { amount: 1, currency: 'AUD' }, totalPrice: { amount: 1, currency: 'AUD' }, price: { amount: 1, currency: 'AUD' } });
      expect(cart.cartItems[0].unitPrice.amount).toBe(350);
      expect(cart.cartTotal.amount).toBe(350);
    });
  });
});
