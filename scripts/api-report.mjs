#!/usr/bin/env node
// `npm run api-report`: emit declarations with tsc, then run API Extractor for each published
// package. Locally (`--local` build) a changed public API rewrites the package's report for
// review; in CI (CI=true) an API change that is not in the committed report fails the run.
//   node scripts/api-report.mjs            local unless CI=true
//   node scripts/api-report.mjs --local    force a local run
//   node scripts/api-report.mjs --ci       force a CI run
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ROOT, r } from './bundling/paths.mjs';

const PACKAGES = ['sdk', 'widgets'];

const args = new Set(process.argv.slice(2));
const ci = args.has('--ci') || (!args.has('--local') && /^(1|true)$/i.test(process.env.CI ?? ''));

console.log(`Emitting declarations (tsc -b ${PACKAGES.join(' ')})…`);
const tsc = spawnSync(process.execPath, [r('node_modules/tsgo/bin/tsc'), '-b', ...PACKAGES.map((name) => r(name))], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (tsc.status !== 0) {
  console.error('Type check failed; fix it before the API report can run.');
  process.exit(tsc.status ?? 1);
}

// API Extractor is CommonJS and bundles its own TypeScript.
const { Extractor, ExtractorConfig } = createRequire(import.meta.url)('@microsoft/api-extractor');

let failed = false;
for (const name of PACKAGES) {
  const configFile = r(name, 'api-extractor.json');
  if (!existsSync(configFile)) {
    console.warn(`warning: ${name}/api-extractor.json not found; skipping ${name}.`);
    continue;
  }
  const config = ExtractorConfig.loadFileAndPrepare(configFile);
  if (config.apiReportEnabled) {
    // API Extractor refuses to write into report folders that do not exist.
    mkdirSync(config.reportFolder, { recursive: true });
    mkdirSync(config.reportTempFolder, { recursive: true });
  }
  const result = Extractor.invoke(config, { localBuild: !ci, showVerboseMessages: false });
  if (result.succeeded) {
    const note = result.apiReportChanged ? ' (API report updated: review and commit it)' : '';
    console.log(`${name}: API report OK, ${result.warningCount} warning(s)${note}.`);
  } else {
    failed = true;
    const why = ci && result.apiReportChanged ? 'the public API changed without an updated report' : `${result.errorCount} error(s)`;
    console.error(`${name}: API Extractor failed: ${why}. Run \`npm run api-report\` locally and commit the report.`);
  }
}
process.exit(failed ? 1 : 0);
