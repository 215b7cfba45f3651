import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { DECLINED_CARD_NUMBER, DEMO_EMAIL, DEMO_PASSWORD, SANDBOX_CARD } from '../storyShop/storyScenarios';
import { Checkout } from './Checkout';

const meta = {
  title: 'Widgets/Checkout',
  component: Checkout,
  args: { onComplete: fn() },
  parameters: {
    docs: {
      description: {
        component: `Answers recorded from the real shop: ${DEMO_EMAIL} / ${DEMO_PASSWORD} signs in; card ${DECLINED_CARD_NUMBER} is declined and ${SANDBOX_CARD.number} (12/${String(SANDBOX_CARD.expiryYear).slice(2)}, ${SANDBOX_CARD.securityCode}, ${SANDBOX_CARD.holderName}) pays.`,
      },
    },
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's $3.50 ticket: sign in as the demo customer, whose $50.00 wallet covers it, and pay from the wallet. */
export const WalletCoversTotal: Story = {
  ...shopStory('walletCheckout'),
  async play({ canvas, userEvent, args }) {
    await expect(await canvas.findByText('Step 1 of 3')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await userEvent.type(canvas.getByLabelText('Email'), DEMO_EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Step 3 of 3')).toBeVisible();
    await expect(await canvas.findByText('Wallet balance')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $3.50 from wallet' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
    await expect(canvas.getByText('Paid from wallet')).toBeVisible();
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ total: { amount: 350, currency: 'AUD' } }));
  },
};

/** A new customer with an empty wallet: the card pays. The sandbox declines its test card, then the next one pays. */
export const CardPays: Story = {
  ...shopStory('cardCheckout'),
  async play({ canvas, userEvent }) {
    const pay = async (number: string) => {
      for (const [label, value] of [
        ['Card number', number],
        ['Expiry (MM/YY)', `${SANDBOX_CARD.expiryMonth}/${String(SANDBOX_CARD.expiryYear).slice(2)}`],
        ['Security code', SANDBOX_CARD.securityCode],
        ['Name on card', SANDBOX_CARD.holderName],
      ] as const) {
        await userEvent.clear(canvas.getByLabelText(label));
        await userEvent.type(canvas.getByLabelText(label), value);
      }
      await userEvent.click(canvas.getByRole('button', { name: 'Pay $3.50' }));
    };
    await canvas.findByRole('form', { name: 'Payment' });
    await pay(DECLINED_CARD_NUMBER);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pay $3.50' })).toBeEnabled());
    await pay(SANDBOX_CARD.number);
    await expect(await canvas.findByText(/VISA •••• 4242/)).toBeVisible();
  },
};
