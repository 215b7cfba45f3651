// Issue 5 proof: a results element on a partner's page shows a draw that completes while the
// page is open (the test moves the draw engine's clock; the server runs with DRAWKIT_TEST_CLOCK=1)
// with no reload, over server-sent events.
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { watchLayoutShifts } from './helpers';
import { partnerUrl, shopUrl } from './urls';

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

test("an offer's results page keeps its place while the draw loads: the past results and the months below do not jump", async ({ page }) => {
  const shifts = await watchLayoutShifts(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(shopUrl)) requests.push(request.url().slice(shopUrl.length));
  });
  await page.goto(`${shopUrl}/super_jackpot_lottery/results`);
  await expect(page.getByRole('article', { name: /^Draw \d+ results$/ }).getByRole('table', { name: 'Prize divisions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past results' }).getByRole('listitem')).toHaveCount(5);
  // The list and the latest draw came with discovery: neither is asked for again.
  expect(requests.filter((url) => url.startsWith('/discover'))).toEqual(['/discover?catalogue=true&results=super_jackpot_lottery&app_key=drawkit-storefront']);
  expect(requests.filter((url) => url.includes('/past') || url.includes('/full_result'))).toEqual([]);
  // Headings one level at a time below the page's h1 (Lighthouse's heading order).
  await expect(page.getByRole('heading', { level: 2, name: 'Past results' })).toBeVisible();
  const { total, moved } = await shifts('.drawkit-past-results, .drawkit-past-results *, .results-months, .results-months *');
  expect(moved).toEqual([]);
  expect(total).toBeLessThan(0.05);
});

test('the storefront lists the latest lottery results and opens a draw with its prize divisions', async ({ page }) => {
  await page.goto(`${shopUrl}/lotto-results/lotteries/0`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery results' })).toBeVisible();
  const card = page.locator('li.results-card[data-offer="super_jackpot_lottery"]');
  await expect(card.getByText(/^Numbers: (\d+, ){6}\d+\.$/)).toBeAttached();
  await card.getByRole('link', { name: 'Prizes and winners' }).click();
  await expect(page).toHaveURL(/\/super_jackpot_lottery\/results\/draw\/\d+$/);
  const draw = page.getByRole('article', { name: /^Draw \d+ results$/ });
  await expect(draw.getByRole('table', { name: 'Prize divisions' })).toBeVisible();
  await expect(draw.getByRole('row', { name: /3 \+ PB/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past results' }).getByRole('listitem')).toHaveCount(5);
});

test('an open results element shows the new winning numbers when the next draw completes, without a reload', async ({ page, request }) => {
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(shopUrl) && sent.resourceType() !== 'script') calls.push(sent.url().slice(shopUrl.length));
  });
  await page.goto(`${partnerUrl}/partner-site/results.html`);
  const results = page.locator('drawkit-results');
  const latest = results.locator('article.drawkit-draw-result');
  await expect(latest).toBeVisible();
  const before = Number(await latest.getAttribute('data-draw-no'));
  expect(before).toBeGreaterThan(0);
  await expect(results.getByRole('region', { name: 'Past results' }).getByRole('listitem')).toHaveCount(5);
  // The element's first reads came with discovery: from another origin, each would have cost a CORS preflight too.
  expect(calls.filter((url) => url.startsWith('/discover'))).toEqual(['/discover?results=super_jackpot_lottery&app_key=demo-partner']);
  expect(calls.filter((url) => /^\/v2\/(config|capabilities|draws\/pricing\/|draw\/full_result)/.test(url))).toEqual([]);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // Move the engine's clock a minute past the next Super Jackpot draw.
  const upcoming = await signedGet(request, '/draws/upcoming/super_jackpot_lottery?limit=1');
  const next = upcoming.result[0] as { draw_no: number; draw_date: string };
  expect(next.draw_no).toBe(before + 1);
  const clockNow = await request.post(`${shopUrl}/__test/clock`, { data: { advance_ms: 0 } });
  const now = Date.parse((await clockNow.json()).result.now);
  const moved = await request.post(`${shopUrl}/__test/clock`, { data: { advance_ms: Date.parse(next.draw_date) - now + 60_000 } });
  expect(moved.status()).toBe(200);

  const fresh = results.getByRole('article', { name: `Draw ${next.draw_no} results` });
  await expect(fresh).toBeVisible();
  // The winning numbers of the new draw, as balls and as text: 7 Numbers and 1 Powerball.
  await expect(fresh.locator('.drawkit-winning-numbers .drawkit-ball')).toHaveCount(8);
  await expect(fresh.getByText(/^Numbers: (\d+, ){6}\d+\.$/)).toBeAttached();
  // Scored by the time the engine's tick finished: divisions show their winners.
  await expect(fresh.getByRole('table', { name: 'Prize divisions' })).toBeVisible();
  await expect(results.getByRole('region', { name: 'Past results' }).getByText(`Draw ${next.draw_no} ·`, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
