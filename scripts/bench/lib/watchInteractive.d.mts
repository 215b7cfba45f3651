import type { ConsoleMessage, Page } from '@playwright/test';

/** An init script: marks `drawkit-interactive` and logs `drawkit:interactive` once the partner widget can be used. */
export function watchInteractive(): void;

/**
 * In the page once it is interactive: when the partner script could start to run (in, and the
 * page parsed), its arrival, and the ms from each to interactive.
 */
export function sinceScriptStart(): { arrival: number; start: number; interactive: number; sinceArrival: number };

/** Resolves once the page has logged that it is interactive. */
export function interactiveLogged(page: Page): Promise<ConsoleMessage>;
