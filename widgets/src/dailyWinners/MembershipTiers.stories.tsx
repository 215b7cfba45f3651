import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { MembershipTiers } from './MembershipTiers';

const meta = {
  title: 'Daily Winners/Membership tiers',
  component: MembershipTiers,
  args: { onAdded: fn(), onSignIn: fn() },
} satisfies Meta<typeof MembershipTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Join for free asks them to sign in. */
export const SignedOut: Story = {
  ...shopStory('programmeVisitor'),
  async play({ canvas, userEvent, args }) {
    await userEvent.click(await canvas.findByRole('button', { name: /Join for free/ }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

/** A free member: the free tier is theirs. */
export const FreeMember: Story = {
  ...shopStory('freeMember'),
  async play({ canvas }) {
    await expect(await canvas.findByText('Your tier')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Join for free/ })).toBeNull();
  },
};
