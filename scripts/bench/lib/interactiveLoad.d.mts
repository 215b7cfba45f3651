import type { CdpBrowser } from './cdpBrowser.mjs';

export declare const CPU_SLOWDOWN: number;

/** One cold load of `url` in a fresh context: ms to interactive from when the partner script could start, and from its arrival. */
export function coldLoad(browser: CdpBrowser, url: string, options?: { timeoutMs?: number }): Promise<{ interactive: number; sinceArrival: number }>;

/** Starts loading `url` in the page at `CPU_SLOWDOWN`× CPU (on `screen`, when given), with `watcher` run before the page's scripts. */
export function navigateThrottled(
  browser: CdpBrowser,
  sessionId: string,
  url: string,
  watcher: string,
  screen?: { width: number; height: number; deviceScaleFactor: number; mobile: boolean },
): Promise<void>;

/** Lighthouse's BenchmarkIndex of this browser's machine now. */
export function benchmarkIndex(browser: CdpBrowser): Promise<number>;
