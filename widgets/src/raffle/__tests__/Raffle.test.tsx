import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithDemo } from '../../__tests__/renderWithDemo';
import { Raffle } from '../Raffle';

describe('Raffle drawNo', () => {
  it('starts the cause\'s raffle at the draw named, with its prizes, and sells that draw', async () => {
    const { user, server } = renderWithDemo(<Raffle causeKey="your_hospice" drawNo={302} />);
    const draws = within(await screen.findByRole('group', { name: 'Draw' })).getAllByRole('radio');
    expect(draws[1]).toBeChecked();
    await waitFor(() => expect(server.requests.some((r) => /\/302\/prizes$/.test(r.path))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Pre-order' }));
    await waitFor(() => {
      const set = server.requests.filter((r) => r.path === '/anon-cart/partner/hospice-care' && (r.body as { cartItem?: unknown })?.cartItem).at(-1);
      expect(set?.body).toMatchObject({ cartItem: { productType: 'raffle_ticket', drawNo: 302, scheduledPurchase: { type: 'pre_order' } } });
    });
  });

  it('starts at the first draw on sale without a draw, or with one the raffle does not sell', async () => {
    renderWithDemo(<Raffle causeKey="your_hospice" drawNo={999} />);
    const draws = within(await screen.findByRole('group', { name: 'Draw' })).getAllByRole('radio');
    expect(draws[0]).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });
});
