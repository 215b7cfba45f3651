import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { useDrawkit } from '../context/DrawkitProvider';
import { shopStory } from '../storyShop/storyShop';
import { superJackpotTicket } from '../storyShop/storyScenarios';
import { Button } from '../ui/Button';
import { PreCartDrawer } from './PreCartDrawer';

/** Stands in for an offer page: adds a two-game Super Jackpot ticket the way the ticket builder does. */
function AddTicket() {
  const client = useDrawkit();
  const [adding, setAdding] = useState(false);
  return (
    <Button
      variant="primary"
      pending={adding}
      onClick={async () => {
        setAdding(true);
        await client.cart.getState().addItem(superJackpotTicket(2));
        setAdding(false);
      }}
    >
      Add a ticket
    </Button>
  );
}

const meta = {
  title: 'Widgets/PreCartDrawer',
  component: PreCartDrawer,
  args: { onGoToCart: fn(), onChooseDraw: fn() },
  render: (args) => (
    <>
      <AddTicket />
      <PreCartDrawer {...args} />
    </>
  ),
} satisfies Meta<typeof PreCartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client turns the prompt on: adding a ticket opens the drawer with the shop's recommended draws. */
export const AfterAdd: Story = {
  ...shopStory('precartDrawer'),
  async play({ canvas, userEvent, args }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a ticket' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Added to your cart' });
    await expect(within(within(dialog).getByRole('list', { name: 'Just added' })).getByText(/Super Jackpot/)).toBeVisible();
    await expect(within(dialog).getByText(/Cart total \(1 item\)/).parentElement).toHaveTextContent('$3.50');
    await expect(await within(dialog).findByRole('heading', { name: 'Coming up next' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to cart' }));
    await expect(args.onGoToCart).toHaveBeenCalled();
  },
};

/** With a ticket already in the cart: the total counts both, the drawer shows only what was just added. */
export const WithEarlierItems: Story = {
  ...shopStory('precartDrawerWithItems'),
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a ticket' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Added to your cart' });
    await expect(within(dialog).getByText(/Cart total \(2 items\)/).parentElement).toHaveTextContent('$8.75');
    await expect(within(within(dialog).getByRole('list', { name: 'Just added' })).getAllByRole('listitem')).toHaveLength(1);
  },
};
