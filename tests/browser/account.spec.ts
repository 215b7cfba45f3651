// Issue 12 part 1a: the account home, details with the confirmation banner, the password change,
// the emailed confirmation link, and closing an account.
import { expect, test, type Page } from '@playwright/test';
import { newShopper, signIn, signUp } from './helpers';

const ACCOUNT = { email: 'demo-account@drawkit.test', password: 'drawkit-demo-1' };
const NEW_PASSWORD = 'drawkit-new-password-2';

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('account-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: /log ?in/i }).first()).toBeVisible();
}

/** The newest mail of a kind sent to `to`, from the development mailbox. */
async function mailTo(page: Page, to: string, kind: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const response = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}&kind=${kind}`);
    const body = (await response.json()) as { result: { text: string }[] };
    text = body.result[0]?.text ?? '';
    expect(text).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return text;
}

test('a customer sees the account menu and balance, changes details (banner, then confirmed), and changes password', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmy-account');
  await signIn(page, ACCOUNT);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$50.00');
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu.getByRole('link', { name: 'Spend limits' })).toBeVisible();
  await expect(page.getByTestId('confirmation-banner')).toHaveCount(0);

  // A new postal address: saved, then the banner asks for it to be confirmed (not on my-details).
  await menu.getByRole('link', { name: 'My details' }).click();
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Address', { exact: true }).fill('7 Changed Street');
  await form.getByLabel('Post code').fill('12');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByText('Please enter a valid post code')).toBeVisible();
  await form.getByLabel('Post code').fill('4000');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been successfully updated.')).toBeVisible();
  await expect(page.getByTestId('confirmation-banner')).toHaveCount(0);

  await page.getByRole('link', { name: 'My account' }).first().click();
  const banner = page.getByRole('complementary', { name: 'Confirm your address' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Update address' })).toBeVisible();
  await banner.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByText('Thanks, your address is confirmed.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  // Stored on the server: a reload does not bring it back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('confirmation-banner')).toHaveCount(0);

  // The password change, then signing in with the new password only.
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-Password$/);
  const change = page.getByRole('form', { name: 'Change your password' });
  await change.getByLabel('Current password').fill('not-my-password');
  await change.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('The current password is incorrect.')).toBeVisible();
  await change.getByLabel('Current password').fill(ACCOUNT.password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('New Password Saved')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account$/);

  await logOut(page);
  await page.goto('/login');
  await signIn(page, ACCOUNT);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByText('The email or password is incorrect.')).toBeVisible();
  await signIn(page, { ...ACCOUNT, password: NEW_PASSWORD });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
});

test('a new customer confirms their email by the mailed link, then closes the account and cannot sign in again', async ({ page }) => {
  const shopper = newShopper();
  await page.goto('/login');
  await signUp(page, shopper);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('complementary', { name: 'Confirm your email' })).toBeVisible();

  const mail = await mailTo(page, shopper.email, 'email_confirmation');
  const link = /\/my-account\/confirm-address\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link).toBeDefined();
  await page.goto(link as string);
  await expect(page.getByText('Thanks, your email address is confirmed.')).toBeVisible();
  await expect(page.getByTestId('confirmation-banner')).toHaveCount(0);

  await page.goto('/close-my-account');
  const form = page.getByRole('form', { name: 'Close your account' });
  await form.getByLabel('Why are you leaving? (optional)').fill('Just trying it out');
  await form.getByLabel('Your password').fill(shopper.password);
  await form.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/close-my-account\/success$/);
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();

  await page.goto('/login');
  await signIn(page, shopper);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByText(/This account is closed/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
