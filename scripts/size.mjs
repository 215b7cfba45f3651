#!/usr/bin/env node
// `npm run size`: gzip sizes (node:zlib, level 9) of what the build ships, checked against
// size-budgets.json. The figure that matters most to partners is what `<drawkit-purchase>`
// loads before the shopper can interact: the entry script plus everything it imports
// statically (chunks behind dynamic `import()` load later, on demand).
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
  measure('elements: before first interaction', beforeInteraction, `${beforeInteraction.length} file(s)`);
  const chunks = readdirSync(r('build/elements')).filter((name) => name.endsWith('.js') && name !== 'drawkit-elements.js');
  for (const chunk of chunks.sort()) measure(`elements chunk: ${chunk}`, [r('build/elements', chunk)]);
  measure('elements: all files', [elementsEntry, ...chunks.map((chunk) => r('build/elements', chunk))]);
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

for (const name of Object.keys(budgets)) {
  if (!measurements.some((m) => m.name === name)) over.push({ name, gzip: NaN });
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
