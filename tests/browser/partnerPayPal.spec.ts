// Issue 4: the sandbox PayPal deposit in the partner purchase. The partner page (another origin)
// sends the shopper to PayPal's page on the shop's origin, and both the approval and the cancel
// return land back on the partner page, in the element's checkout.
import { expect, test, type Locator } from '@playwright/test';
import { newShopper, setGames, signUp } from './helpers';
import { partnerUrl } from './urls';

async function addOneQuickPick(widget: Locator): Promise<void> {
  const builder = widget.getByRole('region', { name: 'Super Jackpot ticket' });
  await expect(builder.getByRole('heading', { name: 'Super Jackpot' })).toBeVisible();
  await setGames(builder, 1);
  await builder.getByRole('button', { name: 'Quick pick game 1' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(widget.getByRole('region', { name: 'Your ticket' })).toBeVisible();
}

test('a partner-site shopper pays by PayPal: cancel comes back to the payment, approval back to the receipt', async ({ page }) => {
  await page.goto(partnerUrl);
  const partnerPage = page.url();
  const widget = page.locator('drawkit-purchase');
  await addOneQuickPick(widget);
  await widget.getByRole('button', { name: 'Continue to payment' }).click();
  // A new shopper has an empty wallet: the whole total goes through PayPal.
  await signUp(widget, newShopper());

  await widget.getByRole('button', { name: 'Check out with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Back on the partner page, in its checkout, with the ticket still there.
  await expect(widget.getByText('Your PayPal payment was cancelled. Nothing was charged and your ticket is as you left it.')).toBeVisible();
  expect(page.url()).toBe(partnerPage);
  await expect(widget.getByRole('button', { name: 'Check out with PayPal' })).toBeVisible();

  await widget.getByRole('button', { name: 'Check out with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  const receipt = widget.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  // The return is handled once: its query is gone from the address.
  expect(page.url()).toBe(partnerPage);
  await expect(page.getByTestId('drawkit-event-log')).toContainText('purchase complete: checkout');

  // A reload shows the partner page afresh; nothing is bought twice.
  await page.reload();
  await expect(widget.getByRole('region', { name: 'Super Jackpot ticket' })).toBeVisible();
  await expect(widget.getByRole('region', { name: 'Your ticket' })).toHaveCount(0);
});
