import { expect, type Locator, type Page } from '@playwright/test';

/** A new shopper's details; the email is unique per call so each test signs up afresh. */
export function newShopper() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `shopper-${id}@drawkit.test`, password: 'correct-horse-battery' };
}

export const DEMO_CUSTOMER = { email: 'demo@drawkit.test', password: 'drawkit-demo-1' };

/** Picks numbers for the active game by clicking the grid, as a shopper would. */
export async function pickNumbers(scope: Locator | Page, picks: { Numbers: number[]; Powerball?: number[] }): Promise<void> {
  for (const n of picks.Numbers) await scope.getByRole('button', { name: `Number ${n}`, exact: true }).click();
  for (const n of picks.Powerball ?? []) await scope.getByRole('button', { name: `Powerball ${n}`, exact: true }).click();
}

/** Sets the games count with the − / + buttons. */
export async function setGames(scope: Locator | Page, count: number): Promise<void> {
  const output = scope.getByLabel('Number of games');
  for (let i = 0; i < 60; i++) {
    const current = Number((await output.textContent())?.trim());
    if (current === count) return;
    await scope.getByRole('button', { name: current > count ? 'Fewer games' : 'More games' }).click();
  }
  await expect(output).toHaveText(String(count));
}

export async function signUp(scope: Locator | Page, shopper: { email: string; password: string }): Promise<void> {
  await scope.getByRole('button', { name: 'Create an account' }).click();
  const form = scope.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Shopper');
  await form.getByLabel('Email', { exact: true }).fill(shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(shopper.password);
  await form.getByLabel('Date of birth').fill('1990-04-12');
  await form.getByLabel('Address', { exact: true }).fill('1 Test Street');
  await form.getByLabel('Suburb').fill('Brisbane City');
  await form.getByLabel('State').selectOption('QLD');
  await form.getByLabel('Post code').fill('4000');
  await form.getByLabel('Country').fill('Australia');
  await form.getByLabel('I am 18 or older and accept the terms and conditions.').check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

export async function signIn(scope: Locator | Page, customer: { email: string; password: string }): Promise<void> {
  const form = scope.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function fillCard(scope: Locator | Page, number: string): Promise<void> {
  const form = scope.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on card').fill('Sam Shopper');
}

/** The page's layout shifts so far: their sum (as cumulative layout shift counts it) and the shifted elements matching a selector. */
export type LayoutShifts = (selector: string) => Promise<{ total: number; moved: string[] }>;

/**
 * Counts the page's layout shifts from before it loads (call before `page.goto`): what arrives
 * late must not move what is already on screen. Shifts right after an input are left out, as
 * Chromium's own count does.
 */
export async function watchLayoutShifts(page: Page): Promise<LayoutShifts> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    const tally = window as unknown as { drawkitShifts: { total: number; nodes: Element[] } };
    tally.drawkitShifts = { total: 0, nodes: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        tally.drawkitShifts.total += entry.value;
        for (const { node } of entry.sources) if (node instanceof Element) tally.drawkitShifts.nodes.push(node);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return (selector) =>
    page.evaluate((matching) => {
      const { total, nodes } = (window as unknown as { drawkitShifts: { total: number; nodes: Element[] } }).drawkitShifts;
      return { total, moved: nodes.filter((node) => node.matches(matching)).map((node) => node.outerHTML.slice(0, 80)) };
    }, selector);
}
