// Issue 3 in the browser: the ticket builder element builds a Powerhit and a System ticket on a
// partner's page, and a charity's page sells its raffle with <drawkit-raffle>, each with one
// script tag, across origins, against the real server.
import { expect, test } from '@playwright/test';
import { fillCard, newShopper, signUp } from './helpers';
import { partnerUrl, shopUrl } from './urls';

/** Records every listed drawkit event the host document hears, as a partner's script would. */
function recordEvents(list: string[]): void {
  const heard: unknown[] = [];
  (window as unknown as { heard: unknown[] }).heard = heard;
  for (const type of list) {
    document.addEventListener(type, (event) => heard.push({ type, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)) }));
  }
}

test('the ticket builder element builds a Powerhit ticket, then a System 8, and adds each to the partner cart', async ({ page }) => {
  await page.addInitScript(recordEvents, ['drawkit:cart-change']);
  await page.goto(`${partnerUrl}/partner-site/ticket-builder.html`);
  await expect(page.locator(`script[src="${shopUrl}/drawkit-elements.js"]`)).toHaveCount(1);
  const builder = page.locator('drawkit-ticket-builder');
  await expect(builder.getByRole('tab', { name: 'Powerhit', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(builder.getByText('Powerball: every Powerball is covered')).toBeVisible();

  // Keyboard only: focus the first number, then Space and the arrow keys.
  await builder.getByRole('button', { name: 'Number 1', exact: true }).focus();
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
  }
  await expect(builder.getByText('Complete', { exact: true })).toBeVisible();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(builder.getByText('Your ticket has been added.')).toBeVisible();

  await builder.getByRole('tab', { name: 'Systems' }).click();
  await expect(builder.getByText(/System 8: pick 8 numbers/)).toBeVisible();
  await builder.getByRole('button', { name: 'Quick pick all' }).click();
  await builder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(builder.getByText('Your ticket has been added.')).toBeVisible();

  const heard = await page.evaluate(() => (window as unknown as { heard: { detail: { cart: { cartItems: { gameType: string }[] } } }[] }).heard);
  expect(heard.map((e) => e.detail.cart.cartItems[0]?.gameType)).toEqual(['powerhit', 'reduced_system']);
});

test('the charity page shows the raffle prizes and buys a ticket bundle for its cause', async ({ page }) => {
  await page.addInitScript(recordEvents, ['drawkit:cart-change', 'drawkit:purchase-complete']);
  const offerCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/product_offers')) offerCalls.push(url.search);
  });
  await page.goto(`${partnerUrl}/charity-site/`);
  const raffle = page.locator('drawkit-raffle');
  await expect(raffle.getByRole('heading', { name: 'Your Hospice', level: 2 })).toBeVisible();
  const prizes = raffle.getByRole('region', { name: 'Prizes' });
  await expect(prizes.getByText('Main prize:')).toBeVisible();
  await expect(prizes.getByRole('listitem').first()).toContainText('Main prize:');
  // The cause's offers only, not the whole catalogue.
  expect(offerCalls).toEqual(['?causes=your_hospice']);

  await raffle.getByRole('radio', { name: /5 tickets: \$20\.00/ }).check();
  await expect(raffle.locator('.drawkit-price')).toHaveText(/\$20\.00/);
  await raffle.getByRole('button', { name: 'Add to cart' }).click();
  await expect(raffle.getByRole('region', { name: 'Your ticket' })).toBeVisible();
  await expect(raffle.getByText(/Your Hospice Lottery: 5 tickets/)).toBeVisible();

  await raffle.getByRole('button', { name: 'Continue to payment' }).click();
  await signUp(raffle, newShopper());
  await fillCard(raffle, '4242 4242 4242 4242');
  await raffle.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(raffle.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  const heard = await page.evaluate(() => (window as unknown as { heard: { type: string; detail: { cart?: { cartItems: { causeKey: string | null }[] } } }[] }).heard);
  expect(heard.find((e) => e.type === 'drawkit:cart-change' && (e.detail.cart?.cartItems.length ?? 0) > 0)?.detail.cart?.cartItems[0]?.causeKey).toBe('your_hospice');
  expect(heard.some((e) => e.type === 'drawkit:purchase-complete')).toBe(true);
});
