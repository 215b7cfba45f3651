import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { loginResult } from '../../__tests__/fixtures';
import { setup, setupSignedIn } from '../../__tests__/testClient';
import { acceptLocationTerms, idTokenFromFragment, linkSocialSignIn, locate, socialSignInUrl } from '../identityActions';
import { finishProviderVerification, startProviderVerification, uploadVerificationPhotos, validatePhotoFiles } from '../verificationActions';

const photo = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('photo verification (shop-core §7 "POST /customer/verification (multipart files)")', () => {
  it('checks the files with the shop\'s wording before sending', () => {
    expect(validatePhotoFiles([])[0]?.message).toBe('Please choose a photo of your ID to upload.');
    expect(validatePhotoFiles([1, 2, 3].map((n) => photo(`${n}.jpg`, 'image/jpeg')))[0]?.message).toBe('Please upload at most 2 files: the front and back of your ID.');
    expect(validatePhotoFiles([photo('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)])[0]?.message).toBe('Each file must be 5 MB or smaller. Please choose a smaller photo.');
    expect(validatePhotoFiles([photo('x.gif', 'image/gif')])[0]?.message).toBe('Please upload a JPEG or PNG photo, or a PDF.');
    expect(validatePhotoFiles([photo('a.jpg', 'image/jpeg'), photo('b.pdf', 'application/pdf')])).toEqual([]);
  });

  it('sends the photos raw as multipart `files` and reloads the overview', async () => {
    const { client, server } = setupSignedIn();
    await client.session.getState().init();
    server.on('customerVerificationFiles', () => ok({ submissionId: 's1', files: 2, verification: { methods: [] } }, {}));
    const before = server.calls('customer').length;
    const result = await uploadVerificationPhotos(client, [photo('front.jpg', 'image/jpeg'), photo('back.png', 'image/png')]);
    expect(result).toMatchObject({ ok: true, value: { submissionId: 's1', files: 2 } });
    const [call] = server.calls('customerVerificationFiles');
    expect(call?.method).toBe('POST');
    expect(call?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.calls('customer').length).toBe(before + 1);

    server.on('customerVerificationFiles', () => fail('verification_file_type'));
    const refused = await uploadVerificationPhotos(client, [photo('front.jpg', 'image/jpeg')]);
    expect(refused).toMatchObject({ ok: false, messages: [{ message: 'Please upload a JPEG or PNG photo, or a PDF.' }] });
    // Nothing is sent when the files fail the check here.
    const sent = server.calls('customerVerificationFiles').length;
    await uploadVerificationPhotos(client, []);
    expect(server.calls('customerVerificationFiles').length).toBe(sent);
  });

  it('starts a provider check and finishes it with the returned code and state', async () => {
    const { client, server } = setupSignedIn();
    await client.session.getState().init();
    server.on('verificationConnectId', () => ok({ method: 'connect_id', redirectUrl: 'https://shop.test/sandbox/verification/connect_id?state=s' }));
    server.on('verificationGreenIdCallback', () => ok({ method: 'greenid_ui', verified: true, verification: { methods: [] } }));
    expect(await startProviderVerification(client, 'connect_id')).toMatchObject({ ok: true, value: { redirectUrl: expect.stringContaining('/sandbox/') } });
    expect(await finishProviderVerification(client, 'greenid_ui', { code: 'c', state: 's' })).toMatchObject({ ok: true, value: { verified: true } });
    expect(server.calls('verificationGreenIdCallback')[0]?.body).toEqual({ code: 'c', state: 's' });
  });
});

describe('locate, terms and social sign-in', () => {
  it('GET /locate and POST /customer/terms-and-conditions/location', async () => {
    const { client, server } = setupSignedIn();
    await client.session.getState().init();
    server.on('locate', () => ok({ subvariant: 'QLD', countryCode: 'AU', countryName: 'Australia', countryBanned: false }));
    expect(await locate(client)).toEqual({ ok: true, value: { subvariant: 'QLD', countryCode: 'AU', countryName: 'Australia', countryBanned: false } });
    server.on('termsAcceptLocation', () => fail('location_not_allowed'));
    expect(await acceptLocationTerms(client)).toMatchObject({ ok: false, messages: [{ message: 'Sorry, playing is not available from your location.' }] });
  });

  it('session.socialSignIn signs in with the provider token; a link needs the signed-in customer', async () => {
    const { client, server } = setup();
    await client.session.getState().init();
    server.on('socialAuthentication', () => {
      const result = loginResult();
      server.customerTokens.set(result.accessToken, result.customer.customerToken);
      return ok(result);
    });
    const outcome = await client.session.getState().socialSignIn('sandbox', 'a.b.c');
    expect(outcome).toEqual({ ok: true });
    expect(client.session.getState().isAuthenticated).toBe(true);
    expect(server.calls('socialAuthentication')[0]?.body).toMatchObject({ provider: 'sandbox', id_token: 'a.b.c' });

    server.on('socialLink', () => fail('social_already_linked'));
    expect(await linkSocialSignIn(client, 'sandbox', 'a.b.c')).toMatchObject({ ok: false, messages: [{ message: 'This sign-in is already linked to an account.' }] });
  });

  it('a refused social sign-in keeps the visitor signed out with the shop\'s message', async () => {
    const { client, server } = setup();
    await client.session.getState().init();
    server.on('socialAuthentication', () => fail('social_not_linked'));
    const outcome = await client.session.getState().socialSignIn('sandbox', 'a.b.c');
    expect(outcome).toMatchObject({ ok: false, messages: [{ code: 'social_not_linked' }] });
    expect(client.session.getState().isAuthenticated).toBe(false);
  });

  it('reads the id token from the return fragment, and only the sandbox has a page of the shop\'s own', () => {
    expect(idTokenFromFragment('#id_token=aa.bb.cc')).toBe('aa.bb.cc');
    expect(idTokenFromFragment('#id_token=<script>')).toBeNull();
    expect(idTokenFromFragment('')).toBeNull();
    expect(socialSignInUrl('https://shop.test/', 'sandbox', 'link')).toBe('https://shop.test/sandbox/identity/authorize?intent=link');
    expect(socialSignInUrl('https://shop.test', 'google', 'signin')).toBeNull();
  });
});
