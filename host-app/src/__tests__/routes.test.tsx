import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@drawkit/sdk';
import { renderApp, startedClient } from './renderApp';

const siteConfigFixture = (): SiteConfig => ({
  locale: 'en-AU',
  currency: 'AUD',
  timeZone: 'Australia/Brisbane',
  defaultPricingId: 'default',
  defaultSegment: 'default',
  sessionTimeoutSeconds: 3600,
  minimumAge: 18,
  walletPurchase: true,
  precartDrawer: false,
  heartbeat: false,
});

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

beforeEach(() => {
  // Friday 20 November 2026: the fixtures' Thursday 26 November draw is still to come.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T00:00:00.000Z'), shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The widget the page mounted, with the plain props it was given. */
async function widget(name: string) {
  const element = await screen.findByText(name, { selector: '[data-testid="widget"]' });
  return JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
}

const notFound = () => screen.findByRole('heading', { level: 1, name: 'Something went wrong.' });

describe('storefront routes', () => {
  it('lists every offer on sale at / with its jackpot, next draw and a link to its page', async () => {
    await renderApp('/');
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Super Jackpot');
    expect(cards[0]?.textContent).toContain('$20.5 Million');
    expect(cards[0]?.textContent).toContain('Next draw Thu 26 Nov 2026');
    expect(cards[1]?.textContent).toContain('Announced soon');
    expect(screen.getByRole('link', { name: 'Play Super Jackpot' }).getAttribute('href')).toBe('/super_jackpot_lottery');
    await waitFor(() => expect(document.title).toBe('Drawkit'));
  });

  it('opens the ticket builder for a known product offer key', async () => {
    await renderApp('/super_jackpot_lottery');
    expect(await widget('TicketBuilder')).toEqual({ offerKey: 'super_jackpot_lottery' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Play Super Jackpot');
    await waitFor(() => expect(document.title).toBe('Super Jackpot | Drawkit'));
  });

  it('goes to the cart once the ticket builder has added a ticket', async () => {
    const { router } = await renderApp('/super_jackpot_lottery');
    fireEvent.click(await screen.findByRole('button', { name: 'Stub: added' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await widget('Cart');
  });

  it('"else the app goes to /cart carrying utm parameters" after an add', async () => {
    const client = startedClient();
    client.session.getState().keepQueryParameters('https://shop.test/?utm_source=news&utm_campaign=spring&gclid=1');
    const { router } = await renderApp('/super_jackpot_lottery', client);
    fireEvent.click(await screen.findByRole('button', { name: 'Stub: added' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?utm_campaign=spring&utm_source=news');
  });

  it('"the pre-cart drawer opens when the prompt is enabled": the page stays, and "Go to cart" carries the utm parameters', async () => {
    const client = startedClient();
    client.session.setState({ config: { ...siteConfigFixture(), precartDrawer: true } });
    client.session.getState().keepQueryParameters('https://shop.test/?utm_medium=email');
    const { router } = await renderApp('/super_jackpot_lottery', client);
    // The cart store opens the drawer as its add succeeds (the prompt is on); then the builder says so.
    act(() => client.cart.setState({ isPrecartDrawerOpen: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stub: added' }));
    expect(router.state.location.pathname).toBe('/super_jackpot_lottery');
    expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?utm_medium=email');
    expect(client.cart.getState().isPrecartDrawerOpen).toBe(false);
  });

  it('shows the 404 page for an unknown product offer key', async () => {
    await renderApp('/no_such_lottery');
    await notFound();
    expect(screen.queryByTestId('widget')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
  });

  it.each(['/no/such/page', '/super_jackpot_lottery/nothing-here/at-all', '/purchase'])('shows the 404 page for %s', async (path) => {
    await renderApp(path);
    await notFound();
  });

  it('mounts the cart at /cart and checks out to /checkout', async () => {
    const { router } = await renderApp('/cart');
    await widget('Cart');
    await waitFor(() => expect(document.title).toBe('Cart | Drawkit'));
    fireEvent.click(screen.getByRole('button', { name: 'Stub: check out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    await widget('Checkout');
  });

  it('sends a completed checkout to its receipt', async () => {
    const { router } = await renderApp('/checkout', startedClient({ signedIn: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stub: complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/receipt/chk_42'));
    expect(await widget('Receipt')).toEqual({ checkoutId: 'chk_42' });
  });

  it('/cart/buy opens the cart\'s checkout (shop-core §2)', async () => {
    const { router } = await renderApp('/cart/buy', startedClient({ signedIn: true }));
    await widget('Checkout');
    expect(router.state.location.pathname).toBe('/cart/buy');
  });

  it('shows a signed-in customer the receipt at /receipt/{checkoutID}', async () => {
    await renderApp('/receipt/chk_7', startedClient({ signedIn: true }));
    expect(await widget('Receipt')).toEqual({ checkoutId: 'chk_7' });
  });

  it('asks a signed-out shopper to sign in before the receipt, and comes back after', async () => {
    const { router } = await renderApp('/receipt/chk_7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Freceipt%2Fchk_7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('widget')).toBeNull();
  });

  it('mounts the partner purchase at /purchase/{partnerSlug}', async () => {
    await renderApp('/purchase/demo-partner');
    expect(await widget('PartnerPurchase')).toEqual({ partnerSlug: 'demo-partner' });
  });

  // On the purchase page the widget loads it too: the partner store asks the server once for both.
  it.each(['/purchase/demo-partner', '/purchase/demo-partner/receipt/chk_9'])('loads the partner for the header (%s)', async (path) => {
    const client = startedClient({ signedIn: true });
    client.session.setState({ init: () => Promise.resolve() });
    const load = vi.fn(() => Promise.resolve());
    client.partner.setState({ load });
    await renderApp(path, client);
    await act(async () => {}); // the layout's load waits for the session's start
    expect(load).toHaveBeenCalledWith('demo-partner');
  });

  it('sends a completed partner purchase to the partner receipt', async () => {
    const { router } = await renderApp('/purchase/demo-partner', startedClient({ signedIn: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stub: complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/demo-partner/receipt/chk_42'));
    expect(await widget('Receipt')).toEqual({ checkoutId: 'chk_42' });
  });

  it('shows the partner receipt at /purchase/{partnerSlug}/receipt/{checkoutID}', async () => {
    await renderApp('/purchase/demo-partner/receipt/chk_9', startedClient({ signedIn: true }));
    expect(await widget('Receipt')).toEqual({ checkoutId: 'chk_9' });
    expect(screen.getByRole('link', { name: 'Buy another ticket' }).getAttribute('href')).toBe('/purchase/demo-partner');
  });

  it.each(['/purchase/demo-partner/anything', '/purchase/demo-partner/receipt/chk_9/extra', '/purchase/demo-partner/receipt'])(
    'shows the partner 404 for %s',
    async (path) => {
      await renderApp(path, startedClient({ signedIn: true }));
      await notFound();
      expect(screen.queryByTestId('widget')).toBeNull();
    },
  );

  it('shows the 404 page for partner purchase when the partner-purchase capability is off', async () => {
    const client = startedClient();
    client.session.setState({ capabilities: { defaultSegment: 'default', segments: [{ name: 'default', capabilities: [] }] } });
    await renderApp('/purchase/demo-partner', client);
    await notFound();
  });
});

describe('route errors', () => {
  it('shows the fallback view inside the layout when a page fails to render', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/receipt/render-error', startedClient({ signedIn: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks like something went wrong on our end.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Drawkit home' })).toBeTruthy();
    consoleError.mockRestore();
  });
});
