// `npm run bench` times the partner widget in a Chromium it drives over the DevTools protocol
// itself (scripts/bench/lib/cdpBrowser.mjs), not through Playwright. This checks that instrument
// against the shop the browser tests run: it talks to the browser, reports a page's exception,
// times a cold load of the partner example and runs Lighthouse's CPU benchmark. The figures are
// the bench's to print; here only that they are there.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { evaluate, launchCdpBrowser, openFreshPage, type CdpBrowser } from '../../scripts/bench/lib/cdpBrowser.mjs';
import { benchmarkIndex, coldLoad } from '../../scripts/bench/lib/interactiveLoad.mjs';
import { blockingLoad, blockingTime } from '../../scripts/bench/lib/pageBlocking.mjs';
import { partnerUrl, shopUrl } from './urls';

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

  test("counts a page's blocking time from its first contentful paint, as Lighthouse sums it", async () => {
    // A task of 300 ms by the clock after the first paint (a throttled CPU does not lengthen a
    // loop that waits for the clock): 250 ms of it blocks; one before the paint does not count.
    const busy = (ms: number) => `const end = performance.now() + ${ms}; while (performance.now() < end) {}`;
    const page = `data:text/html,<p>Drawn</p><script>${busy(120)}; setTimeout(() => { ${busy(300)} }, 500)</script>`;
    const { tbt, fcp, longTasks, longest } = await blockingLoad(browser, page);
    expect(fcp).toBeGreaterThan(0);
    expect(longTasks).toBeGreaterThanOrEqual(1);
    expect(longest).toBeGreaterThanOrEqual(300);
    // Counted, the 120 ms task before the paint would add 70 ms.
    expect(tbt).toBeGreaterThanOrEqual(250);
    expect(tbt).toBeLessThan(315);
    // Clipped to the window: a task straddling its start counts only its part inside.
    expect(blockingTime([{ start: 0, duration: 200 }, { start: 300, duration: 40 }, { start: 400, duration: 120 }], 100)).toBe(50 + 70);
    // The shop's home page loads and paints in that browser.
    const home = await blockingLoad(browser, `${shopUrl}/`);
    expect(home.fcp).toBeGreaterThan(0);
    expect(home.tbt).toBeGreaterThanOrEqual(0);
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
