import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDemo } from '../../__tests__/renderWithDemo';
import { demoTicket } from '../../demo/demoTickets';
import { Cart } from '../Cart';

describe('Cart', () => {
  it('lists each item with its draw, games and price, and the total', async () => {
    const onCheckout = vi.fn();
    const { user } = renderWithDemo(<Cart onCheckout={onCheckout} />, { seedCart: [demoTicket(2), demoTicket(1)] });
    const first = (await screen.findByText('Super Jackpot, 2 games')).closest('li')!;
    expect(within(first).getByText(/Draw 1501/)).toBeInTheDocument();
    expect(within(first).getByText(/8:30 pm AEST/)).toBeInTheDocument();
    expect(within(first).getByText('$3.00')).toBeInTheDocument();
    expect(within(first).getByText('Numbers: 1, 5, 9, 13, 17, 21, 25. Powerball: 4.')).toBeInTheDocument();
    expect(screen.getByText('Super Jackpot, 1 game')).toBeInTheDocument();
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$4.50');

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('removes an item and shows the empty state once nothing is left', async () => {
    const { user, server } = renderWithDemo(<Cart />, { seedCart: [demoTicket(2)] });
    const remove = await screen.findByRole('button', { name: 'Remove Super Jackpot, 2 games' });
    await user.click(remove);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });
});
