// `npm run bench` times the partner widget in a Chromium it drives over the DevTools protocol
// itself (scripts/bench/lib/cdpBrowser.mjs), not through Playwright. This checks that instrument
// against the shop the browser tests run: it talks to the browser, reports a page's exception,
// times a cold load of the partner example and runs Lighthouse's CPU benchmark. The figures are
// the bench's to print; here only that they are there.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { evaluate, launchCdpBrowser, openFreshPage, type CdpBrowser } from '../../scripts/bench/lib/cdpBrowser.mjs';
import { benchmarkIndex, coldLoad } from '../../scripts/bench/lib/interactiveLoad.mjs';
import { partnerUrl } from './urls';

test.describe('the bench\'s DevTools-protocol browser', () => {
  let browser: CdpBrowser;
  test.beforeAll(async () => {
    browser = await launchCdpBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('answers, and an exception in the page rejects with its message', async () => {
    const page = await openFreshPage(browser);
    try {
      expect(await evaluate(browser, page.sessionId, 'Promise.resolve(6 * 7)')).toBe(42);
      await expect(evaluate(browser, page.sessionId, 'throw new Error("no such thing")')).rejects.toThrow(/no such thing/);
      await expect(browser.send('No.suchMethod')).rejects.toThrow(/No\.suchMethod/);
    } finally {
      await page.dispose();
    }
  });

  test('times a cold load of the partner page, and benchmarks the CPU', async () => {
    const { interactive, sinceArrival } = await coldLoad(browser, partnerUrl);
    expect(interactive).toBeGreaterThan(0);
    expect(interactive).toBeLessThan(30_000);
    // The script cannot start before it has arrived.
    expect(sinceArrival).toBeGreaterThanOrEqual(interactive);
    expect(await benchmarkIndex(browser)).toBeGreaterThan(0);
  });
});

test('the browser and its profile are gone once closed', async () => {
  const browser = await launchCdpBrowser();
  const { targetInfos } = (await browser.send('Target.getTargets')) as { targetInfos: { url: string }[] };
  expect(targetInfos.length).toBeGreaterThan(0);
  expect(existsSync(browser.profile)).toBe(true);
  await browser.close();
  await expect(browser.send('Browser.getVersion')).rejects.toThrow(/Chromium exited/);
  expect(existsSync(browser.profile)).toBe(false);
});
