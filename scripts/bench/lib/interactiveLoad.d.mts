import type { CdpBrowser } from './cdpBrowser.mjs';

export declare const CPU_SLOWDOWN: number;

/** One cold load of `url` in a fresh context: ms to interactive from when the partner script could start, and from its arrival. */
export function coldLoad(browser: CdpBrowser, url: string, options?: { timeoutMs?: number }): Promise<{ interactive: number; sinceArrival: number }>;

/** Lighthouse's BenchmarkIndex of this browser's machine now. */
export function benchmarkIndex(browser: CdpBrowser): Promise<number>;
