// Flow 3 of the spine: the branded storefront sells the same tickets, with the same widgets.
import { expect, test } from '@playwright/test';
import { fillCard, newShopper, signUp, watchLayoutShifts } from './helpers';

test('the storefront lists the offers and sells a ticket through cart, checkout and receipt', async ({ page }) => {
  await page.goto('/');
  const offers = page.getByRole('list', { name: 'Lotteries on sale' });
  await expect(offers.getByRole('link', { name: /Super Jackpot/ }).first()).toBeVisible();
  await expect(offers.getByRole('link', { name: /Monday Lotto/ }).first()).toBeVisible();

  await offers.getByRole('link', { name: /Super Jackpot/ }).first().click();
  await expect(page).toHaveURL(/\/super_jackpot_lottery$/);
  const builder = page.getByRole('region', { name: 'Super Jackpot ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await signUp(page, newShopper());
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]+$/);
  const checkoutId = page.url().split('/').pop() ?? '';
  const receipt = page.locator('section.drawkit-receipt');
  await expect(receipt.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expect(receipt).toContainText(checkoutId);
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  // The receipt page survives a reload: it is read back from the server.
  await page.reload();
  await expect(page.locator('section.drawkit-receipt')).toContainText(checkoutId);
});

test('the partner pages on the storefront render the widgets a partner embeds, and nothing moves as the partner arrives', async ({ page }) => {
  const shifts = await watchLayoutShifts(page);
  await page.goto('/purchase/demo-partner');
  await expect(page.getByRole('region', { name: 'Super Jackpot ticket' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick pick all' })).toBeVisible();
  await expect(page.locator('.partner-header__name')).toHaveText('Demo Partner');
  // The header's name line is held while the partner loads (it grew by a line as the name came:
  // the page below moved 9 px, 0.010 in Lighthouse).
  const { total, moved } = await shifts('.site-header, .site-header *, #main');
  expect(moved).toEqual([]);
  expect(total).toBe(0);
});

test("the widgets are drawn with their CSS from the storefront's stylesheet", async ({ page }) => {
  await page.goto('/super_jackpot_lottery');
  const builder = page.getByRole('region', { name: 'Super Jackpot ticket' });
  // The games' text for screen readers: base.ts's visually hidden rule, one of drawkitStyles'.
  const hidden = builder.locator('.drawkit-visually-hidden').first();
  await expect(hidden).toHaveCSS('position', 'absolute');
  await expect(hidden).toHaveCSS('width', '1px');
  // That rule comes with the page's linked stylesheet (the build appends the widgets' CSS to it),
  // not from a sheet the app's script builds before its first render.
  const inLinkedSheet = await page.evaluate(() =>
    [...document.styleSheets].some(
      (sheet) =>
        sheet.href?.includes('/assets/storefront-') === true &&
        [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.drawkit-visually-hidden'),
    ),
  );
  expect(inLinkedSheet).toBe(true);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByText('Something went wrong.')).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  await page.goto('/purchase/demo-partner/not-a-page');
  await expect(page.getByText('Something went wrong.')).toBeVisible();
});
