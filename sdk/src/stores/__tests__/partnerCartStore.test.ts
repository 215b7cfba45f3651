import type { AddCartItemRequest } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { aud, cartItem, partnerCart } from '../../__tests__/fixtures';
import { setup } from '../../__tests__/testClient';

const item: AddCartItemRequest = {
  productType: 'lottery_ticket',
  lotteryKey: 'super_jackpot_lottery',
  gameType: 'standard',
  gameOffer: 'super_jackpot_standard',
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }],
  numDraws: 1,
  quickpick: true,
};

describe('partner cart store (shop-specialised §7)', () => {
  it('anonymous first visit: no partner cart is made until the first ticket', async () => {
    const { client, server } = setup();
    server.on('anonPartnerCart', () => ok(partnerCart({ cartReference: 'pcart_1', cartItems: [cartItem] })));
    await client.session.getState().init();
    await client.partnerCart.getState().load('demo-partner');
    expect(server.calls('anonPartnerCart')).toHaveLength(0);
    expect(client.partnerCart.getState()).toMatchObject({ slug: 'demo-partner', status: 'succeeded', cart: null, errors: [] });

    await client.partnerCart.getState().setItem('demo-partner', item);
    expect(server.calls('anonPartnerCart')).toHaveLength(1);
    expect(client.partnerCart.getState().cart?.cartReference).toBe('pcart_1');
  });

  it('anonymous: POST /anon-cart/partner/{slug}, keeping the reference per slug for 14 days', async () => {
    const { client, server, storage } = setup();
    server.on('anonPartnerCart', (request) =>
      ok(partnerCart({ cartReference: 'pcart_9', cartItems: request.body ? [cartItem] : [], cartTotal: aud(170) })),
    );
    await client.partnerCart.getState().setItem('demo-partner', item);
    expect(server.calls('anonPartnerCart')[0]).toMatchObject({
      path: '/anon-cart/partner/demo-partner',
      body: { cart_item: { lottery_key: 'super_jackpot_lottery', quickpick: true } },
    });
    expect(storage.writes).toContainEqual({ name: 'drawkit-partner-cart-demo-partner', value: 'pcart_9', maxAgeSeconds: 1_209_600 });
    expect(client.partnerCart.getState()).toMatchObject({ slug: 'demo-partner', status: 'succeeded', pending: false });

    await client.partnerCart.getState().load('demo-partner');
    expect(server.calls('anonPartnerCart')[1]?.body).toEqual({ cart_reference: 'pcart_9' });
  });

  it('signed in: POST /cart/partner/{slug} passing the anonymous reference so the server takes it over', async () => {
    const { client, server, storage } = setup({ 'drawkit-partner-cart-demo-partner': 'pcart_9' });
    server.on('anonPartnerCart', () => ok(partnerCart({ cartReference: 'pcart_9', cartItems: [cartItem] })));
    server.on('partnerCart', () => ok(partnerCart({ cartReference: 'pcart_9', customerId: 'cust_1', cartItems: [cartItem] })));
    server.on('cartGet', () => ok(partnerCart()));
    await client.partnerCart.getState().load('demo-partner');

    await client.session.getState().login({ email: 'a@b.c', password: 'x' });

    expect(server.calls('partnerCart')[0]).toMatchObject({ path: '/cart/partner/demo-partner', body: { cart_reference: 'pcart_9' } });
    expect(storage.get('drawkit-partner-cart-demo-partner')).toBeUndefined();
    expect(client.partnerCart.getState().cart?.customerId).toBe('cust_1');
  });

  it('starts a new anonymous partner cart when the stored one is gone', async () => {
    const { client, server, storage } = setup({ 'drawkit-partner-cart-demo-partner': 'pcart_old' });
    server.on('anonPartnerCart', (request) =>
      (request.body as { cart_reference?: string }).cart_reference ? fail('cart_not_found') : ok(partnerCart({ cartReference: 'pcart_new' })),
    );
    await client.partnerCart.getState().load('demo-partner');
    expect(storage.get('drawkit-partner-cart-demo-partner')).toBe('pcart_new');
    expect(client.partnerCart.getState().status).toBe('succeeded');
  });

  it('a failed change resolves {ok: false} with the first 4xx message', async () => {
    const { client, server } = setup();
    server.on('anonPartnerCart', () => fail('offer_unavailable'));
    const result = await client.partnerCart.getState().setItem('demo-partner', item);
    expect(result).toEqual({ ok: false, messages: [{ message: 'This product is not available to buy right now.', code: 'offer_unavailable', level: 'error' }] });
  });
});
