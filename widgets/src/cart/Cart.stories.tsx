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
