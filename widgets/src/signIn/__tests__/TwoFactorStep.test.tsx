import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_RESEND_COOLDOWN_MS, type ActionResult } from '@drawkit/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pastedDigits } from '../CodeCells';
import { TwoFactorStep } from '../TwoFactorStep';
import { idleClient, renderWith, waitingForCode } from './testClient';

afterEach(() => {
  vi.useRealTimers();
});

const cells = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const INCORRECT = { message: 'Code is incorrect or expired. Try again or contact support', code: '2fa_incorrect', level: 'error' as const, field: 'otp' };

/** A client waiting for a code whose submitCode is recorded (and answers `answer`). */
function setup(answer: ActionResult = { ok: true }, twoFactor = {}) {
  const client = idleClient();
  waitingForCode(client, twoFactor);
  const submitCode = vi.fn(async (_code: string, _options?: { rememberDevice?: boolean }) => answer);
  client.session.setState({ submitCode });
  const onVerified = vi.fn();
  renderWith(client, <TwoFactorStep onVerified={onVerified} />);
  return { client, submitCode, onVerified };
}

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('TwoFactorStep', () => {
  it('asks for a 6 digit code emailed to the masked address, in six numeric cells', () => {
    setup();
    expect(screen.getByText('Enter the 6 digit code we emailed to demo****.')).toBeInTheDocument();
    expect(cells()).toHaveLength(6);
    for (const cell of cells()) expect(cell).toHaveAttribute('inputmode', 'numeric');
  });

  it('asks for the code from an authenticator app when that is the method', () => {
    setup({ ok: true }, { method: 'authenticator', identifier: null });
    expect(screen.getByText('Enter the 6 digit code from your authenticator app.')).toBeInTheDocument();
    // Authenticator codes are not sent, so there is nothing to resend.
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
  });

  it('moves to the next cell as digits are typed, and Backspace in an empty cell goes back', () => {
    setup();
    fireEvent.input(cells()[0]!, { target: { value: '4' } });
    expect(cells()[1]).toHaveFocus();
    fireEvent.input(cells()[1]!, { target: { value: 'x' } });
    expect(cells()[1]!.value).toBe('');
    fireEvent.keyDown(cells()[1]!, { key: 'Backspace' });
    expect(cells()[0]).toHaveFocus();
    expect(cells()[0]!.value).toBe('');
  });

  it('a digit typed into a cell that holds the same digit replaces it and moves on', async () => {
    const { submitCode } = setup();
    const user = userEvent.setup({ document, delay: null });
    fireEvent.input(cells()[0]!, { target: { value: '1' } });
    // Focus selects the cell's digit, so the key replaces it by an identical value.
    act(() => cells()[0]!.focus());
    await user.keyboard('1');
    expect(cells()[1]).toHaveFocus();
    await user.keyboard('23456');
    await waitFor(() => expect(submitCode).toHaveBeenCalledTimes(1));
    expect(submitCode.mock.calls[0]?.[0]).toBe('123456');
  });

  it('a digit typed beside the digit a cell holds replaces it, whichever side the caret was', () => {
    setup();
    fireEvent.input(cells()[0]!, { target: { value: '5' } });
    fireEvent.input(cells()[0]!, { target: { value: '57' } });
    expect(cells()[0]!.value).toBe('7');
    expect(cells()[1]).toHaveFocus();
    fireEvent.input(cells()[0]!, { target: { value: '37' } });
    expect(cells()[0]!.value).toBe('3');
    expect(cells()[1]).toHaveFocus();
  });

  it('after the refused short code, the whole code typed from the first cell is submitted', async () => {
    const client = idleClient();
    waitingForCode(client);
    const submitCode = vi.fn(async (code: string) =>
      code.length === 6 ? { ok: true as const } : { ok: false as const, messages: [{ message: 'A 6 digit code is required.', code: 'required', level: 'error' as const }] },
    );
    client.session.setState({ submitCode });
    renderWith(client, <TwoFactorStep />);
    const user = userEvent.setup({ document, delay: null });
    fireEvent.input(cells()[0]!, { target: { value: '1' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The cells are disabled while the short code is checked: the shopper types once it is refused.
    expect(await screen.findByText('A 6 digit code is required.')).toBeInTheDocument();
    await waitFor(() => expect(cells()[0]).toBeEnabled());
    await user.click(cells()[0]!);
    await user.keyboard('102938');
    await waitFor(() => expect(submitCode.mock.lastCall?.[0]).toBe('102938'), { timeout: 5_000 });
    expect(cells().map((c) => c.value)).toEqual(['1', '0', '2', '9', '3', '8']);
    // A whole sign-in's worth of simulated keys and clicks: slow on a busy machine.
  }, 15_000);

  it('"The form submits when all six cells are filled"', async () => {
    const { submitCode, onVerified } = setup();
    for (const [i, digit] of [...'123456'].entries()) fireEvent.input(cells()[i]!, { target: { value: digit } });
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(submitCode).toHaveBeenCalledTimes(1);
    expect(submitCode.mock.calls[0]?.[0]).toBe('123456');
  });

  it('"Paste takes the first 6 digits of the trimmed text" and submits', async () => {
    const { submitCode } = setup();
    paste(cells()[2]!, '  987 654 321 \n');
    await waitFor(() => expect(submitCode).toHaveBeenCalledTimes(1));
    expect(submitCode.mock.calls[0]?.[0]).toBe('987654');
    expect(pastedDigits(' 12a3456789 ')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('a paste of fewer digits fills the first cells and waits', () => {
    const { submitCode } = setup();
    paste(cells()[0]!, '12');
    expect(cells().map((c) => c.value)).toEqual(['1', '2', '', '', '', '']);
    expect(cells()[2]).toHaveFocus();
    expect(submitCode).not.toHaveBeenCalled();
  });

  it('"A 6 digit code is required." for fewer digits, on Continue or Enter', async () => {
    const client = idleClient();
    waitingForCode(client);
    renderWith(client, <TwoFactorStep />);
    fireEvent.input(cells()[0]!, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A 6 digit code is required.');
    expect(cells()[0]).toHaveAttribute('aria-invalid', 'true');
    fireEvent.submit(cells()[0]!.form!);
    expect(screen.getByRole('alert')).toHaveTextContent('A 6 digit code is required.');
  });

  it('shows "Code is incorrect or expired. Try again or contact support" and starts over from the first cell', async () => {
    const client = idleClient();
    waitingForCode(client);
    client.session.setState({
      submitCode: async () => {
        client.session.setState({ twoFactor: { ...client.session.getState().twoFactor, errors: [INCORRECT] } });
        return { ok: false, messages: [INCORRECT] };
      },
    });
    renderWith(client, <TwoFactorStep />);
    paste(cells()[0]!, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Code is incorrect or expired. Try again or contact support');
    // The alert shows as the store answers; the cells clear once the submit has finished.
    await waitFor(() => expect(cells().map((c) => c.value)).toEqual(['', '', '', '', '', '']));
    expect(cells()[0]).toHaveFocus();
  });

  it("offers 'Don't require 2FA again for N days' with N from the server, and sends the choice", async () => {
    const { submitCode } = setup({ ok: true }, { rememberDeviceDays: 30 });
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't require 2FA again for 30 days" }));
    paste(cells()[0]!, '111111');
    await waitFor(() => expect(submitCode).toHaveBeenCalledWith('111111', { rememberDevice: true }));
  });

  it('hides the remember option when the server offers none', () => {
    setup({ ok: true }, { rememberDeviceDays: null });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('the resend link is "disabled 60 seconds after use", then works again by itself', async () => {
    vi.useFakeTimers();
    const client = idleClient();
    waitingForCode(client);
    const resendCode = vi.fn(async (): Promise<ActionResult> => {
      const { twoFactor } = client.session.getState();
      client.session.setState({ twoFactor: { ...twoFactor, resendAvailableAt: Date.now() + TWO_FACTOR_RESEND_COOLDOWN_MS } });
      return { ok: true };
    });
    client.session.setState({ resendCode });
    renderWith(client, <TwoFactorStep />);
    const link = screen.getByRole('button', { name: 'Resend code' });
    expect(link).toBeEnabled();

    await act(async () => {
      fireEvent.click(link);
    });
    expect(resendCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText('We sent you a new code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(TWO_FACTOR_RESEND_COOLDOWN_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it("a locked account disables the cells, Continue and resend, and shows 'Account locked' with a contact-support link", () => {
    const client = idleClient();
    waitingForCode(client, {
      locked: true,
      errors: [{ message: 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.', code: '2fa_account_locked', level: 'error' }],
    });
    renderWith(client, <TwoFactorStep supportHref="/about/contact-us" />);
    for (const cell of cells()) expect(cell).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Account locked');
    expect(alert).toHaveTextContent('Your account has been locked due to too many incorrect 2FA attempts. Please contact support.');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/about/contact-us');
  });

  it('locks as soon as the store says the account is locked', async () => {
    const client = idleClient();
    waitingForCode(client);
    client.session.setState({
      submitCode: async () => {
        client.session.setState({ twoFactor: { ...client.session.getState().twoFactor, locked: true } });
        return { ok: false, messages: [] };
      },
    });
    renderWith(client, <TwoFactorStep />);
    paste(cells()[0]!, '222222');
    expect(await screen.findByText('Account locked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
