// Each scripts/bench/*.mjs measures one part and can run alone:
//   node --conditions=drawkit-source --import tsx scripts/bench/<part>.mjs [--duration=10] [--verbose]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, r } from '../../bundling/paths.mjs';
import { staleReason } from '../../bundling/staleBundles.mjs';
import { formatTable } from './table.mjs';

/** The value of `--name=value` on the command line, else `fallback`. */
export function argValue(name, fallback = undefined, argv = process.argv.slice(2)) {
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
}

/** --duration=N (seconds per load run) and --verbose (echo child output) from the command line. */
export function optionsFromArgv(argv = process.argv.slice(2)) {
  const value = (name) => argValue(name, undefined, argv);
  const duration = Number(value('duration') ?? 10);
  return {
    durationS: Number.isFinite(duration) && duration > 0 ? duration : 10,
    verbose: argv.includes('--verbose'),
    only: value('only')?.split(',').filter(Boolean) ?? null,
  };
}

/** Progress goes to stderr, so stdout holds the table only. */
export const progress = (line) => process.stderr.write(`[bench] ${line}\n`);

/** When `moduleUrl` is the script node was started with, measures and prints its rows. */
export async function runIfMain(moduleUrl, measure) {
  const entry = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
  if (entry !== moduleUrl) return;
  if (!buildBundlesIfStale()) process.exit(1);
  const rows = await measure(optionsFromArgv());
  console.log(formatTable(rows));
}

/**
 * The servers and the browser serve the built bundles (a fresh clone has none; without them the
 * partner page never becomes interactive): builds them when a source is newer. False if the build failed.
 */
export function buildBundlesIfStale() {
  const reason = staleReason();
  if (!reason) return true;
  progress(`building the bundles (${reason})`);
  const build = spawnSync(process.execPath, [r('node_modules/rollup/dist/bin/rollup'), '-c', r('rollup.config.mjs'), '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status === 0) return true;
  console.error('The bundles did not build; not measuring.');
  return false;
}
