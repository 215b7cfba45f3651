// Issue 4 (H6): a customer sets a low spend limit; the cart shows the spend_limit block reason
// linking to the spend-limits page, and the purchase is refused.
import { expect, test } from '@playwright/test';
import { fillCard, newShopper, signIn, signUp } from './helpers';

test('a low spend limit blocks the cart with a link to the limits page, and the purchase is refused', async ({ page }) => {
  // A new shopper: their cart (4 Super Jackpot games, $7.00) is bought by card.
  await page.goto('/super_jackpot_lottery');
  const builder = page.getByRole('region', { name: 'Super Jackpot ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await signUp(page, newShopper());
  await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible();

  // A $2.00 daily limit applies at once (it is lower than no limit at all).
  await page.goto('/my-account/spend-limits');
  await expect(page.getByRole('heading', { name: 'Spend limits' })).toBeVisible();
  await page.getByLabel('Period').selectOption('day');
  await page.getByLabel('Limit ($)').fill('2');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Your Spend Limit has been successfully updated to $2.00 a day.')).toBeVisible();
  await expect(page.getByTestId('spend-limit-day')).toContainText('Daily: $2.00');

  // The cart says why it cannot be bought and links to where the limit is changed.
  await page.goto('/cart');
  const reason = page.locator('.drawkit-blocked--spend_limit');
  await expect(reason).toContainText('over your daily spend limit of $2.00 ($2.00 left today).');
  await expect(reason).toContainText('Remaining today: $2.00 of $2.00.');
  const link = reason.getByRole('link', { name: 'Adjust your spend limit' });
  await expect(link).toHaveAttribute('href', '/my-account/spend-limits');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  // Paying anyway (straight to /checkout) is refused by the server with the same reason; no receipt.
  await page.goto('/checkout');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('form', { name: 'Payment' }).getByText(/over your daily spend limit of \$2\.00/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/cart');
  await page.locator('.drawkit-blocked--spend_limit').getByRole('link', { name: 'Adjust your spend limit' }).click();
  await expect(page).toHaveURL(/\/my-account\/spend-limits$/);
  await expect(page.getByTestId('spend-limit-day')).toContainText('Spent $0.00, $2.00 left.');
});

test('on /deposit a deposit over the deposit (precommitment) limit is refused with the server\'s message; one within it lands in the wallet', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: 'demo-deposit-limit@drawkit.test', password: 'drawkit-demo-1' });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: 'Deposit' })).toBeVisible();
  await expect(page.getByTestId('deposit-limit-left')).toContainText('You can deposit up to $20.00 more this week under your deposit limit of $20.00.');

  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByLabel('Amount to deposit ($)').fill('25');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on card').fill('Dana Demo');
  await form.getByRole('button', { name: 'Deposit $25.00' }).click();
  await expect(form.getByText('A deposit of $25.00 is over your weekly deposit limit of $20.00: you can deposit up to $20.00 now.')).toBeVisible();

  // The card was stored before the refused charge: deposit $10.00 from it.
  await form.getByLabel('Amount to deposit ($)').fill('10');
  await form.getByRole('radio', { name: /ending 4242/ }).check();
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Deposit $10.00' }).click();
  await expect(page.getByText('$10.00 is in your wallet. Your balance is $15.00.')).toBeVisible();
  await expect(page.getByTestId('deposit-limit-left')).toContainText('You can deposit up to $10.00 more this week');
});
