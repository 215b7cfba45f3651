// Issue 10, item 3: the refresh token lives in an HttpOnly cookie and the access token in memory,
// so no script on the page can read either; a sign-in survives a reload on the storefront and in
// an embed on another origin (and on another site, with a Partitioned cookie). Item 5: two tabs
// refreshing with one token at the same moment both stay signed in.
import { expect, test, type BrowserContext, type Cookie, type Page, type Response, type Route } from '@playwright/test';
import { DEMO_CUSTOMER, newShopper, signIn, signUp } from './helpers';
import { examplesPort, partnerUrl, shopUrl } from './urls';

const STOREFRONT_COOKIE = 'drawkit-refresh.drawkit-storefront';
const PARTNER_COOKIE = 'drawkit-refresh.demo-partner';
const SECURITY_PAGE = '/my-account/login-and-security';

const isPost = (path: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === path;

/** Everything a script on the page can read: cookies, local and session storage. */
async function scriptReadable(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ cookie: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } }));
}

async function expectNoTokens(page: Page, secrets: string[]): Promise<void> {
  const readable = await scriptReadable(page);
  for (const secret of secrets) expect(readable, 'a token is readable by page scripts').not.toContain(secret);
  expect(readable).not.toMatch(/access-token|refresh-token|customer-token|session-id/);
}

/** The shop's refresh cookie (asked for by name: it is sent to /v2/refresh only, so no page URL matches it). */
async function refreshCookie(context: BrowserContext, name: string): Promise<Cookie> {
  const cookie = (await context.cookies(`${shopUrl}/v2/refresh`)).find((c) => c.name === name);
  expect(cookie, `cookies: ${(await context.cookies()).map((c) => c.name).join(', ')}`).toBeDefined();
  return cookie as Cookie;
}

test('the storefront keeps the sign-in out of reach of page scripts, and a reload stays signed in', async ({ page, context }) => {
  await page.goto(`/login?redirect=${encodeURIComponent(SECURITY_PAGE)}`);
  const login = page.waitForResponse(isPost('/v2/login'));
  await signIn(page, DEMO_CUSTOMER);
  const answer = (await (await login).json()) as { result: { access_token: string; refresh_token?: string } };
  expect(answer.result.refresh_token).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Login and security' })).toBeVisible();

  const cookie = await refreshCookie(context, STOREFRONT_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/v2/refresh' });
  await expectNoTokens(page, [answer.result.access_token, cookie.value]);

  // A reload keeps nothing of the session in the page: it is restored from the cookie.
  const restore = page.waitForResponse(isPost('/v2/refresh'));
  await page.reload();
  const restored = await restore;
  expect(restored.status()).toBe(200);
  const refreshed = (await restored.json()) as { result: { access_token: string; refresh_token?: string } };
  expect(refreshed.result.refresh_token).toBeUndefined();
  await expect(page).toHaveURL(new RegExp(`${SECURITY_PAGE}$`));
  await expect(page.getByRole('heading', { name: 'Login and security' })).toBeVisible();
  await expect(page.getByTestId('account-button')).toBeVisible();
  const rotated = await refreshCookie(context, STOREFRONT_COOKIE);
  expect(rotated.value).not.toBe(cookie.value);
  await expectNoTokens(page, [refreshed.result.access_token, rotated.value]);

  // Logging out clears the cookie: the next reload is signed out and asks nothing of the server.
  await page.getByTestId('account-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(async () => (await context.cookies(`${shopUrl}/v2/refresh`)).some((c) => c.name === STOREFRONT_COOKIE)).toBe(false);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v2/refresh') refreshes.push(request.url());
  });
  await page.goto(SECURITY_PAGE);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(refreshes).toEqual([]);
});

/** Signs up inside the partner page's embed and returns the access token its sign-up answer held. */
async function signUpInEmbed(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/partner-site/`);
  const widget = page.locator('drawkit-purchase');
  const builder = widget.getByRole('region', { name: 'Super Jackpot ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await widget.getByRole('button', { name: 'Continue to payment' }).click();
  const signup = page.waitForResponse(isPost('/v2/signup'));
  await signUp(widget, newShopper());
  const answer = (await (await signup).json()) as { result: { access_token: string; refresh_token?: string } };
  expect(answer.result.refresh_token).toBeUndefined();
  await expect(widget.getByRole('form', { name: 'Payment' })).toBeVisible();
  return answer.result.access_token;
}

/** After a reload the embed is still signed in: its ticket goes straight to payment, with no sign-in step. */
async function expectEmbedSignedInAfterReload(page: Page): Promise<void> {
  const restore = page.waitForResponse(isPost('/v2/refresh'));
  await page.reload();
  expect((await restore).status()).toBe(200);
  const widget = page.locator('drawkit-purchase');
  await widget.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(widget.getByRole('form', { name: 'Payment' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Create an account' })).toHaveCount(0);
}

test('an embed on the partner’s own origin keeps its sign-in in the shop’s cookie, not the partner’s, across a reload', async ({ page, context }) => {
  const accessToken = await signUpInEmbed(page, partnerUrl);
  const cookie = await refreshCookie(context, PARTNER_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', path: '/v2/refresh' });
  // The partner's page (document.cookie of its own origin) holds no token of the shop's.
  await expectNoTokens(page, [accessToken, cookie.value]);
  await expectEmbedSignedInAfterReload(page);
  await expectNoTokens(page, [accessToken, (await refreshCookie(context, PARTNER_COOKIE)).value]);
});

test('an embed on another site (the partner page at 127.0.0.1, the shop at localhost) stays signed in with a Partitioned cookie', async ({ page, context }) => {
  const crossSite = `http://127.0.0.1:${examplesPort}`;
  const accessToken = await signUpInEmbed(page, crossSite);
  const cookie = await refreshCookie(context, PARTNER_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', path: '/v2/refresh' });
  // Kept for the partner's site only (CHIPS): the shop's cookie jar for the partner's top-level site.
  expect((cookie as Cookie & { partitionKey?: string }).partitionKey).toBe('http://127.0.0.1');
  await expectNoTokens(page, [accessToken, cookie.value]);
  await expectEmbedSignedInAfterReload(page);
});

test('two tabs refreshing with one cookie at the same moment both stay signed in', async ({ context }) => {
  const first = await context.newPage();
  await first.goto(`/login?redirect=${encodeURIComponent(SECURITY_PAGE)}`);
  await signIn(first, DEMO_CUSTOMER);
  await expect(first.getByRole('heading', { name: 'Login and security' })).toBeVisible();
  const second = await context.newPage();
  await second.goto(SECURITY_PAGE);
  await expect(second.getByRole('heading', { name: 'Login and security' })).toBeVisible();

  // Both reloads' refreshes are held until both are on their way, so each carries the same
  // refresh token: without the grace window the second use would sign the customer out.
  const held: Route[] = [];
  let releaseAll = () => {};
  const bothHeld = new Promise<void>((resolve) => (releaseAll = resolve));
  await context.route('**/v2/refresh', async (route) => {
    held.push(route);
    if (held.length === 2) releaseAll();
    await bothHeld;
    await route.continue();
  });
  const answers = Promise.all([first.waitForResponse(isPost('/v2/refresh')), second.waitForResponse(isPost('/v2/refresh'))]);
  await Promise.all([first.reload(), second.reload()]);
  const [a, b] = await answers;
  const sent = await Promise.all([a.request().headerValue('cookie'), b.request().headerValue('cookie')]);
  expect(sent[0]).toContain(STOREFRONT_COOKIE);
  expect(sent[0]).toBe(sent[1]);
  expect([a.status(), b.status()]).toEqual([200, 200]);
  await context.unroute('**/v2/refresh');

  for (const tab of [first, second]) {
    await expect(tab.getByRole('heading', { name: 'Login and security' })).toBeVisible();
    await expect(tab.getByTestId('account-button')).toBeVisible();
  }
  // The session lives on: one more reload restores it again.
  await first.reload();
  await expect(first.getByRole('heading', { name: 'Login and security' })).toBeVisible();
});
