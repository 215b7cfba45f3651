import '../../__tests__/testEnv';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { injectFetch, openRealShop, type ShopRequest } from '../../__tests__/realShop';
import {
  defineDrawkitElements,
  DrawkitRaffleElement,
  DrawkitTicketBuilderElement,
  type DrawkitCartChangeDetail,
  type DrawkitNotifyDetail,
} from '../index';
import { parseRaffleAttributes, parseTicketBuilderAttributes } from '../parseBuilderAttributes';

const shop = openRealShop();
/** Any origin: the elements' fetch goes to the in-process shop. */
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

function mount<K extends 'drawkit-ticket-builder' | 'drawkit-raffle'>(tag: K, attributes: Record<string, string>): HTMLElementTagNameMap[K] {
  defineDrawkitElements();
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('element attributes', () => {
  it('parses the ticket builder attributes: app key from the partner, else the storefront; the ?freePostalEntry flag', () => {
    expect(parseTicketBuilderAttributes({ offer: 'super_jackpot_lottery', gameType: 'powerhit', partner: 'demo-partner' }, '')).toMatchObject({
      ok: true,
      gameType: 'powerhit',
      appKey: 'demo-partner',
      freePostalEntry: false,
    });
    expect(parseTicketBuilderAttributes({ offer: 'x' }, '?freePostalEntry=1')).toMatchObject({ appKey: 'drawkit-storefront', freePostalEntry: true });
    expect(parseTicketBuilderAttributes({}, '')).toMatchObject({ ok: false, message: expect.stringContaining('offer attribute') });
    expect(parseTicketBuilderAttributes({ offer: 'x', gameType: 'bingo' }, '')).toMatchObject({ ok: false, message: expect.stringContaining('game-type') });
  });

  it('accepts every GameType key of shop-specialised §3 as game-type, also those §2 does not order', () => {
    for (const gameType of ['powerhit_super_combo', 'powerpik_system', 'lotto_party']) {
      expect(parseTicketBuilderAttributes({ offer: 'super_jackpot_lottery', gameType }, '')).toMatchObject({ ok: true, gameType });
    }
  });

  it('refuses a raffle cause that is not a key, saying what a cause key is', () => {
    for (const cause of ['your hospice', 'your_hospice,kids_hospital', 'a'.repeat(101)]) {
      expect(parseRaffleAttributes({ cause })).toMatchObject({ ok: false, message: expect.stringContaining('must be a cause key') });
    }
    expect(parseRaffleAttributes({ cause: ' your_hospice ' })).toMatchObject({ ok: true, cause: 'your_hospice' });
  });

  it('parses the raffle draw-no attribute: a whole draw number, anything else ignored', () => {
    expect(parseRaffleAttributes({ cause: 'your_hospice', drawNo: '302' })).toMatchObject({ ok: true, drawNo: 302 });
    for (const drawNo of ['', '0', '-3', '30.5', 'next']) expect(parseRaffleAttributes({ cause: 'your_hospice', drawNo })).toMatchObject({ ok: true, drawNo: undefined });
  });

  it('keeps the client settings of each element apart (storage prefix per partner or app key)', () => {
    expect(parseRaffleAttributes({ cause: 'your_hospice', partner: 'other-charity', apiOrigin: 'https://shop.example.com/x' })).toMatchObject({
      appKey: 'other-charity',
      apiOrigin: 'https://shop.example.com',
      storagePrefix: 'drawkit_other-charity',
    });
    expect(parseTicketBuilderAttributes({ offer: 'x', partner: 'demo-partner' }, '')).toMatchObject({ storagePrefix: 'drawkit_tb_demo-partner' });
  });

  it('parses the raffle attributes: partner hospice-care by default, and says when the cause is missing', () => {
    expect(parseRaffleAttributes({ cause: 'your_hospice' })).toMatchObject({ ok: true, partner: 'hospice-care', appKey: 'hospice-care' });
    expect(parseRaffleAttributes({})).toMatchObject({ ok: false, message: expect.stringContaining('cause attribute') });
  });
});

describe('<drawkit-ticket-builder> and <drawkit-raffle>', () => {
  it('register once, beside <drawkit-purchase>, and are typed', () => {
    defineDrawkitElements();
    expect(() => defineDrawkitElements()).not.toThrow();
    expect(customElements.get('drawkit-ticket-builder')).toBe(DrawkitTicketBuilderElement);
    expect(customElements.get('drawkit-raffle')).toBe(DrawkitRaffleElement);
    expectTypeOf(document.createElement('drawkit-raffle')).toEqualTypeOf<DrawkitRaffleElement>();
    expectTypeOf<HTMLElementEventMap['drawkit:notify']>().toEqualTypeOf<CustomEvent<DrawkitNotifyDetail>>();
  });

  it('builds a Powerhit ticket in a shadow root and announces the partner cart', async () => {
    const element = mount('drawkit-ticket-builder', { offer: 'super_jackpot_lottery', 'game-type': 'powerhit', partner: 'demo-partner', 'api-origin': SHOP_ORIGIN });
    const changes: CustomEvent<DrawkitCartChangeDetail>[] = [];
    document.addEventListener('drawkit:cart-change', (e) => changes.push(e));
    const user = userEvent.setup({ document, delay: null });
    const view = shadow(element);
    expect(await view.findByRole('tab', { name: 'Powerhit' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await view.findByRole('button', { name: 'Quick pick all' }));
    await user.click(view.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(changes.at(-1)?.detail.cart.cartItems[0]?.gameType).toBe('powerhit'));
    expect(changes.at(-1)?.detail.cart.partnerSlug).toBe('demo-partner');
    const discovery = requests.filter((r) => r.path === '/discover');
    expect(discovery.map((r) => Object.fromEntries(r.query))).toEqual([{ offer: 'super_jackpot_lottery', app_key: 'demo-partner' }]);
    // Config, capabilities and the offer came with discovery: none of them is asked for.
    expect(requests.filter((r) => /^\/v2\/(config|capabilities|pricing\/)/.test(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('shows the cause, its raffle prizes main prize first, and puts a bundle in the charity partner cart', async () => {
    const element = mount('drawkit-raffle', { cause: 'your_hospice', 'api-origin': SHOP_ORIGIN });
    const user = userEvent.setup({ document, delay: null });
    const view = shadow(element);
    expect(await view.findByRole('heading', { name: 'Your Hospice', level: 2 })).toBeInTheDocument();
    const prizes = await view.findByRole('region', { name: 'Prizes' });
    const items = within(prizes).getAllByRole('listitem');
    // The seeded Your Hospice raffle's prizes.
    expect(items[0]).toHaveTextContent('Main prize: $250,000 cash ($250,000.00)');
    await user.click(await view.findByRole('radio', { name: /5 tickets: \$20\.00/ }));
    await user.click(view.getByRole('button', { name: 'Add to cart' }));
    // The item as the server describes it.
    expect(await view.findByText('Your Hospice Lottery: 5 tickets')).toBeInTheDocument();
    const set = requests.find((r) => r.path.endsWith('/anon-cart/partner/hospice-care') && (r.body as { cartItem?: unknown })?.cartItem);
    expect(set?.body).toMatchObject({ cartItem: { productType: 'raffle_ticket', bundleKey: 'bundle_5', causeKey: 'your_hospice' } });
    expect(requests.find((r) => r.path === '/discover')?.query.get('app_key')).toBe('hospice-care');
  });

  it('starts the raffle at the draw its draw-no attribute names', async () => {
    // The seeded Your Hospice raffle sells draws 145 and 147 (146 is sold out).
    const element = mount('drawkit-raffle', { cause: 'your_hospice', 'draw-no': '147', 'api-origin': SHOP_ORIGIN });
    const view = shadow(element);
    const draws = within(await view.findByRole('group', { name: 'Draw' })).getAllByRole('radio');
    await waitFor(() => expect(draws[1]).toBeChecked());
    expect(view.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    // The prizes shown are that draw's; waiting for them also lets the element's calls settle.
    expect(await view.findByRole('region', { name: 'Prizes' })).toBeInTheDocument();
    expect(requests.some((r) => /\/your_hospice_lottery\/147\/prizes$/.test(r.path))).toBe(true);
  });
});
