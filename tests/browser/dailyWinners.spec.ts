// Issue 5, daily winners: a customer joins the programme on the storefront and unlocks a monthly
// entry; a free member does the same inside a partner's page with <drawkit-daily-winners>.
import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, signIn } from './helpers';
import { partnerUrl } from './urls';

const DEMO_MEMBER = { email: 'demo-member@drawkit.test', password: 'drawkit-demo-1' };

test('a customer signs in on the storefront, joins Daily Winners and unlocks a monthly entry', async ({ page }) => {
  await page.goto('/');
  // The navigation item: the anonymous text and the dot until the programme page is visited.
  const navItem = page.getByTestId('membership-nav');
  await expect(navItem).toHaveText(/^Win daily/);
  await expect(page.getByTestId('membership-nav-dot')).toBeVisible();
  await navItem.click();

  await expect(page).toHaveURL(/\/daily-winners$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Winners' })).toBeVisible();
  await expect(page.getByTestId('membership-status')).toHaveText('Not logged in');
  await expect(page.getByTestId('membership-nav-dot')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Monthly giveaways' })).toBeVisible();
  // Signed out, joining goes through the sign-in page and back.
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdaily-winners$/);
  await signIn(page, DEMO_CUSTOMER);
  await expect(page).toHaveURL(/\/daily-winners$/);
  await expect(page.getByTestId('membership-status')).toHaveText('Not a member yet');
  await expect(navItem).toHaveText(/^Join Daily Winners/);

  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByTestId('membership-status')).toHaveText('Free member');
  await expect(page.getByText('Welcome to Daily Winners: you are now a member.')).toBeVisible();
  // A free member: daily entries guaranteed, monthly ones locked until unlocked.
  await expect(page.getByRole('region', { name: 'Daily giveaways' }).getByText('Guaranteed entry').first()).toBeVisible();
  const monthly = page.getByRole('region', { name: 'Monthly giveaways' }).getByRole('article').first();
  await expect(monthly.getByText('Entry locked')).toBeVisible();
  const title = (await monthly.getByRole('heading').textContent())?.trim() ?? '';
  await expect(page.getByRole('complementary', { name: 'Daily Winners' })).toHaveAttribute('data-cta', 'freeLocked');

  await monthly.getByRole('button', { name: /Unlock entry/ }).click();
  await expect(page.getByText(`Your entry in ${title} is unlocked.`)).toBeVisible();
  await expect(monthly.getByText('Entry unlocked')).toBeVisible();

  // The unlock is the server's: it is still unlocked after a reload, and on the giveaway's own page.
  await page.reload();
  const again = page.getByRole('region', { name: 'Monthly giveaways' }).getByRole('article').filter({ hasText: title });
  await expect(again.getByText('Entry unlocked')).toBeVisible();
  await again.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/daily-winners\/giveaways\/monthly\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Entry unlocked')).toBeVisible();
});

test('the past winners page lists paid giveaways with their winners, ten at a time', async ({ page }) => {
  await page.goto('/daily-winners/winners');
  await expect(page.getByRole('heading', { level: 1, name: 'Past winners' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Past giveaways' });
  await expect(list.getByRole('article').first()).toBeVisible();
  expect(await list.getByRole('article').count()).toBeLessThanOrEqual(10);
  await expect(list.getByRole('list', { name: /^Winners of/ }).first()).toContainText('won');
});

test('a free member unlocks a monthly entry inside a partner page with <drawkit-daily-winners>', async ({ page }) => {
  await page.goto(`${partnerUrl}/partner-site/daily-winners.html`);
  const element = page.locator('drawkit-daily-winners');
  await expect(element.getByRole('heading', { level: 2, name: 'Daily Winners' })).toBeVisible();
  await expect(element.getByTestId('membership-status')).toHaveText('Not logged in');

  // Joining signs in inside the element; a customer who is a member already is simply shown as one.
  await element.getByRole('button', { name: 'Join now' }).click();
  await element.getByRole('button', { name: 'Sign in' }).click();
  await signIn(element, DEMO_MEMBER);
  await expect(element.getByTestId('membership-status')).toHaveText('Free member');

  const monthly = element.getByRole('region', { name: 'Monthly giveaways' }).getByRole('article').first();
  await expect(monthly.getByText('Entry locked')).toBeVisible();
  const title = (await monthly.getByRole('heading').textContent())?.trim() ?? '';
  await monthly.getByRole('button', { name: /Unlock entry/ }).click();
  await expect(element.getByText(`Your entry in ${title} is unlocked.`)).toBeVisible();
  await expect(monthly.getByText('Entry unlocked')).toBeVisible();
});

test('premium membership is bought through the cart from the membership tiers page', async ({ page }) => {
  await page.goto('/daily-winners/membership-tiers');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Winners membership tiers' })).toBeVisible();
  const premium = page.getByRole('listitem', { name: 'Daily Winners Premium' });
  await expect(premium.getByText('$5.00 a month')).toBeVisible();
  await premium.getByRole('button', { name: 'Add Daily Winners Premium to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByText('Daily Winners Premium: 1 month')).toBeVisible();
});
