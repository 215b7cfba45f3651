import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DemoProvider } from '../demo/DemoProvider';
import { demoTicket } from '../demo/demoTickets';
import { Cart } from './Cart';

const meta = {
  title: 'Widgets/Cart',
  component: Cart,
  args: { onCheckout: fn() },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tickets in the anonymous cart; remove one to see the pending state. */
export const WithTickets: Story = {
  decorators: [(Story) => <DemoProvider seedCart={[demoTicket(2), demoTicket(1)]}>{Story()}</DemoProvider>],
};

export const Empty: Story = {
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
};

/** Try the promotion codes TENOFF (10% off), WELCOME5 ($5.00 off from $10.00) and OLDCODE (expired). */
export const WithPromotion: Story = {
  decorators: [(Story) => <DemoProvider seedCart={[demoTicket(4)]}>{Story()}</DemoProvider>],
};

/** Block reasons with their actions (spend_limit links, close dismisses) and an auto-removed item. */
export const Blocked: Story = {
  decorators: [
    (Story) => (
      <DemoProvider
        seedCart={[demoTicket(2)]}
        blockedReasons={{
          reasons: {
            spend_limit: 'This cart is $0.50 over your weekly spend limit of $10.00 ($10.00 left this week).',
            notice: 'Draws close at 7 pm on draw day.',
          },
          actions: { spend_limit: 'spend_limit', notice: 'close' },
        }}
        autoRemovedItems={[{ id: 'gone-1', description: 'Monday Lotto, 4 games', reason: 'This draw is closed. Please choose another draw.' }]}
      >
        {Story()}
      </DemoProvider>
    ),
  ],
};
