import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

describe('/cart/replay/{replayID} (protected, shop-core §2)', () => {
  it('puts the past checkout back in the cart once and shows the cart', async () => {
    const client = startedClient({ signedIn: true });
    const replay = vi.fn(async () => ({ ok: true as const }));
    client.cart.setState({ replay });
    const { router } = await renderApp('/cart/replay/chk_9', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(replay).toHaveBeenCalledTimes(1);
    expect(replay).toHaveBeenCalledWith('chk_9');
  });

  it('says why the tickets could not be added', async () => {
    const client = startedClient({ signedIn: true });
    client.cart.setState({
      replay: async () => ({ ok: false, messages: [{ message: 'This receipt was not found.', code: 'checkout_not_found', level: 'error' }] }),
    });
    await renderApp('/cart/replay/chk_404', client);
    expect(await screen.findByText('This receipt was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toBeTruthy();
  });

  it('asks a signed-out shopper to sign in first', async () => {
    const client = startedClient();
    const replay = vi.fn();
    client.cart.setState({ replay });
    const { router } = await renderApp('/cart/replay/chk_9', client);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/cart/replay/chk_9'));
    expect(router.state.location.search).toContain(encodeURIComponent('/cart/replay/chk_9'));
    expect(replay).not.toHaveBeenCalled();
  });
});
