import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DrawkitClient } from '@drawkit/sdk';
import { fn } from 'storybook/test';
import { DemoProvider } from '../demo/DemoProvider';
import { DailyWinners } from './DailyWinners';
import { signedInDemo } from './demoMember';

const meta = {
  title: 'Daily Winners/Programme',
  component: DailyWinners,
  args: { onRedirect: fn() },
} satisfies Meta<typeof DailyWinners>;

export default meta;
type Story = StoryObj<typeof meta>;

const withClient = (load: () => Promise<DrawkitClient>): Partial<Story> => ({
  loaders: [async () => ({ client: await load() })],
  render: (args, { loaded }) => (
    <DemoProvider client={loaded['client'] as DrawkitClient}>
      <DailyWinners {...args} />
    </DemoProvider>
  ),
});

/** A visitor: Join asks them to log in first (demo@drawkit.test / drawkit-demo-1), then joins. */
export const SignedOut: Story = {
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
};

/** A signed-in non-member: Join makes them a free member with a guaranteed daily entry and locked monthly and major ones. */
export const NonMember: Story = withClient(() => signedInDemo());

/** A free member: Unlock opens the monthly entry; the sticky bar reads "Unlock your entry" until then. */
export const FreeMember: Story = withClient(() => signedInDemo({ status: 'member', tier: 'free' }));

/** A premium member: every entry unlocked; Member benefits hands over to the benefits site. */
export const PremiumMember: Story = withClient(() => signedInDemo({ status: 'member', tier: 'premium' }));

/** Joined, but the first deposit that completes the join is still due. */
export const PendingDeposit: Story = withClient(() => signedInDemo({ status: 'pending-deposit' }));
