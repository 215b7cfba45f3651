// `npm test`: every check a landing needs, in order, with one closing count.
// Lint (Biome), type check, unit and API tests (vitest), bundles, API reports, the packed packages
// installed into empty projects (scripts/packCheck.mjs), size budgets, Storybook build, then the
// browser tests (Playwright on Debian chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'build', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ['lint', ['npx', 'biome', 'lint', '--max-diagnostics=50', '.']],
  ['typecheck', ['node', 'node_modules/tsgo/bin/tsc', '-b']],
  ['unit and API tests', ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`]],
  ['bundles', ['npx', 'rollup', '-c', 'rollup.config.mjs', '--silent']],
  ['API reports', ['node', 'scripts/api-report.mjs']],
  ['packages install', ['node', 'scripts/packCheck.mjs']],
  ['size budgets', ['node', 'scripts/size.mjs']],
  ['storybook build', ['npx', 'storybook', 'build', '-o', 'build/storybook', '--quiet']],
  ['browser tests', ['npx', 'playwright', 'test']],
];

const timings = [];
let failedStep = null;
for (const [name, [cmd, ...args]] of steps) {
  const t0 = Date.now();
  console.log(`\n── ${name} ──`);
  const env = { ...process.env };
  // The browser tests run the shop as `npm start` does: a fresh embedded database and
  // in-memory rate limits, whatever DATABASE_URL and REDIS_URL say.
  if (name === 'browser tests') {
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
  }
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  timings.push([name, ((Date.now() - t0) / 1000).toFixed(1)]);
  if (run.status !== 0) {
    failedStep = name;
    break;
  }
}

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}
const vitest = count(join(results, 'vitest.json'), (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: r.numFailedTests ?? 0,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
}));
const browser = count(join(results, 'playwright.json'), (r) => ({
  passed: r.stats?.expected ?? 0,
  failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0),
  skipped: r.stats?.skipped ?? 0,
}));

console.log('\n── timings (s) ──');
for (const [name, secs] of timings) console.log(`${name.padEnd(20)} ${secs}`);
if (failedStep) console.log(`\nfailed step: ${failedStep}`);
const passed = vitest.passed + browser.passed;
const failed = vitest.failed + browser.failed + (failedStep && vitest.failed + browser.failed === 0 ? 1 : 0);
const skipped = vitest.skipped + browser.skipped;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep ? 1 : 0);
