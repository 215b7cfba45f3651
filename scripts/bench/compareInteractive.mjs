// Two builds of the partner script side by side: the working tree's and another revision's (HEAD
// by default), each measured by tests/browser/firstDownload.spec.ts in turns (base, working tree,
// base, …) for script start → interactive at 4× CPU, with both first downloads. On a shared 2-core
// machine medians of 9 cold loads taken minutes apart spread by 50 ms or more (docs/performance.md,
// 2026-12-02, evening), more than most changes move them: a change shows only when its turns stay
// apart from the other's. Not part of the bench table: a tool for deciding whether to keep a change.
//   node scripts/bench/compareInteractive.mjs [--base=HEAD] [--rounds=3] [--loads=9]
// Both partner scripts are built here, the base's in a temporary worktree that shares this
// checkout's node_modules; the storefront's build (`npm run build:bundles`) serves both.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { r, ROOT } from '../bundling/paths.mjs';
import { runScript } from './lib/runScript.mjs';
import { progress } from './lib/standalone.mjs';

const SPEC = 'tests/browser/firstDownload.spec.ts';
const ENTRY = 'elements/drawkit-elements.js';
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const BASE = arg('base', 'HEAD');
const ROUNDS = Math.max(1, Number(arg('rounds', 3)) || 3);
const LOADS = Math.max(1, Number(arg('loads', 9)) || 9);
/** Ports of its own, away from the browser tests' 18080 and the bench's 18800. */
const E2E_PORT = process.env.COMPARE_E2E_PORT || '18900';

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

/** A static root serving `elements` as the partner script and this checkout's storefront build. */
function staticRoot(folder, elements) {
  mkdirSync(folder);
  symlinkSync(elements, path.join(folder, 'elements'));
  symlinkSync(r('build/host-app'), path.join(folder, 'host-app'));
  return folder;
}

const gzipBytes = (root) => gzipSync(readFileSync(path.join(root, ENTRY)), { level: 9 }).length;

async function measure(root) {
  const run = await runScript(process.execPath, [r('node_modules/@playwright/test/cli.js'), 'test', SPEC, '-g', 'prints', '--reporter=list'], {
    env: {
      E2E_PORT,
      E2E_EXAMPLES_PORT: String(Number(E2E_PORT) + 1),
      E2E_NO_STORYBOOK: '1',
      E2E_INTERACTIVE_RUNS: String(LOADS),
      STATIC_ROOT: root,
      DRAWKIT_SKIP_BUILD: '1',
    },
  });
  const line = /(\d+) ms median of \d+ cold loads.*runs: ([\d, ]+) ms/.exec(run.output);
  if (!line) throw new Error(`${SPEC} printed no interactive figure (exit ${run.code}): ${run.output.slice(-600)}`);
  return { median: Number(line[1]), loads: line[2].split(',').map(Number) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `rollup -c --configOnly elements` in `cwd`: the partner script alone. */
const buildElements = (cwd) =>
  execFileSync(process.execPath, [r('node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs', '--configOnly', 'elements', '--silent'], { cwd, stdio: 'ignore' });

if (!existsSync(r('build/host-app/index.html'))) {
  console.error('compareInteractive: build the bundles first (npm run build:bundles): the storefront build is served with both scripts.');
  process.exit(1);
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
    { name: BASE, root: staticRoot(path.join(folder, 'base-root'), path.join(worktree, 'build/elements')), medians: [], loads: [] },
    { name: 'working tree', root: staticRoot(path.join(folder, 'work-root'), r('build/elements')), medians: [], loads: [] },
  ];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const variant of variants) {
      progress(`compare: round ${round} of ${ROUNDS}, ${variant.name} (${LOADS} cold loads)`);
      const { median: value, loads } = await measure(variant.root);
      variant.medians.push(value);
      variant.loads.push(...loads);
    }
  }
  console.log(`Script start → purchase widget interactive at 4× CPU, ${ROUNDS} turns of ${LOADS} cold loads each, taken in turns:`);
  for (const variant of variants) {
    console.log(
      `  ${variant.name.padEnd(12)}  medians ${variant.medians.map((m) => `${m} ms`).join(', ')}; all ${variant.loads.length} loads: median ${median(variant.loads)} ms` +
        `; first download ${gzipBytes(variant.root).toLocaleString('en-AU')} B gzip`,
    );
  }
  const [base, work] = variants;
  const apart = work.medians.every((m) => m < Math.min(...base.medians)) || work.medians.every((m) => m > Math.max(...base.medians));
  // Two builds alike are apart by chance once in 10 at 3 turns each, once in 3 at 2, always at 1.
  const verdict =
    ROUNDS < 3
      ? `Too few turns to tell (${ROUNDS} each): take --rounds=3 or more.`
      : apart
        ? 'Every turn of one is on the same side of every turn of the other.'
        : 'The turns overlap: no difference this run can show.';
  console.log(`  ${verdict}`);
} finally {
  if (added) execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  rmSync(folder, { recursive: true, force: true });
}
