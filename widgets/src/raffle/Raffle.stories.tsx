import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { Raffle } from './Raffle';

/** A charity's raffles (`<drawkit-raffle>`): the cause, its raffles' prizes, tickets, and the partner cart. */
const meta = {
  title: 'Widgets/Raffle',
  component: Raffle,
  args: { causeKey: 'your_hospice', onComplete: fn(), onCartChange: fn() },
  ...shopStory('raffle'),
} satisfies Meta<typeof Raffle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Your Hospice's raffle, starting at its first draw on sale; no partner cart is made until the first ticket. */
export const YourHospice: Story = {
  async play({ canvas, args }) {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your Hospice' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Tickets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(args.onCartChange).not.toHaveBeenCalled();
  },
};

/** Started at a later draw (the element's `draw-no`): Your Hospice's draw 147, closing in April (146 is sold out). */
export const AtADraw: Story = {
  args: { drawNo: 147 },
  async play({ canvas }) {
    await expect(await canvas.findByRole('radio', { name: /Apr/, checked: true })).toBeVisible();
  },
};

/** A cause with no raffle on sale. */
export const NoRaffles: Story = {
  args: { causeKey: 'no_such_cause' },
  async play({ canvas }) {
    await expect(await canvas.findByText('There are no raffles for this cause right now.')).toBeVisible();
  },
};
