import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToCart, card, logIn, signUp, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { PARTNER_ORIGIN, PUBLIC_ORIGIN, useTestShop } from '../../__tests__/helpers/testShop';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { apps } from '../../db/schema';
import { SANDBOX_CARDS } from '../../payments/sandboxGateway';
import { prepareDatabase } from '../../seed/prepareDatabase';
import { holdsPersonalData } from '../securityHeaders';

type Headers = Record<string, string | string[] | number | undefined>;

/** The policy's directives, each with its values. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers['content-security-policy'];
  expect(typeof value, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(value)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const NEWS_ORIGIN = 'https://news.example';
const HOSPICE_ORIGIN = 'https://hospice.example';

/** The headers every HTML page of the shop carries, and a strict policy with nothing inline. */
function expectStrictPage(response: { headers: Headers; body: string }, frameAncestors?: string[]) {
  const policy = csp(response.headers);
  const whole = String(response.headers['content-security-policy']);
  expect(whole).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
  for (const name of ['default-src', 'script-src', 'style-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'connect-src', 'img-src', 'frame-src']) {
    expect(policy.has(name), `${name} in ${whole}`).toBe(true);
  }
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  if (frameAncestors) expect(policy.get('frame-ancestors')).toEqual(frameAncestors);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(response.headers['permissions-policy'])).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
  expect(response.headers['cross-origin-opener-policy']).toMatch(/^(same-origin|same-origin-allow-popups|unsafe-none)$/);
  expect(response.headers['strict-transport-security'], 'no HSTS over http').toBeUndefined();
  // Nothing inline for the policy to refuse: no inline scripts, style elements or attributes, event handlers.
  expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
  expect(response.body).not.toMatch(/<style/i);
  expect(response.body).not.toMatch(/\sstyle=/i);
  expect(response.body).not.toMatch(/\son[a-z]+=/i);
  expect(response.body).not.toMatch(/javascript:/i);
  return policy;
}

function staticRootWithStorefront(): string {
  const root = mkdtempSync(join(tmpdir(), 'drawkit-build-'));
  mkdirSync(join(root, 'host-app', 'assets'), { recursive: true });
  mkdirSync(join(root, 'elements'), { recursive: true });
  writeFileSync(
    join(root, 'host-app', 'index.html'),
    '<!doctype html><html><head><base href="/"><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'host-app', 'assets', 'main.js'), 'export {}');
  writeFileSync(join(root, 'elements', 'drawkit-elements.js'), 'export {}');
  return root;
}

describe.each(testBackends())('security headers on $name', (backend) => {
  const shop = useTestShop(backend, { staticRoot: staticRootWithStorefront() });

  async function page(url: string) {
    return shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  }

  describe('HTML pages', () => {
    it('the storefront page (index.html for every page route, the 404 included) has a strict policy framed only by itself', async () => {
      for (const url of ['/', '/super_jackpot_lottery', '/cart', '/checkout', '/no-such-page/at-all']) {
        const response = await page(url);
        // A path the shop knows to be nothing is the same page with status 404 (http/pageStatus.ts).
        expect(response.statusCode, url).toBe(url.startsWith('/no-such-page') ? 404 : 200);
        const policy = expectStrictPage(response, ["'self'"]);
        expect(policy.get('script-src'), url).toEqual(["'self'"]);
        expect(policy.get('style-src'), url).toEqual(["'self'"]);
        expect(policy.get('connect-src'), url).toEqual(["'self'"]);
        expect(policy.get('frame-src'), url).toEqual(["'self'"]);
        expect(policy.get('base-uri'), url).toEqual(["'self'"]);
        expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      }
      // Without TRUST_PROXY a client's X-Forwarded-Proto is not believed: no HSTS over http.
      const spoofed = await shop.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    });

    it("a partner's /purchase/<slug> pages may be framed by exactly that partner's registered origins", async () => {
      const { db } = shop.database;
      await db.update(apps).set({ allowedOrigins: [PARTNER_ORIGIN, NEWS_ORIGIN] }).where(eq(apps.appKey, 'demo-partner'));
      await db.update(apps).set({ allowedOrigins: [HOSPICE_ORIGIN] }).where(eq(apps.appKey, 'hospice-care'));

      for (const url of ['/purchase/demo-partner', '/purchase/demo-partner/receipt/abc123', '/purchase/demo-partner/not-a-page']) {
        expectStrictPage(await page(url), [PARTNER_ORIGIN, NEWS_ORIGIN]);
      }
      expectStrictPage(await page('/purchase/hospice-care'), [HOSPICE_ORIGIN]);
      // A registered value that is not a plain origin never reaches the policy.
      await db.update(apps).set({ allowedOrigins: [HOSPICE_ORIGIN, "https://x.example; script-src 'unsafe-inline'", '*'] }).where(eq(apps.appKey, 'hospice-care'));
      expectStrictPage(await page('/purchase/hospice-care'), [HOSPICE_ORIGIN]);
      // A slug no app is registered for: nobody may frame it.
      expectStrictPage(await page('/purchase/nobody-at-all'), ["'none'"]);
    });

    it('the dev mailbox and the benefits page have strict policies, their styles in a stylesheet of the shop', async () => {
      const mailbox = await page('/dev/mailbox');
      expect(mailbox.statusCode).toBe(200);
      expectStrictPage(mailbox, ["'self'"]);
      const benefits = await page('/benefits/sso?token=not-a-token-that-exists');
      expect(benefits.statusCode).toBe(410);
      expectStrictPage(benefits);
      for (const body of [mailbox.body, benefits.body]) {
        const [, href] = /<link rel="stylesheet" href="([^"]+)">/.exec(body) ?? [];
        expect(href, 'a stylesheet link').toBeDefined();
        const sheet = await shop.app.inject({ method: 'GET', url: href! });
        expect(sheet.statusCode).toBe(200);
        expect(sheet.headers['content-type']).toMatch(/^text\/css/);
        expect(sheet.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('the card challenge page may be framed by the shop and the registered partner origins; its answer posts back from a script file', async () => {
      const session = await signUp(shop.client);
      const cart = await addToCart(shop.client, session);
      const deposit = { amount: cart.cartTotal, card: card({ number: SANDBOX_CARDS.challenge }) };
      const started = await shop.client.call('POST', '/v2/deposit_purchase', {
        session,
        idempotencyKey: uniqueKey('csp'),
        body: { deposit, purchase: { channelKey: 'web' } },
      });
      expect(started.status, started.text).toBe(202);
      const { pathname, search } = new URL(started.data.result.challenge.url);
      const challenge = await page(`${pathname}${search}`);
      expect(challenge.statusCode).toBe(200);
      const policy = expectStrictPage(challenge);
      expect(policy.get('frame-ancestors')).toContain("'self'");
      expect(policy.get('frame-ancestors')).toContain(PARTNER_ORIGIN);
      expect(policy.get('form-action')).toEqual(["'self'"]);

      const [, depositId] = /name="deposit_id" value="([^"]+)"/.exec(challenge.body) ?? [];
      const [, token] = /name="token" value="([^"]+)"/.exec(challenge.body) ?? [];
      const notify = await shop.app.inject({
        method: 'POST',
        url: '/3ds/notify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ deposit_id: depositId ?? '', token: token ?? '', outcome: 'complete' }).toString(),
      });
      expect(notify.statusCode).toBe(200);
      expectStrictPage(notify);
      expect(csp(notify.headers).get('frame-ancestors')).toEqual(policy.get('frame-ancestors'));
      const [, scriptUrl] = /<script src="([^"]+)"/.exec(notify.body) ?? [];
      expect(notify.body).toMatch(new RegExp(`data-message="[^"]*depositId&#34;:&#34;${depositId}&#34;`));
      const script = await shop.app.inject({ method: 'GET', url: scriptUrl ?? '/missing' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.body).toContain('postMessage');

      const ended = await page(`${pathname}${search}`);
      expect(ended.statusCode).toBe(404);
      expectStrictPage(ended);
    });

    it('the PayPal sandbox page may not be framed, and its form may go only to the shop', async () => {
      const session = await signUp(shop.client);
      const cart = await addToCart(shop.client, session);
      const started = await shop.client.call('POST', '/v2/funds/pl/sandbox/deposit', { session, body: { amount: cart.cartTotal, purchase: { channelKey: 'web' } } });
      expect(started.status, started.text).toBe(202);
      const { pathname, search } = new URL(started.data.result.approvalUrl);
      const approval = await page(`${pathname}${search}`);
      expect(approval.body).toContain('>Approve</button>');
      const policy = expectStrictPage(approval, ["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      const refused = await shop.app.inject({
        method: 'POST',
        url: pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'token=wrong-token-0000&outcome=approve',
      });
      expect(refused.statusCode).toBe(404);
      expectStrictPage(refused, ["'none'"]);
    });
  });

  describe('API responses', () => {
    it('carry nosniff, and no-store where they hold personal data', async () => {
      const session = await logIn(shop.client);
      const personal = [
        await shop.client.call('GET', '/v2/customer', { session }),
        await shop.client.call('GET', '/v2/cart/items', { session }),
        await shop.client.call('POST', '/v2/login', { body: { email: 'demo@drawkit.test', password: 'wrong password here' } }),
        await shop.client.call('POST', '/v2/signup', { body: { email: 'not-an-email' } }),
        await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: 'demo@drawkit.test' } }),
        await shop.client.call('POST', '/v2/anon-cart', { body: {} }),
        await shop.client.call('GET', '/v2/checkout/no-such-checkout', { session }),
        await shop.client.call('GET', '/v2/deposits/no-such-deposit', { session }),
        // Refused for want of a sign-in: still never cached.
        await shop.client.call('GET', '/v2/customer'),
      ];
      for (const response of personal) {
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control'], response.text).toBe('no-store');
      }
      const anonRead = await shop.client.call('GET', `/v2/anon-cart/${personal[5]!.data.result.cartReference as string}`);
      expect(anonRead.status, anonRead.text).toBe(200);
      expect(anonRead.headers['cache-control']).toBe('no-store');
      const anonAdd = await shop.client.call('POST', `/v2/anon-cart/${personal[5]!.data.result.cartReference as string}/items`, { body: superJackpotItem() });
      expect(anonAdd.headers['cache-control']).toBe('no-store');

      const publicReads = [
        await shop.client.call('GET', '/v2/config'),
        await shop.client.call('GET', '/v2/branding'),
        await shop.client.call('GET', '/v2/pricing/standard/product_offers'),
      ];
      for (const response of publicReads) {
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control']).not.toBe('no-store');
      }
      expect(publicReads[1]!.headers['cache-control']).toBe('public, max-age=86400');
      const notFound = await shop.app.inject({ method: 'GET', url: '/v2/no-such-route' });
      expect(notFound.headers['x-content-type-options']).toBe('nosniff');
      expect(notFound.headers['content-security-policy']).toBeUndefined();
    });

    it('answers that are personal only when signed in (capabilities, giveaways) are not stored for a customer', async () => {
      const session = await logIn(shop.client);
      expect((await shop.client.call('GET', '/v2/capabilities', { session })).headers['cache-control']).toBe('no-store');
      expect((await shop.client.call('GET', '/v2/capabilities')).headers['cache-control']).not.toBe('no-store');
      expect((await shop.client.call('GET', '/v3/draws?type=daily', { session })).headers['cache-control']).toBe('no-store');
    });
  });
});

describe('which API routes hold personal data', () => {
  it('every route that needs a signed-in customer, the sign-in answers and every cart; not the catalogue', () => {
    expect(holdsPersonalData('GET', '/v2/customer', false)).toBe(true);
    expect(holdsPersonalData('POST', '/v2/cart/purchase', false)).toBe(true);
    expect(holdsPersonalData('GET', '/v2/checkout/:checkoutId', false)).toBe(true);
    expect(holdsPersonalData('GET', '/v2/deposits/:depositId', false)).toBe(true);
    expect(holdsPersonalData('GET', '/v3/customer', false)).toBe(true);
    for (const path of ['/v2/login', '/v2/signup', '/v2/refresh', '/v2/autologin', '/v2/transfer', '/v2/two-factor/resend', '/v2/password/reset']) {
      expect(holdsPersonalData('POST', path, false), path).toBe(true);
    }
    expect(holdsPersonalData('GET', '/v2/anon-cart/:ref', false)).toBe(true);
    expect(holdsPersonalData('POST', '/v2/anon-cart/partner/:slug', false)).toBe(true);
    expect(holdsPersonalData('GET', '/v2/config', false)).toBe(false);
    expect(holdsPersonalData('GET', '/v2/pricing/:pricing/product_offers', true)).toBe(false);
    expect(holdsPersonalData('GET', '/v2/draws/pricing/:pricing/past/result_keys', false)).toBe(false);
    expect(holdsPersonalData('GET', '/v3/draws', false)).toBe(false);
    expect(holdsPersonalData('GET', '/v3/draws', true)).toBe(true);
  });
});

describe('HSTS, and the page shown before the storefront is built', () => {
  /** A shop as buildApp makes it, with the public origin, proxy trust and build given. */
  async function openShop(publicOrigin: string, trustProxy: false | string[], staticRoot: string) {
    const [backend] = testBackends();
    const clock = manualClock(new Date('2026-03-11T00:00:00Z'));
    const { database, dispose } = await backend!.open();
    const origins = { publicOrigin, partnerOrigins: [PARTNER_ORIGIN] };
    await prepareDatabase(database, { clock, ...origins, passwordCost: 4 });
    const app = buildApp({ db: database.db, clock, gateway: null, ...origins, trustProxy, staticRoot, passwordCost: 4 });
    return {
      get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'x-app-key': 'drawkit-storefront', ...headers } }),
      async close() {
        await app.close();
        await dispose();
      },
    };
  }

  it('HSTS is sent on pages and API answers when the public origin is https (TLS ends at a proxy in front); the build-missing page is strict too', async () => {
    const shop = await openShop('https://shop.example', false, mkdtempSync(join(tmpdir(), 'drawkit-no-build-')));
    try {
      const missing = await shop.get('/');
      expect(missing.body).toContain('npm run build');
      expect(missing.headers['strict-transport-security']).toBe('max-age=31536000');
      expectStrictPage({ headers: { ...missing.headers, 'strict-transport-security': undefined }, body: missing.body }, ["'self'"]);
      expect((await shop.get('/v2/config')).headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await shop.close();
    }
  });

  it('HSTS follows X-Forwarded-Proto from a trusted proxy (TRUST_PROXY)', async () => {
    const shop = await openShop(PUBLIC_ORIGIN, ['127.0.0.1'], staticRootWithStorefront());
    try {
      expect((await shop.get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await shop.get('/')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await shop.close();
    }
  });
});
