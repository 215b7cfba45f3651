// The partner promise (size-budgets.json): `<drawkit-purchase>` is interactive within 30 KB gzip
// (40 KB from issue 2, lowered by issue 11). `npm run size` can only follow static imports; this
// test counts what a real browser fetches from the shop's origin while the partner page opens, up
// to the first interaction: the entry script and every chunk or stylesheet loaded at first render,
// gzip -9 each, read from build/elements on disk by name as scripts/size.mjs reads them. A second
// test prints how long the widget takes to become interactive on a slowed-down CPU.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { interactiveLogged, sinceScriptStart, watchInteractive } from '../../scripts/bench/lib/watchInteractive.mjs';
import { partnerUrl, shopUrl } from './urls';

// This file times the page: Playwright's trace recorder, which snapshots the page as it works,
// would be timed with it (and the byte count needs no trace).
test.use({ trace: 'off' });

const BUDGET_NAME = 'elements: before first interaction';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ELEMENTS_DIR = path.join(ROOT, 'build/elements');

/** Resolves once no request has been in flight for `quietMs` (Playwright's networkidle fires once, at load). */
function networkQuiet(page: Page, quietMs = 1000): Promise<void> {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, quietMs);
    };
    page.on('request', () => {
      inFlight += 1;
      clearTimeout(timer);
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    settle();
  });
}

test('the partner page downloads at most the "before first interaction" budget until the shopper acts', async ({ page }) => {
  const { budgets } = JSON.parse(readFileSync(path.join(ROOT, 'size-budgets.json'), 'utf8')) as { budgets: Record<string, number> };
  const budget = budgets[BUDGET_NAME];
  expect(budget, `size-budgets.json has a "${BUDGET_NAME}" budget`).toBeGreaterThan(0);

  const fetched: string[] = [];
  const fileRequests: Request[] = [];
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== shopUrl) return;
    requests.push(`${request.method()} ${url.pathname}${url.search}`);
    const type = request.resourceType();
    if ((type === 'script' || type === 'stylesheet') && !fetched.includes(url.pathname)) {
      fetched.push(url.pathname);
      fileRequests.push(request);
    }
  });

  // CORS preflights: Playwright's request events do not show them, the DevTools protocol does.
  const preflights: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (request.method === 'OPTIONS' && new URL(request.url).origin === shopUrl) preflights.push(new URL(request.url).pathname);
  });
  await cdp.send('Network.enable');

  await page.goto(partnerUrl);
  const widget = page.locator('drawkit-purchase');
  // Ready: the ticket can be built and its price is shown.
  await expect(widget.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Quick pick all' })).toBeEnabled();
  await expect(widget.locator('.drawkit-price')).toHaveText(/\$\d/);
  // An empty number slot has no child: Preact draws '' as a text node, 144 of them for 18 empty games.
  expect(await widget.locator('.drawkit-ball--empty').evaluateAll((balls) => balls.length > 0 && balls.every((ball) => ball.childNodes.length === 0))).toBe(true);
  await networkQuiet(page);

  const files = fetched.map((pathname) => {
    const name = path.posix.basename(pathname);
    const bytes = gzipSync(readFileSync(path.join(ELEMENTS_DIR, name)), { level: 9 }).length;
    return { name, bytes };
  });
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  // What came over the wire for the same files: the server sends its brotli copies to a browser that takes them.
  let received = 0;
  for (const request of fileRequests) received += (await request.sizes()).responseBodySize;
  console.log(`${BUDGET_NAME}: ${total} B gzip (budget ${budget} B), ${files.length} file(s) from ${shopUrl}; ${received} B as the browser received them:`);
  for (const file of files) console.log(`  ${String(file.bytes).padStart(6)} B  ${file.name}`);
  console.log(`  requests to the shop before the first interaction: ${requests.join(', ')}`);

  expect(files[0]?.name).toBe('drawkit-elements.js');
  // V8 compiles its functions as it streams in, off the main thread (scripts/bundling/compileHints.mjs).
  expect(readFileSync(path.join(ELEMENTS_DIR, 'drawkit-elements.js'), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  // The script starts discovery before the first render and the element's client reads that answer: one call, not two.
  expect(requests.filter((r) => r.startsWith('GET /discover'))).toEqual(['GET /discover?partner=demo-partner&app_key=demo-partner']);
  // With the app key in its URL and no header of its own, it leaves without a CORS preflight: one round trip, not two.
  expect(preflights).toEqual([]);
  // Discovery brought the partner's start-up reads (config, capabilities, the partner and its offer
  // only, not the whole catalogue's ~62 KB): none is asked for again before the ticket is ready.
  expect(requests.filter((r) => /\/v2\/(config|capabilities|partners\/|pricing\/)/.test(r))).toEqual([]);
  // A visit makes no partner cart: that waits for the first ticket.
  expect(requests.filter((r) => r.includes('/cart/partner/'))).toEqual([]);
  // A signed-out shopper's reads go over fetch: ky waits for the first call that may need it.
  expect(files.map((file) => file.name).filter((name) => name.includes('kyTransport'))).toEqual([]);
  expect(total, `first download of ${files.map((f) => f.name).join(', ')}`).toBeLessThanOrEqual(budget as number);

  // What waited is there on demand: the draw options open from the keyboard and work.
  const before = fetched.length;
  const toggle = widget.getByRole('button', { name: 'Change draw options' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const drawChoice = widget.getByRole('combobox', { name: 'Number of draws' });
  await drawChoice.selectOption('2');
  await expect(widget.getByText(/^Next Available Draw: draw \d+, .*; 2 draws$/)).toBeVisible();
  console.log(`  loaded on the first interaction: ${fetched.slice(before).map((p) => path.posix.basename(p)).join(', ')}`);
});

/** When the script defined the tag (performance.now()). */
declare global {
  interface Window {
    drawkitDefinedAt?: number;
  }
}

const CPU_SLOWDOWN = 4;
// Single cold loads on a shared 2-core machine spread by ±100 ms or more; the median of 9 moves far
// less than that of 3. `npm run bench` asks for 9 (scripts/bench/firstDownload.mjs); `npm test`,
// which only prints the figure on the way, takes 3 and 20 s less.
const RUNS = Number(process.env.E2E_INTERACTIVE_RUNS) || 3;

/**
 * One cold load of the partner page in a fresh context at `CPU_SLOWDOWN`× CPU: times in ms from when
 * the script could start (in, and the page parsed: sinceScriptStart), and interactive from its arrival.
 */
async function interactiveRun(browser: Browser): Promise<{ defined: number; interactive: number; sinceArrival: number; calls: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      // The script has run its top level once it defines the tag.
      const define = customElements.define.bind(customElements);
      customElements.define = (name, elementClass, options) => {
        if (name === 'drawkit-purchase') window.drawkitDefinedAt = performance.now();
        define(name, elementClass, options);
      };
    });
    // Interactive: Quick pick all enabled and a price shown, the check bench:trace and bench:compare make too.
    await page.addInitScript(watchInteractive);
    const logged = interactiveLogged(page);
    await page.goto(partnerUrl);
    await logged;
    const { start, interactive, sinceArrival } = await page.evaluate(sinceScriptStart);
    const { defined, calls } = await page.evaluate((start) => {
      // Each API call's start and end, to see where the time goes.
      const calls = performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'fetch')
        .map((e) => `${new URL(e.name).pathname.replace(/^\/v2/, '')} ${Math.round(e.startTime - start)}–${Math.round((e as PerformanceResourceTiming).responseEnd - start)}`)
        .join(', ');
      return { defined: (window.drawkitDefinedAt ?? NaN) - start, calls };
    }, start);
    return { defined, interactive, sinceArrival, calls };
  } finally {
    await context.close();
  }
}

// A figure for `npm run bench` (issue 11: goal ≤ 300 ms), printed, not asserted: timings vary by machine and load.
test('prints script start → purchase widget interactive at 4× CPU throttle', async ({ browser, browserName }) => {
  test.skip(browserName !== 'chromium', 'CPU throttling is a Chromium DevTools protocol call');
  const runs: { defined: number; interactive: number; sinceArrival: number; calls: string }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await interactiveRun(browser));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const interactive = median(runs.map((r) => r.interactive));
  const defined = median(runs.map((r) => r.defined));
  const typical = runs.find((r) => r.interactive === interactive);
  console.log(
    `script start → purchase widget interactive (Chromium, ${CPU_SLOWDOWN}× CPU throttle): ${Math.round(interactive)} ms median of ${RUNS} cold loads ` +
      `(elements defined at ${Math.round(defined)} ms; runs: ${runs.map((r) => Math.round(r.interactive)).join(', ')} ms; ` +
      `from the script's arrival ${Math.round(median(runs.map((r) => r.sinceArrival)))} ms)`,
  );
  console.log(`  API calls of that run (ms from script start): ${typical?.calls ?? ''}`);
  expect(runs.every((r) => Number.isFinite(r.interactive) && r.interactive > 0)).toBe(true);
});
