import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { shopStory } from '../storyShop/storyShop';
import { AUTHENTICATOR_CODE, WRONG_CODE } from '../storyShop/storyScenarios';
import { TwoFactorStep } from './TwoFactorStep';

const meta = {
  title: 'Widgets/TwoFactorStep',
  component: TwoFactorStep,
  args: { onVerified: fn(), onCancel: fn(), autoFocus: false },
  parameters: {
    docs: { description: { component: `The two-factor step of a sign-in, on answers recorded from the real shop: ${WRONG_CODE} is refused; the authenticator story accepts ${AUTHENTICATOR_CODE}.` } },
  },
} satisfies Meta<typeof TwoFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code emailed to demo-email-2fa@, with resend and 'Don't require 2FA again for 30 days'; a wrong code is refused. */
export const EmailedCode: Story = {
  ...shopStory('emailedCode'),
  async play({ canvas, userEvent, args }) {
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), WRONG_CODE);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Code is incorrect or expired.');
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

/** A code from an authenticator app (demo-2fa@): nothing to resend; the right code signs in. */
export const AuthenticatorCode: Story = {
  ...shopStory('authenticatorCode'),
  async play({ canvas, userEvent, args }) {
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), AUTHENTICATOR_CODE);
    await waitFor(() => expect(args.onVerified).toHaveBeenCalled());
  },
};

/** Five wrong codes: inputs, Continue and resend disabled, and the 'Account locked' alert. */
export const Locked: Story = {
  ...shopStory('twoFactorLocked'),
  async play({ canvas }) {
    await expect(canvas.getByText('Account locked')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};
