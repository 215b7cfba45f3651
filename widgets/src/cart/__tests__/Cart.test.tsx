import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithDemo } from '../../__tests__/renderWithDemo';
import { demoTicket } from '../../demo/demoTickets';
import { Cart } from '../Cart';

const total = () => screen.getByText('Total').nextElementSibling;

describe('Cart', () => {
  it('applies a promotion code, shows its discount and total, and removes it', async () => {
    const { user, server } = renderWithDemo(<Cart />, { seedCart: [demoTicket(2)] });
    await waitFor(() => expect(total()).toHaveTextContent('$3.00'));

    await user.type(await screen.findByLabelText('Promotion code'), 'tenoff');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: /Applying/ })).toBeDisabled();
    await waitFor(() => expect(total()).toHaveTextContent('$2.70'));
    expect(server.requests.filter((r) => r.path.endsWith('/promotion'))).toHaveLength(1);
    expect(screen.getByText('TENOFF promotion').closest('.drawkit-cart-promotion')).toHaveTextContent('-$0.30');

    await user.click(screen.getByRole('button', { name: 'Remove promotion TENOFF' }));
    await waitFor(() => expect(total()).toHaveTextContent('$3.00'));
    expect(await screen.findByLabelText('Promotion code')).toBeInTheDocument();
  });

  it('shows the promotion_not_added message under the input', async () => {
    const { user } = renderWithDemo(<Cart />, { seedCart: [demoTicket(2)] });
    await waitFor(() => expect(total()).toHaveTextContent('$3.00'));
    await user.type(await screen.findByLabelText('Promotion code'), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByLabelText('Promotion code')).toHaveAccessibleDescription('The promotion code OLDCODE has expired.'));
    expect(total()).toHaveTextContent('$3.00');
  });

  it('shows block reasons with their actions: spend_limit links to the limit, close can be dismissed; checkout waits', async () => {
    const { user } = renderWithDemo(<Cart onCheckout={() => undefined} />, {
      seedCart: [demoTicket(2)],
      blockedReasons: {
        reasons: { spend_limit: 'This cart is $0.50 over your weekly spend limit of $10.00.', notice: 'Heads up: draws close at 7 pm.' },
        actions: { spend_limit: 'spend_limit', notice: 'close' },
      },
    });
    const limit = (await screen.findByText(/over your weekly spend limit/)).closest('.drawkit-notice') as HTMLElement;
    expect(within(limit).getByRole('link', { name: 'Adjust your spend limit' })).toHaveAttribute('href', '/my-account/spend-limits');
    expect(within(limit).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    const notice = screen.getByText('Heads up: draws close at 7 pm.').closest('.drawkit-notice') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Heads up: draws close at 7 pm.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('"Auto-removed items show as closeable messages"', async () => {
    const { user } = renderWithDemo(<Cart />, {
      seedCart: [demoTicket(2)],
      autoRemovedItems: [{ id: 'gone-1', description: 'Super Jackpot, 4 games', reason: 'This draw is closed. Please choose another draw.' }],
    });
    const message = await screen.findByText(/Super Jackpot, 4 games was removed from your cart/);
    expect(message).toHaveTextContent('This draw is closed. Please choose another draw.');
    await user.click(within(message.closest('.drawkit-notice') as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/was removed from your cart/)).toBeNull();
  });
});
