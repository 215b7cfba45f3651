import type { ConsoleMessage, Page } from '@playwright/test';

/** An init script: marks `drawkit-interactive` and logs `drawkit:interactive` once the partner widget can be used. */
export function watchInteractive(): void;

/** Resolves once the page has logged that it is interactive. */
export function interactiveLogged(page: Page): Promise<ConsoleMessage>;
