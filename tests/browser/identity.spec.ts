// Issue 12, parts 6–8: a partner's autologin link lands signed in on the partner purchase page;
// a photo of an ID is uploaded, approved with the operator command, and the account shows
// verified; the sandbox ConnectID verifies in a round trip; a sandbox sign-in is linked and
// then signs the customer in.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, newShopper, signIn, signUp } from './helpers';
import { port, shopUrl } from './urls';

const run = promisify(execFile);
const APP_KEY = 'drawkit-storefront';
const PASSWORD = 'drawkit-demo-1';

/** A signed main-API call from Node, as the SDK signs it (with the customer token when signed in). */
async function signedCall(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; session?: { accessToken: string; customerToken: string } } = {},
): Promise<any> {
  const discovery = await request.get(`${shopUrl}/discover`, { headers: { 'X-App-Key': APP_KEY } });
  const appId: string = (await discovery.json()).result.app_id;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHash('sha256').update(`${timestamp}${APP_KEY}${appId}${options.session?.customerToken ?? ''}`).digest('hex');
  const response = await request.fetch(`${shopUrl}/v2${path}`, {
    method,
    headers: {
      'X-App-Key': APP_KEY,
      'X-Timestamp': timestamp,
      'X-Signature': signature,
      'X-Api-Version': '3.0',
      ...(options.session ? { Authorization: `Bearer ${options.session.accessToken}` } : {}),
    },
    ...(options.body === undefined ? {} : { data: options.body }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** `npm run verification -- ...` against this run's shop, as an operator would type it. */
async function verificationCommand(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'verification', '--', ...args], {
    env: { ...process.env, PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR ?? `build/e2e-data-${port}`, DRAWKIT_URL: shopUrl },
  });
  return stdout;
}

async function signInTo(page: Page, path: string, email: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("a partner's autologin link lands signed in on the partner purchase page", async ({ page, request }) => {
  // The customer's own session mints the link (POST /customer/autologin-token), as a partner's app would be handed one.
  const login = await signedCall(request, 'POST', '/login', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  const session = { accessToken: login.result.access_token, customerToken: login.result.customer.customer_token };
  const minted = await signedCall(request, 'POST', '/customer/autologin-token', { body: { purpose: 'autologin' }, session });
  const token: string = minted.result.token;

  await page.goto(`/purchase/demo-partner/autologin/${token}`);
  await expect(page).toHaveURL(/\/purchase\/demo-partner$/);
  await expect(page.getByTestId('partner-signed-in')).toHaveText('Signed in as Demo');
  await expect(page.getByRole('region', { name: 'Super Jackpot ticket' })).toBeVisible();

  // The link worked once: used again, it shows the notice and leaves the shopper on the partner page, signed out.
  const second = await page.context().browser()!.newPage();
  await second.goto(`${shopUrl}/purchase/demo-partner/autologin/${token}`);
  await expect(second).toHaveURL(/\/purchase\/demo-partner$/);
  await expect(second.getByText('This link has expired or has already been used.')).toBeVisible();
  await expect(second.getByTestId('partner-signed-in')).toHaveCount(0);
  await second.close();
});

test('a photo of an ID is uploaded, approved with the operator command, and the account shows verified', async ({ page }) => {
  const email = 'demo-photo-id@drawkit.test';
  await page.goto('/account-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Account verification' })).toBeVisible();
  await signInTo(page, '/my-account/verify-account', email);
  await expect(page.getByTestId('verification-summary')).toHaveText('Your account is not verified yet. Verify it to buy more than $20.00 of tickets at a time.');

  const form = page.getByRole('form', { name: 'Upload a photo of your ID' });
  // A file that is not a photo is refused before it is sent, in the shop's words.
  await form.getByLabel('Photos of your ID').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await form.getByRole('button', { name: 'Upload photos' }).click();
  await expect(form.getByText('Please upload a JPEG or PNG photo, or a PDF.')).toBeVisible();

  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);
  await form.getByLabel('Photos of your ID').setInputFiles({ name: 'licence-front.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await form.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.getByText('Thanks. We are checking your photos and will verify your account once the check is done.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Verification methods' })).toContainText('Photo ID upload: Being checked');
  await expect(page.getByTestId('verification-summary')).toHaveText('We are checking your details. Your account will be verified once the check is done.');

  // The reviewer lists what waits and approves this customer's photos.
  const waiting = await verificationCommand('list');
  const line = waiting.split('\n').find((l) => l.includes(email));
  expect(line, waiting).toBeDefined();
  const id = line!.trim().split(/\s+/)[0]!;
  expect(await verificationCommand('approve', id)).toContain(`Approved: ${email} is verified.`);

  await page.reload();
  await expect(page.getByTestId('verification-summary')).toHaveText('Your account is verified.');
  await expect(page.getByRole('form', { name: 'Upload a photo of your ID' })).toHaveCount(0);
});

test('the sandbox ConnectID confirms the identity in a round trip and the account shows verified', async ({ page }) => {
  await signInTo(page, '/my-account/verify-account', 'demo-connectid@drawkit.test');
  await page.getByRole('button', { name: 'Verify with ConnectID' }).click();
  await expect(page.getByRole('heading', { name: 'ConnectID sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Share my verified identity' }).click();
  await expect(page).toHaveURL(/\/my-account\/verify-account$/);
  await expect(page.getByText('ConnectID confirmed your identity.')).toBeVisible();
  await expect(page.getByTestId('verification-summary')).toHaveText('Your account is verified.');
});

test('a sandbox sign-in is linked on login and security, then signs the customer in', async ({ page }) => {
  const shopper = newShopper();
  await page.goto('/login');
  await signUp(page, shopper);
  await expect(page.getByTestId('account-button')).toBeVisible();
  await page.goto('/my-account/login-and-security');
  const section = page.getByRole('region', { name: 'Sign in with another account' });
  await expect(section.getByText('No other sign-in is linked to your account.')).toBeVisible();
  await section.getByRole('link', { name: 'Link the sandbox identity provider' }).click();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill('sandbox-password-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-account\/login-and-security\?linked=sandbox$/);
  await expect(section.getByText('You can now sign in with the sandbox identity provider.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Linked sign-ins' })).toContainText(shopper.email);

  await page.getByTestId('account-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with the sandbox identity provider' }).click();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill('sandbox-password-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('account-button')).toBeVisible();
});
