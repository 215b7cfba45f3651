import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActionResult, DrawkitClient, TwoFactorState } from '@drawkit/sdk';
import { useState, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import { createDemoClient } from '../demo/createDemoClient';
import { DrawkitProvider } from '../context/DrawkitProvider';
import { TwoFactorStep } from './TwoFactorStep';

const DEMO_CODE = '123456';
const INCORRECT = { message: 'Code is incorrect or expired. Try again or contact support', code: '2fa_incorrect', level: 'error' as const, field: 'otp' };

/** A demo client waiting for a code: `123456` is accepted, anything else is incorrect. */
function WaitingForCode({ twoFactor, children }: { twoFactor: Partial<TwoFactorState>; children: ReactNode }): ReactNode {
  const [client] = useState<DrawkitClient>(() => {
    const demo = createDemoClient({ latencyMs: 250 }).client;
    const base = demo.session.getState().twoFactor;
    demo.session.setState({
      twoFactor: { ...base, required: true, method: 'email', identifier: 'demo****', rememberDeviceDays: 30, ...twoFactor },
      async submitCode(code): Promise<ActionResult> {
        const state = demo.session.getState().twoFactor;
        if (code === DEMO_CODE) {
          demo.session.setState({ twoFactor: { ...state, errors: [] } });
          return { ok: true };
        }
        demo.session.setState({ twoFactor: { ...state, errors: [INCORRECT] } });
        return { ok: false, messages: [INCORRECT] };
      },
      async resendCode(): Promise<ActionResult> {
        const state = demo.session.getState().twoFactor;
        demo.session.setState({ twoFactor: { ...state, resendAvailableAt: Date.now() + 60_000 } });
        return { ok: true };
      },
    });
    return demo;
  });
  return <DrawkitProvider client={client}>{children}</DrawkitProvider>;
}

const meta = {
  title: 'Widgets/TwoFactorStep',
  component: TwoFactorStep,
  args: { onVerified: fn(), onCancel: fn(), autoFocus: false },
  parameters: {
    docs: { description: { component: `The two-factor step of a sign-in. In these stories ${DEMO_CODE} is accepted; try pasting it.` } },
  },
} satisfies Meta<typeof TwoFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code emailed to a masked address, with resend and 'Don't require 2FA again for 30 days'. */
export const EmailedCode: Story = {
  decorators: [(Story) => <WaitingForCode twoFactor={{}}>{Story()}</WaitingForCode>],
};

/** A code from an authenticator app: nothing to resend. */
export const AuthenticatorCode: Story = {
  decorators: [(Story) => <WaitingForCode twoFactor={{ method: 'authenticator', identifier: null }}>{Story()}</WaitingForCode>],
};

/** Too many wrong codes: inputs, Continue and resend disabled, and the 'Account locked' alert. */
export const Locked: Story = {
  decorators: [(Story) => <WaitingForCode twoFactor={{ locked: true }}>{Story()}</WaitingForCode>],
};
