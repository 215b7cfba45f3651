import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { PartnerPurchase } from './PartnerPurchase';

const meta = {
  title: 'Widgets/PartnerPurchase',
  component: PartnerPurchase,
  args: { partnerSlug: 'demo-partner', onComplete: fn(), onCartChange: fn() },
  // With the partner's own app key, as its page's script tag sends it.
  ...shopStory('partner'),
} satisfies Meta<typeof PartnerPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What `<drawkit-purchase partner="demo-partner">` shows: the partner, a ticket to build, then sign-in, payment and receipt. */
export const DemoPartner: Story = {
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Super Jackpot' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(canvas.queryByText('Partner not found')).toBeNull();
  },
};

export const PartnerNotFound: Story = {
  args: { partnerSlug: 'no-such-partner' },
  async play({ canvas }) {
    await expect(await canvas.findByText('Partner not found')).toBeVisible();
    await expect(canvas.getByText(/This partner was not found\. Please check the partner name \(no-such-partner\)\./)).toBeVisible();
  },
};
