import type { Meta, StoryObj } from '@storybook/react-vite';
import { membershipStore } from '@drawkit/sdk';
import { expect } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { DailyWinnersDeposit } from './DailyWinnersDeposit';

const meta = {
  title: 'Daily Winners/Deposit',
  component: DailyWinnersDeposit,
} satisfies Meta<typeof DailyWinnersDeposit>;

export default meta;
type Story = StoryObj<typeof meta>;

const withMembership = (scenario: 'pendingDeposit' | 'freeMember') =>
  shopStory(scenario, (client) => Promise.all([membershipStore(client).getState().loadConfig(), membershipStore(client).getState().loadCustomerMembership()]));

/** A pending-deposit customer: the minimum deposit and a link to the deposit page. */
export const PendingDeposit: Story = {
  ...withMembership('pendingDeposit'),
  async play({ canvas }) {
    await expect(await canvas.findByRole('link', { name: /deposit/i })).toBeVisible();
  },
};

/** A member: no deposit needed. */
export const Member: Story = {
  ...withMembership('freeMember'),
  async play({ canvas }) {
    await expect(canvas.queryByRole('link', { name: /deposit/i })).toBeNull();
  },
};
