import type { AddCartItemRequest, Cart, CartPromotionItem } from '@drawkit/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDrawkit } from '../../createDrawkit';
import { exceededAmount, remainingSpendLimit } from '../../rules/spendLimit';
import { APP_KEY, DISCOVERY_URL, fail, ok } from '../../__tests__/fakeServer';
import { aud, cart, cartItem, siteConfig } from '../../__tests__/fixtures';
import { recordingStorage, setup, setupSignedIn, signedInStorage } from '../../__tests__/testClient';

const item: AddCartItemRequest = {
  productType: 'lottery_ticket',
  lotteryKey: 'super_jackpot_lottery',
  gameType: 'standard',
  gameOffer: 'super_jackpot_standard',
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }],
  numDraws: 1,
  quickpick: false,
};

const promotion: CartPromotionItem = {
  id: 'promo_1',
  description: 'TENOFF: 10% off your cart',
  quantity: 1,
  productType: 'voucher_percent_discount',
  promotionCode: 'TENOFF',
  unitPrice: aud(-17),
  totalPrice: aud(-17),
};

const withItem = (overrides: Partial<Cart> = {}) => cart({ cartItems: [cartItem], cartTotal: aud(170), ...overrides });

// The store loads its actions on first use; have the module ready before the clock is faked.
beforeAll(async () => {
  await import('../cartActions');
});

function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

describe('cart debounces (shop-core §9: "cart fetch and build 500 ms; add item 1000 ms")', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gathers loads within 500 ms into one cart fetch', async () => {
    fakeTimers();
    const { client, server } = setupSignedIn();
    server.on('cartGet', () => ok(withItem()));
    const first = client.cart.getState().load();
    const second = client.cart.getState().load();
    expect(client.cart.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(499);
    expect(server.calls('cartGet')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(server.calls('cartGet')).toHaveLength(1);
    expect(client.cart.getState().status).toBe('succeeded');
  });

  it('collapses repeats of the same item added within 1000 ms into one add', async () => {
    fakeTimers();
    const { client, server } = setupSignedIn();
    server.on('cartAddItem', () => ok(withItem()));
    const adds = [client.cart.getState().addItem(item), client.cart.getState().addItem(item)];
    await vi.advanceTimersByTimeAsync(600);
    adds.push(client.cart.getState().addItem(item));
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls('cartAddItem')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(adds)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(server.calls('cartAddItem')).toHaveLength(1);
  });

  it('builds a cart of several items after 500 ms with POST /cart/build', async () => {
    fakeTimers();
    const { client, server } = setupSignedIn();
    server.on('cartBuild', () => ok(withItem({ cartItems: [cartItem, { ...cartItem, id: 'item_2' }] })));
    const building = client.cart.getState().buildCart([item, item]);
    expect(client.cart.getState().pending).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(await building).toEqual({ ok: true });
    expect(server.calls('cartBuild')[0]?.body).toMatchObject({ cart_items: [{ lottery_key: 'super_jackpot_lottery' }, {}] });
    expect(client.cart.getState().count()).toBe(2);
  });
});

describe('cart promotions (shop-core §7 "Promotion", shop-specialised §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies a promotion to the customer cart after 500 ms: pending, then succeeded', async () => {
    fakeTimers();
    const { client, server } = setupSignedIn();
    server.on('cartPromotion', () => ok(withItem({ promotionItems: [promotion], cartTotal: aud(153) })));
    const applying = client.cart.getState().applyPromotion(' TENOFF ');
    expect(client.cart.getState().promotionStatus).toBe('pending');
    await vi.advanceTimersByTimeAsync(499);
    expect(server.calls('cartPromotion')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await applying).toEqual({ ok: true });
    expect(server.calls('cartPromotion')[0]?.body).toEqual({ promotion_code: 'TENOFF' });
    expect(client.cart.getState()).toMatchObject({ promotionStatus: 'succeeded', cart: { cartTotal: { amount: 153 } } });
  });

  it('"Promotion error comes from a message with code promotion_not_added"', async () => {
    fakeTimers();
    const { client, server } = setupSignedIn();
    server.on('cartPromotion', () => fail('promotion_not_added', 'The promotion code OLDCODE has expired.'));
    const applying = client.cart.getState().applyPromotion('OLDCODE');
    await vi.advanceTimersByTimeAsync(500);
    expect(await applying).toMatchObject({ ok: false });
    expect(client.cart.getState()).toMatchObject({
      promotionStatus: 'failed',
      promotionErrors: [{ code: 'promotion_not_added', message: 'The promotion code OLDCODE has expired.' }],
      errors: [],
    });
  });

  it('applies to the anonymous cart by its reference', async () => {
    fakeTimers();
    const { client, server } = setup({ 'drawkit-anon-cart': 'anon_1' });
    server.on('anonCartPromotion', () => ok(withItem({ promotionItems: [promotion] })));
    const applying = client.cart.getState().applyPromotion('TENOFF');
    await vi.advanceTimersByTimeAsync(500);
    await applying;
    expect(server.calls('anonCartPromotion')[0]?.path).toBe('/anon-cart/anon_1/promotion');
  });

  it('"a promotion item can be deleted from the cart": remove deletes the promotion item', async () => {
    const { client, server } = setupSignedIn();
    client.cart.setState({ cart: withItem({ promotionItems: [promotion] }), status: 'succeeded' });
    server.on('cartDeleteItem', () => ok(withItem({ promotionItems: [] })));
    expect(await client.cart.getState().removePromotion()).toEqual({ ok: true });
    expect(server.calls('cartDeleteItem')[0]?.path).toBe('/cart/items/promo_1');
    expect(client.cart.getState().cart?.promotionItems).toEqual([]);
  });

  it('refuses an empty code without calling the server', async () => {
    const { client, server } = setupSignedIn();
    const result = await client.cart.getState().applyPromotion('   ');
    expect(result).toMatchObject({ ok: false });
    expect(server.calls('cartPromotion')).toHaveLength(0);
    expect(client.cart.getState().promotionStatus).toBe('failed');
  });
});

describe('cart states (shop-core §4)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('"Auto-removed items show as closeable messages": kept across fetches until dismissed', async () => {
    const { client, server } = setupSignedIn();
    const removed = { id: 'gone_1', description: 'super_jackpot_lottery: 2 games', reason: 'This draw is closed. Please choose another draw.' };
    server.on('cartGet', () => ok(withItem({ autoRemovedItems: [removed] })));
    await client.cart.getState().load({ force: true });
    server.on('cartGet', () => ok(withItem()));
    await client.cart.getState().load({ force: true });
    expect(client.cart.getState().autoRemoved).toEqual([removed]);
    client.cart.getState().dismissAutoRemoved('gone_1');
    expect(client.cart.getState().autoRemoved).toEqual([]);
  });

  it('"else the app goes to /cart carrying utm parameters"', () => {
    const { client } = setup();
    client.session.getState().keepQueryParameters('https://shop.test/?utm_source=news&utm_medium=email&gclid=9');
    expect(client.cart.getState().afterAdd()).toEqual({ kind: 'navigate', path: '/cart?utm_medium=email&utm_source=news' });
  });

  it('"the pre-cart drawer opens when the prompt is enabled"', async () => {
    fakeTimers();
    const probe = setupSignedIn();
    const storage = recordingStorage(signedInStorage(probe.server));
    const client = createDrawkit({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: probe.server.fetch, storage, precartDrawer: true });
    probe.server.on('cartAddItem', () => ok(withItem()));
    const adding = client.cart.getState().addItem(item);
    await vi.advanceTimersByTimeAsync(1000);
    await adding;
    expect(client.cart.getState().isPrecartDrawerOpen).toBe(true);
    expect(client.cart.getState().afterAdd()).toEqual({ kind: 'drawer' });
    client.cart.getState().closePrecartDrawer();
    expect(client.cart.getState().isPrecartDrawerOpen).toBe(false);
  });

  it('"the pre-cart drawer opens when the prompt is enabled" by the site config, showing what the add put in the cart', async () => {
    fakeTimers();
    const { client, server } = setupSignedIn();
    server.on('config', () => ok({ ...siteConfig, precartDrawer: true }));
    server.on('cartGet', () => ok(withItem()));
    await client.session.getState().init();
    await client.cart.getState().load({ force: true });
    const added = { ...cartItem, id: 'item_added', lotteryKey: 'monday_lotto', drawNo: 9 };
    server.on('cartAddItem', () => ok(withItem({ cartItems: [cartItem, added] })));
    const adding = client.cart.getState().addItem(item);
    await vi.advanceTimersByTimeAsync(1000);
    await adding;
    expect(client.cart.getState()).toMatchObject({ isPrecartDrawerOpen: true, precartItemIds: ['item_added'] });
    expect(client.cart.getState().afterAdd()).toEqual({ kind: 'drawer' });
  });

  it('with the prompt off in the site config, an add leaves the drawer closed and goes to /cart', async () => {
    fakeTimers();
    const { client, server } = setupSignedIn();
    server.on('config', () => ok({ ...siteConfig, precartDrawer: false }));
    await client.session.getState().init();
    server.on('cartAddItem', () => ok(withItem()));
    const adding = client.cart.getState().addItem(item);
    await vi.advanceTimersByTimeAsync(1000);
    await adding;
    expect(client.cart.getState().isPrecartDrawerOpen).toBe(false);
    expect(client.cart.getState().afterAdd()).toEqual({ kind: 'navigate', path: '/cart' });
  });

  it('"A change of pricing variant clears cart, offers, statistics and results and reloads them"', async () => {
    const { client, server } = setupSignedIn();
    server.on('cartGet', () => ok(withItem({ cartReference: 'before' })));
    await client.cart.getState().load({ force: true });
    client.session.setState({ pricingId: 'pricing_a' });
    client.catalogue.setState({ status: 'succeeded', complete: true, offers: [{ key: 'old' } as never] });
    client.statistics.setState({ tips: { status: 'succeeded', data: [], errors: [] } });
    server.on('cartGet', () => ok(withItem({ cartReference: 'after' })));
    server.on('productOffers', () => ok({ offers: [], orderedKeys: [] }));
    const changes: string[] = [];
    client.on('pricing-change', ({ pricingId }) => changes.push(pricingId));

    client.session.setState({ pricingId: 'pricing_b' });
    expect(client.cart.getState().cart).toBeNull();
    expect(client.catalogue.getState().offers).toEqual([]);
    expect(client.statistics.getState().tips.status).toBe('idle');
    expect(changes).toEqual(['pricing_b']);
    await vi.waitFor(() => expect(client.cart.getState().cart?.cartReference).toBe('after'));
    await vi.waitFor(() => expect(server.calls('productOffers').at(-1)?.path).toBe('/pricing/pricing_b/product_offers'));
  });

  it('replays a past checkout into the customer cart', async () => {
    const { client, server } = setupSignedIn();
    server.on('cartReplay', () => ok(withItem()));
    expect(await client.cart.getState().replay('chk_1')).toEqual({ ok: true });
    expect(server.calls('cartReplay')[0]?.path).toBe('/cart/replay/chk_1');
    expect(client.cart.getState().count()).toBe(1);
  });

  it('tells a visitor to log in to buy a past checkout again, and asks the shop nothing', async () => {
    const { client, server } = setup();
    expect(await client.cart.getState().replay('chk_1')).toEqual({
      ok: false,
      messages: [{ message: 'Please log in to buy these tickets again.', code: 'unauthorised', level: 'error' }],
    });
    expect(server.calls('cartReplay')).toHaveLength(0);
    expect(client.cart.getState().pending).toBe(false);
  });
});

describe('spend limit (shop-core §5)', () => {
  it('"Remaining spend limit = limit minus amountSpent"', () => {
    expect(remainingSpendLimit({ limit: aud(1000), amountSpent: aud(350) })).toEqual(aud(650));
  });
  it('"exceeded amount = cart total minus remaining"', () => {
    expect(exceededAmount(aud(1050), aud(650))).toEqual(aud(400));
  });
});
