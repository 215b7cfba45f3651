import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DemoProvider } from '../demo/DemoProvider';
import { PartnerPurchase } from './PartnerPurchase';

const meta = {
  title: 'Widgets/PartnerPurchase',
  component: PartnerPurchase,
  args: { partnerSlug: 'demo-partner', onComplete: fn(), onCartChange: fn() },
  decorators: [(Story) => <DemoProvider appKey="demo-partner">{Story()}</DemoProvider>],
} satisfies Meta<typeof PartnerPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What `<drawkit-purchase partner="demo-partner">` shows: build a ticket, sign in, pay, receipt. */
export const DemoPartner: Story = {};

export const PartnerNotFound: Story = { args: { partnerSlug: 'no-such-partner' } };
