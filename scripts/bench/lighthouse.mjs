// Lighthouse on the storefront, mobile (Lighthouse's default: a mid-range phone, 4× CPU slowdown
// and slow-4G simulated), performance and accessibility, in the machine's Chromium. The shop runs
// as `npm start` does (demo mode: the storefront's app key belongs to http://localhost:PORT) but on
// a fresh PostgreSQL database. Lighthouse's scores vary run to run: the row gives the median of
// RUNS runs by performance score, with that run's metrics.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { r } from '../bundling/paths.mjs';
import { CHROMIUM_ARGS, OMNIBOX_WEB_UI } from '../chromiumFlags.mjs';
import { REDIS_URL, redisAnswers, withDemoServer } from './lib/benchServer.mjs';
import { lastLines, runScript } from './lib/runScript.mjs';
import { progress, runIfMain } from './lib/standalone.mjs';
import { STOREFRONT_PAGES } from './lib/storefrontPages.mjs';
import { ms, notMeasured } from './lib/table.mjs';

// Five runs, not three: a median of three moves with a single run (the results page gave 0.85,
// 0.94, 0.97 and 0.95, 0.97, 0.98 for the same code half an hour apart on 2026-12-03). Two more
// runs on each page add about two minutes to the bench.
export const RUNS = 5;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// The browser tests' flags (scripts/chromiumFlags.mjs), headless: nothing in the background adds
// requests or CPU work to the trace. Chromium takes the last --disable-features it is given, so the
// list chrome-launcher passes by default (Lighthouse's own launcher) is given again with ours.
const { Launcher } = await import(createRequire(r('node_modules/lighthouse/package.json')).resolve('chrome-launcher'));
const launcherFeatures = Launcher.defaultFlags()
  .filter((flag) => flag.startsWith('--disable-features='))
  .flatMap((flag) => flag.slice('--disable-features='.length).split(','));
const CHROME_FLAGS = [
  '--headless',
  ...CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--disable-features=')),
  `--disable-features=${[...launcherFeatures, ...OMNIBOX_WEB_UI].join(',')}`,
].join(' ');
const GOAL = 'performance ≥ 0.95, accessibility 1.0';

async function lighthouseOnce(url, outputPath) {
  const run = await runScript(
    process.execPath,
    [
      r('node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { env: { CHROME_PATH } },
  );
  if (run.code !== 0) throw new Error(`lighthouse failed (${run.code}): ${lastLines(run.output)}`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const metric = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's CPU benchmark of the machine for this run (how fast the host was then).
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    // Audits that count towards the score (weight above 0) and failed.
    failedAccessibility: report.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP): such a run is repeated, up to `attempts` times. */
async function lighthouseRun(url, outputPath, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, outputPath);
    } catch (error) {
      if (attempt >= attempts) throw error;
      progress(`lighthouse: ${error instanceof Error ? error.message.split('\n')[0] : error}; running it again`);
    }
  }
}

const score = (value) => (value === null || value === undefined ? '–' : value.toFixed(2));
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

export async function measure() {
  const redisUrl = (await redisAnswers(REDIS_URL)) ? REDIS_URL : null;
  const folder = mkdtempSync(join(tmpdir(), 'drawkit-lighthouse-'));
  try {
    progress('lighthouse: starting the demo server on PostgreSQL');
    return await withDemoServer('drawkit_bench_lighthouse', (server) => lighthouseRows(server, folder), { redisUrl });
  } catch (error) {
    return [notMeasured('storefront Lighthouse', error instanceof Error ? error.message.split('\n')[0] : String(error), GOAL)];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One row per page: the median of RUNS runs by performance score. */
async function lighthouseRows(server, folder) {
  const rows = [];
  for (const page of STOREFRONT_PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      progress(`lighthouse: ${page.path}, run ${run} of ${RUNS}`);
      runs.push(await lighthouseRun(`${server.url}${page.path}`, join(folder, `run-${run}.json`)));
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const failed = median.failedAccessibility.length ? `; failing: ${median.failedAccessibility.join(', ')}` : '';
    rows.push({
      what: `${page.name}, Lighthouse mobile`,
      how:
        `Lighthouse 12, median of ${RUNS} (performance ${runs.map((x) => score(x.performance)).join(', ')}; ` +
        `BenchmarkIndex ${runs.map((x) => Math.round(x.benchmarkIndex)).join(', ')})`,
      result:
        `performance ${score(median.performance)} · accessibility ${score(median.accessibility)} · ` +
        `FCP ${seconds(median.fcp)} · LCP ${seconds(median.lcp)} · TBT ${ms(median.tbt)} · CLS ${median.cls.toFixed(3)}${failed}`,
      goal: GOAL,
    });
  }
  return rows;
}

await runIfMain(import.meta.url, measure);
