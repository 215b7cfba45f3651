import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadedClient, shopStory } from '../storyShop/storyShop';
import { Receipt } from './Receipt';

const meta = {
  title: 'Widgets/Receipt',
  component: Receipt,
  args: { checkoutId: '' },
  ...shopStory('receipt'),
  // The scenario bought the tickets; the receipt is that purchase's.
  render: (args, { loaded }) => <Receipt {...args} checkoutId={args.checkoutId || (loadedClient(loaded).purchase.getState().receipt?.checkoutId ?? '')} />,
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tickets, $8.75: $5.00 from the wallet and the rest by card. */
export const PaidByCardAndWallet: Story = {
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
    await expect(canvas.getByText('Paid from wallet')).toBeVisible();
    await expect(canvas.getByText(/VISA •••• 4242/)).toBeVisible();
    await expect(canvas.getByText('$8.75')).toBeVisible();
  },
};
