import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  card,
  logIn,
  SUPER_JACKPOT_GAME_CENTS,
  signUp,
  superJackpotItem,
  uniqueKey,
} from './helpers/fixtures';
import { SANDBOX_CARDS } from '../payments/sandboxGateway';
import { testBackends } from './helpers/testBackends';
import { PARTNER_ORIGIN, useTestShop } from './helpers/testShop';

const partnerCall = { appKey: 'demo-partner', origin: PARTNER_ORIGIN } as const;

describe.each(testBackends())('partner purchase on $name', (backend) => {
  const shop = useTestShop(backend);

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

  it('opens a challenged card in the window size the browser asked for ("Challenge window sizes: Small, Medium, Large, ExtraLarge, FullScreen")', async () => {
    const price = 2 * SUPER_JACKPOT_GAME_CENTS;
    const buy = async (browser?: Record<string, unknown>) => {
      const session = await signUp(shop.client);
      return shop.client.call('POST', '/v2/cart/partner/demo-partner/purchase', {
        ...partnerCall,
        session,
        idempotencyKey: uniqueKey('partner-challenge'),
        body: {
          cartItem: superJackpotItem({}, 2),
          deposit: { amount: { amount: price, currency: 'AUD' }, card: card({ number: SANDBOX_CARDS.challenge }), ...(browser ? { browser } : {}) },
          purchase: { channelKey: 'demo_partner_web' },
        },
      });
    };
    const small = await buy({ colourDepth: 24, screenWidth: 360, screenHeight: 640, challengeWindowSize: 'Small' });
    expect(small.status, small.text).toBe(202);
    expect(small.data.result).toMatchObject({ kind: 'card_challenge', challenge: { windowSize: 'Small', width: 250, height: 400 } });
    const extraLarge = await buy({ colourDepth: 24, screenWidth: 1920, screenHeight: 1080, challengeWindowSize: 'ExtraLarge' });
    expect(extraLarge.data.result.challenge).toMatchObject({ windowSize: 'ExtraLarge', width: 600, height: 400 });
    // Without browser data the gateway's default.
    expect((await buy()).data.result.challenge.windowSize).toBe('Medium');
  });

  /** Presses Approve or Cancel on the sandbox PayPal page; answers where it sends the shopper. */
  async function payPalOutcome(approvalUrl: string, outcome: 'approve' | 'cancel'): Promise<string> {
    const { pathname, search } = new URL(approvalUrl);
    const answer = await shop.app.inject({
      method: 'POST',
      url: pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${new URLSearchParams(search).get('token')}&outcome=${outcome}`,
    });
    expect(answer.statusCode).toBe(303);
    return String(answer.headers.location);
  }

  it('pays a partner cart by a sandbox PayPal deposit and returns to the partner page; cancelled changes nothing', async () => {
    const session = await signUp(shop.client);
    const price = 2 * SUPER_JACKPOT_GAME_CENTS;
    await shop.client.call('POST', '/v2/cart/partner/demo-partner', { ...partnerCall, session, body: { cartItem: superJackpotItem({}, 2) } });
    const returnUrl = `${PARTNER_ORIGIN}/partner.html?lang=en`;
    const start = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', {
      ...partnerCall,
      session,
      body: { amount: { amount: price, currency: 'AUD' }, purchase: { channelKey: 'demo_partner_web' }, partnerSlug: 'demo-partner', returnUrl },
    });
    expect(start.status, start.text).toBe(202);
    const { depositId, approvalUrl } = start.data.result;

    // Cancelled: back to the partner page, told so; nothing bought.
    const cancelled = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', {
      ...partnerCall,
      session,
      body: { amount: { amount: price, currency: 'AUD' }, purchase: { channelKey: 'demo_partner_web' }, partnerSlug: 'demo-partner', returnUrl },
    });
    const cancelledAt = new URL(await payPalOutcome(cancelled.data.result.approvalUrl, 'cancel'));
    expect(`${cancelledAt.origin}${cancelledAt.pathname}`).toBe(`${PARTNER_ORIGIN}/partner.html`);
    expect(Object.fromEntries(cancelledAt.searchParams)).toEqual({ lang: 'en', drawkit_deposit: cancelled.data.result.depositId, drawkit_paypal: 'cancel' });
    expect((await shop.client.call('POST', `/v2/deposits/${cancelled.data.result.depositId}/complete`, { ...partnerCall, session })).status).toBe(409);

    const approvedAt = new URL(await payPalOutcome(approvalUrl, 'approve'));
    expect(approvedAt.searchParams.get('drawkit_deposit')).toBe(depositId);
    expect(approvedAt.searchParams.get('drawkit_paypal')).toBe('success');
    const done = await shop.client.call('POST', `/v2/deposits/${depositId}/complete`, { ...partnerCall, session });
    expect(done.status, done.text).toBe(200);
    // The partner cart is bought (not the main cart), on the partner's channel.
    expect(done.data.result).toMatchObject({ partnerSlug: 'demo-partner', channelKey: 'demo_partner_web', total: { amount: price } });
    const after = await shop.client.call('POST', '/v2/cart/partner/demo-partner', { ...partnerCall, session, body: {} });
    expect(after.data.result.cartItems).toEqual([]);
    expect(await balanceOf(shop.client, session)).toBe(0);
  });

  it('refuses a PayPal return address outside the app\'s origins, and an empty partner cart', async () => {
    const session = await signUp(shop.client);
    const body = { amount: { amount: 500, currency: 'AUD' }, purchase: { channelKey: 'demo_partner_web' }, partnerSlug: 'demo-partner' };
    await shop.client.call('POST', '/v2/cart/partner/demo-partner', { ...partnerCall, session, body: { cartItem: superJackpotItem({}, 2) } });
    const elsewhere = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', { ...partnerCall, session, body: { ...body, returnUrl: 'https://evil.example/steal' } });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.json.messages[0]).toMatchObject({ field: 'returnUrl', message: 'The return address is not allowed for this app.' });

    const empty = await signUp(shop.client);
    const response = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', { ...partnerCall, session: empty, body });
    expect(response.status).toBe(422);
    expect(response.json.messages[0]).toMatchObject({ code: 'partner_cart_empty', message: 'Attempted to purchase an empty partner cart' });
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
