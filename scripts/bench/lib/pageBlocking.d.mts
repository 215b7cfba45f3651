import type { CdpBrowser } from './cdpBrowser.mjs';

export declare const BLOCKING_THRESHOLD_MS: number;

/** Σ over `tasks` of their time past 50 ms within [`from`, `until`], each clipped to it (as Lighthouse sums it). */
export function blockingTime(tasks: { start: number; duration: number }[], from: number, until?: number): number;

/** One cold load of `url` at 4× CPU on a phone's screen: blocking time after first contentful paint, the paints, the long tasks. */
export function blockingLoad(
  browser: CdpBrowser,
  url: string,
): Promise<{ tbt: number; fcp: number; lcp: number; longTasks: number; longest: number }>;
