import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthStep } from '../../checkout/AuthStep';
import { idleClient, renderWith, waitingForCode } from './testClient';

describe('checkout sign-in with two-factor', () => {
  it('a sign-in that asks for a code shows the 2fa step (step 2 of 3), and back to sign-in on cancel', async () => {
    const client = idleClient();
    const login = vi.fn(async () => {
      waitingForCode(client, { method: 'authenticator', identifier: null });
      return { ok: false as const, messages: [{ message: 'A 6 digit code is required.', code: '2fa_required', level: 'error' as const }] };
    });
    client.session.setState({ login });
    renderWith(client, <AuthStep />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'demo-2fa@drawkit.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'drawkit-demo-1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });

    // The form is checked first, with the server's schemas loaded on the first submit.
    await waitFor(() => expect(login).toHaveBeenCalledWith({ email: 'demo-2fa@drawkit.test', password: 'drawkit-demo-1' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Digit/ })).toHaveLength(6);
    // The request for a code is not shown as a failed sign-in.
    expect(screen.queryByText('A 6 digit code is required.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Use a different account' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument());
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('the accepted code signs in and tells the checkout', async () => {
    const client = idleClient();
    const onAuthenticated = vi.fn();
    client.session.setState({
      login: async () => {
        waitingForCode(client);
        return { ok: false, messages: [] };
      },
      submitCode: async () => ({ ok: true }),
    });
    renderWith(client, <AuthStep onAuthenticated={onAuthenticated} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'demo-email-2fa@drawkit.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'drawkit-demo-1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    fireEvent.paste(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '654321' } });
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
  });
});
