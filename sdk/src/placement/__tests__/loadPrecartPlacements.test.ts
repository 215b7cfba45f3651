import type { Placement } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { aud, cart, cartItem, lotteryDraw } from '../../__tests__/fixtures';
import { setup, setupSignedIn } from '../../__tests__/testClient';
import { loadPrecartPlacements, precartItems, primePlacementCart } from '../loadPrecartPlacements';

const placement: Placement = {
  key: 'pre_cart_recommended_draws',
  config: { productType: 'lottery_ticket' },
  draws: [{ productOfferKey: 'monday_lotto', name: 'Monday Lotto', url: 'monday-lotto', lotteryKey: 'monday_lotto', draw: lotteryDraw({ lotteryKey: 'monday_lotto' }) }],
};

const withItem = cart({ cartItems: [{ ...cartItem, lotteryKey: 'super_jackpot_lottery', drawNo: 412 }], cartTotal: aud(170) });

describe('loadPrecartPlacements (shop-specialised §7 Placement)', () => {
  it('"A pre-cart item carries lottery_key and draw_number": sends the cart with the placement key and pricing', async () => {
    const { client, server } = setup();
    server.on('placement', () => ok([placement]));
    await client.session.getState().init();
    await expect(loadPrecartPlacements(client, withItem)).resolves.toEqual([placement]);
    const query = server.calls('placement')[0]!.url.searchParams;
    expect(query.get('keys')).toBe('pre_cart_recommended_draws');
    expect(query.get('pricing_id')).toBe(client.session.getState().pricingId);
    expect(JSON.parse(query.get('cart') ?? '')).toEqual([{ lottery_key: 'super_jackpot_lottery', draw_number: 412 }]);
    expect(precartItems(withItem)).toEqual([{ lotteryKey: 'super_jackpot_lottery', drawNumber: 412 }]);
  });

  it('sends the customer key when signed in', async () => {
    const { client, server } = setupSignedIn();
    server.on('placement', () => ok([placement]));
    await loadPrecartPlacements(client, withItem);
    expect(server.calls('placement')[0]!.url.searchParams.get('customer_key')).toBe(client.session.getState().customerId);
  });

  it('"A 204 response means an empty list"', async () => {
    const { client, server } = setup();
    server.on('placement', () => ({ status: 204 }));
    await expect(loadPrecartPlacements(client, withItem)).resolves.toEqual([]);
  });

  it('"The placement client treats a 5xx or network error as an empty result"', async () => {
    const { client, server } = setup();
    server.on('placement', () => ({ status: 503, body: { result: null, messages: [{ message: 'Busy', code: 'unavailable', level: 'error' }] } }));
    await expect(loadPrecartPlacements(client, withItem)).resolves.toEqual([]);
    server.on('placement', () => ok([placement]));
    server.failNetwork(1);
    await expect(loadPrecartPlacements(client, withItem)).resolves.toEqual([]);
  });

  it('a 4xx is not hidden: it rejects with the server message', async () => {
    const { client, server } = setup();
    server.on('placement', () => fail('validation_failed', 'The cart must be a list of lottery_key and draw_number.'));
    await expect(loadPrecartPlacements(client, withItem)).rejects.toMatchObject({ status: 422 });
  });

  it('sends branding_key and the segment ids when given', async () => {
    const { client, server } = setup();
    server.on('placement', () => ok([placement]));
    await client.session.getState().init();
    await loadPrecartPlacements(client, withItem, { brandingKey: 'super_jackpot_lottery', segment: { deviceId: 'dev-1', userId: 'user-1' } });
    const query = server.calls('placement')[0]!.url.searchParams;
    expect(query.get('branding_key')).toBe('super_jackpot_lottery');
    expect(query.get('segment_device_id')).toBe('dev-1');
    expect(query.get('segment_user_id')).toBe('user-1');
  });

  it('"POST /placement/cart/prime with segment ids": the cart\'s items for the ids; nothing without ids; failures resolve null', async () => {
    const { client, server } = setup();
    await client.session.getState().init();
    server.on('placementCartPrime', () => ok({ items: 1, expiresAt: '2026-03-12T00:00:00.000Z' }));
    await expect(primePlacementCart(client, withItem, { deviceId: 'dev-1' })).resolves.toEqual({ items: 1, expiresAt: '2026-03-12T00:00:00.000Z' });
    expect(server.calls('placementCartPrime')[0]!.body).toEqual({ segment_device_id: 'dev-1', cart: [{ lottery_key: 'super_jackpot_lottery', draw_number: 412 }] });
    await expect(primePlacementCart(client, withItem, {})).resolves.toBeNull();
    expect(server.calls('placementCartPrime')).toHaveLength(1);
    server.on('placementCartPrime', () => fail('validation_failed'));
    await expect(primePlacementCart(client, withItem, { userId: 'u' })).resolves.toBeNull();
  });
});
