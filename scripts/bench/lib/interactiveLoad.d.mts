import type { CdpBrowser } from './cdpBrowser.mjs';

export declare const CPU_SLOWDOWN: number;

/** ms from the partner script's arrival to interactive, on one cold load of `url` in a fresh context. */
export function coldLoad(browser: CdpBrowser, url: string, options?: { timeoutMs?: number }): Promise<number>;

/** Lighthouse's BenchmarkIndex of this browser's machine now. */
export function benchmarkIndex(browser: CdpBrowser): Promise<number>;
