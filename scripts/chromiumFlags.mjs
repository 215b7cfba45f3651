// Chromium's flags for every browser the tests and the bench start (playwright.config.ts, packCheck.mjs,
// scripts/bench/lighthouse.mjs, scripts/bench/traceInteractive.mjs): nothing of the browser's own
// may add requests or CPU work to what is measured.

/**
 * Chromium's omnibox popup web UI (chrome://omnibox-popup.top-chrome/, two pages of several hundred
 * module requests), which Chromium 156 loads in the background even headless: on 2 cores it took
 * CPU from the page being timed (the partner widget's script start → interactive at 4× CPU, median
 * of 9: 1,195 ms with it, 784 ms without, one run after the other; docs/performance.md).
 */
export const OMNIBOX_WEB_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${OMNIBOX_WEB_UI.join(',')}`,
];
