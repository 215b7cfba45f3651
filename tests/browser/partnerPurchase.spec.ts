// Flow 2 of the spine: a visitor on a partner's own site (another origin, one script tag and one
// element) builds a ticket, signs up, pays by card and sees the receipt, while the host page
// hears the element's events.
import { expect, test } from '@playwright/test';
import { fillCard, newShopper, pickNumbers, setGames, signUp, watchLayoutShifts } from './helpers';
import { partnerUrl, shopUrl } from './urls';

interface HeardEvent {
  type: string;
  bubbles: boolean;
  composed: boolean;
  detail: { checkoutId?: string; total?: { amount: number; currency: string }; cart?: { cartItems: unknown[] } };
}

test('a partner-site visitor signs up and buys a Super Jackpot ticket with a card', async ({ page }) => {
  // Record every drawkit event the host document hears, exactly as a partner's script would.
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    for (const type of ['drawkit:cart-change', 'drawkit:purchase-complete']) {
      document.addEventListener(type, (event) => {
        const { bubbles, composed, detail } = event as CustomEvent;
        heard.push({ type, bubbles, composed, detail: JSON.parse(JSON.stringify(detail)) });
      });
    }
  });
  await page.goto(partnerUrl);
  await expect(page).toHaveURL(`${partnerUrl}/partner-site/`);
  // The page's only Drawkit code is the script tag from the shop's origin and the element.
  await expect(page.locator(`script[src="${shopUrl}/drawkit-elements.js"]`)).toHaveCount(1);

  const widget = page.locator('drawkit-purchase');
  const builder = widget.getByRole('region', { name: 'Super Jackpot ticket' });
  await expect(builder.getByRole('heading', { name: 'Super Jackpot' })).toBeVisible();
  await expect(builder.getByText('Next draw')).toBeVisible();
  await expect(builder.locator('time').getByText(/AEST/)).toBeVisible();
  await expect(builder.locator('.drawkit-jackpot')).toHaveText(/^\$\d[\d,.]* Million$|^\$[\d,]+$/);

  // Two games: the first picked on the grid, the second by quick pick.
  await setGames(builder, 2);
  await pickNumbers(builder, { Numbers: [3, 8, 12, 19, 24, 30, 35], Powerball: [7] });
  await expect(builder.getByText('Complete').first()).toBeVisible();
  await builder.getByRole('button', { name: 'Quick pick game 2' }).click();
  const price = await builder.locator('.drawkit-price').textContent();
  expect(price).toMatch(/\$\d+\.\d\d/);
  await builder.getByRole('button', { name: 'Add to cart' }).click();

  await expect(widget.getByRole('region', { name: 'Your ticket' })).toBeVisible();
  await widget.getByRole('button', { name: 'Continue to payment' }).click();

  await signUp(widget, newShopper());

  // A declined card shows the gateway's message and buys nothing; a good card then succeeds.
  await fillCard(widget, '4000 0000 0000 0002');
  await widget.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(widget.getByText(/declined/i)).toBeVisible();
  await fillCard(widget, '4242 4242 4242 4242');
  await widget.getByRole('button', { name: /^Pay \$/ }).click();

  const receipt = widget.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  const checkoutId = (await receipt.locator('header strong').textContent())?.trim() ?? '';
  expect(checkoutId).not.toBe('');
  await expect(receipt.getByText(/Paid by card/)).toBeVisible();

  const heard = await page.evaluate(() => (window as unknown as { heard: HeardEvent[] }).heard);
  const complete = heard.filter((e) => e.type === 'drawkit:purchase-complete');
  expect(complete).toHaveLength(1);
  expect(complete[0]).toMatchObject({ bubbles: true, composed: true, detail: { checkoutId, total: { currency: 'AUD' } } });
  expect(complete[0]?.detail.total?.amount).toBeGreaterThan(0);
  const cartChanges = heard.filter((e) => e.type === 'drawkit:cart-change');
  expect(cartChanges.some((e) => e.bubbles && e.composed && e.detail.cart?.cartItems.length === 1)).toBe(true);
  // The partner's own listener (host.js) shows the purchase too.
  await expect(page.getByTestId('drawkit-event-log')).toContainText(`purchase complete: checkout ${checkoutId}`);
});

test("the example pages keep the elements' room: nothing below them moves as they arrive, nor inside them", async ({ page }) => {
  // A phone's window, where the drawn elements reach far below the fold.
  await page.setViewportSize({ width: 412, height: 823 });
  const shifts = await watchLayoutShifts(page);
  for (const [path, element] of [
    ['/partner-site/', 'drawkit-purchase'],
    ['/partner-site/ticket-builder.html', 'drawkit-ticket-builder'],
    ['/partner-site/daily-winners.html', 'drawkit-daily-winners'],
    ['/charity-site/', 'drawkit-raffle'],
  ] as const) {
    await page.goto(`${partnerUrl}${path}`);
    await expect(page.locator(element).getByRole('button').first()).toBeVisible();
    // Without the room kept, the footer went from the fold to below the builder (0.12–0.35).
    const { total, moved } = await shifts('.page-footer, .events');
    expect(moved, path).toEqual([]);
    // Nor inside the element: the raffle's tickets moved down as its prizes came (0.05).
    expect(total, path).toBeLessThan(0.01);
  }
});
