import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  card,
  logIn,
  SUPER_JACKPOT_GAME_CENTS,
  signUp,
  superJackpotItem,
  uniqueKey,
} from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { createTestShop, PARTNER_ORIGIN, type TestShop } from './helpers/testShop';

const partnerCall = { appKey: 'demo-partner', origin: PARTNER_ORIGIN } as const;

describe.each(testBackends())('partner purchase on $name', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('describes a partner and answers 404 for an unknown one', async () => {
    const partner = await shop.client.call('GET', '/v2/partners/demo-partner', partnerCall);
    expect(partner.data.result).toMatchObject({
      slug: 'demo-partner',
      channels: [{ channelKey: 'demo_partner_web' }],
      productOfferKeys: ['super_jackpot_lottery'],
    });
    const hospice = await shop.client.call('GET', '/v2/partners/hospice-care', partnerCall);
    expect(hospice.data.result.productOfferKeys).toEqual(['your_hospice_lottery']);
    const unknown = await shop.client.call('GET', '/v2/partners/nobody', partnerCall);
    expect(unknown.status).toBe(404);
    expect(unknown.json.messages[0].code).toBe('partner_not_found');
  });

  it('keeps an anonymous partner cart by reference and replaces its item', async () => {
    const created = await shop.client.call('POST', '/v2/anon-cart/partner/demo-partner', { ...partnerCall, body: {} });
    expect(created.status, created.text).toBe(200);
    const ref = created.data.result.cartReference;
    expect(created.data.result.partnerSlug).toBe('demo-partner');
    const set = await shop.client.call('POST', '/v2/anon-cart/partner/demo-partner', {
      ...partnerCall,
      body: { cartReference: ref, cartItem: superJackpotItem({}, 2) },
    });
    expect(set.data.result.cartReference).toBe(ref);
    const replaced = await shop.client.call('POST', '/v2/anon-cart/partner/demo-partner', {
      ...partnerCall,
      body: { cartReference: ref, cartItem: superJackpotItem({}, 5) },
    });
    expect(replaced.data.result.cartItems).toHaveLength(1);
    expect(replaced.data.result.cartItems[0].numGames).toBe(5);
    expect(replaced.data.result.cartTotal.amount).toBe(5 * SUPER_JACKPOT_GAME_CENTS);
  });

  it('sells only the partner’s offers', async () => {
    const response = await shop.client.call('POST', '/v2/anon-cart/partner/demo-partner', {
      ...partnerCall,
      body: { cartItem: superJackpotItem({ lotteryKey: 'monday_lotto', gameOffer: 'monday_lotto_standard', games: [{ Numbers: [1, 2, 3, 4, 5, 6] }] }) },
    });
    expect(response.status).toBe(422);
    expect(response.json.messages[0]).toMatchObject({ code: 'offer_unavailable', message: 'This partner does not sell this product.' });
  });

  it('takes over the anonymous partner cart after sign-in and buys it from the wallet', async () => {
    const anonymous = await shop.client.call('POST', '/v2/anon-cart/partner/demo-partner', {
      ...partnerCall,
      body: { cartItem: superJackpotItem({}, 3) },
    });
    const session = await logIn(shop.client);
    const before = await balanceOf(shop.client, session);
    const taken = await shop.client.call('POST', '/v2/cart/partner/demo-partner', {
      ...partnerCall,
      session,
      body: { cartReference: anonymous.data.result.cartReference },
    });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.data.result.customerId).toBe(session.customerId);
    expect(taken.data.result.cartItems).toHaveLength(1);
    // The partner cart is not the main cart.
    expect((await shop.client.call('GET', '/v2/cart/items', { session })).data.result.cartItems).toEqual([]);

    const bought = await shop.client.call('POST', '/v2/cart/partner/demo-partner/purchase', {
      ...partnerCall,
      session,
      idempotencyKey: uniqueKey('partner'),
      body: { deposit: null, purchase: { channelKey: 'demo_partner_web', partnerKey: 'demo_partner' } },
    });
    expect(bought.status, bought.text).toBe(200);
    expect(typeof bought.data.result).toBe('string');
    const receipt = await shop.client.call('GET', `/v2/checkout/${bought.data.result}`, { ...partnerCall, session });
    expect(receipt.data.result).toMatchObject({ partnerSlug: 'demo-partner', channelKey: 'demo_partner_web' });
    expect(receipt.data.result.total.amount).toBe(3 * SUPER_JACKPOT_GAME_CENTS);
    expect(await balanceOf(shop.client, session)).toBe(before - 3 * SUPER_JACKPOT_GAME_CENTS);
    const after = await shop.client.call('POST', '/v2/cart/partner/demo-partner', { ...partnerCall, session, body: {} });
    expect(after.data.result.cartItems).toEqual([]);
  });

  it('refuses to buy an empty partner cart with the spec message', async () => {
    const session = await signUp(shop.client);
    const response = await shop.client.call('POST', '/v2/cart/partner/demo-partner/purchase', {
      ...partnerCall,
      session,
      idempotencyKey: uniqueKey('empty'),
      body: { deposit: null, purchase: { channelKey: 'demo_partner_web' } },
    });
    expect(response.status).toBe(422);
    expect(response.json.messages[0]).toMatchObject({
      code: 'partner_cart_empty',
      message: 'Attempted to purchase an empty partner cart',
    });
  });

  it('buys a cart item sent with the purchase, paid by a card deposit', async () => {
    const session = await signUp(shop.client);
    const price = 2 * SUPER_JACKPOT_GAME_CENTS;
    const response = await shop.client.call('POST', '/v2/cart/partner/demo-partner/purchase', {
      ...partnerCall,
      session,
      idempotencyKey: uniqueKey('with-item'),
      body: {
        cartItem: superJackpotItem({}, 2),
        deposit: { amount: { amount: price, currency: 'AUD' }, card: card() },
        purchase: { channelKey: 'demo_partner_web' },
      },
    });
    expect(response.status, response.text).toBe(200);
    const receipt = await shop.client.call('GET', `/v2/checkout/${response.data.result}`, { ...partnerCall, session });
    expect(receipt.data.result.paidByCard.amount).toBe(price);
    expect(receipt.data.result.walletBalanceAfter.amount).toBe(0);
  });

  it('sells raffle tickets through the hospice partner', async () => {
    const hospice = { appKey: 'hospice-care', origin: PARTNER_ORIGIN } as const;
    const session = await logIn(shop.client);
    const item = {
      productType: 'lottery_ticket' as const,
      lotteryKey: 'your_hospice_lottery',
      gameType: 'standard',
      gameOffer: 'your_hospice_lottery_ticket',
      games: [{}, {}],
      numDraws: 1,
      quickpick: false,
    };
    const cart = await shop.client.call('POST', '/v2/cart/partner/hospice-care', { ...hospice, session, body: { cartItem: item } });
    expect(cart.status, cart.text).toBe(200);
    expect(cart.data.result.cartItems[0]).toMatchObject({ productType: 'raffle_ticket', numRaffleTickets: 2, causeKey: 'your_hospice' });
    expect(cart.data.result.cartTotal.amount).toBe(1000);
  });
});
