import '../../__tests__/testEnv';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { injectFetch, openRealShop, SHOP_EMAIL, SHOP_PASSWORD, type ShopRequest } from '../../__tests__/realShop';
import { setGames } from '../../__tests__/setGames';
import {
  defineDrawkitElements,
  DrawkitPurchaseElement,
  type DrawkitCartChangeDetail,
  type DrawkitPurchaseCompleteDetail,
} from '../index';
import { startPurchaseDiscovery } from '../purchaseDiscovery';

const shop = openRealShop();
/** Any origin: the element's fetch goes to the in-process shop. */
const SHOP_ORIGIN = 'http://localhost:8080';
let requests: ShopRequest[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', injectFetch(shop, requests));
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mount(attributes: Record<string, string>): DrawkitPurchaseElement {
  defineDrawkitElements();
  const element = document.createElement('drawkit-purchase');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<drawkit-purchase>', () => {
  it('registers once however often it is defined', () => {
    defineDrawkitElements();
    expect(() => defineDrawkitElements()).not.toThrow();
    expect(customElements.get('drawkit-purchase')).toBe(DrawkitPurchaseElement);
  });

  it('leaves a tag another copy of the script defined alone', () => {
    const taken = { get: vi.fn(() => class Earlier extends HTMLElement {}), define: vi.fn() };
    defineDrawkitElements(taken as unknown as CustomElementRegistry);
    expect(taken.define).not.toHaveBeenCalled();

    const fresh = { get: vi.fn(() => undefined), define: vi.fn() };
    defineDrawkitElements(fresh as unknown as CustomElementRegistry);
    expect(fresh.define).toHaveBeenCalledWith('drawkit-purchase', DrawkitPurchaseElement);
  });

  it('types its tag and event details', () => {
    expectTypeOf(document.createElement('drawkit-purchase')).toEqualTypeOf<DrawkitPurchaseElement>();
    expectTypeOf<HTMLElementEventMap['drawkit:purchase-complete']>().toEqualTypeOf<CustomEvent<DrawkitPurchaseCompleteDetail>>();
    expectTypeOf<HTMLElementEventMap['drawkit:cart-change']>().toEqualTypeOf<CustomEvent<DrawkitCartChangeDetail>>();
    expectTypeOf<DocumentEventMap['drawkit:cart-change']>().toEqualTypeOf<CustomEvent<DrawkitCartChangeDetail>>();
  });

  it('renders in an open shadow root with the styles adopted, and asks for a missing partner', async () => {
    const element = mount({ 'api-origin': SHOP_ORIGIN });
    expect(element.shadowRoot).not.toBeNull();
    expect(element.shadowRoot?.querySelector('style')).toBeNull();
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('Add the partner attribute');
  });

  it('uses the partner slug as app key and announces cart changes and the purchase with bubbling, composed events', async () => {
    const element = mount({ partner: 'demo-partner', 'api-origin': SHOP_ORIGIN });
    const cartChanges: CustomEvent<DrawkitCartChangeDetail>[] = [];
    const completions: CustomEvent<DrawkitPurchaseCompleteDetail>[] = [];
    // Listening above the element: only a bubbling, composed event gets here.
    document.addEventListener('drawkit:cart-change', (e) => cartChanges.push(e));
    element.addEventListener('drawkit:purchase-complete', (e) => completions.push(e));

    const user = userEvent.setup({ document, delay: null });
    const view = shadow(element);
    await view.findByRole('button', { name: 'Quick pick all' });
    await setGames(user, element.shadowRoot!, 2);
    await user.click(view.getByRole('button', { name: 'Quick pick all' }));
    expect(requests.find((r) => r.path === '/discover')?.query.get('app_key')).toBe('demo-partner');

    await user.click(view.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartChanges.at(-1)?.detail.cart.cartItems).toHaveLength(1));
    const change = cartChanges.at(-1)!;
    expect(change.bubbles).toBe(true);
    expect(change.composed).toBe(true);
    expect(change.target).toBe(element);
    expect(change.detail.cart.partnerSlug).toBe('demo-partner');

    await user.click(await view.findByRole('button', { name: 'Continue to payment' }));
    // Sign-in and payment are a lazily loaded chunk.
    await user.click(await view.findByRole('button', { name: 'Sign in' }));
    await user.type(view.getByLabelText('Email'), SHOP_EMAIL);
    await user.type(view.getByLabelText('Password'), SHOP_PASSWORD);
    await user.click(view.getByRole('button', { name: 'Sign in' }));
    await user.click(await view.findByRole('button', { name: 'Pay $3.50 from wallet' }));

    await waitFor(() => expect(completions).toHaveLength(1));
    const complete = completions[0]!;
    expect(complete.bubbles && complete.composed).toBe(true);
    expect(complete.detail).toEqual({ checkoutId: expect.any(String), total: { amount: 350, currency: 'AUD' } });
  });

  it('has its discovery call sent by the script before the element renders, and its client reads that answer', async () => {
    const fetch = vi.fn(injectFetch(shop, requests));
    vi.stubGlobal('fetch', fetch);
    // What the partner script finds on the page when it starts (the tag is defined by then in this file's other tests).
    const page = document.createElement('div');
    page.innerHTML = `<drawkit-purchase partner="demo-partner" api-origin="${SHOP_ORIGIN}"></drawkit-purchase><drawkit-purchase></drawkit-purchase>`;
    startPurchaseDiscovery(page);
    // Sent at once, for the element that can start (the second has no partner).
    expect(fetch).toHaveBeenCalledTimes(1);
    // The app key in its URL and no header of its own: a partner page sends it without a CORS preflight.
    const sent = fetch.mock.calls[0]?.[0] as Request;
    expect(sent.url).toBe(`${SHOP_ORIGIN}/discover?partner=demo-partner&app_key=demo-partner`);
    expect([...sent.headers.keys()]).toEqual([]);

    defineDrawkitElements();
    document.body.append(page);
    const element = page.querySelector('drawkit-purchase')!;
    await shadow(element).findByRole('button', { name: 'Quick pick all' });
    const discovery = requests.filter((r) => r.path === '/discover');
    expect(discovery).toHaveLength(1);
    expect(discovery[0]?.query.get('app_key')).toBe('demo-partner');
    // Its answer brought the partner's start-up reads: none of them is asked for again.
    expect(requests.filter((r) => /^\/v2\/(config|capabilities|partners\/|pricing\/)/.test(r.path)).map((r) => r.path)).toEqual([]);
  });
});
