// Issue 10 proof: the storefront, a partner's page on the shop and the partner's own site (whose
// strict policy allows the shop's origin and nothing inline) work under their
// Content-Security-Policies with no violation at all, and carry the security headers.
import { expect, type Page, type Response, test } from '@playwright/test';
import { fillCard, newShopper, signUp } from './helpers';
import { partnerUrl, shopUrl } from './urls';

/**
 * Collects every policy complaint the browser makes on the page and in its frames: the
 * `securitypolicyviolation` events (forwarded to the console by an init script that runs in
 * every frame) and the console's own "Refused to …" and header-parsing errors.
 */
async function watchPolicies(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/securitypolicyviolation|Refused to|Content Security Policy|Permissions-Policy|Cross-Origin-Opener-Policy/i.test(text)) {
      complaints.push(`${message.location().url}: ${text}`);
    }
  });
  return complaints;
}

function directives(response: Response | null): Map<string, string[]> {
  const value = response?.headers()['content-security-policy'] ?? '';
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** `frameAncestors`: exactly these, or (a function) a check of the list. */
function expectPageHeaders(response: Response | null, frameAncestors: string[] | ((origins: string[]) => void)): void {
  expect(response, 'a document response').not.toBeNull();
  const headers = response!.headers();
  const policy = directives(response);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy.get('script-src')).toBeDefined();
  expect(policy.get('object-src')).toEqual(["'none'"]);
  if (typeof frameAncestors === 'function') frameAncestors(policy.get('frame-ancestors') ?? []);
  else expect(policy.get('frame-ancestors')).toEqual(frameAncestors);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

test('the storefront (home, an offer, the cart) and a partner page on the shop run under their policies without a violation', async ({ page }) => {
  const complaints = await watchPolicies(page);

  const home = await page.goto('/');
  expectPageHeaders(home, ["'self'"]);
  expect(directives(home).get('script-src')).toEqual(["'self'"]);
  expect(directives(home).get('style-src')).toEqual(["'self'"]);
  const offers = page.getByRole('list', { name: 'Lotteries on sale' });
  await offers.getByRole('link', { name: /Super Jackpot/ }).first().click();
  await expect(page).toHaveURL(/\/super_jackpot_lottery$/);
  const builder = page.getByRole('region', { name: 'Super Jackpot ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Change draw options' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // A full load of a deep link gets index.html with the same headers.
  expectPageHeaders(await page.reload(), ["'self'"]);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();

  // A partner's page on the shop may be framed by that partner's registered origins (the example
  // site, under both its loopback names), not by the shop's storefront.
  const partnerPage = await page.goto('/purchase/demo-partner');
  expectPageHeaders(partnerPage, (origins) => {
    expect(origins).toContain(partnerUrl);
    for (const origin of origins) expect(origin).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+$/);
    expect(origins).not.toContain(shopUrl);
  });
  await expect(page.getByRole('region', { name: 'Super Jackpot ticket' })).toBeVisible();
  await page.getByRole('button', { name: 'Quick pick all' }).click();

  expect(complaints).toEqual([]);
});

test("the partner's own site, under its strict policy, loads the element from the shop and pays through the card challenge without a violation", async ({
  page,
}) => {
  const complaints = await watchPolicies(page);
  const partnerSite = await page.goto(`${partnerUrl}/partner-site/`);
  expectPageHeaders(partnerSite, ["'self'"]);
  const policy = directives(partnerSite);
  expect(policy.get('script-src')).toEqual(["'self'", shopUrl]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual([shopUrl]);

  const widget = page.locator('drawkit-purchase');
  const builder = widget.getByRole('region', { name: 'Super Jackpot ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await widget.getByRole('button', { name: 'Continue to payment' }).click();
  await signUp(widget, newShopper());
  await fillCard(widget, '4000 0000 0000 3220');
  await widget.getByRole('button', { name: /^Pay \$/ }).click();

  // The shop's challenge page, framed on the partner's origin.
  const issuer = page.frameLocator('iframe[title="Card issuer check"]');
  await expect(issuer.getByRole('heading', { name: 'Sandbox card check' })).toBeVisible();
  await issuer.getByRole('button', { name: 'Complete' }).click();
  const receipt = widget.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();

  expect(complaints).toEqual([]);
});
