// Flows 4 and 5 of the spine: an anonymous cart survives a reload, becomes the demo customer's
// cart on sign-in, and the demo customer pays from the wallet.
import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, signIn } from './helpers';

test('an anonymous cart survives a reload and is paid from the wallet after signing in', async ({ page, context }) => {
  await page.goto('/monday_lotto');
  const builder = page.getByRole('region', { name: 'Monday Lotto ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // The anonymous cart token is a cookie kept 14 days (shop-core §9).
  const cookies = await context.cookies();
  const token = cookies.find((c) => /anon-cart/.test(c.name));
  expect(token, `cookies: ${cookies.map((c) => c.name).join(', ')}`).toBeDefined();
  const days = ((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThanOrEqual(14);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('list', { name: /Games of/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signIn(page, DEMO_CUSTOMER);

  // On sign-in the anonymous cart became the customer's and its token was cleared.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((c) => /anon-cart/.test(c.name))).toBe(false);

  const pay = page.getByRole('button', { name: /^Pay \$[\d.]+ from wallet$/ });
  await expect(pay).toBeVisible();
  await pay.click();

  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]+$/);
  const receipt = page.locator('section.drawkit-receipt');
  await expect(receipt.getByText('Paid from wallet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
});
