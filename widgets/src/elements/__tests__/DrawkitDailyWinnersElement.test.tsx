import '../../__tests__/testEnv';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createDemoServer, DEMO_ORIGIN, type DemoServer } from '../../demo/createDemoServer';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../demo/demoCatalogue';
import { defineDrawkitElements, DrawkitDailyWinnersElement } from '../index';
import { parseDailyWinnersAttributes } from '../parseDailyWinnersAttributes';

let server: DemoServer;
beforeEach(() => {
  server = createDemoServer();
  vi.stubGlobal('fetch', server.fetch);
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
    expect(parseDailyWinnersAttributes({ partner: 'demo-partner', apiOrigin: DEMO_ORIGIN })).toEqual({
      ok: true,
      partner: 'demo-partner',
      appKey: 'demo-partner',
      apiOrigin: DEMO_ORIGIN,
      storagePrefix: 'drawkit_demo-partner',
    });
    expect(parseDailyWinnersAttributes({ apiOrigin: DEMO_ORIGIN })).toMatchObject({ ok: true, appKey: 'drawkit-storefront' });
    expect(parseDailyWinnersAttributes({ apiOrigin: 'ftp://x' })).toMatchObject({ ok: false, message: expect.stringContaining('api-origin') });
  });

  it('registers once and is typed', () => {
    defineDrawkitElements();
    expect(() => defineDrawkitElements()).not.toThrow();
    expect(customElements.get('drawkit-daily-winners')).toBe(DrawkitDailyWinnersElement);
    expectTypeOf(document.createElement('drawkit-daily-winners')).toEqualTypeOf<DrawkitDailyWinnersElement>();
  });

  it('on a partner page: shows the programme, signs in, joins and unlocks the monthly entry', async () => {
    const element = mount({ partner: 'demo-partner', 'api-origin': DEMO_ORIGIN });
    const user = userEvent.setup({ document, delay: null });
    const view = within(element.shadowRoot as unknown as HTMLElement);
    expect(await view.findByRole('heading', { level: 2, name: 'Daily Winners' })).toBeTruthy();
    // Links open the programme's other pages on the shop.
    expect((await view.findByRole('link', { name: 'See past winners' })).getAttribute('href')).toBe(`${DEMO_ORIGIN}/daily-winners/winners`);
    await user.click(view.getByRole('button', { name: 'Join now' }));
    await user.click(await view.findByRole('button', { name: 'Sign in' }));
    const form = await view.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText(/Email/), DEMO_EMAIL);
    await user.type(within(form).getByLabelText(/Password/), DEMO_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.getByTestId('membership-status').textContent).toBe('Free member'));
    const join = server.requests.find((r) => r.method === 'PUT' && r.path === '/membership');
    expect(join?.body).toMatchObject({ membershipProgram: 'daily_winners', membershipStatus: 'member', metadata: { source: 'element', partner: 'demo-partner' } });
    const monthly = await view.findByRole('region', { name: 'Monthly giveaways' });
    await user.click(await within(monthly).findByRole('button', { name: /Unlock entry/ }));
    expect(await view.findByText('Your entry in Monthly $5,000 giveaway is unlocked.')).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/discover')?.headers.get('x-app-key')).toBe('demo-partner');
  });
});
