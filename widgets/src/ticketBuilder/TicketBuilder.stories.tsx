import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { TicketBuilder } from './TicketBuilder';

const meta = {
  title: 'Widgets/TicketBuilder',
  component: TicketBuilder,
  args: { offerKey: 'super_jackpot_lottery', gameType: 'standard', onAdded: fn() },
  ...shopStory('ticketBuilder'),
} satisfies Meta<typeof TicketBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven Numbers from 1–35 and one Powerball from 1–20: Add to cart waits for complete games. */
export const SuperJackpot: Story = {
  async play({ canvas, userEvent, args }) {
    await expect(await canvas.findByRole('heading', { name: 'Super Jackpot' })).toBeVisible();
    await expect(within(canvas.getByText('Next draw').parentElement!).getByText(/Draw 1534/)).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Quick pick all' }));
    // The ticket rules load on first use, then the picks count.
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await expect(await canvas.findByText('Your ticket has been added.')).toBeVisible();
    await expect(args.onAdded).toHaveBeenCalled();
  },
};

/** An offer the catalogue does not hold. */
export const UnknownOffer: Story = {
  args: { offerKey: 'no_such_lottery' },
  async play({ canvas }) {
    await expect(await canvas.findByText('This product is not available.')).toBeVisible();
  },
};

/** Set for Life: a draw day is required, so the draw options start open. */
export const DrawDaysRequired: Story = {
  args: { offerKey: 'set_for_life2020', gameType: 'standard' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('group', { name: 'Draw days' })).toBeVisible();
  },
};
