import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DrawkitClient } from '@drawkit/sdk';
import { membershipStore } from '@drawkit/sdk';
import { fn } from 'storybook/test';
import { DemoProvider } from '../demo/DemoProvider';
import { demoProgramConfig } from '../demo/demoMembership';
import { giveawayFixture } from './giveawayFixture';
import { signedInDemo } from './demoMember';
import { StickyCallToAction } from './StickyCallToAction';

const meta = {
  title: 'Daily Winners/Sticky call to action',
  component: StickyCallToAction,
  args: { giveaway: giveawayFixture(), nav: {}, onJoin: fn() },
} satisfies Meta<typeof StickyCallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

async function withConfig(membership: Parameters<typeof signedInDemo>[0]): Promise<DrawkitClient> {
  const client = await signedInDemo(membership);
  membershipStore(client).setState({ programConfig: demoProgramConfig });
  await membershipStore(client).getState().loadCustomerMembership();
  return client;
}

const story = (membership: Parameters<typeof signedInDemo>[0], args: Partial<Story['args']> = {}): Story => ({
  args,
  loaders: [async () => ({ client: await withConfig(membership) })],
  render: (storyArgs, { loaded }) => (
    <DemoProvider client={loaded['client'] as DrawkitClient}>
      <StickyCallToAction {...storyArgs} />
    </DemoProvider>
  ),
});

/** joinAll: a non-member and a free giveaway. */
export const JoinAll = story({});
/** joinPremium: a non-member and a premium giveaway. */
export const JoinPremium = story({}, { giveaway: giveawayFixture({ giveawayTier: 'premium' }) });
/** freeLocked: a free member whose monthly entry is locked. */
export const FreeLocked = story({ status: 'member', tier: 'free' });
/** premium: a premium member. */
export const Premium = story({ status: 'member', tier: 'premium' });
/** closedMember: a giveaway that has ended, seen by a member. */
export const ClosedMember = story({ status: 'member', tier: 'free' }, { giveaway: giveawayFixture({ state: 'DRAW_PAID' }) });
