import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DrawkitClient } from '@drawkit/sdk';
import { DemoProvider } from '../demo/DemoProvider';
import { DailyWinnersDeposit } from './DailyWinnersDeposit';
import { signedInDemo } from './demoMember';

const meta = {
  title: 'Daily Winners/Deposit',
  component: DailyWinnersDeposit,
} satisfies Meta<typeof DailyWinnersDeposit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending-deposit customer: the minimum deposit and a link to the deposit page. */
export const PendingDeposit: Story = {
  loaders: [async () => ({ client: await signedInDemo({ status: 'pending-deposit' }) })],
  render: (args, { loaded }) => (
    <DemoProvider client={loaded['client'] as DrawkitClient}>
      <DailyWinnersDeposit {...args} />
    </DemoProvider>
  ),
};

/** A member: no deposit needed. */
export const Member: Story = {
  loaders: [async () => ({ client: await signedInDemo({ status: 'member', tier: 'free' }) })],
  render: (args, { loaded }) => (
    <DemoProvider client={loaded['client'] as DrawkitClient}>
      <DailyWinnersDeposit {...args} />
    </DemoProvider>
  ),
};
