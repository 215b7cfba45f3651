import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addTicket, createShopClient, NEXT_SUPER_JACKPOT_DRAW, renderWithShop, shopTicket, signInAs, openRealShop } from '../../__tests__/realShop';
import { Cart } from '../Cart';

const shop = openRealShop();
const total = () => screen.getByText('Total').nextElementSibling;

/** A client whose cart (anonymous, or the account's when `email` is given) holds a ticket of `games` games. */
async function clientWithTicket(games = 2, email?: string) {
  const { client, requests } = createShopClient(shop);
  if (email) await signInAs(client, email);
  await addTicket(client, shopTicket(games));
  return { client, requests };
}

describe('Cart', () => {
  it('applies a promotion code, shows its discount and total, and removes it', async () => {
    const { client, requests } = await clientWithTicket(2);
    const { user } = renderWithShop(shop, <Cart />, { client });
    // Two games at $1.75.
    await waitFor(() => expect(total()).toHaveTextContent('$3.50'));

    // The seeded TENOFF: "10% off your cart".
    await user.type(await screen.findByLabelText('Promotion code'), 'tenoff');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: /Applying/ })).toBeDisabled();
    await waitFor(() => expect(total()).toHaveTextContent('$3.15'));
    expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/promotion'))).toHaveLength(1);
    // The promotion line is the server's description of it.
    expect(screen.getByText(/TENOFF: 10% off your cart/).closest('.drawkit-cart-promotion')).toHaveTextContent('-$0.35');

    await user.click(screen.getByRole('button', { name: 'Remove promotion TENOFF' }));
    await waitFor(() => expect(total()).toHaveTextContent('$3.50'));
    expect(await screen.findByLabelText('Promotion code')).toBeInTheDocument();
  });

  it('shows the promotion_not_added message under the input', async () => {
    const { client } = await clientWithTicket(2);
    const { user } = renderWithShop(shop, <Cart />, { client });
    await waitFor(() => expect(total()).toHaveTextContent('$3.50'));
    // The seeded OLDCODE ended before TEST_NOW.
    await user.type(await screen.findByLabelText('Promotion code'), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByLabelText('Promotion code')).toHaveAccessibleDescription('The promotion code OLDCODE has expired.'));
    expect(total()).toHaveTextContent('$3.50');
  });

  it('shows spend_limit with a link to the limit and no dismiss; checkout waits', async () => {
    // demo-spend-limit has a $10.00 weekly spend limit: six games at $1.75 is $10.50.
    const { client } = await clientWithTicket(6, 'demo-spend-limit@drawkit.test');
    renderWithShop(shop, <Cart onCheckout={() => undefined} />, { client });
    const limit = (await screen.findByText(/This cart is \$0\.50 over your weekly spend limit of \$10\.00/)).closest('.drawkit-notice') as HTMLElement;
    expect(within(limit).getByRole('link', { name: 'Adjust your spend limit' })).toHaveAttribute('href', '/my-account/spend-limits');
    expect(within(limit).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('a block reason whose action is close can be dismissed (a self-excluded customer)', async () => {
    const { client } = await clientWithTicket(1, 'demo-self-excluded@drawkit.test');
    const { user } = renderWithShop(shop, <Cart onCheckout={() => undefined} />, { client });
    const reason = /You have excluded yourself from buying tickets, so nothing can be bought while the exclusion lasts\./;
    const notice = (await screen.findByText(reason)).closest('.drawkit-notice') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('"Auto-removed items show as closeable messages": a ticket whose draw closed', async () => {
    const { client } = await clientWithTicket(2);
    const upcoming = await shop.client.call('GET', '/v2/draws/upcoming/super_jackpot_lottery');
    const first = upcoming.data.result.find((d: { drawNo: number }) => d.drawNo === NEXT_SUPER_JACKPOT_DRAW);
    const restore = shop.clock.now();
    const closed = new Date(new Date(first.stop).getTime() + 1000);
    // The shop and the browser move past the draw's stop together (signed timestamps must agree).
    shop.clock.set(closed);
    vi.setSystemTime(closed);
    try {
      const { user } = renderWithShop(shop, <Cart />, { client });
      // The cart the client holds is from before the close: the page loads it again.
      await act(() => client.cart.getState().load({ force: true }));
      const message = await screen.findByText(/was removed from your cart/);
      expect(message).toHaveTextContent('This draw is closed. Please choose another draw.');
      await user.click(within(message.closest('.drawkit-notice') as HTMLElement).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText(/was removed from your cart/)).toBeNull();
    } finally {
      shop.clock.set(restore);
      vi.setSystemTime(restore);
    }
  });
});
