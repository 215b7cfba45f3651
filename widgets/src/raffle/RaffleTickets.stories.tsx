import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { TicketBuilder } from '../ticketBuilder/TicketBuilder';

/**
 * Raffle tickets in the ticket builder: the draw (open or pre-order; sold-out draws are not
 * offered), a ticket bundle with its price a ticket, the cause to support and the live price.
 */
const meta = {
  title: 'Widgets/TicketBuilder/Raffle tickets',
  component: TicketBuilder,
  args: { offerKey: 'make_a_smile_lottery' },
  ...shopStory('ticketBuilder'),
} satisfies Meta<typeof TicketBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two causes: one must be chosen before the tickets can be added. */
export const ChooseACause: Story = {
  async play({ canvas, userEvent }) {
    await expect(await canvas.findByRole('group', { name: 'Tickets' })).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /3 tickets/ }));
    await userEvent.click(await canvas.findByRole('radio', { name: "Kids' Hospital Foundation" }));
    await waitFor(() => expect(add).toBeEnabled());
    await expect(canvas.getByText('$25.00', { selector: '.drawkit-price *' })).toBeVisible();
  },
};

/** Opened from a cause's page: its cause is chosen already. */
export const CauseChosen: Story = {
  args: { causeKey: 'kids_hospital' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('radio', { name: "Kids' Hospital Foundation" })).toBeChecked();
  },
};

/** Opened from a draw's `/draw/{drawNo}/buy` page: starts at that pre-order draw. */
export const StartAtPreOrderDraw: Story = {
  args: { firstDrawNo: 240 },
  async play({ canvas }) {
    await expect(await canvas.findByRole('button', { name: 'Pre-order' })).toBeVisible();
  },
};

/** One cause, so no choice to make; bundles of 1 and 5 tickets; the sold-out draw is not offered. */
export const SingleCause: Story = {
  args: { offerKey: 'your_hospice_lottery' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('group', { name: 'Tickets' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Cause to support' })).toBeNull();
    await expect(canvas.getAllByRole('radio', { name: /ticket/ })).toHaveLength(2);
    await expect(canvas.queryByText(/Draw 146/)).toBeNull();
  },
};
