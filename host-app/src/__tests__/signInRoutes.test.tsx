import { ApiError, type DrawkitClient, type Envelope } from '@drawkit/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

const TWO_FACTOR = { required: true, method: 'authenticator' as const, identifier: null, rememberDeviceDays: 30, locked: false, resendAvailableAt: 0, errors: [] };

/** What a successful sign-in leaves in the session store. */
function signIn(client: DrawkitClient) {
  const signedIn = startedClient({ signedIn: true }).session.getState();
  client.session.setState({ isAuthenticated: true, customerId: signedIn.customerId, customerToken: signedIn.customerToken, customer: signedIn.customer });
}

/** Answers the client's API calls by route name. */
function answer(client: DrawkitClient, handlers: Record<string, (options: unknown) => unknown>) {
  const calls: { route: string; options: unknown }[] = [];
  vi.spyOn(client.api, 'request').mockImplementation(async (route, options) => {
    // The layout's site-content reads (navigation, footer, banner) are not the page's calls.
    if (!route.startsWith('cms')) calls.push({ route, options });
    const handler = handlers[route];
    if (!handler) return new Promise<Envelope<never>>(() => {});
    return { result: handler(options), pageInfo: null, links: null, messages: [], entities: null } as unknown as Envelope<never>;
  });
  return calls;
}

const expiredLink = () =>
  new ApiError({ status: 410, url: '/v2/password/reset', messages: [{ message: 'Gone', code: 'token_invalid', level: 'error' }] });

describe('autologin and transfer links', () => {
  it('shows "Verifying Automatic Login", then goes to the redirect target on success', async () => {
    const client = startedClient();
    let finish: (value: { ok: true }) => void = () => {};
    const autologin = vi.fn(() => new Promise<{ ok: true }>((resolve) => (finish = resolve)));
    client.session.setState({ autologin });
    const { router } = await renderApp('/login/autologin/tok_1?redirect=%2Fcart', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying Automatic Login' })).toBeTruthy();
    expect(autologin).toHaveBeenCalledTimes(1);
    expect(autologin).toHaveBeenCalledWith('tok_1');
    await act(async () => {
      signIn(client);
      finish({ ok: true });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('never follows a redirect target off the site', async () => {
    const client = startedClient();
    client.session.setState({ autologin: async () => ({ ok: true }) });
    const { router } = await renderApp('/login/autologin/tok_1?redirect=https%3A%2F%2Fevil.test', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks for the two-factor code in six cells and goes home once it is accepted', async () => {
    const client = startedClient();
    client.session.setState({
      autologin: async () => {
        client.session.setState({ twoFactor: TWO_FACTOR, autologinStatus: '2fa' });
        return { ok: false, messages: [{ message: 'A 6 digit code is required.', code: '2fa_required', level: 'error' }] };
      },
      submitCode: async () => {
        signIn(client);
        return { ok: true };
      },
    });
    const { router } = await renderApp('/login/autologin/tok_2', client);
    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    expect(screen.getAllByRole('textbox', { name: /^Digit/ })).toHaveLength(6);
    fireEvent.paste(first, { clipboardData: { getData: () => '123456' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a notification and goes to the login page when the link fails', async () => {
    const client = startedClient();
    client.session.setState({
      autologin: async () => ({ ok: false, messages: [{ message: 'This link has expired or has already been used.', code: 'token_invalid', level: 'error' }] }),
    });
    const { router } = await renderApp('/login/autologin/used', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('alert', { name: 'Something went wrong' })).textContent).toContain('This link has expired or has already been used.');
  });

  it('takes over a session at /login/transfer/{autologinToken}', async () => {
    const client = startedClient();
    const transfer = vi.fn(async () => {
      signIn(client);
      return { ok: true as const };
    });
    client.session.setState({ transfer });
    const { router } = await renderApp('/login/transfer/tok_3?redirect=%2Fmy-account%2Flogin-and-security', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/login-and-security'));
    expect(transfer).toHaveBeenCalledWith('tok_3');
  });
});

describe('/login', () => {
  it('signs in with a two-factor code and honours a same-site redirect', async () => {
    const client = startedClient();
    client.session.setState({
      login: async () => {
        client.session.setState({ twoFactor: TWO_FACTOR });
        return { ok: false, messages: [] };
      },
      submitCode: async () => {
        signIn(client);
        return { ok: true };
      },
    });
    const { router } = await renderApp('/login?redirect=%2Fcart', client);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'demo-2fa@drawkit.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'drawkit-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.paste(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '123456' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('links to /forgot-password', async () => {
    await renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Forgot your password?' })).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('/logout', () => {
  it('logs out and goes home', async () => {
    const client = startedClient({ signedIn: true });
    const logout = vi.fn(async () => {
      client.session.setState({ isAuthenticated: false, customer: null });
    });
    client.session.setState({ logout });
    const { router } = await renderApp('/logout', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('password pages', () => {
  it('/forgot-password posts the email and shows the same confirmation', async () => {
    const client = startedClient();
    const calls = answer(client, { passwordForgot: () => ({}) });
    await renderApp('/forgot-password', client);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'nobody@drawkit.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText('If an account exists for that email address, we have emailed a link to reset your password.')).toBeTruthy();
    expect(calls).toEqual([{ route: 'passwordForgot', options: { body: { email: 'nobody@drawkit.test' } } }]);
  });

  it('/login/reset/{token} says a used link "has expired or has already been used"', async () => {
    const client = startedClient();
    vi.spyOn(client.api, 'request').mockRejectedValue(expiredLink());
    await renderApp('/login/reset/tok_used', client);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/This link has expired or has already been used\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('/login/reset/{token} saves the new password, then "New Password Saved" on the login page', async () => {
    const client = startedClient();
    const calls = answer(client, { passwordReset: () => null });
    const { router } = await renderApp('/login/reset/tok_ok', client);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password does not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]).toEqual({ route: 'passwordReset', options: { body: { token: 'tok_ok', password: 'a-new-password' } } });
    expect(await screen.findByText('Thanks for keeping your account secure. Please remember your new password for future logins.')).toBeTruthy();
  });

  it('sends a signed-in customer who must change password to /force-password-change, then back', async () => {
    const client = startedClient({ signedIn: true });
    const customer = client.session.getState().customer!;
    client.session.setState({ customer: { ...customer, forcePasswordChange: true }, loadCustomer: async () => client.session.setState({ customer }) });
    answer(client, { passwordForceChange: () => null });
    const { router } = await renderApp('/cart', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/force-password-change'));
    expect(router.state.location.search).toBe('?redirect=%2Fcart');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends a customer needing an account upgrade to the upgrade page', async () => {
    const client = startedClient({ signedIn: true });
    client.session.setState({ customer: { ...client.session.getState().customer!, accountUpgrade: true } });
    const { router } = await renderApp('/', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/upgrade-account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade your account' })).toBeTruthy();
  });
});

describe('/checkout/login', () => {
  it('shows the checkout sign-in steps in the checkout layout, and goes on to /checkout once signed in', async () => {
    const client = startedClient();
    const { router, container } = await renderApp('/checkout/login', client);
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect(container.querySelector('.site--checkout')).not.toBeNull();
    await act(async () => signIn(client));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});

describe('/my-account/login-and-security', () => {
  it('asks a signed-out shopper to sign in first', async () => {
    const { router } = await renderApp('/my-account/login-and-security');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fmy-account%2Flogin-and-security');
  });

  it('sets up an authenticator with the QR code image and the secret, confirmed with a code', async () => {
    const client = startedClient({ signedIn: true });
    const off = { enabled: false, method: null, identifier: null, rememberDeviceDays: 30, authenticatorPending: false };
    const calls = answer(client, {
      twoFactorStatus: () => off,
      twoFactorAuthenticatorBegin: () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=' }),
      twoFactorAuthenticatorConfirm: () => ({ ...off, enabled: true, method: 'authenticator' }),
    });
    await renderApp('/my-account/login-and-security', client);
    expect((await screen.findByTestId('two-factor-summary')).textContent).toBe('Two-factor authentication is off.');
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('authenticator-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('A 6 digit code is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('6 digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('two-factor-summary').textContent).toBe('Two-factor authentication is on: codes come from your authenticator app.'),
    );
    expect(calls.map((c) => c.route)).toEqual(['twoFactorStatus', 'twoFactorAuthenticatorBegin', 'twoFactorAuthenticatorConfirm']);
    expect(calls[2]?.options).toEqual({ body: { code: '123456' } });
  });

  it('switches to emailed codes and turns two-factor off', async () => {
    const client = startedClient({ signedIn: true });
    const status = { enabled: true, method: 'authenticator', identifier: null, rememberDeviceDays: 30, authenticatorPending: false };
    answer(client, {
      twoFactorStatus: () => status,
      twoFactorEmail: () => ({ ...status, method: 'email', identifier: 'demo****' }),
      twoFactorDisable: () => ({ ...status, enabled: false, method: null }),
    });
    await renderApp('/my-account/login-and-security', client);
    fireEvent.click(await screen.findByRole('button', { name: 'Email me codes instead' }));
    await waitFor(() => expect(screen.getByTestId('two-factor-summary').textContent).toBe('Two-factor authentication is on: codes are emailed to demo****.'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    await waitFor(() => expect(screen.getByTestId('two-factor-summary').textContent).toBe('Two-factor authentication is off.'));
  });
});

describe('notification stack', () => {
  it('is mounted in the storefront layout', async () => {
    const { client } = await renderApp('/');
    // Let start-up work settle first: a session change clears every card.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => {
      client.notifications.getState().notify({ title: 'Success', message: 'Your details have been successfully updated.', level: 'success' });
    });
    const stack = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(stack).findByText('Your details have been successfully updated.')).toBeTruthy();
  });
});

describe('idle sign-out', () => {
  it("reports the shopper's page changes and input to the session, which signs out after the idle limit", async () => {
    const client = startedClient({ signedIn: true });
    const markActive = vi.fn();
    client.session.setState({ markActive });
    await renderApp('/', client);
    // The page change is reported from an effect, which may run after the page's content is in.
    await waitFor(() => expect(markActive).toHaveBeenCalled());
    const afterLoad = markActive.mock.calls.length;
    fireEvent.keyDown(window, { key: 'a' });
    expect(markActive.mock.calls.length).toBe(afterLoad + 1);
  });
});
