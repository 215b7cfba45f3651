#!/usr/bin/env node
// `npm run api-report`: emit declarations with tsc, then run API Extractor for each published
// package. Locally (`--local` build) a changed public API rewrites the package's report for
// review; in CI (CI=true) an API change that is not in the committed report fails the run.
//   node scripts/api-report.mjs            local unless CI=true
//   node scripts/api-report.mjs --local    force a local run
//   node scripts/api-report.mjs --ci       force a CI run
//   node scripts/api-report.mjs --types-only [sdk|widgets]
//       only the declaration rollups (dist/*.d.ts), no report check: `npm run build:types` and
//       the packages' prepack, so packing never depends on the reviewed report being current
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, r } from './bundling/paths.mjs';

const ALL_PACKAGES = ['sdk', 'widgets'];
// One API Extractor config per published entry point.
const ALL_CONFIGS = ['sdk/api-extractor.json', 'widgets/api-extractor.json', 'widgets/api-extractor.elements.json'];

const argv = process.argv.slice(2);
const args = new Set(argv.filter((arg) => arg.startsWith('--')));
const ci = args.has('--ci') || (!args.has('--local') && /^(1|true)$/i.test(process.env.CI ?? ''));
const typesOnly = args.has('--types-only');
const named = argv.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => !ALL_PACKAGES.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown package ${unknown.join(', ')}: expected ${ALL_PACKAGES.join(' or ')}.`);
  process.exit(2);
}
const PACKAGES = named.length > 0 ? named : ALL_PACKAGES;
const CONFIGS = ALL_CONFIGS.filter((config) => PACKAGES.includes(config.split('/')[0]));

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

/**
 * API Extractor leaves `declare global` blocks out of its rollup, and the elements entry types
 * its tags and events that way (HTMLElementTagNameMap, HTMLElementEventMap). Append the blocks
 * tsc emitted, so `@drawkit/widgets/elements` users get typed `querySelector` and listeners.
 */
function appendGlobalAugmentations(typesFolder, rollupFile) {
  const blocks = [];
  for (const entry of readdirSync(typesFolder, { recursive: true })) {
    if (!String(entry).endsWith('.d.ts')) continue;
    const text = readFileSync(join(typesFolder, String(entry)), 'utf8');
    const start = text.indexOf('declare global {');
    if (start !== -1) blocks.push(text.slice(start).trimEnd());
  }
  if (blocks.length > 0) appendFileSync(rollupFile, `\n${blocks.join('\n')}\n`);
}

/** The config with its API report turned off: only the declaration rollup is written. */
function withoutReport(configFile) {
  const configObject = ExtractorConfig.loadFile(configFile);
  configObject.apiReport = { ...configObject.apiReport, enabled: false };
  // Unexported types behind public ones are listed in the reviewed report (the full run checks
  // it); without a report API Extractor would print them as warnings on every pack.
  const messages = configObject.messages ?? {};
  configObject.messages = {
    ...messages,
    extractorMessageReporting: { ...messages.extractorMessageReporting, 'ae-forgotten-export': { logLevel: 'none' } },
  };
  return ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: configFile,
    packageJsonFullPath: join(dirname(configFile), 'package.json'),
  });
}

let failed = false;
for (const name of CONFIGS) {
  const configFile = r(name);
  if (!existsSync(configFile)) {
    console.warn(`warning: ${name} not found; skipping it.`);
    continue;
  }
  const config = typesOnly ? withoutReport(configFile) : ExtractorConfig.loadFileAndPrepare(configFile);
  if (config.apiReportEnabled) {
    // API Extractor refuses to write into report folders that do not exist.
    mkdirSync(config.reportFolder, { recursive: true });
    mkdirSync(config.reportTempFolder, { recursive: true });
  }
  const result = Extractor.invoke(config, { localBuild: !ci, showVerboseMessages: false });
  if (result.succeeded && config.rollupEnabled && name.endsWith('elements.json')) {
    appendGlobalAugmentations(r('widgets/build/types/elements'), config.untrimmedFilePath);
  }
  if (result.succeeded && typesOnly) {
    console.log(`${name}: declarations written to ${config.untrimmedFilePath.slice(ROOT.length + 1)}, ${result.warningCount} warning(s).`);
  } else if (result.succeeded) {
    const note = result.apiReportChanged ? ' (API report updated: review and commit it)' : '';
    console.log(`${name}: API report OK, ${result.warningCount} warning(s)${note}.`);
  } else {
    failed = true;
    const why = ci && result.apiReportChanged ? 'the public API changed without an updated report' : `${result.errorCount} error(s)`;
    console.error(`${name}: API Extractor failed: ${why}. Run \`npm run api-report\` locally and commit the report.`);
  }
}
process.exit(failed ? 1 : 0);
