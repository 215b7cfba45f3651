#!/usr/bin/env node
// `npm run size`: gzip sizes (node:zlib, level 9) of what the build ships, checked against
// size-budgets.json. The figure that matters most to partners is what `<drawkit-purchase>`
// loads before the shopper can interact. A build can only see the entry script plus everything
// it imports statically ("elements: entry and static imports"), a floor: chunks the element
// imports dynamically while it renders load too. What a browser really fetches before the first
// interaction is measured by tests/browser/firstDownload.spec.ts against its own budget.
// Run `npm run build:bundles` first. Exits 1 when a budget is exceeded or a file is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst';
import { ROOT, r } from './bundling/paths.mjs';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rel = (file) => path.relative(ROOT, file);

/** Files a module imports statically (relative specifiers only; bare ones are external). */
function staticImportsOf(file) {
  const ast = parseAst(readFileSync(file, 'utf8'));
  const imports = [];
  for (const node of ast.body) {
    const isImport =
      node.type === 'ImportDeclaration' ||
      ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source);
    if (!isImport) continue;
    const specifier = String(node.source.value);
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
      imports.push(path.resolve(path.dirname(file), specifier));
    }
  }
  return imports;
}

/** The entry and every file it reaches through static imports. */
function staticClosure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const imported of staticImportsOf(entry)) staticClosure(imported, seen);
  return seen;
}

/** The storefront's entry script, read from the index.html the build wrote. */
function hostAppEntry() {
  const html = readFileSync(r('build/host-app/index.html'), 'utf8');
  const src = html.match(/<script type="module" src="\/([^"]+)"/)?.[1];
  if (!src) throw new Error('build/host-app/index.html has no module script');
  return r('build/host-app', src);
}

/** Budgets a browser test measures (this script lists them, it cannot check them). */
const MEASURED_IN_BROWSER = {
  'elements: before first interaction': 'tests/browser/firstDownload.spec.ts',
};

const measurements = [];
const missing = [];

function measure(name, files, note = '') {
  const absent = files.filter((file) => !existsSync(file));
  if (absent.length > 0) {
    missing.push(...absent.map(rel));
    return;
  }
  measurements.push({
    name,
    gzip: files.reduce((sum, file) => sum + gzipBytes(file), 0),
    raw: files.reduce((sum, file) => sum + readFileSync(file).length, 0),
    note,
  });
}

const elementsEntry = r('build/elements/drawkit-elements.js');
measure('elements: drawkit-elements.js', [elementsEntry]);
if (existsSync(elementsEntry)) {
  const beforeInteraction = [...staticClosure(elementsEntry)];
  measure('elements: entry and static imports', beforeInteraction, `${beforeInteraction.length} file(s); render-time chunks not counted`);
  const chunks = readdirSync(r('build/elements')).filter((name) => name.endsWith('.js') && name !== 'drawkit-elements.js');
  for (const chunk of chunks.sort()) measure(`elements chunk: ${chunk}`, [r('build/elements', chunk)]);
  measure('elements: all files', [elementsEntry, ...chunks.map((chunk) => r('build/elements', chunk))]);
  // What <drawkit-daily-winners> adds when it renders: its host chunk and the membership store's
  // actions (imported on the first call), with what they import, beyond the first download.
  const lazyPart = (prefixes) => {
    const loaded = new Set(beforeInteraction);
    const files = new Set();
    for (const chunk of chunks.filter((name) => prefixes.some((prefix) => name.startsWith(prefix)))) {
      for (const file of staticClosure(r('build/elements', chunk))) if (!loaded.has(file)) files.add(file);
    }
    return [...files];
  };
  const dailyWinners = lazyPart(['drawkit-DailyWinnersHost-', 'drawkit-membershipActions-']);
  if (dailyWinners.length > 0) {
    measure('elements: <drawkit-daily-winners> after the first download', dailyWinners, `${dailyWinners.length} file(s) loaded on first render`);
  }
}

measure('sdk/dist/index.js', [r('sdk/dist/index.js')], 'ky and zustand external');
const widgetsIndex = r('widgets/dist/index.js');
if (existsSync(widgetsIndex)) {
  const files = [...staticClosure(widgetsIndex)];
  measure('widgets/dist/index.js', files, `with its ${files.length - 1} static chunk(s); react, sdk external`);
} else {
  missing.push(rel(widgetsIndex));
}

if (existsSync(r('build/host-app/index.html'))) {
  const entry = hostAppEntry();
  measure('host-app: entry', [entry], path.basename(entry));
  const beforeRender = [...staticClosure(entry)];
  measure('host-app: before first route', beforeRender, `${beforeRender.length} file(s), lazy pages excluded`);
} else {
  missing.push('build/host-app/index.html');
}

const { budgets } = JSON.parse(readFileSync(r('size-budgets.json'), 'utf8'));
const over = [];
const nameWidth = Math.max(...measurements.map((m) => m.name.length), 10);
console.log(`${'bundle'.padEnd(nameWidth)}  ${'gzip'.padStart(9)}  ${'raw'.padStart(9)}  ${'budget'.padStart(9)}  note`);
for (const m of measurements) {
  const budget = budgets[m.name];
  const status = budget === undefined ? '' : m.gzip > budget ? '  OVER BUDGET' : '';
  if (budget !== undefined && m.gzip > budget) over.push(m);
  console.log(
    `${m.name.padEnd(nameWidth)}  ${kb(m.gzip).padStart(9)}  ${kb(m.raw).padStart(9)}  ${(budget === undefined ? '-' : kb(budget)).padStart(9)}  ${m.note}${status}`,
  );
}

for (const [name, test] of Object.entries(MEASURED_IN_BROWSER)) {
  if (budgets[name] !== undefined) console.log(`${name.padEnd(nameWidth)}  ${'-'.padStart(9)}  ${'-'.padStart(9)}  ${kb(budgets[name]).padStart(9)}  measured in a browser: ${test}`);
}
for (const name of Object.keys(budgets)) {
  if (!measurements.some((m) => m.name === name) && !(name in MEASURED_IN_BROWSER)) over.push({ name, gzip: NaN });
}
if (missing.length > 0) console.error(`\nMissing build output: ${missing.join(', ')}. Run \`npm run build:bundles\` first.`);
if (over.length > 0) {
  for (const m of over) {
    console.error(
      Number.isNaN(m.gzip)
        ? `Budget "${m.name}" was not measured.`
        : `${m.name} is ${kb(m.gzip)} gzip, over its budget of ${kb(budgets[m.name])}.`,
    );
  }
}
process.exit(over.length > 0 || missing.length > 0 ? 1 : 0);
