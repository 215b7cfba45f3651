import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DrawkitClient } from '@drawkit/sdk';
import { addTicket, openRealShop, renderWithShop, shopTicket, signInAs } from '../../__tests__/realShop';
import { Receipt } from '../Receipt';

const shop = openRealShop();

/** demo-deposit-limit has $5.00 in the wallet (and a $20.00 weekly deposit limit). */
async function signIn(client: DrawkitClient) {
  await signInAs(client, 'demo-deposit-limit@drawkit.test');
}

describe('Receipt', () => {
  it('fetches a checkout and shows its orders, total and how it was paid', async () => {
    const { client, requests, rerender } = renderWithShop(shop, <p>Shopping</p>);
    await signIn(client);
    // Six games at $1.75: $10.50, of which the wallet pays $5.00 and the card $5.50.
    await addTicket(client, shopTicket(6));
    const paid = await client.purchase.getState().payWithCard({
      number: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 2039,
      securityCode: '123',
      holderName: 'Demo Customer',
    });
    if (!paid.ok) throw new Error(`the purchase failed: ${JSON.stringify(paid.messages)}`);
    client.purchase.getState().reset(); // forget it, so the widget has to fetch it

    rerender(<Receipt checkoutId={paid.receipt.checkoutId} />);
    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase' })).toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith(`/checkout/${paid.receipt.checkoutId}`))).toBe(true);
    expect(screen.getByText(paid.receipt.checkoutId)).toBeInTheDocument();
    const order = screen.getByText('Super Jackpot: 6 games, 1 draw').closest('li')!;
    expect(within(order).getByText(/Draw 1534/)).toHaveTextContent(/^Draw 1534, Thu .* 8:30 pm AEST$/);
    // The second game of the API tests' fixture.
    expect(within(order).getByText('Numbers: 2, 7, 12, 17, 22, 27, 32. Powerball: 2.')).toBeInTheDocument();
    expect(screen.getByText('Paid by card (VISA •••• 4242)').nextElementSibling).toHaveTextContent('$5.50');
    expect(screen.getByText('Paid from wallet').nextElementSibling).toHaveTextContent('$5.00');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$10.50');
  });

  it('says when the receipt does not exist', async () => {
    const { client, rerender } = renderWithShop(shop, <p>Shopping</p>);
    await signIn(client);
    rerender(<Receipt checkoutId="chk-missing" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This receipt was not found.');
  });
});
