import { ApiError } from '@drawkit/sdk';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXED_LINKS_AFTER_MS } from '../layout/Footer';
import { footerVariant } from '../layout/footerVariant';
import { cartWith } from './fixtures';
import { renderApp, renderAppStarting, startedClient, waitForIdle } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

const cartLink = () => screen.getByRole('link', { name: /^Cart,/ });

describe('first paint', () => {
  // The largest paint of a cold load (the cookie banner, on a phone) must not wait for the page's
  // module and its imports: the frame is drawn around "Loading…" (docs/performance.md).
  it.each([
    ['a storefront page', '/super_jackpot_lottery/results', 'Cookie consent'],
    ['a partner page', '/purchase/demo-partner', null],
  ])('draws %s\'s frame while its module is still loading', async (_, path, banner) => {
    const client = startedClient();
    client.session.setState({ capabilities: { defaultSegment: 'default', segments: [{ name: 'default', capabilities: ['cookie-consent'] }] } });
    const { router } = renderAppStarting(path, client);
    expect(router.state.initialized).toBe(false);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    if (banner) expect(screen.getByRole('region', { name: banner })).toBeTruthy();
    await waitForIdle(router);
    await waitFor(() => expect(within(screen.getByRole('main')).queryByText('Loading…')).toBeNull());
  });
});

describe('navigation bar', () => {
  it('shows the number of cart items on the cart link and follows the cart', async () => {
    const client = startedClient();
    client.cart.setState({ status: 'succeeded', cart: cartWith(3) });
    await renderApp('/', client);

    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
    expect(cartLink().getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(cartLink().getAttribute('href')).toBe('/cart');

    act(() => client.cart.setState({ cart: cartWith(1) }));
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('1'));
    expect(cartLink().getAttribute('aria-label')).toBe('Cart, 1 item');
  });

  it('shows no badge when the cart is empty or not loaded', async () => {
    await renderApp('/');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(cartLink().getAttribute('aria-label')).toBe('Cart, empty');
  });

  it('offers a Login link to signed-out shoppers that comes back to the page', async () => {
    await renderApp('/super_jackpot_lottery');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?redirect=%2Fsuper_jackpot_lottery');
    expect(screen.queryByTestId('account-button')).toBeNull();
  });

  it('shows Account with the wallet balance when signed in', async () => {
    await renderApp('/', startedClient({ signedIn: true }));
    expect(screen.getByTestId('account-button').textContent).toBe('Account$50.00');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows Account without the balance when the wallet-balance capability is off', async () => {
    const client = startedClient({ signedIn: true });
    client.session.setState({ capabilities: { defaultSegment: 'default', segments: [{ name: 'default', capabilities: [] }] } });
    await renderApp('/', client);
    expect(screen.getByTestId('account-button').textContent).toBe('Account');
  });
});

describe('footer', () => {
  it('condenses on checkout pages when the cart has items, and on sign-in pages when signed out', () => {
    expect(footerVariant({ checkout: true }, 2, false)).toBe('condensed');
    expect(footerVariant({ checkout: true }, 2, true)).toBe('condensed');
    expect(footerVariant({ checkout: true }, 0, true)).toBe('full');
    expect(footerVariant({}, 2, true)).toBe('full');
    expect(footerVariant({ auth: true }, 0, false)).toBe('condensed');
    expect(footerVariant({ auth: true }, 0, true)).toBe('full');
  });

  it.each(['/cart', '/checkout'])('is condensed on %s with items in the cart', async (path) => {
    const client = startedClient();
    client.cart.setState({ status: 'succeeded', cart: cartWith(2) });
    await renderApp(path, client);
    expect(screen.getByTestId('footer-condensed')).toBeTruthy();
    expect(screen.queryByTestId('footer-full')).toBeNull();
  });

  it('is full on the cart page while the cart is empty', async () => {
    const client = startedClient();
    client.cart.setState({ status: 'succeeded', cart: cartWith(0) });
    await renderApp('/cart', client);
    expect(screen.getByTestId('footer-full')).toBeTruthy();
  });

  it('is full on shop pages even with items in the cart', async () => {
    const client = startedClient();
    client.cart.setState({ status: 'succeeded', cart: cartWith(2) });
    await renderApp('/super_jackpot_lottery', client);
    expect(screen.getByTestId('footer-full')).toBeTruthy();
  });

  it('is condensed on the login page when signed out', async () => {
    await renderApp('/login');
    expect(screen.getByTestId('footer-condensed')).toBeTruthy();
  });

  it('lists play and results links per offer when commercial lotteries are on, with the fixed links when the site content fails', async () => {
    const client = startedClient();
    let failContent: (reason: Error) => void = () => {};
    const contentFailed = new Promise<never>((_, reject) => {
      failContent = reject;
    });
    vi.spyOn(client.api, 'request').mockImplementation((route) => (route.startsWith('cms') ? contentFailed : new Promise(() => {})));
    await renderApp('/', client);
    const footer = screen.getByTestId('footer-full');
    // The site content's groups replace the fixed ones: nothing is drawn while it is on its way.
    expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    await act(async () => failContent(new ApiError({ status: 503, url: '/cms/site-config', messages: [] })));
    // The footer's links are drawn after the page (Footer.tsx).
    await within(footer).findAllByRole('link');
    const links = [...footer.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`);
    expect(links).toContain('Super Jackpot /super_jackpot_lottery');
    expect(links).toContain('Monday Lotto results /monday_lotto/results');
    expect(links).toContain('Responsible gambling /about/responsible-gaming');
  });

  it('shows the fixed links when the site content is slow to answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const client = startedClient();
      vi.spyOn(client.api, 'request').mockImplementation(() => new Promise(() => {}));
      await renderApp('/', client);
      const footer = screen.getByTestId('footer-full');
      expect(within(footer).queryAllByRole('link')).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(FIXED_LINKS_AFTER_MS - 100));
      expect(within(footer).queryAllByRole('link')).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(100));
      await within(footer).findByRole('link', { name: 'Customer support' });
    } finally {
      vi.useRealTimers();
    }
  });
});
