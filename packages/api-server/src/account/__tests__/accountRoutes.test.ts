import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addToCart, signupRequest, signUp } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { createTestShop, type Session, type TestShop } from '../../__tests__/helpers/testShop';
import { accountClosures, accountSettings, customers, unsubscribeRequests } from '../../db/schema';
import { recentMail } from '../../mail/outbox';

const PASSWORD = 'correct horse battery';

describe.each(testBackends())('the account area on $name', (backend) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const overview = async (session: Session) => (await shop.client.call('GET', '/v2/customer', { session })).data.result;
  const details = (session: Session) => shop.client.call('GET', '/v2/customer/details', { session });
  const saveDetails = (session: Session, body: Record<string, unknown>) => shop.client.call('POST', '/v2/customer/details', { session, body });
  const detailsBody = (overrides: Record<string, unknown> = {}) => ({
    firstname: 'Sam',
    lastname: 'Shopper',
    email: signupRequest().email,
    phone: '0412 345 678',
    address: '12 Example Road',
    suburb: 'Fortitude Valley',
    state: 'QLD',
    postcode: '4006',
    country: 'AU',
    ...overrides,
  });
  const confirmationLink = async (email: string) => {
    const [mail] = await recentMail(shop.database.db, { to: email, kind: 'email_confirmation', limit: 1 });
    const token = /\/my-account\/confirm-address\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no confirmation mail to ${email}`);
    return { token, text: mail?.text ?? '' };
  };

  it('sign-up asks for the email to be confirmed and mails a single-use link that confirms it without a sign-in', async () => {
    const email = signupRequest().email;
    const session = await signUp(shop.client, { email });
    expect(await overview(session)).toMatchObject({ addressConfirmationRequired: false, emailAddressConfirmationRequired: true });
    const { token } = await confirmationLink(email);
    const confirmed = await shop.client.call('PATCH', `/v2/customer/confirm-address/${token}`, {});
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.data.result).toEqual({ confirmed: 'email' });
    expect((await overview(session)).emailAddressConfirmationRequired).toBe(false);
    const again = await shop.client.call('PATCH', `/v2/customer/confirm-address/${token}`, {});
    expect(again.status).toBe(410);
    expect(again.json.messages[0].message).toBe('This link has expired or has already been used.');
  });

  it('GET /customer/details is the details record; POST validates each field with the spec\'s messages and writes nothing when refused', async () => {
    const session = await signUp(shop.client);
    const read = await details(session);
    expect(read.status, read.text).toBe(200);
    expect(read.data.result).toMatchObject({ firstname: 'Sam', address: '12 Example Road', addressLine2: '', phone: '', state: 'QLD', postcode: '4006' });
    const bad = await saveDetails(session, detailsBody({ firstname: ' ', email: 'not-an-email', phone: '12ab', postcode: '40', state: 'GB' }));
    expect(bad.status).toBe(422);
    const byField = Object.fromEntries(bad.json.messages.map((m: { field: string; message: string }) => [m.field, m.message]));
    expect(byField).toEqual({
      firstname: 'This field is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      postcode: 'Please enter a valid post code',
      state: 'Please choose a state from the list.',
    });
    const missing = await saveDetails(session, { firstname: 'Sam' });
    expect(missing.json.messages.find((m: { field: string }) => m.field === 'suburb')?.message).toBe('This field is required');
    expect((await details(session)).data.result.firstname).toBe('Sam');
    expect(await shop.database.db.select().from(accountSettings).where(eq(accountSettings.customerId, session.customerId))).toMatchObject([
      { phone: null, addressConfirmationRequired: false },
    ]);
  });

  it('a new postal address must be confirmed (the banner); PATCH /customer/confirm-address clears it', async () => {
    const session = await signUp(shop.client);
    const current = (await details(session)).data.result;
    const saved = await saveDetails(session, detailsBody({ email: current.email, address: '3 New Street' }));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data.result).toMatchObject({ mustReverify: false, details: { address: '3 New Street', phone: '0412 345 678' } });
    expect(saved.json.messages[0]).toMatchObject({ code: 'details_updated', message: 'Your details have been successfully updated.' });
    expect((await overview(session)).addressConfirmationRequired).toBe(true);
    const confirm = await shop.client.call('PATCH', '/v2/customer/confirm-address', { session, body: {} });
    expect(confirm.status, confirm.text).toBe(204);
    expect((await overview(session)).addressConfirmationRequired).toBe(false);
    // Only a change of address asks again: the same address saved twice does not.
    await saveDetails(session, detailsBody({ email: current.email, address: '3 New Street', firstname: 'Samuel' }));
    expect((await overview(session)).addressConfirmationRequired).toBe(false);
  });

  it('a new email is unique, mailed a link and unconfirmed until confirmed; moving state ends verification', async () => {
    const other = signupRequest().email;
    await signUp(shop.client, { email: other });
    const session = await signUp(shop.client);
    const taken = await saveDetails(session, detailsBody({ email: other.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect(taken.json.messages[0]).toMatchObject({ field: 'email', message: 'An account with this email address already exists.' });
    await shop.client.call('PATCH', '/v2/customer/confirm-email-address', { session, body: {} });
    expect((await overview(session)).emailAddressConfirmationRequired).toBe(false);

    const email = signupRequest().email;
    const moved = await saveDetails(session, detailsBody({ email, state: 'nsw', postcode: '2000' }));
    expect(moved.status, moved.text).toBe(200);
    expect(moved.data.result).toMatchObject({ mustReverify: true, details: { email, state: 'NSW' } });
    expect(moved.json.messages[0].code).toBe('details_updated_unverified');
    expect(await overview(session)).toMatchObject({ email, isVerified: false, emailAddressConfirmationRequired: true, addressConfirmationRequired: true });
    const { token, text } = await confirmationLink(email);
    expect(text).toContain(`/communication-preferences/${session.customerId}.`);
    const confirmed = await shop.client.call('PATCH', `/v2/customer/confirm-address/${token}`, {});
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await overview(session)).emailAddressConfirmationRequired).toBe(false);
  });

  it('communication preferences: defaults, the map of id to enabled, and only the customer\'s own id', async () => {
    const session = await signUp(shop.client, { emailOptIn: true });
    const path = `/v2/customer/${session.customerId}/communication-preferences`;
    const read = await shop.client.call('GET', path, { session });
    expect(read.status, read.text).toBe(200);
    expect(read.data.result).toEqual({
      features: { methodsEnabled: true, methods: { email: true, phone: true, sms: true, directmail: true, push: true } },
      preferences: { email: true, phone: false, sms: false, directmail: false, push: false },
    });
    const put = await shop.client.call('PUT', path, { session, body: { preferences: { sms: true, email: false } } });
    expect(put.status, put.text).toBe(200);
    expect(put.data.result.preferences).toEqual({ email: false, phone: false, sms: true, directmail: false, push: false });
    expect((await shop.client.call('GET', path, { session })).data.result.preferences.sms).toBe(true);

    const stranger = await signUp(shop.client);
    expect((await shop.client.call('GET', path, { session: stranger })).status).toBe(403);
    expect((await shop.client.call('PUT', path, { session: stranger, body: { preferences: { sms: false } } })).status).toBe(403);
    expect((await shop.client.call('GET', path, {})).status).toBe(401);
    // A made-up signature opens nothing.
    const forged = await shop.client.call('GET', `/v2/customer/${session.customerId}.${'A'.repeat(32)}/communication-preferences`, {});
    expect(forged.status).toBe(403);
    expect(forged.json.messages[0].message).toBe('This link is not valid for these communication preferences.');
    const unknownChannel = await shop.client.call('PUT', path, { session, body: { preferences: { fax: true } } });
    expect(unknownChannel.status).toBe(422);
    expect((await shop.client.call('GET', path, { session })).data.result.preferences.sms).toBe(true);
  });

  it('the emailed signed id opens and changes the preferences without a sign-in; the unsubscribe form records its reasons and offer', async () => {
    const email = signupRequest().email;
    const session = await signUp(shop.client, { email, emailOptIn: true });
    const { text } = await confirmationLink(email);
    const signedId = /\/unsubscribe\/([^\s/]+)/.exec(text)?.[1] ?? '';
    expect(signedId.startsWith(`${session.customerId}.`)).toBe(true);
    const read = await shop.client.call('GET', `/v2/customer/${signedId}/communication-preferences`, {});
    expect(read.status, read.text).toBe(200);
    const unsubscribe = await shop.client.call('PUT', `/v2/customer/${signedId}/communication-preferences/super_jackpot_lottery`, {
      body: { preferences: { email: false }, unsubscribeReasons: ['I get too many emails'] },
    });
    expect(unsubscribe.status, unsubscribe.text).toBe(200);
    expect(unsubscribe.data.result.preferences.email).toBe(false);
    expect(await shop.database.db.select().from(unsubscribeRequests).where(eq(unsubscribeRequests.customerId, session.customerId))).toMatchObject([
      { productOfferKey: 'super_jackpot_lottery', reasons: ['I get too many emails'] },
    ]);
    const [row] = await shop.database.db.select({ emailOptIn: customers.emailOptIn }).from(customers).where(eq(customers.id, session.customerId));
    expect(row?.emailOptIn).toBe(false);
    // The trailing segment is the unsubscribe form's only.
    const notForm = await shop.client.call('PUT', `/v2/customer/${signedId}/communication-preferences/super_jackpot_lottery`, {
      body: { preferences: { sms: true } },
    });
    expect(notForm.status).toBe(422);
  });

  it('DELETE /customer (form) needs the password; then every session ends and sign-in is refused (account_closed)', async () => {
    const email = signupRequest().email;
    const session = await signUp(shop.client, { email });
    const wrong = await shop.client.call('DELETE', '/v2/customer', { session, form: { password: 'not it' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.messages[0]).toMatchObject({ field: 'password', message: 'The current password is incorrect.' });
    const missing = await shop.client.call('DELETE', '/v2/customer', { session, form: {} });
    expect(missing.json.messages[0]).toMatchObject({ field: 'password', message: 'This field is required' });
    expect(await shop.database.db.select().from(accountClosures).where(eq(accountClosures.customerId, session.customerId))).toEqual([]);
    await addToCart(shop.client, session);

    const closed = await shop.client.call('DELETE', '/v2/customer', { session, form: { password: PASSWORD, reason: 'Taking a break' } });
    expect(closed.status, closed.text).toBe(204);
    expect((await shop.client.call('GET', '/v2/customer', { session })).status).toBe(401);
    const refresh = await shop.client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
    expect(refresh.status).toBe(401);
    const login = await shop.client.call('POST', '/v2/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.json.messages[0].code).toBe('account_closed');
    expect(await shop.database.db.select().from(accountClosures).where(eq(accountClosures.customerId, session.customerId))).toMatchObject([
      { reason: 'Taking a break' },
    ]);
    const [row] = await shop.database.db.select({ restriction: customers.accountRestriction }).from(customers).where(eq(customers.id, session.customerId));
    expect(row?.restriction).toBe('closed');
  });

  it('DELETE /customer counts password attempts like the password change: a stolen session is not a password oracle', async () => {
    const session = await signUp(shop.client);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await shop.client.call('DELETE', '/v2/customer', { session, form: { password: `guess ${i}` }, remoteAddress: `198.51.100.${i}` })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.at(-1)).toBe(429);
    const [row] = await shop.database.db.select({ restriction: customers.accountRestriction }).from(customers).where(eq(customers.id, session.customerId));
    expect(row?.restriction).toBeNull();
  });
});
