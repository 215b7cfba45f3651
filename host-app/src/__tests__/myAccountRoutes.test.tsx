import type { Capabilities, CustomerDetails, DrawkitClient, Envelope } from '@drawkit/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

const CAPS: Capabilities = {
  defaultSegment: 'default',
  segments: [{ name: 'default', capabilities: ['wallet-balance', 'wallet_deposit', 'spend-limits', 'verify-ID', 'customer-deactivate'] }],
};

function signedIn(capabilities: Capabilities = CAPS, overview: Record<string, unknown> = {}): DrawkitClient {
  const client = startedClient({ signedIn: true });
  const customer = client.session.getState().customer;
  client.session.setState({ capabilities, loadCustomer: async () => undefined, ...(customer && { customer: { ...customer, ...overview } }) });
  return client;
}

type Options = { body?: unknown; params?: unknown } | undefined;
/** Answers the client's API calls by route name; others never settle. A handler may throw an API error. */
function answer(client: DrawkitClient, handlers: Record<string, (options: Options) => unknown>) {
  const calls: { route: string; options: Options }[] = [];
  vi.spyOn(client.api, 'request').mockImplementation(async (route, options) => {
    // The layout's site-content reads (navigation, footer, banner) are not the page's calls.
    if (!route.startsWith('cms')) calls.push({ route, options });
    const handler = handlers[route];
    if (!handler) return new Promise<Envelope<never>>(() => {});
    return { result: handler(options), pageInfo: null, links: null, messages: [], entities: null } as unknown as Envelope<never>;
  });
  return calls;
}

const DETAILS: CustomerDetails = {
  firstname: 'Dana',
  lastname: 'Demo',
  email: 'demo@drawkit.test',
  dateOfBirth: '1990-04-12',
  phone: '',
  address: '1 Test Street',
  addressLine2: '',
  suburb: 'Brisbane City',
  state: 'QLD',
  postcode: '4000',
  country: 'Australia',
};

describe('/my-account', () => {
  it('is protected', async () => {
    const { router } = await renderApp('/my-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the wallet balance and only the sections the capabilities allow', async () => {
    await renderApp('/my-account', signedIn());
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('$50.00');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'My details' }).getAttribute('href')).toBe('/my-account/my-details');
    expect(within(menu).getByRole('link', { name: 'Spend limits' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Close my account' }).getAttribute('href')).toBe('/close-my-account');
    expect(within(menu).getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe('/my-account/transactions/1');
    expect(within(menu).queryByRole('link', { name: 'Withdraw' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Upcoming tickets' })).toBeNull();
  });
});

describe('the address/email confirmation banner', () => {
  it('asks for the address first, and confirming calls the PATCH once however often it is clicked', async () => {
    const client = signedIn(CAPS, { addressConfirmationRequired: true, emailAddressConfirmationRequired: true });
    const calls = answer(client, { customerConfirmAddress: () => null });
    await renderApp('/', client);
    const banner = await screen.findByRole('complementary', { name: 'Confirm your address' });
    expect(within(banner).getByRole('button', { name: 'Update address' })).toBeTruthy();
    const confirm = within(banner).getByRole('button', { name: 'Confirm address' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(client.notifications.getState().notifications.at(-1)?.message).toBe('Thanks, your address is confirmed.'));
    expect(calls.filter((c) => c.route === 'customerConfirmAddress')).toHaveLength(1);
  });

  it('shows the email confirmation when only the email needs it, and is hidden on my-details', async () => {
    const client = signedIn(CAPS, { emailAddressConfirmationRequired: true });
    answer(client, { customerDetails: () => DETAILS });
    const { router } = await renderApp('/', client);
    const banner = await screen.findByRole('complementary', { name: 'Confirm your email' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Update email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/my-details'));
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeTruthy();
    expect(screen.queryByTestId('confirmation-banner')).toBeNull();
  });
});

describe('the banner\'s Update with account-details-manage', () => {
  it('opens the details modal over the page instead of going to my-details', async () => {
    const caps: Capabilities = { defaultSegment: 'default', segments: [{ name: 'default', capabilities: ['account-details-manage'] }] };
    const client = signedIn(caps, { emailAddressConfirmationRequired: true });
    answer(client, { customerDetails: () => DETAILS });
    const { router } = await renderApp('/', client);
    const banner = await screen.findByRole('complementary', { name: 'Confirm your email' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Update email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update your details' });
    expect(await within(dialog).findByRole('form', { name: 'Your details' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/my-account/my-details', () => {
  it('checks the §5 rules before sending, then saves the details with the Success notification', async () => {
    const client = signedIn();
    const reply: () => unknown = () => ({ details: DETAILS, mustReverify: false });
    const calls = answer(client, { customerDetails: () => DETAILS, customerDetailsUpdate: () => reply() });
    await renderApp('/my-account/my-details', client);
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText('Post code'), { target: { value: '40' } });
    fireEvent.change(within(form).getByLabelText('Suburb'), { target: { value: ' ' } });
    fireEvent.change(within(form).getByLabelText('Phone (optional)'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Please enter a valid post code')).toBeTruthy();
    expect(within(form).getByText('This field is required')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid phone number')).toBeTruthy();
    expect(calls.some((c) => c.route === 'customerDetailsUpdate')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Post code'), { target: { value: '4000' } });
    fireEvent.change(within(form).getByLabelText('Suburb'), { target: { value: 'Spring Hill' } });
    fireEvent.change(within(form).getByLabelText('Phone (optional)'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(client.notifications.getState().notifications.at(-1)?.message).toBe('Your details have been successfully updated.'));
    expect(calls.find((c) => c.route === 'customerDetailsUpdate')?.options?.body).toMatchObject({ suburb: 'Spring Hill', postcode: '4000' });
  });
});

describe('/close-my-account', () => {
  it('needs the customer-deactivate capability', async () => {
    await renderApp('/close-my-account', signedIn({ defaultSegment: 'default', segments: [{ name: 'default', capabilities: [] }] }));
    expect(await screen.findByText('This feature is not available for your account.')).toBeTruthy();
  });

  it('closes the account with the password and goes to the success route, not to sign-in', async () => {
    const client = signedIn();
    const calls = answer(client, { customerClose: () => null });
    const { router } = await renderApp('/close-my-account', client);
    const form = await screen.findByRole('form', { name: 'Close your account' });
    fireEvent.click(within(form).getByRole('button', { name: 'Close my account' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Your password'), { target: { value: 'drawkit-demo-1' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Close my account' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/close-my-account/success'));
    expect(await screen.findByRole('heading', { name: 'Your account is closed' })).toBeTruthy();
    expect(calls.find((c) => c.route === 'customerClose')?.options?.body).toEqual({ password: 'drawkit-demo-1' });
    expect(client.session.getState().isAuthenticated).toBe(false);
  });
});

describe('pages reachable without a sign-in', () => {
  it('/communication-preferences/{id} opens the emailed link\'s preferences; push is hidden; saving sends the map', async () => {
    const client = startedClient();
    const prefs = {
      features: { methodsEnabled: true, methods: { email: true, phone: true, sms: true, directmail: true, push: true } },
      preferences: { email: true, phone: false, sms: false, directmail: false, push: false },
    };
    const calls = answer(client, { communicationPreferences: () => prefs, communicationPreferencesUpdate: () => prefs });
    await renderApp('/communication-preferences/cus_1.signature_abcdefghij', client);
    const form = await screen.findByRole('form', { name: 'Communication preferences' });
    expect(within(form).getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(['email', 'phone', 'sms', 'directmail']);
    fireEvent.click(within(form).getByLabelText('SMS'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(calls.some((c) => c.route === 'communicationPreferencesUpdate')).toBe(true));
    expect(calls.find((c) => c.route === 'communicationPreferencesUpdate')?.options).toMatchObject({
      params: { id: 'cus_1.signature_abcdefghij' },
      body: { preferences: { email: true, phone: false, sms: true, directmail: false } },
    });
  });

  it('/unsubscribe/{customerId}/{productOfferKey} sends the unsubscribe form under the offer', async () => {
    const client = startedClient();
    const calls = answer(client, { communicationPreferencesUnsubscribe: () => ({ features: {}, preferences: { email: false } }) });
    await renderApp('/unsubscribe/cus_1.sig/super_jackpot_lottery', client);
    const form = await screen.findByRole('form', { name: 'Unsubscribe' });
    fireEvent.click(within(form).getByLabelText('I get too many emails'));
    fireEvent.click(within(form).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed from marketing emails.')).toBeTruthy();
    expect(calls[0]?.options).toMatchObject({
      params: { id: 'cus_1.sig', productOfferKey: 'super_jackpot_lottery' },
      body: { preferences: { email: false }, unsubscribeReasons: ['I get too many emails'] },
    });
  });

  it('/my-account/confirm-address/{token} confirms by the link once', async () => {
    const client = startedClient();
    const calls = answer(client, { customerConfirmByLink: () => ({ confirmed: 'email' }) });
    await renderApp('/my-account/confirm-address/abcdefghijklmnopqrstuvwxyz', client);
    expect(await screen.findByText('Thanks, your email address is confirmed.')).toBeTruthy();
    expect(calls.filter((c) => c.route === 'customerConfirmByLink')).toHaveLength(1);
  });

  it('/my-account/confirm-address without a token confirms what the signed-in customer must, address first', async () => {
    const client = signedIn(CAPS, { addressConfirmationRequired: false, emailAddressConfirmationRequired: true });
    const calls = answer(client, { customerConfirmEmailAddress: () => null });
    await renderApp('/my-account/confirm-address', client);
    const page = await screen.findByRole('region', { name: 'Confirm your address' });
    fireEvent.click(within(page).getByRole('button', { name: 'Confirm email' }));
    await waitFor(() => expect(calls.some((c) => c.route === 'customerConfirmEmailAddress')).toBe(true));
  });

  it('/change-Password matches without regard to case', async () => {
    const { router } = await renderApp('/change-password', signedIn());
    expect(router.state.location.pathname).toBe('/change-password');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
  });
});
