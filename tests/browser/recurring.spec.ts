// Issue 12, part 3: a shopper buys a Super Jackpot ticket on autoplay (saving the card), the
// draw engine buys the next draw for them when the bought one is drawn (the test moves the
// engine's clock; the server runs with DRAWKIT_TEST_CLOCK=1), and they find the autoplay under
// /my-account/autoplay, pause it, and cancel it.
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fillCard, newShopper, signUp } from './helpers';
import { shopUrl } from './urls';

/** A signed main-API GET from Node, as the SDK signs it (no customer token). */
async function signedGet(request: APIRequestContext, path: string): Promise<any> {
  const appKey = 'drawkit-storefront';
  const discovery = await request.get(`${shopUrl}/discover`, { headers: { 'X-App-Key': appKey } });
  const appId: string = (await discovery.json()).result.app_id;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHash('sha256').update(`${timestamp}${appKey}${appId}`).digest('hex');
  const response = await request.get(`${shopUrl}/v2${path}`, {
    headers: { 'X-App-Key': appKey, 'X-Timestamp': timestamp, 'X-Signature': signature, 'X-Api-Version': '3.0' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test('buy an autoplay, the engine buys the next draw, see it in /my-account/autoplay, pause it and cancel it', async ({ page, request }) => {
  await page.goto('/super_jackpot_lottery');
  const builder = page.getByRole('region', { name: 'Super Jackpot ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Change draw options' }).click();
  await builder.getByLabel('Autoplay: buy this ticket for every draw').check();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await signUp(page, newShopper());
  await fillCard(page, '4242 4242 4242 4242');
  // Stored: it pays the autoplay's later draws when the wallet is short.
  await page.getByRole('checkbox', { name: /Save this card/ }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/receipt\//);

  // The bought draw is drawn: the engine's next tick buys the following draw (the wallet is empty,
  // so the saved card tops it up by the price).
  const upcoming = await signedGet(request, '/draws/upcoming/super_jackpot_lottery?limit=2');
  const [bought, following] = upcoming.result as { draw_no: number; draw_date: string }[];
  const clockNow = await request.post(`${shopUrl}/__test/clock`, { data: { advance_ms: 0 } });
  const now = Date.parse((await clockNow.json()).result.now);
  const moved = await request.post(`${shopUrl}/__test/clock`, { data: { advance_ms: Date.parse(bought!.draw_date) - now + 60_000 } });
  expect(moved.status()).toBe(200);

  // The autoplay is listed: weekly, active.
  await page.goto('/my-account/autoplay');
  await expect(page.getByRole('heading', { name: 'Autoplay', exact: true })).toBeVisible();
  const row = page.getByRole('list', { name: 'Autoplay' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Super Jackpot');
  await expect(row).toContainText('Weekly');
  await expect(row).toContainText('Active');

  // Its page: paused until the customer unpauses it.
  await row.getByRole('link', { name: 'Super Jackpot' }).click();
  await expect(page).toHaveURL(/\/my-account\/autoplay\/ticket\//);
  await expect(page.getByRole('heading', { name: 'Super Jackpot autoplay' })).toBeVisible();
  await expect(page.getByTestId('autoplay-status')).toHaveText('Active');
  await expect(page.getByRole('list', { name: 'Draws' })).toContainText(`Draw ${following!.draw_no}`);
  await expect(page.getByRole('list', { name: 'Draws' }).getByRole('listitem').first()).toContainText('Bought');
  await expect(page.getByText('Your wallet, then your VISA ending 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Pause autoplay' }).click();
  await expect(page.getByTestId('autoplay-status')).toHaveText('Paused');
  await expect(page.getByText('AutoPlay value changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpause autoplay' })).toBeVisible();

  // Cancelled: the list says so after a reload (the server's state, not the page's).
  await page.getByRole('button', { name: 'Cancel autoplay' }).click();
  await page.getByRole('button', { name: 'Yes, cancel autoplay' }).click();
  await expect(page.getByTestId('autoplay-status')).toHaveText('Cancelled');
  await expect(page.getByText('This autoplay is cancelled.')).toBeVisible();
  await page.goto('/my-account/autoplay/1');
  await expect(page.getByRole('list', { name: 'Autoplay' }).getByRole('listitem')).toContainText('Cancelled');
});
