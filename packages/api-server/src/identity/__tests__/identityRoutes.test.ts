import { describe, expect, it } from 'vitest';
import { signUp } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { manualClock } from '../../clock';
import { buildIdentityDeps } from '../identityDeps';
import { sandboxIdentityIssuer } from '../sandboxIdentityProvider';

describe.each(testBackends())('locate, terms and social sign-in on $name', (backend) => {
  const shop = useTestShop(backend, { identity: { countryHeader: 'CF-IPCountry' } });

  /** An id token from the sandbox provider's page, as the browser would get it. */
  async function sandboxToken(email: string, password = 'sandbox-password', intent = 'signin'): Promise<string> {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/sandbox/identity/authorize',
      payload: new URLSearchParams({ intent, email, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode, answer.body).toBe(303);
    const location = new URL(String(answer.headers.location));
    expect(location.pathname).toBe('/login/social/sandbox');
    return new URLSearchParams(location.hash.slice(1)).get('id_token')!;
  }
  const socialSignIn = (idToken: string, provider = 'sandbox') => shop.client.call('POST', '/v2/social-authentication', { body: { provider, idToken } });

  it('GET /locate: the edge proxy\'s country header, the signed-in customer\'s state as subvariant', async () => {
    const here = await shop.client.call('GET', '/v2/locate', { headers: { 'cf-ipcountry': 'AU' } });
    expect(here.status, here.text).toBe(200);
    expect(here.data.result).toEqual({ subvariant: null, countryCode: 'AU', countryName: 'Australia', countryBanned: false });
    const session = await signUp(shop.client);
    const signedIn = await shop.client.call('GET', '/v2/locate', { session, headers: { 'cf-ipcountry': 'au' } });
    expect(signedIn.data.result.subvariant).toBe('QLD');
    const abroad = await shop.client.call('GET', '/v2/locate', { headers: { 'cf-ipcountry': 'NZ' } });
    expect(abroad.data.result).toMatchObject({ countryCode: 'NZ', countryName: 'New Zealand', countryBanned: true });
    // No header and a public address: unknown, not banned. A loopback address is the demo's Australia.
    const unknown = await shop.client.call('GET', '/v2/locate', { remoteAddress: '203.0.113.7' });
    expect(unknown.data.result).toMatchObject({ countryCode: 'XX', countryBanned: false });
    const local = await shop.client.call('GET', '/v2/locate', { remoteAddress: '127.0.0.1' });
    expect(local.data.result.countryCode).toBe('AU');
  });

  it('terms and conditions: accepted once per version; location refused from a banned country', async () => {
    const session = await signUp(shop.client);
    const accepted = await shop.client.call('POST', '/v2/customer/terms-and-conditions', { session, body: {} });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.data.result).toMatchObject({ kind: 'terms', version: '2026-01' });
    const again = await shop.client.call('POST', '/v2/customer/terms-and-conditions', { session, body: { version: '2026-01' } });
    expect(again.data.result.acceptedAt).toBe(accepted.data.result.acceptedAt);
    const unknown = await shop.client.call('POST', '/v2/customer/terms-and-conditions', { session, body: { version: '1999-01' } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.messages[0]).toMatchObject({ message: 'This version of the terms and conditions is not known.', field: 'version' });

    const banned = await shop.client.call('POST', '/v2/customer/terms-and-conditions/location', { session, body: {}, headers: { 'cf-ipcountry': 'US' } });
    expect(banned.status).toBe(422);
    expect(banned.json.messages[0].message).toBe('Sorry, playing is not available from your location.');
    const ok = await shop.client.call('POST', '/v2/customer/terms-and-conditions/location', { session, body: {}, headers: { 'cf-ipcountry': 'AU' } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.data.result).toMatchObject({ kind: 'location', countryCode: 'AU' });
    expect((await shop.client.call('POST', '/v2/customer/terms-and-conditions', { body: {} })).status).toBe(401);
  });

  it('social sign-in: link with a provider token, sign in with it, list, unlink; nothing signs in without a linked, valid token', async () => {
    const session: Session = await signUp(shop.client);
    const email = `sandbox-${session.customerId}@example.test`;
    const token = await sandboxToken(email);

    // Not linked yet: refused, never matched by email or made into an account.
    const unlinked = await socialSignIn(token);
    expect(unlinked.status).toBe(422);
    expect(unlinked.json.messages[0].code).toBe('social_not_linked');

    const linked = await shop.client.call('POST', '/v2/social-authentication/link', { session, body: { provider: 'sandbox', idToken: token } });
    expect(linked.status, linked.text).toBe(201);
    expect(linked.data.result).toMatchObject({ provider: 'sandbox', email });
    const list = await shop.client.call('GET', '/v2/social-authentication/list', { session });
    expect(list.data.result).toEqual([expect.objectContaining({ provider: 'sandbox', email })]);

    const signedIn = await socialSignIn(await sandboxToken(email));
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.data.result.customer.customerId).toBe(session.customerId);
    expect(signedIn.data.result.accessToken).toEqual(expect.any(String));

    // Another account cannot take the same identity; the identity's password protects it at the provider.
    const other = await signUp(shop.client);
    const taken = await shop.client.call('POST', '/v2/social-authentication/link', { session: other, body: { provider: 'sandbox', idToken: await sandboxToken(email) } });
    expect(taken.status).toBe(409);
    const wrongPassword = await shop.app.inject({
      method: 'POST',
      url: '/sandbox/identity/authorize',
      payload: new URLSearchParams({ intent: 'signin', email, password: 'not-the-password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongPassword.statusCode).toBe(401);

    // Forged, tampered, expired and other-audience tokens are refused.
    const [head, body] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect((await socialSignIn(`${head}.${forgedBody}.${token.split('.')[2]}`)).json.messages[0].code).toBe('social_token_invalid');
    const foreign = await sandboxIdentityIssuer(async () => new Uint8Array(32).fill(9), shop.clock, 'http://localhost:8080').issue({ subject: claims.sub, email });
    expect((await socialSignIn(foreign)).json.messages[0].code).toBe('social_token_invalid');
    shop.clock.advance(6 * 60 * 1000);
    expect((await socialSignIn(token)).json.messages[0].code).toBe('social_token_invalid');
    expect((await socialSignIn(token, 'google')).status).toBe(404);

    const unlink = await shop.client.call('POST', '/v2/social-authentication/unlink', { session, body: { provider: 'sandbox' } });
    expect(unlink.status, unlink.text).toBe(200);
    expect((await socialSignIn(await sandboxToken(email))).json.messages[0].code).toBe('social_not_linked');
    expect((await shop.client.call('POST', '/v2/social-authentication/unlink', { session, body: { provider: 'sandbox' } })).status).toBe(404);
  });
});

describe('identity providers by mode', () => {
  const common = { clock: manualClock(new Date('2026-03-11T00:00:00Z')), publicOrigin: 'https://shop.example.test', secret: async () => new Uint8Array(32) };

  it('production has no sandbox: no verification or sign-in provider unless one is plugged in', () => {
    const production = buildIdentityDeps('production', {}, common);
    expect(production.sandbox).toBeNull();
    expect(production.verificationProviders).toEqual({});
    expect(production.socialProviders).toEqual({});
    const demo = buildIdentityDeps('demo', {}, common);
    expect(Object.keys(demo.verificationProviders).sort()).toEqual(['connect_id', 'greenid_ui']);
    expect(Object.keys(demo.socialProviders)).toEqual(['sandbox']);
  });
});
