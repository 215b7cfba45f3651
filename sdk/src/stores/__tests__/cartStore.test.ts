import type { AddCartItemRequest, Cart } from '@drawkit/contract';
import { HEADERS } from '@drawkit/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { aud, cart, cartItem } from '../../__tests__/fixtures';
import { setup, setupSignedIn } from '../../__tests__/testClient';

const item: AddCartItemRequest = {
  productType: 'lottery_ticket',
  lotteryKey: 'super_jackpot_lottery',
  gameType: 'standard',
  gameOffer: 'super_jackpot_standard',
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }],
  numDraws: 1,
  quickpick: false,
};

const withItem = (overrides: Partial<Cart> = {}) => cart({ cartItems: [cartItem], cartTotal: aud(170), ...overrides });

// The store loads its actions on first use; have the module ready before the clock is faked.
beforeAll(async () => {
  await import('../cartActions');
});

describe('cart store: anonymous cart (shop-core §4, §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('"created if none is stored"; "token kept in a cookie 14 days"', async () => {
    const { client, server, storage } = setup();
    server.on('anonCartCreate', () => ok(cart({ cartReference: 'anon_new' })));
    await client.cart.getState().load();
    expect(server.calls('anonCartCreate')).toHaveLength(1);
    expect(server.calls('anonCartCreate')[0]?.headers.get(HEADERS.apiVersion)).toBe('3.3');
    expect(storage.writes).toContainEqual({ name: 'drawkit-anon-cart', value: 'anon_new', maxAgeSeconds: 1_209_600 });
    expect(client.cart.getState()).toMatchObject({ status: 'succeeded', cart: { cartReference: 'anon_new' } });
  });

  it('fetches the stored anonymous cart', async () => {
    const { client, server } = setup({ 'drawkit-anon-cart': 'anon_old' });
    server.on('anonCartGet', (request) => ok(withItem({ cartReference: request.params['ref'] ?? '' })));
    await client.cart.getState().load();
    expect(server.calls('anonCartGet')[0]?.path).toBe('/anon-cart/anon_old');
    expect(server.calls('anonCartCreate')).toHaveLength(0);
    expect(client.cart.getState().count()).toBe(1);
  });

  it('"on 404 a new cart is created"', async () => {
    const { client, server, storage } = setup({ 'drawkit-anon-cart': 'anon_gone' });
    server.on('anonCartGet', () => fail('cart_not_found'));
    server.on('anonCartCreate', () => ok(cart({ cartReference: 'anon_new' })));
    await client.cart.getState().load();
    expect(server.calls('anonCartCreate')).toHaveLength(1);
    expect(storage.get('drawkit-anon-cart')).toBe('anon_new');
    expect(client.cart.getState().cart?.cartReference).toBe('anon_new');
  });

  it('"Anonymous cart fetch failure removes the token"', async () => {
    const { client, server, storage } = setup({ 'drawkit-anon-cart': 'anon_old' });
    server.on('anonCartGet', () => fail('internal_error'));
    await client.cart.getState().load();
    expect(storage.get('drawkit-anon-cart')).toBeUndefined();
    expect(server.calls('anonCartCreate')).toHaveLength(0);
    expect(client.cart.getState()).toMatchObject({ status: 'failed', errors: [{ message: 'Something went wrong.' }] });
  });

  it('keeps the cart it has for 20 s ("cart 20 s"), unless forced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, server } = setup({ 'drawkit-anon-cart': 'anon_old' });
    server.on('anonCartGet', () => ok(withItem({ cartReference: 'anon_old' })));
    await client.cart.getState().load();
    vi.setSystemTime(Date.now() + 19_000);
    await client.cart.getState().load();
    expect(server.calls('anonCartGet')).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2_000);
    await client.cart.getState().load();
    expect(server.calls('anonCartGet')).toHaveLength(2);
    await client.cart.getState().load({ force: true });
    expect(server.calls('anonCartGet')).toHaveLength(3);
  });

  it('adds to the anonymous cart, creating it first when there is none', async () => {
    const { client, server } = setup();
    server.on('anonCartCreate', () => ok(cart({ cartReference: 'anon_new' })));
    server.on('anonCartAddItem', () => ok(withItem({ cartReference: 'anon_new' })));
    const result = await client.cart.getState().addItem(item);
    expect(result).toEqual({ ok: true });
    const add = server.calls('anonCartAddItem')[0];
    expect(add?.path).toBe('/anon-cart/anon_new/items');
    expect(add?.body).toMatchObject({ product_type: 'lottery_ticket', lottery_key: 'super_jackpot_lottery', num_draws: 1 });
  });
});

describe('cart store: changes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('add is pending, then succeeded with the cart replaced, and emits cart-change', async () => {
    const { client, server } = setupSignedIn();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('cartAddItem', async () => {
      await held;
      return ok(withItem({ cartReference: 'c_cust', customerId: 'cust_1' }));
    });
    const changes: Cart[] = [];
    client.on('cart-change', ({ cart: changed }) => changes.push(changed as Cart));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const adding = client.cart.getState().addItem(item);
    expect(client.cart.getState().pending).toBe(true);
    // "add item 1000 ms" (shop-core §9): nothing is sent before the debounce ends.
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls('cartAddItem')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.calls('cartAddItem')).toHaveLength(1));
    expect(client.cart.getState().pending).toBe(true);
    release();
    await expect(adding).resolves.toEqual({ ok: true });

    expect(server.calls('cartAddItem')[0]?.path).toBe('/cart/items');
    expect(client.cart.getState()).toMatchObject({ pending: false, status: 'succeeded', cart: { cartReference: 'c_cust' } });
    expect(client.cart.getState().expiresAt).toBeGreaterThan(Date.now());
    expect(changes.map((c) => c.cartReference)).toEqual(['c_cust']);
  });

  it('"Add-to-cart failure with a 4xx status shows the first server error message"', async () => {
    const { client, server } = setupSignedIn();
    server.on('cartAddItem', () => fail('draw_closed'));
    const result = await client.cart.getState().addItem(item);
    const messages = [{ message: 'This draw is closed. Please choose another draw.', code: 'draw_closed', level: 'error' }];
    expect(result).toEqual({ ok: false, messages });
    expect(client.cart.getState()).toMatchObject({ pending: false, errors: messages });
  });

  it('"Add to cart failure: Sorry, there was an unexpected error while updating your cart. Please try again."', async () => {
    const { client, server } = setupSignedIn();
    server.on('cartAddItem', () => fail('internal_error'));
    const result = await client.cart.getState().addItem(item);
    expect(result).toEqual({
      ok: false,
      messages: [{ message: 'Sorry, there was an unexpected error while updating your cart. Please try again.', code: 'cart_update_failed', level: 'error' }],
    });
  });

  it('updates and removes items of the signed-in cart', async () => {
    const { client, server } = setupSignedIn();
    server.on('cartUpdateItem', () => ok(withItem()));
    server.on('cartDeleteItem', () => ok(cart()));
    await client.cart.getState().updateItem('item_1', { ...item, numDraws: 2 });
    expect(server.calls('cartUpdateItem')[0]).toMatchObject({ method: 'PUT', path: '/cart/items/item_1', body: { num_draws: 2 } });
    await client.cart.getState().removeItem('item_1');
    expect(server.calls('cartDeleteItem')[0]).toMatchObject({ method: 'DELETE', path: '/cart/items/item_1' });
    expect(client.cart.getState().count()).toBe(0);
  });

  it('fetches the cart when a change answers 204', async () => {
    const { client, server } = setup({ 'drawkit-anon-cart': 'anon_old' });
    server.on('anonCartDeleteItem', () => ({ status: 204 }));
    server.on('anonCartGet', () => ok(cart({ cartReference: 'anon_old' })));
    await expect(client.cart.getState().removeItem('item_1')).resolves.toEqual({ ok: true });
    expect(client.cart.getState()).toMatchObject({ pending: false, cart: { cartReference: 'anon_old' } });
  });
});
