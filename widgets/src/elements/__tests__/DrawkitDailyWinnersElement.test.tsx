import '../../__tests__/testEnv';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { injectFetch, lastRequest, openRealShop, SHOP_EMAIL, SHOP_PASSWORD, type ShopRequest } from '../../__tests__/realShop';
import { defineDrawkitElements, DrawkitDailyWinnersElement } from '../index';
import { parseDailyWinnersAttributes } from '../parseDailyWinnersAttributes';

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

function mount(attributes: Record<string, string>): DrawkitDailyWinnersElement {
  defineDrawkitElements();
  const element = document.createElement('drawkit-daily-winners');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('<drawkit-daily-winners>', () => {
  it('parses its attributes: app key from the partner, else the storefront; a bad origin says what to write', () => {
    expect(parseDailyWinnersAttributes({ partner: 'demo-partner', apiOrigin: SHOP_ORIGIN })).toEqual({
      ok: true,
      partner: 'demo-partner',
      appKey: 'demo-partner',
      apiOrigin: SHOP_ORIGIN,
      storagePrefix: 'drawkit_demo-partner',
    });
    expect(parseDailyWinnersAttributes({ apiOrigin: SHOP_ORIGIN })).toMatchObject({ ok: true, appKey: 'drawkit-storefront' });
    expect(parseDailyWinnersAttributes({ apiOrigin: 'ftp://x' })).toMatchObject({ ok: false, message: expect.stringContaining('api-origin') });
  });

  it('registers once and is typed', () => {
    defineDrawkitElements();
    expect(() => defineDrawkitElements()).not.toThrow();
    expect(customElements.get('drawkit-daily-winners')).toBe(DrawkitDailyWinnersElement);
    expectTypeOf(document.createElement('drawkit-daily-winners')).toEqualTypeOf<DrawkitDailyWinnersElement>();
  });

  it('on a partner page: shows the programme, signs in, joins and unlocks the monthly entry', async () => {
    const element = mount({ partner: 'demo-partner', 'api-origin': SHOP_ORIGIN });
    const user = userEvent.setup({ document, delay: null });
    const view = within(element.shadowRoot as unknown as HTMLElement);
    expect(await view.findByRole('heading', { level: 2, name: 'Daily Winners' })).toBeTruthy();
    // Links open the programme's other pages on the shop.
    expect((await view.findByRole('link', { name: 'See past winners' })).getAttribute('href')).toBe(`${SHOP_ORIGIN}/daily-winners/winners`);
    // The signed-out reads of its first render came with discovery: none is asked for.
    expect(requests.filter((r) => r.path === '/discover').map((r) => Object.fromEntries(r.query))).toEqual([{ membership: 'true', app_key: 'demo-partner' }]);
    expect(requests.filter((r) => /^\/v2\/(config|capabilities)$|^\/v4\/config$|^\/v3\/draws$/.test(r.path)).map((r) => r.path)).toEqual([]);
    await user.click(view.getByRole('button', { name: 'Join now' }));
    await user.click(await view.findByRole('button', { name: 'Sign in' }));
    const form = await view.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText(/Email/), SHOP_EMAIL);
    await user.type(within(form).getByLabelText(/Password/), SHOP_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.getByTestId('membership-status').textContent).toBe('Free member'));
    const join = lastRequest(requests, 'PUT', /\/membership$/);
    expect(join).toMatchObject({
      status: 200,
      body: { membershipProgram: 'daily_winners', membershipStatus: 'member', metadata: { source: 'element', partner: 'demo-partner' } },
    });
    // The seeded March 2026 monthly giveaway (April's is open too, with its own Unlock button).
    const monthly = await view.findByRole('region', { name: 'Monthly giveaways' });
    await user.click(await within(monthly).findByRole('button', { name: 'Unlock entry in March 2026 $10,000 giveaway' }));
    expect(await view.findByText('Your entry in March 2026 $10,000 giveaway is unlocked.')).toBeTruthy();
    expect(lastRequest(requests, 'PUT', /^\/v3\/draws\//)).toMatchObject({ path: '/v3/draws/daily_winners-monthly-27', status: 200 });
    expect(requests.find((r) => r.path === '/discover')?.query.get('app_key')).toBe('demo-partner');
  });
});
