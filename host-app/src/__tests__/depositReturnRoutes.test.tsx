import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

describe('PayPal deposit return routes', () => {
  it('/checkout/deposit/{depositId}/success completes the deposit and goes to the receipt', async () => {
    const client = startedClient({ signedIn: true });
    const completePayPalDeposit = vi.fn(async () => ({ ok: true as const, receipt: { checkoutId: 'chk_7' } as never }));
    client.purchase.setState({ completePayPalDeposit });
    const { router } = await renderApp('/checkout/deposit/dep_1/success', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/receipt/chk_7'));
    expect(completePayPalDeposit).toHaveBeenCalledWith('dep_1');
  });

  it('/checkout/deposit/{depositId}/success shows why a deposit could not complete', async () => {
    const client = startedClient({ signedIn: true });
    client.purchase.setState({
      completePayPalDeposit: async () => ({ ok: false, messages: [{ message: 'This deposit has not been approved.', code: 'deposit_not_approved', level: 'error' }] }),
    });
    await renderApp('/checkout/deposit/dep_1/success', client);
    expect(await screen.findByText('This deposit has not been approved.')).toBeTruthy();
  });

  it('/checkout/deposit/{depositId}/cancel cancels the deposit', async () => {
    const client = startedClient({ signedIn: true });
    const cancelPayPalDeposit = vi.fn(async () => ({ ok: true as const }));
    client.purchase.setState({ cancelPayPalDeposit });
    await renderApp('/checkout/deposit/dep_2/cancel', client);
    expect(await screen.findByText(/Your PayPal payment was cancelled/)).toBeTruthy();
    expect(cancelPayPalDeposit).toHaveBeenCalledWith('dep_2');
  });

  it('/my-account/deposit/{depositId}/cancel cancels a wallet deposit and leads back to /deposit', async () => {
    const client = startedClient({ signedIn: true });
    const cancelPayPalDeposit = vi.fn(async () => ({ ok: true as const }));
    client.purchase.setState({ cancelPayPalDeposit });
    await renderApp('/my-account/deposit/dep_3/cancel', client);
    expect(await screen.findByText(/Your PayPal payment was cancelled/)).toBeTruthy();
    expect(cancelPayPalDeposit).toHaveBeenCalledWith('dep_3');
    expect(screen.getByRole('link', { name: 'Back to deposit' }).getAttribute('href')).toBe('/deposit');
  });

  it('is protected: signed out, the return routes ask for sign-in first', async () => {
    const client = startedClient();
    const completePayPalDeposit = vi.fn();
    client.purchase.setState({ completePayPalDeposit });
    const { router } = await renderApp('/checkout/deposit/dep_1/success', client);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/checkout/deposit/dep_1/success'));
    expect(completePayPalDeposit).not.toHaveBeenCalled();
  });
});
