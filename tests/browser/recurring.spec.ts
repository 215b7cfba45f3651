// Issue 12, part 3: a shopper buys a Super Jackpot ticket on autoplay, finds the autoplay under
// /my-account/autoplay, pauses it, and cancels it.
import { expect, test } from '@playwright/test';
import { fillCard, newShopper, signUp } from './helpers';

test('buy an autoplay, see it in /my-account/autoplay, pause it and cancel it', async ({ page }) => {
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
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/receipt\//);

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
