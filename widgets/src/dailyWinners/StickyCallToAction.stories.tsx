import type { Meta, StoryObj } from '@storybook/react-vite';
import { type DrawkitClient, membershipStore } from '@drawkit/sdk';
import { expect, fn } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import type { ScenarioName } from '../storyShop/storyScenarios';
import { giveawayFixture } from './giveawayFixture';
import { StickyCallToAction } from './StickyCallToAction';

const meta = {
  title: 'Daily Winners/Sticky call to action',
  component: StickyCallToAction,
  args: { giveaway: giveawayFixture(), nav: {}, onJoin: fn() },
} satisfies Meta<typeof StickyCallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar reads the programme's config and the customer's membership, loaded before it renders. */
const programme = (client: DrawkitClient) => Promise.all([membershipStore(client).getState().loadConfig(), membershipStore(client).getState().loadCustomerMembership()]);

/** A story of the bar for a scenario's customer; `cta` is the call to action it must show. */
const story = (scenario: ScenarioName, cta: string, args: Partial<Story['args']> = {}): Story => ({
  args,
  ...shopStory(scenario, programme),
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('[data-cta]')).toHaveAttribute('data-cta', cta);
  },
});

/** joinAll: a non-member and a free giveaway. */
export const JoinAll: Story = {
  ...story('nonMember', 'joinAll'),
  async play({ canvas, userEvent, args }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Join for free' }));
    await expect(args.onJoin).toHaveBeenCalled();
  },
};
/** joinPremium: a non-member and a premium giveaway. */
export const JoinPremium = story('nonMember', 'joinPremium', { giveaway: giveawayFixture({ giveawayTier: 'premium' }) });
/** freeLocked: a free member whose monthly entry is locked. */
export const FreeLocked = story('freeMember', 'freeLocked');
/** premium: a premium member. */
export const Premium = story('premiumMember', 'premium');
/** closedMember: a giveaway that has ended, seen by a member. */
export const ClosedMember = story('freeMember', 'closedMember', { giveaway: giveawayFixture({ state: 'DRAW_PAID' }) });
