import { describe, expect, it } from 'vitest';
import { createDrawkit } from '../createDrawkit';
import { APP_KEY, DISCOVERY_URL, createFakeServer } from './fakeServer';

describe('createDrawkit', () => {
  it('does nothing until called: no request sent, nothing stored', () => {
    const server = createFakeServer();
    const touched: string[] = [];
    const storage = {
      get: (name: string) => {
        touched.push(name);
        return undefined;
      },
      set: () => touched.push('set'),
      remove: () => touched.push('remove'),
    };
    const client = createDrawkit({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch, storage });
    expect(server.requests).toHaveLength(0);
    // Reading the stored session is all it does.
    expect(touched.filter((name) => name === 'set' || name === 'remove')).toEqual([]);
    expect(client.session.getState().status).toBe('idle');
    expect(client.cart.getState().status).toBe('idle');
    expect(client.partner.getState().status).toBe('ready');
  });

  it('a missing discovery url fails the first call, not the construction', async () => {
    const client = createDrawkit({ discoveryUrl: '', appKey: APP_KEY, fetch: createFakeServer().fetch });
    await client.session.getState().init();
    expect(client.session.getState()).toMatchObject({ status: 'failed', errors: [{ message: 'discovery service url is not set', code: 'ConfigurationError' }] });
  });

  it('on() returns an unsubscribe', async () => {
    const client = createDrawkit({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: createFakeServer().fetch });
    const seen: string[] = [];
    const off = client.on('cart-change', ({ cart }) => seen.push(cart.cartReference));
    client.cart.setState({ cart: { cartReference: 'c1', customerId: null, cartItems: [], autoRemovedItems: [], cartTotal: { amount: 1, currency: 'AUD' }, preOrderTotal: { amount: 0, currency: 'AUD' }, requiresUnattendedPaymentMethod: false, blockedReasons: {}, showRegulation: false } });
    client.cart.getState().clear();
    off();
    client.cart.getState().clear();
    expect(seen).toEqual(['c1']);
  });
});
