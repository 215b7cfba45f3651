import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { PastWinners } from './PastWinners';

const meta = {
  title: 'Daily Winners/Past winners',
  component: PastWinners,
  ...shopStory('programmeVisitor'),
} satisfies Meta<typeof PastWinners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's paid giveaways, ten at a time, with the Monthly and Daily filters. */
export const Default: Story = {
  async play({ canvas }) {
    const list = await canvas.findByRole('list', { name: 'Past giveaways' });
    await expect(await within(list).findAllByRole('article')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Show giveaways' })).toBeVisible();
  },
};
