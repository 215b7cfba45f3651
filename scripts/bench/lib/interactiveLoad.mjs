// One cold load of the partner page timed to interactive, and Lighthouse's CPU benchmark, in a
// browser from cdpBrowser.mjs: what scripts/bench/interactive.mjs measures with, and what
// tests/browser/benchInstrument.spec.ts checks it still can.
import { readFileSync } from 'node:fs';
import { r } from '../../bundling/paths.mjs';
import { evaluate, openFreshPage } from './cdpBrowser.mjs';
import { sinceScriptStart, watchInteractive } from './watchInteractive.mjs';

export const CPU_SLOWDOWN = 4;

/**
 * Resolves in the page once the interactive mark is set (false in a document that is not the
 * partner page yet, or after a second without the mark, so that the caller's deadline is checked).
 */
const INTERACTIVE_MARKED = `location.href === 'about:blank' ? false : new Promise((resolve) => {
  const marked = (entries) => entries.getEntriesByName('drawkit-interactive').length > 0;
  if (marked(performance)) return resolve(true);
  setTimeout(() => resolve(false), 1000);
  new PerformanceObserver((list, observer) => {
    if (!marked(list)) return;
    observer.disconnect();
    resolve(true);
  }).observe({ type: 'mark' });
})`;

/**
 * One cold load of `url` at `CPU_SLOWDOWN`× CPU in a fresh context: ms to interactive from when the
 * partner script could start (watchInteractive.mjs's `sinceScriptStart`), and from its arrival.
 */
export async function coldLoad(browser, url, { timeoutMs = 30_000 } = {}) {
  const page = await openFreshPage(browser);
  const { sessionId } = page;
  try {
    await navigateThrottled(browser, sessionId, url, `(${watchInteractive})()`);
    const deadline = Date.now() + timeoutMs;
    // Until the page has committed, the question lands in about:blank, or in a document the
    // navigation then replaces (the evaluation fails): asked again.
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${url} was not interactive within ${timeoutMs / 1000} s`);
      if (await evaluate(browser, sessionId, INTERACTIVE_MARKED).catch(() => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { interactive, sinceArrival } = await evaluate(browser, sessionId, `(${sinceScriptStart})()`);
    if (!Number.isFinite(interactive)) throw new Error(`${url}: the page has no timing for drawkit-elements.js`);
    return { interactive, sinceArrival };
  } finally {
    await page.dispose();
  }
}

/**
 * Starts loading `url` in the page at `CPU_SLOWDOWN`× CPU (on `screen`, when given: Emulation's
 * device metrics), with `watcher` run in it before the page's own scripts.
 */
export async function navigateThrottled(browser, sessionId, url, watcher, screen = undefined) {
  await browser.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId);
  if (screen) await browser.send('Emulation.setDeviceMetricsOverride', screen, sessionId);
  await browser.send('Page.enable', {}, sessionId);
  await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: watcher }, sessionId);
  await browser.send('Page.navigate', { url }, sessionId);
}

let benchmarkSource;
/** Lighthouse's `computeBenchmarkIndex`, as the source of a call (Lighthouse runs it in the page the same way). */
function benchmarkIndexSource() {
  if (benchmarkSource) return benchmarkSource;
  const source = readFileSync(r('node_modules/lighthouse/core/lib/page-functions.js'), 'utf8');
  const start = source.indexOf('function computeBenchmarkIndex()');
  const end = source.indexOf('\n}\n', start);
  if (start === -1 || end === -1) throw new Error("lighthouse's core/lib/page-functions.js has no computeBenchmarkIndex");
  benchmarkSource = `(${source.slice(start, end + 2)})()`;
  return benchmarkSource;
}

/** Lighthouse's BenchmarkIndex of this browser's machine now (about 1 s; 1,000+ is desktop class, per Lighthouse). */
export async function benchmarkIndex(browser) {
  const expression = benchmarkIndexSource();
  const page = await openFreshPage(browser);
  try {
    return Math.round(await evaluate(browser, page.sessionId, expression));
  } finally {
    await page.dispose();
  }
}
