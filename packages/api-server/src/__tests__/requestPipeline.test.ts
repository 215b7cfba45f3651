import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signupRequest, superJackpotItem } from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { createTestShop, PARTNER_ORIGIN, PUBLIC_ORIGIN, type TestShop } from './helpers/testShop';

describe.each(testBackends())('the request pipeline on $name', (backend) => {
  let shop: TestShop;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = mkdtempSync(join(tmpdir(), 'drawkit-build-'));
    mkdirSync(join(staticRoot, 'host-app', 'assets'), { recursive: true });
    mkdirSync(join(staticRoot, 'elements'), { recursive: true });
    writeFileSync(join(staticRoot, 'host-app', 'index.html'), '<!doctype html><title>Drawkit storefront</title>');
    writeFileSync(join(staticRoot, 'host-app', 'assets', 'app.js'), 'console.log("app")');
    writeFileSync(join(staticRoot, 'elements', 'drawkit-elements.js'), 'export {}');
    shop = await createTestShop(backend, { staticRoot });
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('app key, timestamp and signature', () => {
    it('refuses a call without an app key', async () => {
      const response = await shop.client.call('GET', '/v2/config', { appKey: null });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({
        result: null,
        messages: [{ message: 'The X-App-Key header is required.', code: 'app_key_missing', level: 'error' }],
      });
    });

    it('refuses an unknown app key, on /discover too', async () => {
      const discover = await shop.client.call('GET', '/discover', { appKey: 'nobody', timestamp: null, signature: null });
      expect(discover.status).toBe(401);
      expect(discover.json.messages[0].code).toBe('app_key_unknown');
      const call = await shop.client.call('GET', '/v2/config', { appKey: 'nobody', signature: 'aa' });
      expect(call.json.messages[0].code).toBe('app_key_unknown');
    });

    it('takes discovery\'s app key from its app_key parameter, so a partner page asks without a CORS preflight', async () => {
      const partner = await shop.app.inject({ method: 'GET', url: '/discover?partner=demo-partner&app_key=demo-partner', headers: { origin: PARTNER_ORIGIN } });
      expect(partner.statusCode).toBe(200);
      expect(partner.json().result.preloaded.length).toBeGreaterThan(0);
      expect(partner.headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
      // The same checks as the header's: an unknown key, a key used from an origin it is not registered for.
      const unknown = await shop.app.inject({ method: 'GET', url: '/discover?app_key=nobody' });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().messages[0].code).toBe('app_key_unknown');
      const elsewhere = await shop.app.inject({ method: 'GET', url: '/discover?app_key=demo-partner', headers: { origin: PUBLIC_ORIGIN } });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().messages[0].code).toBe('origin_not_allowed');
      // The header wins over the parameter; a parameter given twice is refused.
      const both = await shop.client.call('GET', '/discover?app_key=nobody', { timestamp: null, signature: null });
      expect(both.status).toBe(200);
      const twice = await shop.app.inject({ method: 'GET', url: '/discover?app_key=demo-partner&app_key=demo-partner', headers: { origin: PARTNER_ORIGIN } });
      expect(twice.statusCode).toBe(422);
      // Only discovery reads it: a main-API call needs the header.
      const config = await shop.client.call('GET', '/v2/config?app_key=drawkit-storefront', { appKey: null });
      expect(config.json.messages[0].code).toBe('app_key_missing');
    });

    it('refuses a stale or missing timestamp', async () => {
      const now = Math.floor(shop.clock.now().getTime() / 1000);
      for (const timestamp of [String(now - 301), String(now + 301), 'yesterday', null]) {
        const response = await shop.client.call('GET', '/v2/config', { timestamp });
        expect(response.status).toBe(401);
        expect(response.json.messages[0].code).toBe('timestamp_invalid');
      }
      expect((await shop.client.call('GET', '/v2/config', { timestamp: String(now - 299) })).status).toBe(200);
    });

    it('refuses a wrong or missing signature', async () => {
      const wrong = await shop.client.call('GET', '/v2/config', { signature: 'f'.repeat(64) });
      expect(wrong.status).toBe(401);
      expect(wrong.json.messages[0].code).toBe('signature_invalid');
      const missing = await shop.client.call('GET', '/v2/config', { signature: null });
      expect(missing.json.messages[0].code).toBe('signature_invalid');
    });

    it('signs with the session customer token when a bearer token is sent, and refuses the signed-out signature then', async () => {
      const session = await logIn(shop.client);
      expect((await shop.client.call('GET', '/v2/customer', { session })).status).toBe(200);
      const signedOut = await shop.client.call('GET', '/v2/customer', {
        session: { ...session, customerToken: '' },
      });
      expect(signedOut.status).toBe(401);
      expect(signedOut.json.messages[0].code).toBe('signature_invalid');
    });

    it('accepts the signature of a partner app key, which has its own app id', async () => {
      const response = await shop.client.call('GET', '/v2/partners/demo-partner', { appKey: 'demo-partner', origin: PARTNER_ORIGIN });
      expect(response.status).toBe(200);
      expect(response.data.result.productOfferKeys).toEqual(['super_jackpot_lottery']);
    });
  });

  describe('CORS', () => {
    it('answers a preflight from a registered origin with the allowed headers and methods', async () => {
      const response = await shop.app.inject({
        method: 'OPTIONS',
        url: '/v2/cart/partner/demo-partner',
        headers: { origin: PARTNER_ORIGIN, 'access-control-request-method': 'POST' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
      expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE, PATCH');
      const allowed = String(response.headers['access-control-allow-headers']);
      for (const name of ['X-App-Key', 'X-Signature', 'Idempotency-Key', 'Authorization', 'Content-Type', 'X-Request-Id']) {
        expect(allowed).toContain(name);
      }
    });

    it('gives an unregistered origin no CORS permission', async () => {
      const response = await shop.app.inject({
        method: 'OPTIONS',
        url: '/v2/config',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('refuses an origin that is not registered for the app key it uses', async () => {
      const partnerKeyOnStorefront = await shop.client.call('GET', '/v2/config', { appKey: 'demo-partner', origin: PUBLIC_ORIGIN });
      expect(partnerKeyOnStorefront.status).toBe(403);
      expect(partnerKeyOnStorefront.json.messages[0].code).toBe('origin_not_allowed');
      expect(partnerKeyOnStorefront.headers['access-control-allow-origin']).toBe(PUBLIC_ORIGIN);
      const stranger = await shop.client.call('GET', '/discover', { origin: 'https://evil.example', timestamp: null, signature: null });
      expect(stranger.status).toBe(403);
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets the storefront key call from the public origin and exposes X-Request-Id and ETag', async () => {
      const response = await shop.client.call('GET', '/v2/config', { origin: PUBLIC_ORIGIN });
      expect(response.status).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(PUBLIC_ORIGIN);
      expect(response.headers['access-control-expose-headers']).toBe('X-Request-Id, ETag');
    });
  });

  describe('request ids, unknown routes and bad bodies', () => {
    it('echoes X-Request-Id, or makes one', async () => {
      const echoed = await shop.client.call('GET', '/v2/config', { headers: { 'x-request-id': 'req-123' } });
      expect(echoed.headers['x-request-id']).toBe('req-123');
      const made = await shop.client.call('GET', '/v2/config');
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers an unknown route with a 404 envelope', async () => {
      for (const [method, url] of [
        ['GET', '/v2/no-such-call'],
        ['POST', '/v2/no-such-call'],
        ['DELETE', '/v2/cart'],
        ['GET', '/v3/anything'],
      ] as const) {
        const response = await shop.client.call(method, url);
        expect(response.status, `${method} ${url}`).toBe(404);
        expect(response.json).toEqual({ result: null, messages: [{ message: 'Something went wrong.', code: 'not_found', level: 'error' }] });
      }
    });

    it('refuses malformed JSON, other content types and huge bodies with 4xx envelopes', async () => {
      const malformed = await shop.client.call('POST', '/v2/login', { raw: { payload: '{"email": ', contentType: 'application/json' } });
      expect(malformed.status).toBe(400);
      expect(malformed.json.messages[0].code).toBe('bad_request');
      const text = await shop.client.call('POST', '/v2/login', { raw: { payload: 'email=a', contentType: 'text/plain' } });
      expect(text.status).toBe(415);
      expect(text.json.messages[0].code).toBe('unsupported_media_type');
      const huge = await shop.client.call('POST', '/v2/login', {
        raw: { payload: JSON.stringify({ email: 'x'.repeat(200_000) }), contentType: 'application/json' },
      });
      expect(huge.status).toBe(413);
      expect(huge.json.messages[0].code).toBe('payload_too_large');
      const poisoned = await shop.client.call('POST', '/v2/login', {
        raw: { payload: '{"__proto__": {"email": "a@b.c"}}', contentType: 'application/json' },
      });
      expect(poisoned.status).toBe(400);
    });

    it('never answers garbage with a 500', async () => {
      const session = await logIn(shop.client);
      const garbage: unknown[] = [
        null,
        [],
        'text',
        42,
        { games: 'all' },
        { lottery_key: { $gt: '' } },
        superJackpotItem({ games: [{ Numbers: [1e308, -1, 1.5, null, 'x', {}, []] as never }] }),
        superJackpotItem({ numDraws: -1 }),
        superJackpotItem({ drawNo: 2 ** 40 }),
        { deposit: { amount: { amount: 'lots', currency: 'AUD' } }, purchase: {} },
        { refresh_token: ['a', 'b'] },
        { email: 'a'.repeat(10_000) },
      ];
      const targets = [
        ['POST', '/v2/signup'],
        ['POST', '/v2/login'],
        ['POST', '/v2/cart/items'],
        ['PUT', '/v2/cart/items/%E0%A4%A'],
        ['POST', '/v2/deposit_purchase'],
        ['POST', '/v2/cart/partner/demo-partner'],
        ['POST', '/v2/cart/partner/demo-partner/purchase'],
        ['POST', '/v2/anon-cart/partner/hospice-care'],
        ['POST', '/v2/refresh'],
      ] as const;
      for (const [method, url] of targets) {
        for (const body of garbage) {
          const response = await shop.client.call(method, url, {
            session,
            idempotencyKey: 'garbage-1',
            raw: { payload: JSON.stringify(body), contentType: 'application/json' },
          });
          const label = `${method} ${url} ${JSON.stringify(body).slice(0, 60)} → ${response.text}`;
          expect(response.status, label).toBeLessThan(500);
          expect(response.json, label).toHaveProperty('messages');
          if (response.status >= 400) {
            expect(response.json.result, label).toBeNull();
            expect(response.json.messages.length, label).toBeGreaterThan(0);
          }
        }
      }
      const badPath = await shop.client.call('GET', '/v2/anon-cart/..%2F..%2Fetc');
      expect(badPath.status).toBeLessThan(500);
      const badEncoding = await shop.app.inject({ method: 'GET', url: '/v2/anon-cart/%E0%A4%A' });
      expect(badEncoding.statusCode).toBe(400);
    });
  });

  describe('validation', () => {
    it('answers a sign-up with missing and malformed fields with 422 messages per field', async () => {
      const response = await shop.client.call('POST', '/v2/signup', {
        body: { ...signupRequest({ email: 'not-an-email', postcode: '12' }), firstname: undefined, acceptTerms: false },
      });
      expect(response.status).toBe(422);
      const byField = Object.fromEntries(response.json.messages.map((m: any) => [m.field, m]));
      expect(byField.email).toMatchObject({ code: 'invalid_email', message: 'Please enter a valid email address' });
      expect(byField.firstname).toMatchObject({ code: 'required', message: 'This field is required' });
      expect(byField.postcode.message).toBe('Please enter a valid post code');
      expect(byField.acceptTerms).toMatchObject({ code: 'terms_required', message: 'You must agree to the terms and conditions to proceed.' });
    });

    it('checks path parameters', async () => {
      const response = await shop.client.call('GET', '/v2/pricing/not%20valid/product_offers');
      expect(response.status).toBe(422);
      expect(response.json.messages[0].field).toBe('pricing');
      const unknown = await shop.client.call('GET', '/v2/pricing/premium/product_offers');
      expect(unknown.status).toBe(404);
    });
  });

  describe('storefront and elements', () => {
    it('serves element files at the root with Access-Control-Allow-Origin *', async () => {
      const response = await shop.app.inject({ method: 'GET', url: '/drawkit-elements.js', headers: { origin: PARTNER_ORIGIN } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.body).toBe('export {}');
    });

    it('serves storefront files, and index.html for page routes but not for API paths', async () => {
      const asset = await shop.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.body).toContain('console.log');
      const page = await shop.app.inject({ method: 'GET', url: '/lotto-results/raffles', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Drawkit storefront');
      const missingAsset = await shop.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
      expect(missingAsset.statusCode).toBe(404);
      const api = await shop.app.inject({ method: 'GET', url: '/v2/whatever', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json().messages[0].code).toBe('not_found');
      const traversal = await shop.app.inject({ method: 'GET', url: '/..%2F..%2Fpackage.json' });
      expect(traversal.body).not.toContain('"workspaces"');
    });

    it('answers the SDK heartbeat, "a GET of a blank page", with an empty 204', async () => {
      const beat = await shop.app.inject({ method: 'GET', url: '/heartbeat', headers: { origin: PARTNER_ORIGIN } });
      expect(beat.statusCode).toBe(204);
      expect(beat.body).toBe('');
      expect(beat.headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
    });
  });
});

describe('a server without a build', () => {
  it('serves a page that says to run npm run build', async () => {
    const [backend] = testBackends();
    const shop = await createTestShop(backend!);
    try {
      const page = await shop.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('npm run build');
    } finally {
      await shop.close();
    }
  });
});
