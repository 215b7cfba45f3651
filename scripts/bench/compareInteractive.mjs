// Two builds of the partner script side by side: the working tree's and another revision's (HEAD
// by default), for script start → interactive at 4× CPU on the partner example. On a shared 2-core
// machine medians of 9 cold loads taken minutes apart spread by 50 ms or more (docs/performance.md),
// more than most changes move them; batches taken in turns did not separate a 40 ms change. So the
// loads are paired: each pair loads both builds one after the other (in alternating order), and the
// figure is the median of the pairs' differences, with how many pairs went each way and the chance
// of that many by luck alone (a two-sided sign test). Not part of the bench table: a tool for
// deciding whether to keep a change.
// `--rtt=150` puts that round trip on every request to the shop, through a proxy in front of it
// (lib/latencyProxy.mjs) that also hands each build's scripts over: request routing answers CORS
// preflights itself, so only the proxy shows what a preflight costs.
//   node scripts/bench/compareInteractive.mjs [--base=HEAD] [--pairs=20] [--rtt=150]
// Both partner scripts are built here, the base's in a temporary worktree that shares this
// checkout's node_modules. One demo server (PostgreSQL) serves the page; each build's scripts
// (`/drawkit-*.js`) are handed to the browser from its own folder (Playwright's request routing),
// the same way for both, so the routing's own cost falls out of the difference.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { r, ROOT } from '../bundling/paths.mjs';
import { CHROMIUM_ARGS } from '../chromiumFlags.mjs';
import { freePort, withDemoServer } from './lib/benchServer.mjs';
import { startLatencyProxy } from './lib/latencyProxy.mjs';
import { argValue, progress } from './lib/standalone.mjs';
import { median } from './lib/table.mjs';
import { interactiveLogged, sinceScriptStart, watchInteractive } from './lib/watchInteractive.mjs';

const CPU_SLOWDOWN = 4;
const ENTRY = 'drawkit-elements.js';
const BASE = argValue('base', 'HEAD');
const PAIRS = Math.max(1, Number(argValue('pairs', 20)) || 20);
const RTT_MS = Math.max(0, Number(argValue('rtt', 0)) || 0);

/** node_modules for a worktree: this checkout's packages, but the workspace links (relative) lead into the worktree. */
function shareNodeModules(worktree) {
  const { workspaces } = JSON.parse(readFileSync(r('package.json'), 'utf8'));
  for (const folder of ['node_modules', ...workspaces.map((workspace) => `${workspace}/node_modules`)]) {
    const source = r(folder);
    try {
      lstatSync(source);
    } catch {
      continue; // a workspace with nothing of its own installed
    }
    if (folder !== 'node_modules') {
      symlinkSync(source, path.join(worktree, folder));
      continue;
    }
    const target = path.join(worktree, folder);
    mkdirSync(target);
    for (const name of readdirSync(source)) {
      if (name !== '@drawkit') {
        symlinkSync(path.join(source, name), path.join(target, name));
        continue;
      }
      mkdirSync(path.join(target, name));
      for (const pkg of readdirSync(path.join(source, name))) symlinkSync(readlinkSync(path.join(source, name, pkg)), path.join(target, name, pkg));
    }
  }
}

/** `rollup -c --configOnly elements` in `cwd`: the partner script alone. */
const buildElements = (cwd) =>
  execFileSync(process.execPath, [r('node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs', '--configOnly', 'elements', '--silent'], { cwd, stdio: 'ignore' });

const gzipBytes = (folder) => gzipSync(readFileSync(path.join(folder, ENTRY)), { level: 9 }).length;

/** Two-sided sign test: the chance of a split at least this uneven when neither build is quicker. */
function signTest(wins, n) {
  const extreme = Math.max(wins, n - wins);
  let tail = 0;
  let choose = 1; // C(n, 0)
  for (let k = 0; k <= n; k += 1) {
    if (k >= extreme) tail += choose;
    choose = (choose * (n - k)) / (k + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** n);
}

/** The build the latency proxy hands over (with `--rtt`). */
let proxied;

/** One cold load in a fresh context with `folder`'s scripts: ms from when the entry could start (sinceScriptStart) to interactive. */
async function coldLoad(browser, url, folder) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (RTT_MS > 0) proxied = folder;
    else await page.route(/\/drawkit-[^/]*\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        headers: { 'access-control-allow-origin': '*' },
        body: readFileSync(path.join(folder, path.posix.basename(new URL(route.request().url()).pathname))),
      }),
    );
    await page.addInitScript(watchInteractive);
    const interactive = interactiveLogged(page);
    await page.goto(url);
    await interactive;
    return (await page.evaluate(sinceScriptStart)).interactive;
  } finally {
    await context.close();
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'drawkit-compare-'));
const worktree = path.join(folder, 'base');
let added = false;
try {
  progress(`compare: the partner scripts of ${BASE} (in a worktree) and of the working tree`);
  execFileSync('git', ['worktree', 'add', '--detach', worktree, BASE], { cwd: ROOT, stdio: 'ignore' });
  added = true;
  shareNodeModules(worktree);
  buildElements(worktree);
  buildElements(ROOT);
  const variants = [
    { name: BASE, folder: path.join(worktree, 'build/elements'), loads: [] },
    { name: 'working tree', folder: r('build/elements'), loads: [] },
  ];
  const proxyPort = RTT_MS > 0 ? await freePort() : undefined;
  const publicOrigin = proxyPort === undefined ? undefined : `http://localhost:${proxyPort}`;
  await withDemoServer('drawkit_bench_compare', async (server) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const proxy = proxyPort === undefined ? undefined : await startLatencyProxy({ port: proxyPort, target: server.directUrl, rttMs: RTT_MS, scripts: () => proxied });
    try {
      await coldLoad(browser, server.examplesUrl, variants[1].folder); // the server's and browser's first load is slower than any after
      for (let pair = 1; pair <= PAIRS; pair += 1) {
        progress(`compare: pair ${pair} of ${PAIRS}`);
        const order = pair % 2 === 1 ? variants : [...variants].reverse();
        for (const variant of order) variant.loads.push(await coldLoad(browser, server.examplesUrl, variant.folder));
      }
    } finally {
      await browser.close();
      await proxy?.close();
    }
  }, { publicOrigin });
  const [base, work] = variants;
  const how = RTT_MS > 0 ? `${RTT_MS} ms round trips through a proxy that hands the scripts over` : 'scripts handed over by request routing';
  console.log(`Script start → purchase widget interactive at ${CPU_SLOWDOWN}× CPU, ${PAIRS} pairs of cold loads (${how}):`);
  for (const variant of variants) {
    console.log(
      `  ${variant.name.padEnd(12)}  median ${Math.round(median(variant.loads))} ms (${variant.loads.map(Math.round).join(', ')}); ` +
        `first download ${gzipBytes(variant.folder).toLocaleString('en-AU')} B gzip`,
    );
  }
  const differences = work.loads.map((value, i) => value - base.loads[i]);
  const quicker = differences.filter((d) => d < 0).length;
  const slower = differences.filter((d) => d > 0).length;
  const p = signTest(quicker, quicker + slower);
  console.log(
    `  working tree − ${BASE}: median of the pairs' differences ${Math.round(median(differences))} ms; ` +
      `the working tree quicker in ${quicker} of ${PAIRS} pairs, slower in ${slower} (sign test: p = ${p.toFixed(3)}` +
      `${p < 0.05 ? ', unlikely by chance' : ', could be chance'})`,
  );
} finally {
  if (added) execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  rmSync(folder, { recursive: true, force: true });
}
