import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DrawkitClient } from '@drawkit/sdk';
import { DemoProvider } from '../demo/DemoProvider';
import { signedInDemo } from './demoMember';
import { GiveawayPage } from './GiveawayPage';

const meta = {
  title: 'Daily Winners/Giveaway page',
  component: GiveawayPage,
  args: { giveawayType: 'monthly', drawNumber: '12' },
} satisfies Meta<typeof GiveawayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open monthly giveaway as a free member sees it: locked content and Unlock. */
export const LockedMonthly: Story = {
  loaders: [async () => ({ client: await signedInDemo({ status: 'member', tier: 'free' }) })],
  render: (args, { loaded }) => (
    <DemoProvider client={loaded['client'] as DrawkitClient}>
      <GiveawayPage {...args} />
    </DemoProvider>
  ),
};

/** A paid monthly giveaway with its winner, as a visitor sees it. */
export const PaidWithWinners: Story = {
  args: { giveawayType: 'monthly', drawNumber: '11' },
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
};

/** A preview, addressed by its external id. */
export const Preview: Story = {
  args: { giveawayType: 'preview', drawNumber: 'summer-preview' },
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
};

/** An address that names no giveaway type. */
export const UnknownType: Story = {
  args: { giveawayType: 'weekly', drawNumber: '1' },
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
};
