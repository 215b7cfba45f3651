#!/usr/bin/env node
// The published packages' `prepack` (npm pack / npm publish in sdk/ or widgets/): build the
// package's bundles and its rolled-up declarations from source, so a tarball always ships
// dist/*.js and dist/*.d.ts that match the source, whatever was built before.
//   node ../scripts/prepack.mjs sdk|widgets
// The declarations are written without the API report check (`api-report.mjs --types-only`):
// `npm test` checks the reviewed reports; packing only needs the types.
import { spawnSync } from 'node:child_process';
import { ROOT, r } from './bundling/paths.mjs';

// The rollup builds (rollup.config.mjs) each package ships.
const BUILDS = {
  sdk: ['sdk'],
  // The React entries and the standalone partner script (dist/standalone/).
  widgets: ['widgets', 'elements'],
};

const name = process.argv[2] ?? '';
const builds = BUILDS[name];
if (!builds) {
  console.error(`usage: node scripts/prepack.mjs ${Object.keys(BUILDS).join('|')}`);
  process.exit(2);
}

function run(label, args) {
  console.log(`prepack ${name}: ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`prepack ${name}: ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run(`bundles (${builds.join(', ')})`, [r('node_modules/rollup/dist/bin/rollup'), '-c', r('rollup.config.mjs'), `--configOnly=${builds.join(',')}`, '--silent']);
run('declarations', [r('scripts/api-report.mjs'), '--types-only', name]);
