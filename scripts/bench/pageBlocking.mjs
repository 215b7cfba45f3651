// The storefront pages' own main-thread blocking at 4× CPU, beside Lighthouse's simulation of it:
// cold loads of each page (lib/storefrontPages.mjs) in a Chromium driven over the DevTools protocol
// with no agent on (lib/cdpBrowser.mjs), timed by the browser's own Long Tasks API and paint timing
// (lib/pageBlocking.mjs). No network throttle: the shop answers from this machine. Lighthouse
// simulates the same 4× from an unthrottled load whose tasks also hold the time the page's thread
// waited for a core on this 2-core machine (docs/performance.md, "What Lighthouse's blocking time
// counts on two cores"); this is the page's own figure.
//   node --conditions=drawkit-source --import tsx scripts/bench/pageBlocking.mjs [--loads=5]
import { REDIS_URL, redisAnswers, withDemoServer } from './lib/benchServer.mjs';
import { launchCdpBrowser } from './lib/cdpBrowser.mjs';
import { benchmarkIndex, CPU_SLOWDOWN } from './lib/interactiveLoad.mjs';
import { blockingLoad } from './lib/pageBlocking.mjs';
import { argValue, progress, runIfMain } from './lib/standalone.mjs';
import { STOREFRONT_PAGES } from './lib/storefrontPages.mjs';
import { median, ms, notMeasured } from './lib/table.mjs';

const LOADS = Math.max(1, Number(argValue('loads', 5)) || 5);
const GOAL = 'for comparison with Lighthouse’s TBT';

export async function measure() {
  const redisUrl = (await redisAnswers(REDIS_URL)) ? REDIS_URL : null;
  try {
    progress('page blocking: starting the demo server on PostgreSQL');
    return await withDemoServer('drawkit_bench_blocking', measureOn, { redisUrl });
  } catch (error) {
    return [notMeasured('storefront pages at 4× CPU', error instanceof Error ? error.message.split('\n')[0] : String(error), GOAL)];
  }
}

async function measureOn(server) {
  const browser = await launchCdpBrowser();
  try {
    const rows = [];
    for (const page of STOREFRONT_PAGES) {
      const url = `${server.url}${page.path}`;
      // A first load warms the server (its JIT, the response cache), as a shop that has served anyone has.
      await blockingLoad(browser, url);
      const index = await benchmarkIndex(browser);
      const loads = [];
      for (let load = 1; load <= LOADS; load += 1) {
        progress(`page blocking: ${page.path}, load ${load} of ${LOADS}`);
        loads.push(await blockingLoad(browser, url));
      }
      const of = (key) => median(loads.map((load) => load[key]));
      rows.push({
        what: `${page.name}, Chromium at ${CPU_SLOWDOWN}× CPU`,
        how: `Long Tasks API and paint timing, phone screen, no network throttle, median of ${LOADS} cold loads (BenchmarkIndex ${index} before)`,
        result:
          `total blocking time ${ms(of('tbt'))} (runs: ${loads.map((load) => Math.round(load.tbt)).join(', ')} ms) · ` +
          `longest task ${ms(of('longest'))} · FCP ${ms(of('fcp'))} · LCP ${ms(of('lcp'))}`,
        goal: GOAL,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

await runIfMain(import.meta.url, measure);
