// Issue 4 'Proof': a promotion applied and removed on the storefront cart, the total updating each time.
import { expect, test } from '@playwright/test';

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

test('a promotion code is applied to the storefront cart and removed again, the total following', async ({ page }) => {
  await page.goto('/super_jackpot_lottery');
  const builder = page.getByRole('region', { name: 'Super Jackpot ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const total = page.locator('.drawkit-cart-total');
  await expect(total).toContainText('$');
  const full = cents(await total.textContent());
  expect(full).toBeGreaterThan(0);

  // An expired code is refused with the server's promotion_not_added message.
  const code = page.getByLabel('Promotion code');
  await code.fill('OLDCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The promotion code OLDCODE has expired.')).toBeVisible();
  expect(cents(await total.textContent())).toBe(full);

  await code.fill('TENOFF');
  await page.getByRole('button', { name: 'Apply' }).click();
  const discount = Math.floor(full / 10);
  await expect(page.locator('.drawkit-cart-promotion')).toContainText(`-$${(discount / 100).toFixed(2)}`);
  await expect(total).toContainText(`$${((full - discount) / 100).toFixed(2)}`);

  // The promotion is kept by the server: a reload shows it again.
  await page.reload();
  await expect(total).toContainText(`$${((full - discount) / 100).toFixed(2)}`);

  await page.getByRole('button', { name: 'Remove promotion TENOFF' }).click();
  await expect(page.getByLabel('Promotion code')).toBeVisible();
  await expect(total).toContainText(`$${(full / 100).toFixed(2)}`);
});
