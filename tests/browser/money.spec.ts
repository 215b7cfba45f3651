// Issue 12 (money out and in): a customer with winnings withdraws to a new bank account and lands
// on the summary (a path ending in the withdrawal id); an over-limit amount gets the spec's
// message; the withdrawal is cancelled and the bank account deleted; a PayPal account deposit
// reaches its success page and the wallet grows.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const WINNER = { email: 'demo-winnings@drawkit.test', password: 'drawkit-demo-1' };

test('a customer with winnings withdraws to a new bank account and lands on the summary; over the withdrawable funds is refused', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, WINNER);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/my-account/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw' })).toBeVisible();
  await expect(page.getByTestId('withdrawable-funds')).toHaveText('$175.00');

  // No bank account yet: the form comes first. A bad BSB is named on its field.
  const bank = page.getByRole('form', { name: 'Add a bank account' });
  await bank.getByLabel('BSB').fill('06-20');
  await bank.getByLabel('Account number').fill('12345678');
  await bank.getByLabel('Account name').fill('Winnie Demo');
  await bank.getByRole('button', { name: 'Save bank account' }).click();
  await expect(bank.getByText('Please enter a valid BSB (6 digits).')).toBeVisible();
  await bank.getByLabel('BSB').fill('062-000');
  await bank.getByRole('button', { name: 'Save bank account' }).click();

  const form = page.getByRole('form', { name: 'Withdraw' });
  await expect(form.getByRole('radio', { name: /Winnie Demo · 062-000 · •••••678/ })).toBeChecked();

  // "Please enter an amount equal to or less than {amount}." (shop-specialised §5).
  await form.getByLabel('Amount to withdraw ($)').fill('175.01');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('Please enter an amount equal to or less than 175.00.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/withdraw$/);

  await form.getByLabel('Amount to withdraw ($)').fill('100');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/my-account\/withdraw\/summary\/[A-Za-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  const summary = page.getByTestId('withdrawal');
  await expect(summary).toContainText('$100.00');
  await expect(summary).toContainText('Pending: on its way to your bank');
  await expect(summary).toContainText('Winnie Demo · 062-000 · •••••678');
  await expect(page.getByText('Wallet balance now: $75.00')).toBeVisible();
  // "Withdrawal success redirects to a path ending in the withdrawal id" (shop-core §2).
  const withdrawalId = (await summary.locator('dt:has-text("Reference") + dd').textContent())?.trim() ?? '';
  expect(page.url().endsWith(`/${withdrawalId}`)).toBe(true);

  await page.getByRole('link', { name: 'Withdrawal details' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/withdraw/details/${withdrawalId}$`));
  await expect(page.getByTestId('withdrawal')).toContainText('$100.00');

  // What was withdrawn is gone from what can be withdrawn.
  await page.goto('/my-account/withdraw');
  await expect(page.getByTestId('withdrawable-funds')).toHaveText('$75.00');

  // Not paid yet, so the customer may take it back: the money returns to what can be withdrawn.
  await page.goto(`/my-account/withdraw/details/${withdrawalId}`);
  await page.getByRole('button', { name: 'Cancel this withdrawal' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('The withdrawal is cancelled:')).toBeVisible();
  await expect(page.getByTestId('withdrawal')).toContainText('Cancelled: returned to your wallet');
  await page.goto('/my-account/withdraw');
  await expect(page.getByTestId('withdrawable-funds')).toHaveText('$175.00');

  // The account is listed under cards and accounts and can be deleted there; its withdrawal still shows it.
  await page.goto('/my-account/cards-and-accounts');
  const accounts = page.getByRole('list', { name: 'Your bank accounts' });
  await expect(accounts).toContainText('Winnie Demo');
  await accounts.getByRole('button', { name: 'Delete' }).click();
  await accounts.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('The account ending 678 has been deleted.')).toBeVisible();
  await expect(accounts).toHaveCount(0);
  await page.goto('/my-account/withdraw');
  await expect(page.getByRole('form', { name: 'Add a bank account' })).toBeVisible();
  await page.goto(`/my-account/withdraw/details/${withdrawalId}`);
  await expect(page.getByTestId('withdrawal')).toContainText('Winnie Demo');
});

test('an unverified customer is asked to verify before withdrawing and cannot submit', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: 'demo-unverified@drawkit.test', password: 'drawkit-demo-1' });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-account/withdraw');
  await expect(page.getByText('Please verify your account before you withdraw.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify your account' })).toHaveAttribute('href', '/my-account/verify-account');
  const bank = page.getByRole('form', { name: 'Add a bank account' });
  await bank.getByLabel('BSB').fill('062000');
  await bank.getByLabel('Account number').fill('87654321');
  await bank.getByLabel('Account name').fill('Vic Demo');
  await bank.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByRole('form', { name: 'Withdraw' }).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
});

test('a PayPal account deposit is approved, reaches its success page and the wallet grows', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: 'demo-spend-limit@drawkit.test', password: 'drawkit-demo-1' });
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/my-account/deposit');
  await expect(page.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(page.getByText('Wallet balance: $50.00')).toBeVisible();
  const payPal = page.getByRole('form', { name: 'Deposit with PayPal' });
  await payPal.getByLabel('PayPal deposit amount ($)').fill('20');
  await payPal.getByRole('button', { name: 'Deposit with PayPal' }).click();

  await expect(page).toHaveURL(/\/my-account\/deposit\/authorisation\/[A-Za-z0-9-]+$/);
  await expect(page.getByText('Deposit of $20.00: Waiting for your approval.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/my-account\/deposit\/details\/[A-Za-z0-9-]+\/success$/);
  await expect(page.getByText('Your deposit of $20.00 is in your wallet.')).toBeVisible();
  await expect(page.getByText('Wallet balance: $70.00')).toBeVisible();
  await page.getByRole('link', { name: 'Deposit summary' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/summary\/[A-Za-z0-9-]+$/);
  await expect(page.getByTestId('deposit-summary')).toContainText('PayPal deposit');
  await expect(page.getByTestId('deposit-summary')).toContainText('$70.00');
});
