// A storefront page's first load over a slow link, not a throttled CPU: Chromium's own network
// emulation (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up: Lighthouse's mobile settings,
// applied for real rather than simulated), and the time from navigation to the cookie consent
// banner (drawn once capabilities answer) and to the footer's offers (once the catalogue answers).
// Lighthouse's simulation models the round trips but not the six connections an HTTP/1.1 origin
// gets, behind which the page's calls queue with its ~40 scripts; this measures that queue.
//   node --conditions=drawkit-source --import tsx scripts/bench/startupAtRtt.mjs [--path=/] [--loads=5] [--content=SELECTOR]
// `--content` times the page's own content too: the first element matching SELECTOR (an offer's
// results page: `.drawkit-past-row`).
// Not in `npm run bench`'s table: it answers a question about a change (docs/performance.md).
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../chromiumFlags.mjs';
import { REDIS_URL, redisAnswers, withDemoServer } from './lib/benchServer.mjs';
import { argValue, progress } from './lib/standalone.mjs';
import { median } from './lib/table.mjs';

const path = argValue('path', '/');
const loads = Number(argValue('loads', '5'));
const content = argValue('content');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const runs = [];
const redisUrl = (await redisAnswers(REDIS_URL)) ? REDIS_URL : null;
await withDemoServer('drawkit_bench_rtt', async (server) => {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    // One load more than counted: the first warms the server's caches.
    for (let load = 0; load <= loads; load += 1) {
      progress(`startup at 150 ms RTT: ${path}, load ${load} of ${loads}`);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
      await page.goto(`${server.url}${path}`);
      const since = () => page.evaluate(() => Math.round(performance.now()));
      await page.getByTestId('cookie-consent').waitFor();
      const banner = await since();
      await page.locator('.site-footer__offers').waitFor();
      const offers = await since();
      let shown;
      if (content) {
        await page.locator(content).first().waitFor();
        shown = await since();
      }
      if (load > 0) runs.push({ banner, offers, content: shown });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}, { redisUrl });
const medianOf = (key) => median(runs.map((run) => run[key]));
const shownAt = content ? `, ${content} ${medianOf('content')} ms` : '';
console.log(`${path} at 150 ms RTT, 1.6 Mbit/s, median of ${runs.length} loads: cookie banner ${medianOf('banner')} ms, footer offers ${medianOf('offers')} ms${shownAt}`);
console.log(`  runs (banner/offers${content ? '/content' : ''} ms): ${runs.map((run) => [run.banner, run.offers, ...(content ? [run.content] : [])].join('/')).join(', ')}`);
