// Issue 3 on the storefront: the listings, an offer's game-type page, raffles and statistics.
import { expect, test } from '@playwright/test';

test('browse /lotto-tickets to a systems ticket and add it to the cart', async ({ page }) => {
  await page.goto('/lotto-tickets');
  await expect(page).toHaveTitle('Lotto tickets | Drawkit');
  const listing = page.getByRole('list', { name: 'Lotto tickets' });
  const cards = listing.getByTestId('offer-card');
  // shop-specialised §9: the syndicate is inserted at position 3, a lotto party entry before it.
  await expect(cards.nth(2)).toHaveAttribute('data-offer', 'super_jackpot_lotto_party');
  await expect(cards.nth(3)).toHaveAttribute('data-offer', 'super_jackpot_syndicate');
  await expect(listing.getByTestId('offer-card').filter({ hasText: 'Super Jackpot' }).first()).toContainText(/\$[\d.,]+( Million)?|Announced soon/);

  await listing.getByRole('link', { name: 'Play Super Jackpot' }).click();
  await expect(page).toHaveURL(/\/super_jackpot_lottery$/);
  await page.getByRole('list', { name: 'Ways to play' }).getByRole('link', { name: 'Systems' }).click();
  await expect(page).toHaveURL(/\/super_jackpot_lottery\/systems$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play Super Jackpot Systems');
  await expect(page).toHaveTitle('Super Jackpot Systems | Drawkit');

  const builder = page.getByRole('region', { name: /Super Jackpot/ });
  await builder.getByRole('button', { name: /Quick pick/ }).first().click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('/charity-tickets lists the raffles with their draws', async ({ page }) => {
  await page.goto('/charity-tickets');
  const listing = page.getByRole('list', { name: 'Charity tickets' });
  await expect(listing.getByTestId('offer-card')).toHaveCount(2);
  const smile = listing.getByTestId('offer-card').filter({ hasText: 'Make-A-Smile' });
  await expect(smile.getByTestId('raffle-draw').first()).toContainText(/On sale now|Pre-order|Sold out|Drawn/);
  await smile.getByTestId('raffle-draw').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/make_a_smile_lottery\/draw\/\d+$/);
  await expect(page.getByTestId('raffle-prize').first()).toContainText('Main prize');
});

test('/{key}/statistics shows the frequency chart and its table', async ({ page }) => {
  await page.goto('/super_jackpot_lottery/statistics');
  await expect(page).toHaveTitle('Super Jackpot statistics | Drawkit');
  const chart = page.getByRole('img', { name: /Numbers: how often each number was drawn/ });
  await expect(chart).toBeVisible();
  // Numbers 1–35: one bar each.
  await expect(chart.getByTestId('frequency-bar')).toHaveCount(35);
  await expect(page.getByRole('img', { name: /Powerball: how often each number was drawn/ }).getByTestId('frequency-bar')).toHaveCount(20);
  await page.getByText('Show Numbers as a table').click();
  await expect(page.getByRole('table', { name: 'Numbers: times each number was drawn' }).getByRole('row')).toHaveCount(36);
});
