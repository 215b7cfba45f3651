#!/usr/bin/env node
// `npm run bench`: every figure of issue 11 in one table, measured on this machine.
// The server runs on PostgreSQL (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres):
// each part creates a database of its own and drops it afterwards. Redis: REDIS_URL or
// redis://127.0.0.1:6379 (needed for more than one process). Chromium: CHROME_PATH or
// /usr/bin/chromium. The method behind each figure is in docs/performance.md; the figures are
// printed, never asserted.
//
//   npm run bench [-- --duration=10] [--only=reads,purchases,scoring,interactive,first-download,page-blocking,lighthouse] [--verbose]
//
// Each part is its own module under scripts/bench/ and runs alone the same way
// (node --conditions=drawkit-source --import tsx scripts/bench/hotReads.mjs). A part that
// cannot run says why in its row ("not measured (…)"); the others still run.
import { cpus, loadavg, totalmem } from 'node:os';
import * as firstDownload from './bench/firstDownload.mjs';
import * as hotReads from './bench/hotReads.mjs';
import * as interactive from './bench/interactive.mjs';
import { ADMIN_URL, postgresVersion, REDIS_URL, redisAnswers } from './bench/lib/benchServer.mjs';
import { buildBundlesIfStale, optionsFromArgv } from './bench/lib/standalone.mjs';
import { formatTable, notMeasured } from './bench/lib/table.mjs';
import * as lighthouse from './bench/lighthouse.mjs';
import * as pageBlocking from './bench/pageBlocking.mjs';
import * as purchases from './bench/purchases.mjs';
import * as scoring from './bench/scoring.mjs';

const PARTS = [
  { name: 'reads', module: hotReads, what: 'hot reads' },
  { name: 'purchases', module: purchases, what: 'purchases per second' },
  { name: 'scoring', module: scoring, what: 'draw scoring' },
  { name: 'interactive', module: interactive, what: 'script start → purchase widget interactive' },
  { name: 'first-download', module: firstDownload, what: 'partner first download' },
  { name: 'page-blocking', module: pageBlocking, what: 'storefront pages at 4× CPU' },
  { name: 'lighthouse', module: lighthouse, what: 'storefront Lighthouse' },
];

const options = optionsFromArgv();
const unknown = (options.only ?? []).filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.map((part) => part.name).join(', ')}.`);
  process.exit(1);
}

if (!buildBundlesIfStale()) process.exit(1);

let database;
try {
  database = await postgresVersion(ADMIN_URL);
} catch (error) {
  console.error(`PostgreSQL does not answer at ${new URL(ADMIN_URL).host} (${error.message}). Set DATABASE_URL to a server where a new database may be created.`);
  process.exit(1);
}
const redis = (await redisAnswers(REDIS_URL)) ? `Redis at ${new URL(REDIS_URL).host}` : `no Redis at ${new URL(REDIS_URL).host}`;

// The machine's other work shows in every tail latency: the load average before and after says how much there was.
const loadAverage = () => loadavg()[0].toFixed(1);
const loadBefore = loadAverage();
const started = performance.now();
const rows = [];
for (const part of PARTS) {
  if (options.only && !options.only.includes(part.name)) continue;
  try {
    rows.push(...(await part.module.measure(options)));
  } catch (error) {
    rows.push(notMeasured(part.what, `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`));
  }
}

const cpu = cpus();
console.log(
  `Drawkit bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, ${database}, ${redis}; ` +
    `load runs of ${options.durationS} s; ${Math.round((performance.now() - started) / 1000)} s in all; ` +
    `1-minute load average ${loadBefore} before, ${loadAverage()} after.\n`,
);
console.log(formatTable(rows));
