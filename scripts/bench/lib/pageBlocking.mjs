// A storefront page's own main-thread blocking, from the browser's own timings: one cold load at
// Lighthouse's 4× CPU slowdown and phone viewport, in a Chromium from cdpBrowser.mjs, with the
// page's long tasks (the Long Tasks API: 50 ms or more), first contentful paint and largest
// contentful paint. Total blocking time is summed as Lighthouse sums it (each long task's time past
// 50 ms, from first contentful paint on). Lighthouse instead simulates 4× from one unthrottled load
// whose task lengths count everything else the machine did meanwhile (docs/performance.md,
// "What Lighthouse's blocking time counts on two cores").
import { evaluate, openFreshPage } from './cdpBrowser.mjs';
import { navigateThrottled } from './interactiveLoad.mjs';

/** Lighthouse's threshold: a task blocks for what it runs past this. */
export const BLOCKING_THRESHOLD_MS = 50;
/** Lighthouse's mobile screen (its `screenEmulation` defaults). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };
/** The page is settled once no long task has started for this long... */
const QUIET_MS = 2500;
/** ...and this long has passed since the navigation; past the last, what is there is taken. */
const AT_LEAST_MS = 4000;
const AT_MOST_MS = 15_000;

/** Runs in the page before its own scripts: keeps its long tasks and paints where the bench can read them. */
const WATCH = `(() => {
  const seen = (window.__drawkitBlocking = { longTasks: [], fcp: NaN, lcp: NaN });
  const watch = (type, take) => { try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); } catch {} };
  watch('longtask', (entry) => seen.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  watch('paint', (entry) => { if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime; });
  watch('largest-contentful-paint', (entry) => { seen.lcp = entry.startTime; });
})()`;

/**
 * Σ over `tasks` of their time past 50 ms within [`from`, `until`], each clipped to it (Lighthouse's
 * `calculateSumOfBlockingTime`).
 */
export function blockingTime(tasks, from, until = Number.POSITIVE_INFINITY) {
  let sum = 0;
  for (const task of tasks) {
    const clipped = Math.min(task.start + task.duration, until) - Math.max(task.start, from);
    if (clipped > BLOCKING_THRESHOLD_MS) sum += clipped - BLOCKING_THRESHOLD_MS;
  }
  return sum;
}

/** One cold load of `url` in a fresh context: its blocking time after first contentful paint, its paints and its long tasks. */
export async function blockingLoad(browser, url) {
  const page = await openFreshPage(browser);
  const { sessionId } = page;
  try {
    const started = Date.now();
    await navigateThrottled(browser, sessionId, url, WATCH, PHONE);
    let seen;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      // Until the page has committed, the question lands in about:blank (no watcher there yet).
      seen = await evaluate(browser, sessionId, 'window.__drawkitBlocking && { ...window.__drawkitBlocking, now: performance.now() }').catch(() => null);
      const elapsed = Date.now() - started;
      if (elapsed > AT_MOST_MS) break;
      if (!seen || elapsed < AT_LEAST_MS) continue;
      const lastStart = Math.max(0, ...seen.longTasks.map((task) => task.start));
      if (seen.now - lastStart >= QUIET_MS) break;
    }
    if (!seen || !Number.isFinite(seen.fcp)) throw new Error(`${url}: no first contentful paint within ${AT_MOST_MS / 1000} s`);
    const longest = Math.max(0, ...seen.longTasks.map((task) => task.duration));
    return { tbt: blockingTime(seen.longTasks, seen.fcp), fcp: seen.fcp, lcp: seen.lcp, longTasks: seen.longTasks.length, longest };
  } finally {
    await page.dispose();
  }
}
