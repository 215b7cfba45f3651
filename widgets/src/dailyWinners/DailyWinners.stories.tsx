import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { DailyWinners } from './DailyWinners';

const meta = {
  title: 'Daily Winners/Programme',
  component: DailyWinners,
  args: { onRedirect: fn() },
} satisfies Meta<typeof DailyWinners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the programme, its current giveaways by type; Join asks them to log in first. */
export const SignedOut: Story = {
  ...shopStory('programmeVisitor'),
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Daily Winners' })).toBeVisible();
    await expect(canvas.getByTestId('membership-status')).toHaveTextContent('Not logged in');
    await expect(await canvas.findByRole('region', { name: 'Daily giveaways' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Monthly giveaways' })).toBeVisible();
  },
};

/** A signed-in non-member (demo-account@): Join makes them a free member with a guaranteed daily entry. */
export const NonMember: Story = {
  ...shopStory('nonMember'),
  async play({ canvas, userEvent }) {
    await waitFor(() => expect(canvas.getByTestId('membership-status')).toHaveTextContent('Not a member yet'));
    await userEvent.click(canvas.getByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(canvas.getByTestId('membership-status')).toHaveTextContent('Free member'));
  },
};

/** The seeded free member (demo-member@): the monthly entry is locked until unlocked. */
export const FreeMember: Story = {
  ...shopStory('freeMember'),
  async play({ canvas }) {
    await waitFor(() => expect(canvas.getByTestId('membership-status')).toHaveTextContent('Free member'));
    await expect((await canvas.findAllByRole('button', { name: /^Unlock entry in / }))[0]).toBeVisible();
  },
};

/** A premium member (demo-party-host@, a month bought from the wallet): every entry unlocked. */
export const PremiumMember: Story = {
  ...shopStory('premiumMember'),
  async play({ canvas }) {
    await waitFor(() => expect(canvas.getByTestId('membership-status')).toHaveTextContent('Premium member'));
    await expect(canvas.queryByRole('button', { name: /^Unlock entry in / })).toBeNull();
  },
};

/** Joined with an empty wallet: the first deposit that completes the join is still due. */
export const PendingDeposit: Story = {
  ...shopStory('pendingDeposit'),
  async play({ canvas }) {
    await waitFor(() => expect(canvas.getByTestId('membership-status')).not.toHaveTextContent('Not logged in'));
    await expect(canvas.getByTestId('membership-status')).toHaveTextContent(/deposit/i);
  },
};
