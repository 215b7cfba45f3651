import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockedReasonAction, Cart } from '@drawkit/sdk';
import { expect } from 'storybook/test';
import { BlockedReasons } from './BlockedReasons';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

/** Messages as the server words them for each action type (packages/api-server cart/blockReasons). */
const MESSAGES: Record<BlockedReasonAction, string> = {
  close: 'You have excluded yourself from buying tickets, so nothing can be bought while the exclusion lasts.',
  fixed: 'Your account is on hold. Please contact support to buy tickets.',
  spend_limit: 'This cart is $2.00 over your daily spend limit of $5.00 ($5.00 left today).',
  verify_account_required: 'Please verify your account to buy more than $20.00 of tickets.',
  deposit_limit: 'Paying for this cart needs a deposit of $26.50, but only $20.00 of your weekly deposit limit of $20.00 is left this week.',
  global_spend_limit: "This cart is $2.00 over the shop's daily limit of $1000.00 per customer ($5.00 left today).",
};

function blockedCart(actions: readonly BlockedReasonAction[]): Cart {
  return {
    cartReference: 'cart_story',
    customerId: 'cus_story',
    cartItems: [],
    autoRemovedItems: [],
    cartTotal: aud(700),
    preOrderTotal: aud(0),
    requiresUnattendedPaymentMethod: false,
    showRegulation: false,
    blockedReasons: Object.fromEntries(actions.map((a) => [a, MESSAGES[a]])),
    blockedReasonActions: Object.fromEntries(actions.map((a) => [a, a])),
    spendLimit: actions.includes('spend_limit') ? { period: 'day', limit: aud(500), amountSpent: aud(0) } : null,
  };
}

const meta = {
  title: 'Widgets/Cart/BlockedReasons',
  component: BlockedReasons,
  decorators: [(Story) => <div className="drawkit drawkit-stack">{Story()}</div>],
} satisfies Meta<typeof BlockedReasons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every action type (shop-core §4), each linking to the page that deals with it. */
export const EveryActionType: Story = {
  args: { cart: blockedCart(['close', 'fixed', 'spend_limit', 'verify_account_required', 'deposit_limit', 'global_spend_limit']) },
  async play({ canvas }) {
    for (const message of Object.values(MESSAGES)) await expect(canvas.getByText(message, { exact: false })).toBeVisible();
  },
};

/** Over a daily spend limit: the remaining amount for that period and the link to the limits page. */
export const SpendLimit: Story = {
  args: { cart: blockedCart(['spend_limit']) },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'Adjust your spend limit' })).toHaveAttribute('href', '/my-account/spend-limits');
  },
};
