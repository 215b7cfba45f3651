import { HEADERS } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { aud, cart, cartItem, receipt } from '../../__tests__/fixtures';
import { setupSignedIn, type TestSetup } from '../../__tests__/testClient';

const card = { number: '4000000000003220', expiryMonth: 12, expiryYear: 2030, securityCode: '123', holderName: 'Demo Customer' };
const pending = {
  depositId: 'dep_1',
  kind: 'card_challenge',
  status: 'pending',
  amount: aud(2000),
  challenge: { url: 'https://shop.test/3ds/challenge/dep_1?token=t', windowSize: 'Medium', width: 390, height: 400 },
};
const pendingReply = () => ({
  status: 202,
  body: { result: pending, messages: [{ code: 'deposit_pending', level: 'info', message: 'Please confirm this payment with your card issuer to continue.' }] },
});

async function readyToPay(): Promise<TestSetup> {
  const setup = setupSignedIn();
  setup.server.on('cartGet', () => ok(cart({ cartReference: 'c_cust', cartItems: [cartItem], cartTotal: aud(7000), preOrderTotal: aud(0) })));
  await setup.client.session.getState().init();
  await setup.client.cart.getState().load();
  return setup;
}

describe('purchase store: challenges, stored cards, PayPal and receipt states', () => {
  it('keeps a challenged purchase pending, then resends it with the same Idempotency-Key for the receipt', async () => {
    const { client, server } = await readyToPay();
    let challenged = false;
    server.on('depositPurchase', () => {
      if (!challenged) {
        challenged = true;
        return pendingReply();
      }
      return ok(receipt({ paidByCard: aud(2000) }));
    });

    const first = await client.purchase.getState().payWithCard(card);
    expect(first).toMatchObject({ ok: false, pending: { depositId: 'dep_1', challenge: { windowSize: 'Medium' } } });
    expect(client.purchase.getState().pendingDeposit?.depositId).toBe('dep_1');
    expect(client.cart.getState().cart?.cartItems).toHaveLength(1);

    const done = await client.purchase.getState().resumePurchase();
    expect(done).toMatchObject({ ok: true, receipt: { checkoutId: 'chk_1' } });
    const [a, b] = server.calls('depositPurchase');
    expect(b!.headers.get(HEADERS.idempotencyKey)).toBe(a!.headers.get(HEADERS.idempotencyKey));
    expect(b!.body).toEqual(a!.body);
    expect(client.purchase.getState().pendingDeposit).toBeNull();
    expect(client.cart.getState().cart?.cartItems).toHaveLength(0);
  });

  it('sends the browser data with a normalised colour depth and the window size asked for', async () => {
    const { client, server } = await readyToPay();
    server.on('depositPurchase', () => ok(receipt()));
    await client.purchase.getState().payWithCard(card, { saveCard: true });
    const deposit = (server.calls('depositPurchase')[0]!.body as { deposit: Record<string, any> }).deposit;
    expect(deposit['save_card']).toBe(true);
    expect([1, 4, 8, 15, 16, 24, 32, 48]).toContain(deposit['browser'].colour_depth);
    expect(['Small', 'Medium', 'Large', 'ExtraLarge', 'FullScreen']).toContain(deposit['browser'].challenge_window_size);
  });

  it('pays with a stored card by deposit.methodId and its security code', async () => {
    const { client, server } = await readyToPay();
    server.on('depositPurchase', () => ok(receipt()));
    await client.purchase.getState().payWithStoredCard('fund_1', '321');
    const deposit = (server.calls('depositPurchase')[0]!.body as { deposit: Record<string, unknown> }).deposit;
    expect(deposit).toMatchObject({ method_id: 'fund_1', security_code: '321', amount: { amount: 2000, currency: 'AUD' } });
    expect(deposit).not.toHaveProperty('card');
  });

  it('"Deposit failure shows the first server message, else We\'re experiencing technical difficulties. Please reload the page to try again."', async () => {
    const { client, server } = await readyToPay();
    server.on('payPalDeposit', () => fail('validation_failed', 'Please enter an amount equal to or less than 5000.00.'));
    expect(await client.purchase.getState().startPayPal()).toEqual({
      ok: false,
      messages: [{ code: 'validation_failed', level: 'error', message: 'Please enter an amount equal to or less than 5000.00.' }],
    });
    server.on('payPalDeposit', () => ({ status: 500, text: '' }));
    expect(await client.purchase.getState().startPayPal()).toMatchObject({
      ok: false,
      messages: [{ message: "We're experiencing technical difficulties. Please reload the page to try again." }],
    });
  });

  it('"A checkout-failure code sets the error state; other failure codes only stop fetching"', async () => {
    const { client, server } = await readyToPay();
    server.on('checkout', () => fail('checkout_failure', 'Your card issuer could not confirm this payment.'));
    await client.purchase.getState().loadReceipt('dep_1');
    expect(client.purchase.getState()).toMatchObject({
      receiptStatus: 'error',
      status: 'failed',
      errors: [{ code: 'checkout_failure', message: 'Your card issuer could not confirm this payment.' }],
    });

    server.on('checkout', () => fail('checkout_not_found'));
    await client.purchase.getState().loadReceipt('chk_missing');
    expect(client.purchase.getState()).toMatchObject({ receiptStatus: 'stopped', status: 'idle', errors: [], receipt: null });

    server.on('checkout', () => ok(receipt()));
    await client.purchase.getState().loadReceipt('chk_1');
    expect(client.purchase.getState()).toMatchObject({ receiptStatus: 'succeeded', receipt: { checkoutId: 'chk_1' } });
    client.purchase.getState().reset();
    expect(client.purchase.getState()).toMatchObject({ receiptStatus: 'idle', receipt: null });
  });

  it('completes a PayPal deposit by its id and clears the cart', async () => {
    const { client, server } = await readyToPay();
    server.on('depositComplete', () => ok(receipt()));
    expect(await client.purchase.getState().completePayPalDeposit('dep_9')).toMatchObject({ ok: true });
    expect(server.calls('depositComplete')[0]!.params).toEqual({ depositId: 'dep_9' });
    expect(client.cart.getState().cart?.cartItems).toHaveLength(0);
  });

  it('adds, defaults and deletes stored cards, reloading the payment methods', async () => {
    const { client, server } = await readyToPay();
    server.on('addCard', () => ({ status: 201, body: { result: { id: 'fund_1' }, messages: [] } }));
    server.on('fundDefault', () => ok({ id: 'fund_1' }));
    server.on('fundDelete', () => ({ status: 204 }));
    server.on('paymentMethods', () => ok([]));
    expect(await client.purchase.getState().addCard(card, { makeDefault: true })).toEqual({ ok: true });
    expect(server.calls('addCard')[0]).toMatchObject({ params: { gateway: 'sandbox' }, body: { make_default: true } });
    expect(await client.purchase.getState().makeDefaultCard('fund_1')).toEqual({ ok: true });
    expect(await client.purchase.getState().deleteCard('fund_1')).toEqual({ ok: true });
    expect(server.calls('paymentMethods')).toHaveLength(3);
  });
});
