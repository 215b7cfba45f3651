import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { customer } from '../../__tests__/fixtures';
import { setupSignedIn } from '../../__tests__/testClient';
import { changePassword, closeAccount, confirmCustomer, saveCustomerDetails, unsubscribeFromMarketing } from '../accountCalls';
import { ADDRESS_CONFIRM_FAILED, ADDRESS_CONFIRMED, DETAILS_UPDATED_UNVERIFIED_TITLE } from '../accountMessages';
import { confirmationBannerKind } from '../confirmationBanner';

async function signedIn() {
  const setup = setupSignedIn();
  await setup.client.session.getState().init();
  setup.server.on('customer', () => ok(customer));
  return setup;
}

const details = {
  firstname: 'Sam',
  lastname: 'Shopper',
  email: 'sam@example.test',
  phone: '',
  address: '1 Test Street',
  addressLine2: '',
  suburb: 'Brisbane City',
  state: 'QLD',
  postcode: '4000',
  country: 'Australia',
};

describe('the address/email confirmation banner (shop-core §2 "Screens in detail")', () => {
  const flags = (address: boolean, email: boolean) => ({ addressConfirmationRequired: address, emailAddressConfirmationRequired: email });

  it('asks for the address before the email ("address takes precedence"), and for nothing when neither is required', () => {
    expect(confirmationBannerKind(flags(true, true), '/')).toBe('address');
    expect(confirmationBannerKind(flags(false, true), '/cart')).toBe('email');
    expect(confirmationBannerKind(flags(false, false), '/')).toBeNull();
    expect(confirmationBannerKind(null, '/')).toBeNull();
  });

  it('is "hidden on the my-details page"', () => {
    expect(confirmationBannerKind(flags(true, true), '/my-account/my-details')).toBeNull();
    expect(confirmationBannerKind(flags(true, true), '/my-account/my-details/')).toBeNull();
  });
});

describe('account calls', () => {
  it('confirming re-fetches the overview quietly, then shows an auto-dismissed confirmed notice', async () => {
    const { client, server } = await signedIn();
    server.on('customerConfirmAddress', () => ({ status: 204 }));
    expect(await confirmCustomer(client, 'address')).toEqual({ ok: true });
    const [patch] = server.calls('customerConfirmAddress');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.path).toBe('/customer/confirm-address');
    expect(server.calls('customer').length).toBeGreaterThan(0);
    expect(client.notifications.getState().notifications.at(-1)).toMatchObject({ message: ADDRESS_CONFIRMED, isAutoDismissed: true });
  });

  it('a failed address confirmation shows the spec\'s wording', async () => {
    const { client, server } = await signedIn();
    server.on('customerConfirmAddress', () => fail('internal_error', undefined, 503));
    const result = await confirmCustomer(client, 'address');
    expect(result).toMatchObject({ ok: false, messages: [{ message: ADDRESS_CONFIRM_FAILED }] });
    expect(client.notifications.getState().notifications.at(-1)?.message).toBe(ADDRESS_CONFIRM_FAILED);
  });

  it('saving details sends POST /customer/details and uses the unverified title when the customer must re-verify', async () => {
    const { client, server } = await signedIn();
    server.on('customerDetailsUpdate', () => ok({ details, mustReverify: true }));
    const result = await saveCustomerDetails(client, details);
    expect(result.ok).toBe(true);
    expect(server.calls('customerDetailsUpdate')[0]?.body).toMatchObject({ firstname: 'Sam', postcode: '4000' });
    expect(server.calls('customerDetailsUpdate')[0]?.headers.get('x-api-version')).toBe('3.2');
    expect(client.notifications.getState().notifications.at(-1)).toMatchObject({
      title: DETAILS_UPDATED_UNVERIFIED_TITLE,
      message: 'Your details have been successfully updated.',
    });
  });

  it('server field messages come back for the form', async () => {
    const { client, server } = await signedIn();
    server.on('customerDetailsUpdate', () => ({
      status: 422,
      body: { result: null, messages: [{ code: 'validation_failed', level: 'error', field: 'postcode', message: 'Please enter a valid post code' }] },
    }));
    const result = await saveCustomerDetails(client, details);
    expect(result).toMatchObject({ ok: false, messages: [{ field: 'postcode', message: 'Please enter a valid post code' }] });
  });

  it('the password change is a form post of the current and new password', async () => {
    const { client, server } = await signedIn();
    server.on('changePassword', () => ({ status: 204 }));
    expect(await changePassword(client, 'old password', 'new password 1')).toEqual({ ok: true });
    const [call] = server.calls('changePassword');
    expect(call?.contentType).toContain('application/x-www-form-urlencoded');
    expect(call?.body).toEqual({ current_password: 'old password', new_password: 'new password 1' });
  });

  it('the unsubscribe form goes under the offer\'s trailing segment when there is one', async () => {
    const { client, server } = await signedIn();
    const answer = ok({ features: { methodsEnabled: true, methods: {} }, preferences: { email: false } });
    server.on('communicationPreferencesUnsubscribe', () => answer);
    server.on('communicationPreferencesUpdate', () => answer);
    await unsubscribeFromMarketing(client, 'c1.sig', ['Other'], 'super_jackpot_lottery');
    await unsubscribeFromMarketing(client, 'c1.sig', ['Other']);
    expect(server.calls('communicationPreferencesUnsubscribe')[0]?.path).toBe('/customer/c1.sig/communication-preferences/super_jackpot_lottery');
    expect(server.calls('communicationPreferencesUpdate')[0]?.body).toEqual({ preferences: { email: false }, unsubscribe_reasons: ['Other'] });
  });

  it('closing the account sends DELETE /customer as a form and clears the session without GET /logout', async () => {
    const { client, server } = await signedIn();
    server.on('customerClose', () => ({ status: 204 }));
    server.on('logout', () => ({ status: 204 }));
    expect(await closeAccount(client, 'my password', 'Taking a break')).toEqual({ ok: true });
    expect(server.calls('customerClose')[0]).toMatchObject({ method: 'DELETE', body: { password: 'my password', reason: 'Taking a break' } });
    expect(server.calls('logout')).toHaveLength(0);
    expect(client.session.getState()).toMatchObject({ isAuthenticated: false, customer: null });
  });

  it('a refused closure keeps the session and returns the field message', async () => {
    const { client, server } = await signedIn();
    server.on('customerClose', () => fail('password_incorrect'));
    const result = await closeAccount(client, 'wrong');
    expect(result).toMatchObject({ ok: false, messages: [{ code: 'password_incorrect' }] });
    expect(client.session.getState().isAuthenticated).toBe(true);
  });
});
