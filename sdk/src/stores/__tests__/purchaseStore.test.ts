import type { CardInput } from '@drawkit/contract';
import { HEADERS } from '@drawkit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { aud, cart, cartItem, partnerCart, receipt } from '../../__tests__/fixtures';
import { setupSignedIn, type TestSetup } from '../../__tests__/testClient';

const card: CardInput = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, securityCode: '123', holderName: 'Demo Customer' };

/** Signed in, config and customer ($50.00 available) loaded, a $70.00 cart with $10.00 pre-ordered. */
async function readyToPay(): Promise<TestSetup> {
  const setup = setupSignedIn();
  setup.server.on('cartGet', () => ok(cart({ cartReference: 'c_cust', cartItems: [cartItem], cartTotal: aud(7000), preOrderTotal: aud(1000) })));
  await setup.client.session.getState().init();
  await setup.client.cart.getState().load();
  return setup;
}

describe('purchase store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pays from the wallet: clears the cart, emits purchase-complete and reloads the customer', async () => {
    const { client, server } = await readyToPay();
    server.on('cartPurchase', () => ok(receipt({ total: aud(7000) })));
    const completed = vi.fn();
    const cartChanges = vi.fn();
    client.on('purchase-complete', completed);
    client.on('cart-change', cartChanges);
    const customerCalls = server.calls('customer').length;

    const result = await client.purchase.getState().payWithWallet();

    expect(result).toEqual({ ok: true, receipt: receipt({ total: aud(7000) }) });
    const call = server.calls('cartPurchase')[0]!;
    expect(call.body).toEqual({ channel_key: 'web', metadata: { platform: 'Web' }, purchase_data: { payment_method: 'wallet' } });
    expect(call.headers.get(HEADERS.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(completed).toHaveBeenCalledWith({ checkoutId: 'chk_1', total: aud(7000) });
    expect(client.cart.getState().cart).toMatchObject({ cartItems: [], cartTotal: aud(0) });
    expect(cartChanges).toHaveBeenCalledTimes(1);
    expect(client.purchase.getState()).toMatchObject({ status: 'succeeded', receipt: { checkoutId: 'chk_1' } });
    expect(server.calls('customer').length).toBe(customerCalls + 1);
  });

  it('pays by card the total due: cart total minus pre-orders minus the wallet when wallet purchase is on', async () => {
    const { client, server } = await readyToPay();
    server.on('depositPurchase', () => ok(receipt({ paidByCard: aud(1000) })));
    vi.stubGlobal('location', { href: 'https://shop.test/checkout?utm_source=app&utm_medium=push' });

    await expect(client.purchase.getState().payWithCard(card)).resolves.toMatchObject({ ok: true });

    // 7000 − 1000 pre-ordered − 5000 in the wallet.
    expect(server.calls('depositPurchase')[0]?.body).toEqual({
      deposit: {
        amount: { amount: 1000, currency: 'AUD' },
        card: { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, security_code: '123', holder_name: 'Demo Customer' },
        browser: expect.objectContaining({ colour_depth: 24, challenge_window_size: 'Medium' }),
      },
      purchase: {
        channel_key: 'APP',
        metadata: { platform: 'Web', page_url: 'https://shop.test/checkout?utm_source=app&utm_medium=push', utm_source: 'app', utm_medium: 'push' },
      },
    });
  });

  it('a decline resolves {ok: false} with the first server message', async () => {
    const { client, server } = await readyToPay();
    server.on('depositPurchase', () => fail('card_declined'));
    const result = await client.purchase.getState().payWithCard({ ...card, number: '4000000000000002' });
    expect(result).toEqual({ ok: false, messages: [{ message: 'Your card was declined. Please try another card.', code: 'card_declined', level: 'error' }] });
    expect(client.purchase.getState().status).toBe('failed');
    expect(client.cart.getState().cart?.cartItems).toHaveLength(1);
  });

  it('"Deposit failure shows the first server message, else We\'re experiencing technical difficulties. Please reload the page to try again."', async () => {
    const { client, server } = await readyToPay();
    server.on('depositPurchase', () => ({ status: 500 }));
    const result = await client.purchase.getState().payWithCard(card);
    expect(result).toEqual({
      ok: false,
      messages: [{ message: "We're experiencing technical difficulties. Please reload the page to try again.", code: 'checkout_failure', level: 'error' }],
    });
  });

  it('reuses the Idempotency-Key when the same attempt is retried after a network error, and not after an answer', async () => {
    const { client, server } = await readyToPay();
    server.on('depositPurchase', () => fail('card_declined'));
    server.failNetwork();
    const dropped = await client.purchase.getState().payWithCard(card);
    expect(dropped.ok).toBe(false);
    await client.purchase.getState().payWithCard(card); // the same attempt again: answered (declined)
    await client.purchase.getState().payWithCard(card); // after an answer: a new attempt
    await client.purchase.getState().payWithCard({ ...card, number: '4000000000000002' }); // another card: new
    const keys = server.calls('depositPurchase').map((r) => r.headers.get(HEADERS.idempotencyKey));
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys.slice(1)).size).toBe(3);
  });

  it('sends the same Idempotency-Key for a retried attempt the server did receive', async () => {
    const { client, server } = await readyToPay();
    let answered = 0;
    server.on('depositPurchase', () => {
      answered++;
      // The server bought, but the answer is lost on the way back.
      if (answered === 1) throw new TypeError('fetch failed');
      return ok(receipt());
    });
    const lost = await client.purchase.getState().payWithCard(card);
    expect(lost.ok).toBe(false);
    const retried = await client.purchase.getState().payWithCard(card);
    expect(retried.ok).toBe(true);
    const [firstKey, secondKey] = server.calls('depositPurchase').map((r) => r.headers.get(HEADERS.idempotencyKey));
    expect(secondKey).toBe(firstKey);
  });

  it('pays for a partner cart, then reads the receipt of the returned purchase id', async () => {
    const { client, server } = await readyToPay();
    server.on('partner', () => ok({ slug: 'demo-partner', key: 'demo_partner', name: 'Demo', channels: [], productOfferKeys: [], branding: {} }));
    server.on('partnerCart', () => ok(partnerCart({ customerId: 'cust_1', cartItems: [cartItem], cartTotal: aud(170) })));
    server.on('partnerPurchase', () => ok('chk_77'));
    server.on('checkout', (request) => ok(receipt({ checkoutId: request.params['checkoutId'] ?? '', partnerSlug: 'demo-partner' })));
    await client.partner.getState().load('demo-partner');
    await client.partnerCart.getState().load('demo-partner');
    const completed = vi.fn();
    client.on('purchase-complete', completed);

    const result = await client.purchase.getState().payPartner('demo-partner', null);

    expect(result).toMatchObject({ ok: true, receipt: { checkoutId: 'chk_77', partnerSlug: 'demo-partner' } });
    const call = server.calls('partnerPurchase')[0]!;
    expect(call.path).toBe('/cart/partner/demo-partner/purchase');
    expect(call.body).toEqual({ deposit: null, purchase: { channel_key: 'web', partner_key: 'demo_partner', metadata: { platform: 'Web' } } });
    expect(call.headers.get(HEADERS.idempotencyKey)).toBeTruthy();
    expect(server.calls('checkout')[0]?.headers.get(HEADERS.apiVersion)).toBe('3.4');
    expect(completed).toHaveBeenCalledWith({ checkoutId: 'chk_77', total: aud(170) });
    expect(client.partnerCart.getState().cart?.cartItems).toEqual([]);
  });

  it('a partner card payment asks for the challenge window that fits the viewport, as the storefront does', async () => {
    const { client, server } = await readyToPay();
    server.on('partner', () => ok({ slug: 'demo-partner', key: 'demo_partner', name: 'Demo', channels: [], productOfferKeys: [], branding: {} }));
    server.on('partnerCart', () => ok(partnerCart({ customerId: 'cust_1', cartItems: [cartItem], cartTotal: aud(9000) })));
    server.on('partnerPurchase', () => ok('chk_78'));
    server.on('checkout', (request) => ok(receipt({ checkoutId: request.params['checkoutId'] ?? '', partnerSlug: 'demo-partner' })));
    await client.partner.getState().load('demo-partner');
    await client.partnerCart.getState().load('demo-partner');
    // A phone-sized partner page: "Challenge window sizes: Small, Medium, Large, ExtraLarge, FullScreen".
    vi.stubGlobal('innerWidth', 360);

    await expect(client.purchase.getState().payPartner('demo-partner', card)).resolves.toMatchObject({ ok: true });

    expect(server.calls('partnerPurchase')[0]?.body).toMatchObject({
      deposit: { amount: { amount: 4000, currency: 'AUD' }, browser: expect.objectContaining({ colour_depth: 24, challenge_window_size: 'Small' }) },
    });
  });

  it('a partner PayPal deposit pays the partner cart and returns to the partner page; its completion empties the partner cart', async () => {
    const { client, server } = await readyToPay();
    server.on('partner', () => ok({ slug: 'demo-partner', key: 'demo_partner', name: 'Demo', channels: [], productOfferKeys: [], branding: {} }));
    server.on('partnerCart', () => ok(partnerCart({ customerId: 'cust_1', cartItems: [cartItem], cartTotal: aud(9000) })));
    const pendingPayPal = { depositId: 'dep_p', kind: 'paypal', status: 'pending', amount: aud(4000), checkoutId: null, approvalUrl: 'https://shop.test/sandbox/paypal/approve/dep_p?token=t' };
    server.on('payPalDeposit', () => ({ status: 202, body: { result: pendingPayPal, messages: [{ code: 'deposit_pending', level: 'info', message: 'Waiting' }] } }));
    server.on('depositComplete', () => ok(receipt({ checkoutId: 'chk_pp', partnerSlug: 'demo-partner' })));
    await client.partner.getState().load('demo-partner');
    await client.partnerCart.getState().load('demo-partner');

    const started = await client.purchase.getState().startPayPal({ partnerSlug: 'demo-partner', returnUrl: 'https://partner.test/buy?x=1' });

    expect(started).toMatchObject({ ok: true, deposit: { depositId: 'dep_p' } });
    expect(server.calls('payPalDeposit')[0]?.body).toEqual({
      // 9000 in the partner cart − 5000 in the wallet (the main cart is not what is paid for).
      amount: { amount: 4000, currency: 'AUD' },
      purchase: { channel_key: 'web', partner_key: 'demo_partner', metadata: { platform: 'Web' } },
      partner_slug: 'demo-partner',
      return_url: 'https://partner.test/buy?x=1',
    });
    const done = await client.purchase.getState().completePayPalDeposit('dep_p', { partnerSlug: 'demo-partner' });
    expect(done).toMatchObject({ ok: true, receipt: { checkoutId: 'chk_pp' } });
    expect(client.partnerCart.getState().cart?.cartItems).toEqual([]);
    expect(client.cart.getState().cart?.cartItems).toHaveLength(1);
  });

  it('a partner PayPal deposit of an empty partner cart: "Attempted to purchase an empty partner cart", nothing sent', async () => {
    const { client, server } = await readyToPay();
    const result = await client.purchase.getState().startPayPal({ partnerSlug: 'demo-partner' });
    expect(result).toEqual({ ok: false, messages: [{ message: 'Attempted to purchase an empty partner cart', code: 'partner_cart_empty', level: 'error' }] });
    expect(server.calls('payPalDeposit')).toHaveLength(0);
  });

  it('"Attempted to purchase an empty partner cart"', async () => {
    const { client, server } = await readyToPay();
    const result = await client.purchase.getState().payPartner('demo-partner', card);
    expect(result).toEqual({ ok: false, messages: [{ message: 'Attempted to purchase an empty partner cart', code: 'partner_cart_empty', level: 'error' }] });
    expect(server.calls('partnerPurchase')).toHaveLength(0);
  });

  it('loads a receipt (3.4); a failure other than checkout_failure only stops fetching', async () => {
    const { client, server } = setupSignedIn();
    server.on('checkout', (request) => (request.params['checkoutId'] === 'chk_1' ? ok(receipt()) : fail('checkout_not_found')));
    await client.purchase.getState().loadReceipt('chk_1');
    expect(client.purchase.getState()).toMatchObject({ status: 'succeeded', receipt: { checkoutId: 'chk_1' } });
    await client.purchase.getState().loadReceipt('chk_x');
    expect(client.purchase.getState()).toMatchObject({ status: 'idle', receiptStatus: 'stopped', receipt: null, errors: [] });
  });

  it('loads the payment methods', async () => {
    const { client, server } = setupSignedIn();
    server.on('paymentMethods', () => ok([{ id: 'wallet', type: 'wallet', name: 'Wallet', enabled: true, minAmount: aud(0), maxAmount: aud(100000), requiresSecurityCode: false, balance: aud(5000) }]));
    await client.purchase.getState().loadPaymentMethods();
    expect(client.purchase.getState().paymentMethods[0]).toMatchObject({ type: 'wallet', balance: aud(5000) });
  });
});
