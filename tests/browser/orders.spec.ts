// Issue 12 (part 1b): after buying, a customer finds the ticket in their account: upcoming
// tickets, the ticket's page with its draw, the purchase in transactions; and manages stored
// cards (a new default, one deleted).
import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, signIn } from './helpers';

test('a ticket bought from the wallet is in upcoming tickets and its page, and the purchase in transactions', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO_CUSTOMER);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/monday_lotto');
  const builder = page.getByRole('region', { name: 'Monday Lotto ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const pay = page.getByRole('button', { name: /^Pay \$[\d.]+ from wallet$/ });
  const paid = (await pay.textContent())?.match(/\$[\d.]+/)?.[0] ?? '';
  await pay.click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]+$/);
  const checkoutId = page.url().split('/').pop() ?? '';

  await page.goto('/my-account/upcoming-tickets/1');
  await expect(page.getByRole('heading', { name: 'Upcoming tickets' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Upcoming tickets' });
  const mine = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Monday Lotto' }) }).first();
  await expect(mine).toContainText(/Next draw: draw \d+, Mon /);
  await expect(mine).toContainText(`for ${paid}`);
  await mine.getByRole('link', { name: 'Monday Lotto' }).click();

  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets\/ticket\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { name: 'Monday Lotto', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your games' }).getByRole('listitem').first()).toContainText('Game 1');
  const draws = page.getByRole('list', { name: 'Draws' });
  await expect(draws.getByRole('listitem')).toHaveCount(1);
  await expect(draws).toContainText('Not drawn yet');
  await expect(page.getByRole('link', { name: 'View the receipt' })).toHaveAttribute('href', `/receipt/${checkoutId}`);

  // The wallet's movements, newest first: this purchase with its receipt and the balance after it.
  await page.goto('/my-account/transactions/1');
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  const newest = page.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText('Purchase');
  await expect(newest).toContainText(`−${paid}`);
  await expect(newest.getByRole('link', { name: 'Purchase of 1 item' })).toHaveAttribute('href', `/receipt/${checkoutId}`);

  // Tickets from the demo's past draws are under past tickets.
  await page.goto('/my-account/past-tickets/1');
  await expect(page.getByRole('heading', { name: 'Past tickets' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Past tickets' }).getByRole('listitem').first()).toContainText('Last draw: draw');
});

test('on cards and accounts a customer saves two cards, makes the second the default and deletes the first', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO_CUSTOMER);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-account/cards-and-accounts');
  await expect(page.getByRole('heading', { name: 'Cards and accounts' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a card' });
  const addCard = async (number: string, makeDefault: boolean) => {
    await form.getByLabel('Card number').fill(number);
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Name on card').fill('Demo Customer');
    if (makeDefault) await form.getByLabel('Make this my default card').check();
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Your card has been saved.')).toBeVisible();
  };
  await addCard('4242 4242 4242 4242', true);
  await addCard('5555 5555 5555 4444', false);

  const visa = page.getByTestId('card-4242');
  const mastercard = page.getByTestId('card-4444');
  await expect(visa).toContainText('Default card');
  await expect(mastercard).not.toContainText('Default card');

  await mastercard.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('MASTERCARD ending 4444 is now your default card.')).toBeVisible();
  await expect(mastercard).toContainText('Default card');
  await expect(visa).not.toContainText('Default card');

  await visa.getByRole('button', { name: 'Delete' }).click();
  await visa.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('VISA ending 4242 has been deleted.')).toBeVisible();
  await expect(page.getByTestId('card-4242')).toHaveCount(0);

  // Stored on the server: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('card-4444')).toContainText('Default card');
  await expect(page.getByTestId('card-4242')).toHaveCount(0);
});

test('the print view lists upcoming tickets; favourite numbers are saved; a member sees their giveaway entries', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: 'demo-member@drawkit.test', password: 'drawkit-demo-1' });
  await expect(page).not.toHaveURL(/\/login/);

  // A member is entered in the open daily giveaway (guaranteed) and sees it in current giveaways.
  await page.goto('/my-account/current-giveaways');
  await expect(page.getByRole('heading', { name: 'Current giveaways' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Current giveaways' }).getByRole('listitem').first()).toContainText(/You are in the draw|Entry (un)?locked/);
  await page.getByRole('link', { name: 'Closed', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/closed-giveaways\/?1?$/);
  await expect(page.getByRole('heading', { name: 'Closed giveaways' })).toBeVisible();

  await page.goto('/my-account/favourite-numbers');
  const form = page.getByRole('form', { name: 'Favourite numbers' });
  await form.getByLabel('Numbers').fill('3 7 12 19 25 31');
  await form.getByLabel('Powerball (optional)').fill('5');
  await form.getByRole('button', { name: 'Save favourite numbers' }).click();
  await expect(page.getByText('Your favourite numbers have been added to your account.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('saved-favourites')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Favourite numbers' }).getByLabel('Numbers')).toHaveValue('3 7 12 19 25 31');

  // Buy one ticket, then print the upcoming tickets.
  await page.goto('/wednesday_lotto');
  const builder = page.getByRole('region', { name: 'Wednesday Lotto ticket' });
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: /^Pay \$[\d.]+ from wallet$/ }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]+$/);
  await page.goto('/my-account/print-tickets');
  await expect(page.getByRole('heading', { name: 'Your upcoming tickets' })).toBeVisible();
  const printed = page.locator('article.print-ticket').filter({ hasText: 'Wednesday Lotto' });
  await expect(printed).toHaveCount(1);
  await expect(printed).toContainText(/Numbers \d+ \d+ \d+ \d+ \d+ \d+/);
  await expect(printed).toContainText(/Draw \d+: Wed /);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
