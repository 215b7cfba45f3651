import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DrawkitClient } from '@drawkit/sdk';
import { renderWithDemo } from '../../__tests__/renderWithDemo';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../demo/demoCatalogue';
import { demoTicket } from '../../demo/demoTickets';
import { Receipt } from '../Receipt';

async function signIn(client: DrawkitClient) {
  await client.session.getState().init();
  await client.session.getState().login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
}

describe('Receipt', () => {
  it('fetches a checkout and shows its orders, total and how it was paid', async () => {
    const { client, server, rerender } = renderWithDemo(<p>Shopping</p>, { seedCart: [demoTicket(2)], walletCents: 100 });
    await signIn(client);
    const paid = await client.purchase.getState().payWithCard({
      number: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 2039,
      securityCode: '123',
      holderName: 'Demo Customer',
    });
    if (!paid.ok) throw new Error('the demo purchase failed');
    client.purchase.getState().reset(); // forget it, so the widget has to fetch it

    rerender(<Receipt checkoutId={paid.receipt.checkoutId} />);
    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase' })).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === `/checkout/${paid.receipt.checkoutId}`)).toBe(true);
    expect(screen.getByText(paid.receipt.checkoutId)).toBeInTheDocument();
    const order = screen.getByText('Super Jackpot, 2 games').closest('li')!;
    expect(within(order).getByText(/Draw 1501/)).toHaveTextContent(/^Draw 1501, Thu .* 8:30 pm AEST$/);
    expect(within(order).getByText('Numbers: 2, 6, 10, 14, 18, 22, 26. Powerball: 11.')).toBeInTheDocument();
    expect(screen.getByText('Paid by card (VISA •••• 4242)').nextElementSibling).toHaveTextContent('$2.00');
    expect(screen.getByText('Paid from wallet').nextElementSibling).toHaveTextContent('$1.00');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$3.00');
  });

  it('says when the receipt does not exist', async () => {
    const { client, rerender } = renderWithDemo(<p>Shopping</p>);
    await signIn(client);
    rerender(<Receipt checkoutId="chk-missing" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This receipt was not found.');
  });
});
