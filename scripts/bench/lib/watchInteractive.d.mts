import type { ConsoleMessage, Page } from '@playwright/test';

/** An init script: marks `drawkit-interactive` and logs `drawkit:interactive` once the partner widget can be used. */
export function watchInteractive(): void;

/** In the page once it is interactive: the partner script's arrival ("script start") and the ms from there to interactive. */
export function sinceScriptStart(): { start: number; interactive: number };

/** Resolves once the page has logged that it is interactive. */
export function interactiveLogged(page: Page): Promise<ConsoleMessage>;
