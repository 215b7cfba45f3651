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
 * Runs in the page once it is interactive: "script start", the moment the partner script could
 * start to run, and the ms from there to the interactive mark; also the script's arrival and the
 * ms from that. A module script runs once it is in and the page's HTML is parsed (HTML's "the
 * end": the document turns interactive, then its deferred and module scripts run). From the shop's
 * own origin the script is in long before that: a cold partner page takes about 320 ms at 4× CPU
 * from its HTML to the end of parsing, with the script or without it (2026-12-04), and the figure
 * from the script's arrival counted 80–160 ms of that (medians) as the widget's.
 */
export function sinceScriptStart() {
  const script = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/drawkit-elements.js'));
  const arrival = script?.responseEnd ?? Number.NaN;
  const parsed = performance.getEntriesByType('navigation')[0]?.domInteractive ?? Number.NaN;
  const start = Math.max(arrival, parsed);
  const mark = performance.getEntriesByName('drawkit-interactive')[0]?.startTime ?? Number.NaN;
  return { arrival, start, interactive: mark - start, sinceArrival: mark - arrival };
}

/** Resolves once the page has logged that it is interactive. */
export const interactiveLogged = (page) =>
  page.waitForEvent('console', { predicate: (message) => message.text() === 'drawkit:interactive', timeout: 30_000 });
