import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DrawkitClient } from '@drawkit/sdk';
import { fn } from 'storybook/test';
import { DemoProvider } from '../demo/DemoProvider';
import { signedInDemo } from './demoMember';
import { MembershipTiers } from './MembershipTiers';

const meta = {
  title: 'Daily Winners/Membership tiers',
  component: MembershipTiers,
  args: { onAdded: fn(), onSignIn: fn() },
} satisfies Meta<typeof MembershipTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Join for free asks them to sign in; premium goes into the anonymous cart. */
export const SignedOut: Story = {
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
};

/** A free member: the free tier is theirs; premium is added to the cart. */
export const FreeMember: Story = {
  loaders: [async () => ({ client: await signedInDemo({ status: 'member', tier: 'free' }) })],
  render: (args, { loaded }) => (
    <DemoProvider client={loaded['client'] as DrawkitClient}>
      <MembershipTiers {...args} />
    </DemoProvider>
  ),
};
