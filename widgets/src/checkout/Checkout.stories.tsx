import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DemoProvider } from '../demo/DemoProvider';
import { DECLINED_CARD, DEMO_EMAIL, DEMO_PASSWORD } from '../demo/demoCatalogue';
import { demoTicket } from '../demo/demoTickets';
import { Checkout } from './Checkout';

const meta = {
  title: 'Widgets/Checkout',
  component: Checkout,
  args: { onComplete: fn() },
  parameters: {
    docs: {
      description: {
        component: `Sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD} (or sign up), then pay. Card ${DECLINED_CARD} is declined; any other valid number with a future expiry succeeds.`,
      },
    },
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** $50.00 in the wallet covers the $3.00 ticket: the wallet is offered. */
export const WalletCoversTotal: Story = {
  decorators: [(Story) => <DemoProvider seedCart={[demoTicket(2)]}>{Story()}</DemoProvider>],
};

/** $1.00 in the wallet: the card pays the $2.00 shortfall. */
export const CardPaysShortfall: Story = {
  decorators: [(Story) => <DemoProvider seedCart={[demoTicket(2)]} walletCents={100}>{Story()}</DemoProvider>],
};
