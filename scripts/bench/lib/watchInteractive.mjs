// The partner page's "interactive", one definition for tests/browser/firstDownload.spec.ts,
// bench:trace and bench:compare: an init script (page.addInitScript) that checks each frame for
// <drawkit-purchase> showing Quick pick all enabled and a price, then marks the moment
// (`drawkit-interactive`) and logs `drawkit:interactive`; `sinceScriptStart` reads the figure. Told by a console message, not
// page.waitForFunction: that injects Playwright's own script into the page while it loads, about
// 50 ms of the throttled main thread counted as the widget's.

/** Runs in the page: must not use anything from this module's scope. */
export function watchInteractive() {
  const check = () => {
    const root = document.querySelector('drawkit-purchase')?.shadowRoot;
    const quickPick = [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Quick pick all');
    const price = root?.querySelector('.drawkit-price')?.textContent ?? '';
    if (quickPick && !quickPick.disabled && /\$\d/.test(price)) {
      performance.mark('drawkit-interactive');
      console.log('drawkit:interactive');
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Runs in the page once it is interactive: "script start", the moment the partner script had
 * arrived and could run (its response's end), and the ms from there to the interactive mark.
 */
export function sinceScriptStart() {
  const script = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/drawkit-elements.js'));
  const start = script?.responseEnd ?? Number.NaN;
  const mark = performance.getEntriesByName('drawkit-interactive')[0];
  return { start, interactive: (mark?.startTime ?? Number.NaN) - start };
}

/** Resolves once the page has logged that it is interactive. */
export const interactiveLogged = (page) =>
  page.waitForEvent('console', { predicate: (message) => message.text() === 'drawkit:interactive', timeout: 30_000 });
