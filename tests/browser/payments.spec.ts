// Issue 4 proof: a challenged card payment (4000 0000 0000 3220) completed in the challenge window leads to a receipt.
import { expect, test } from '@playwright/test';
import { fillCard, newShopper, signUp } from './helpers';

test('a challenged card payment completed in the challenge window leads to a receipt', async ({ page }) => {
  await page.goto('/super_jackpot_lottery');
  const builder = page.getByRole('region', { name: 'Super Jackpot ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await signUp(page, newShopper());
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(challenge).toBeVisible();
  // Body scroll is locked while the modal is open.
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  const issuer = page.frameLocator('iframe[title="Card issuer check"]');
  await expect(issuer.getByRole('heading', { name: 'Sandbox card check' })).toBeVisible();
  await issuer.getByRole('button', { name: 'Complete' }).click();

  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]+$/);
  const receipt = page.locator('section.drawkit-receipt');
  await expect(receipt.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expect(receipt).toContainText('3220');
  await expect(challenge).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
});
