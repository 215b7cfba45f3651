import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { Cart } from './Cart';

const meta = {
  title: 'Widgets/Cart',
  component: Cart,
  args: { onCheckout: fn() },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two Super Jackpot tickets in the anonymous cart; removing one leaves the shop's new total. */
export const WithTickets: Story = {
  ...shopStory('anonymousCart'),
  async play({ canvas, userEvent, args }) {
    await expect(await canvas.findByText('Super Jackpot: 2 games, 1 draw')).toBeVisible();
    await expect(canvas.getByText('$5.25')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Super Jackpot: 2 games, 1 draw' }));
    await expect(await canvas.findByText('$1.75', { selector: '.drawkit-cart-total *' })).toBeVisible();
    await expect(canvas.queryByText('Super Jackpot: 2 games, 1 draw')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  ...shopStory('emptyCart'),
  async play({ canvas }) {
    await expect(await canvas.findByText('Your cart is empty.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};

/** The shop's codes: OLDCODE is refused as expired, TENOFF takes 10% off. */
export const WithPromotion: Story = {
  ...shopStory('promotion'),
  async play({ canvas, userEvent }) {
    await userEvent.type(await canvas.findByLabelText('Promotion code'), 'OLDCODE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('The promotion code OLDCODE has expired.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Promotion code'));
    await userEvent.type(canvas.getByLabelText('Promotion code'), 'TENOFF');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('button', { name: 'Remove promotion TENOFF' })).toBeVisible();
  },
};

/** demo-spend-limit@ ($10.00 a week) with $10.50 of tickets: the shop's spend_limit block reason, linked to the limits page; Checkout is off. */
export const Blocked: Story = {
  ...shopStory('spendLimit'),
  async play({ canvas }) {
    await expect(await canvas.findByText(/over your weekly spend limit of \$10\.00/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adjust your spend limit' })).toHaveAttribute('href', '/my-account/spend-limits');
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};
