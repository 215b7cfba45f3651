import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { GiveawayPage } from './GiveawayPage';

const meta = {
  title: 'Daily Winners/Giveaway page',
  component: GiveawayPage,
  args: { giveawayType: 'monthly', drawNumber: '27' },
} satisfies Meta<typeof GiveawayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open monthly giveaway (March 2026) as the seeded free member sees it: locked content and Unlock. */
export const LockedMonthly: Story = {
  ...shopStory('freeMember'),
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: 'March 2026 $10,000 giveaway' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Unlock entry' }))[0]).toBeVisible();
  },
};

/** February's paid monthly giveaway with its winners, as a visitor sees it. */
export const PaidWithWinners: Story = {
  args: { giveawayType: 'monthly', drawNumber: '26' },
  ...shopStory('programmeVisitor'),
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: 'February 2026 $10,000 giveaway' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: /winners/i })).toBeVisible();
  },
};

/** A preview, addressed by its external id. */
export const Preview: Story = {
  args: { giveawayType: 'preview', drawNumber: 'dw-preview-1' },
  ...shopStory('programmeVisitor'),
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: 'Sneak peek: win a tiny home' })).toBeVisible();
  },
};

/** An address that names no giveaway type. */
export const UnknownType: Story = {
  args: { giveawayType: 'weekly', drawNumber: '1' },
  ...shopStory('programmeVisitor'),
  async play({ canvas }) {
    await expect(await canvas.findByText(/not found|no such|could not/i)).toBeVisible();
  },
};
