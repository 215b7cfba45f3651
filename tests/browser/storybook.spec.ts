// The stories in a real browser: the Storybook build, MSW's service worker answering from the
// recordings of the real shop (widgets/src/storyShop), and each story's play function passing.
// Vitest runs every story's play function in happy-dom (widgets/src/__tests__/stories.test.tsx);
// this checks, for one story of each kind, what only a browser has: the worker and real layout.
import { expect, test } from '@playwright/test';
import { storybookUrl } from './urls';

const STORIES = [
  'widgets-cart--with-tickets',
  'widgets-cart--with-promotion',
  'widgets-ticketbuilder--super-jackpot',
  'widgets-checkout--wallet-covers-total',
  'widgets-checkout--card-pays',
  'widgets-partnerpurchase--demo-partner',
  'widgets-raffle--your-hospice',
  'daily-winners-programme--free-member',
  'widgets-twofactorstep--emailed-code',
];

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
  }
}

for (const id of STORIES) {
  test(`story ${id} renders and its play function passes`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // A recorded refusal (a declined card, a wrong code) is a 4xx the browser logs as a failed load.
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${storybookUrl}/iframe.html?id=${id}&viewMode=story`);
    await expect
      .poll(() => page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? 'not started'), { timeout: 30_000 })
      .toMatch(/^(finished|errored|aborted)$/);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase)).toBe('finished');
  });
}
