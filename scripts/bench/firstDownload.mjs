// What a partner page downloads before <drawkit-purchase> is interactive, and how long from the
// script's start until it is, at 4× CPU throttle: both measured in Chromium by
// tests/browser/firstDownload.spec.ts (Playwright, its own demo server on E2E_PORT), quoted here.
// The time is the figure as Playwright sees it; interactive.mjs measures it without the
// work Playwright's DevTools agents add to the page (the table's headline row).
import { progress, runIfMain } from './lib/standalone.mjs';
import { lastLines, runScript } from './lib/runScript.mjs';
import { r } from '../bundling/paths.mjs';
import { notMeasured } from './lib/table.mjs';

const SPEC = 'tests/browser/firstDownload.spec.ts';
/** A port range of the bench's own, away from the browser tests' default 18080. */
const E2E_PORT = process.env.BENCH_E2E_PORT || '18800';
const BYTES = { what: 'partner first download (before first interaction)', goal: '≤ 30 KB gzip' };
const INTERACTIVE = { what: 'the same, through Playwright', goal: 'for comparison' };

export async function measure({ verbose = false } = {}) {
  progress(`first download: npx playwright test ${SPEC} (E2E_PORT=${E2E_PORT})`);
  const run = await runScript(process.execPath, [r('node_modules/@playwright/test/cli.js'), 'test', SPEC, '--reporter=list'], {
    // The spec needs no Storybook, which `npm install` alone has not built.
    env: {
      E2E_PORT,
      E2E_EXAMPLES_PORT: String(Number(E2E_PORT) + 1),
      E2E_NO_STORYBOOK: '1',
      // The median of 9 cold loads for the table (the browser test's own default is 3).
      E2E_INTERACTIVE_RUNS: '9',
      CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium',
    },
    echo: verbose,
  });
  const how = `${SPEC}, Chromium`;
  const failed = run.code === 0 ? '' : ` (the spec failed: ${/^\s*(Error:.*)$/m.exec(run.output)?.[1] ?? lastLines(run.output, 1)})`;
  const rows = [];
  const bytes = /elements: before first interaction: (\d+) B gzip[^\n]*/.exec(run.output);
  // The same files as the browser received them (the server's brotli copies), beside the goal's gzip.
  const received = bytes && /(\d+) B as the browser received them/.exec(bytes[0]);
  const wire = received ? `; ${Number(received[1]).toLocaleString('en-AU')} B as received (brotli)` : '';
  rows.push(
    bytes
      ? { ...BYTES, how, result: `${Number(bytes[1]).toLocaleString('en-AU')} B gzip (${(Number(bytes[1]) / 1024).toFixed(1)} KB)${wire}${failed}` }
      : notMeasured(BYTES.what, `${SPEC} printed no "elements: before first interaction" line${failed}`, BYTES.goal),
  );
  // "script start → purchase widget interactive (Chromium, 4× CPU throttle): 212 ms median of …"
  const interactive = /^.*script start → [^\n]*interactive[^\n]*\d+ ms.*$/m.exec(run.output)?.[0]?.trim();
  rows.push(
    interactive
      ? { ...INTERACTIVE, how: `${how}, 4× CPU throttle, DevTools agents on`, result: `${interactive.replace(/^.*?throttle\)?:\s*/, '')}${failed}` }
      : notMeasured(INTERACTIVE.what, `${SPEC} printed no "script start → … interactive … ms" line${failed}`, INTERACTIVE.goal),
  );
  return rows;
}

await runIfMain(import.meta.url, measure);
